import type { EntityManager } from '@mikro-orm/postgresql';

// A family tree's rules span rows (at most two parents, no ancestry loop, no edge twice), so two
// writes checking them side by side could both pass and together break them. Every write to a tree
// holds the tree's lock for its transaction: the second one waits, then checks what the first saved.
// The key is the tree's id (today the owner's user id); it is hashed into PostgreSQL's advisory-lock
// space under a prefix of its own.

/** Takes the write locks of these trees until the surrounding transaction ends (in one order: no deadlock). */
export async function lockTrees(em: EntityManager, treeKeys: string[]): Promise<void> {
  for (const key of [...new Set(treeKeys)].sort()) {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`tree:${key}`]);
  }
}

/**
 * Runs `work` in one transaction that holds the tree's write lock; what it stages is saved when it
 * returns and nothing is when it throws. `work` must use the transaction's EntityManager only.
 */
export function withTreeLock<T>(em: EntityManager, treeKey: string, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await lockTrees(tx, [treeKey]);
    return work(tx);
  });
}
