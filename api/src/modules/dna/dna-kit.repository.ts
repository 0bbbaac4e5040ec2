import type { EntityManager } from '@mikro-orm/postgresql';
import { dnaKitScope } from '../../policies/dna.policy.ts';
import { sql, type Sql } from '../../policies/sql.ts';
import { DnaKit } from './dna-kit.entity.ts';

/** The most kits one user keeps (a list is never paged past it). */
export const MAX_KITS_PER_USER = 50;

/** Kits the reader may see (dnaKitScope) that also meet `where`, newest first. */
async function readableKits(em: EntityManager, readerId: string, where: Sql): Promise<DnaKit[]> {
  const scope = dnaKitScope('k', { id: readerId });
  const rows = await em.execute<{ id: string }[]>(
    `select k.id from dna_profiles k where ${scope.text} and ${where.text} order by k.created_at desc, k.id desc limit ?`,
    [...scope.params, ...where.params, MAX_KITS_PER_USER],
  );
  if (!rows.length) return [];
  const kits = await em.find(DnaKit, { id: { $in: rows.map((row) => row.id) } }, { refresh: true });
  const order = new Map(rows.map((row, i) => [row.id, i]));
  return kits.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** The reader's kits, newest first. */
export const kitsOf = (em: EntityManager, readerId: string) => readableKits(em, readerId, sql`true`);

/** One kit the reader may see, or null. */
export async function readableKit(em: EntityManager, readerId: string, id: string): Promise<DnaKit | null> {
  const [kit] = await readableKits(em, readerId, sql`k.id = ${{ id }}`);
  return kit ?? null;
}

/** How many kits a user keeps. */
export async function kitCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ count: number }[]>('select count(*)::int as count from dna_profiles where user_id = ?::uuid', [userId]);
  return row.count;
}
