import { ForeignKeyConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { dnaComparableSql } from '../../policies/dna.policy.ts';
import type { StoredComparison } from './dna-comparison.entity.ts';

/** A kit as a comparison run reads it. */
export interface KitToRead {
  id: string;
  raw_data_key: string;
}

/** The kit itself, or null when it is gone. */
export async function kitToRead(em: EntityManager, kitId: string): Promise<KitToRead | null> {
  const [row] = await em.execute<KitToRead[]>('select id, raw_data_key from dna_profiles where id = ?::uuid', [kitId]);
  return row ?? null;
}

/** The kits kit `kitId` may be compared with (dnaComparableSql) and has not been yet. */
export async function kitsToCompareWith(em: EntityManager, kitId: string): Promise<KitToRead[]> {
  const comparable = dnaComparableSql('mine', 'other');
  return em.execute<KitToRead[]>(
    `select other.id, other.raw_data_key from dna_profiles mine join dna_profiles other on ${comparable.text}
     where mine.id = ?::uuid and not exists (select 1 from dna_comparisons dc where dc.kit_a_id = least(mine.id, other.id) and dc.kit_b_id = greatest(mine.id, other.id))
     order by other.created_at, other.id`,
    [...comparable.params, kitId],
  );
}

/**
 * Stores the comparison of a pair (a < b), if the two may still be compared at this moment (an
 * agreement withdrawn during the run keeps its result out, and so does a kit deleted while the row
 * was written); answers whether it was stored.
 */
export async function storeComparison(em: EntityManager, a: string, b: string, results: StoredComparison): Promise<boolean> {
  const comparable = dnaComparableSql('ka', 'kb');
  const stored = await em.execute<{ id: string }[]>(
    `insert into dna_comparisons (id, created_at, updated_at, kit_a_id, kit_b_id, results, computed_at)
     select gen_random_uuid(), now(), now(), ka.id, kb.id, ?::jsonb, now() from dna_profiles ka join dna_profiles kb on ${comparable.text}
     where ka.id = ?::uuid and kb.id = ?::uuid
     on conflict (kit_a_id, kit_b_id) do nothing returning id`,
    [JSON.stringify(results), ...comparable.params, a, b],
  ).catch((error: unknown) => {
    // Deleted for good between the check and the row's key check: nothing of it is kept.
    if (error instanceof ForeignKeyConstraintViolationException) return [];
    throw error;
  });
  return stored.length > 0;
}

/** A kit's progress through its run: how many of how many kits, and whether it is done. */
export async function writeProgress(em: EntityManager, kitId: string, progress: { compared: number; total: number; done: boolean }) {
  await em.execute(
    `update dna_profiles set compared_count = ?, compare_total = ?, status = ?, last_synced = case when ? then now() else last_synced end, updated_at = now() where id = ?::uuid`,
    [progress.compared, progress.total, progress.done ? 'ready' : 'comparing', progress.done, kitId],
  );
}
