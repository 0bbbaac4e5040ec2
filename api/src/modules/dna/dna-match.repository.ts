import type { EntityManager } from '@mikro-orm/postgresql';
import { dnaComparableSql, dnaKitScope, dnaMatchScope } from '../../policies/dna.policy.ts';
import { sql, type Sql } from '../../policies/sql.ts';
import type { KitComparison } from './genetics/compare-kits.ts';
import type { DnaFileFormat } from './kits/index.ts';

/** A comparison as one side's owner reads it: their kit, and what may be said of the other. */
export interface MatchRow {
  id: string;
  /** The reader's kit of the two (the first when both are theirs). */
  kit_id: string;
  other_kit_id: string;
  other_user_id: string;
  other_person_id: string | null;
  other_provider: DnaFileFormat;
  results: KitComparison;
  computed_at: Date;
}

/**
 * Comparisons the reader may see (dnaMatchScope) that also meet `where` (on `dc`, `mine`, `other`),
 * most shared first, each read from the side of kit `mineSql` (an expression on `dc`).
 */
async function readableMatches(em: EntityManager, readerId: string, mineSql: Sql, where: Sql): Promise<MatchRow[]> {
  const reader = { id: readerId };
  const scope = dnaMatchScope('dc', reader);
  const mine = dnaKitScope('mine', reader);
  return em.execute<MatchRow[]>(
    `select dc.id, mine.id as kit_id, other.id as other_kit_id, other.user_id as other_user_id, other.person_id as other_person_id,
            other.provider as other_provider, dc.results, dc.computed_at
     from dna_comparisons dc
     join dna_profiles mine on mine.id = ${mineSql.text}
     join dna_profiles other on other.id = case when mine.id = dc.kit_a_id then dc.kit_b_id else dc.kit_a_id end
     where (mine.id = dc.kit_a_id or mine.id = dc.kit_b_id) and ${scope.text} and ${mine.text} and ${where.text}
     order by (dc.results -> 'autosomal' ->> 'totalCm')::float desc, dc.id
     limit 500`,
    [...mineSql.params, ...scope.params, ...mine.params, ...where.params],
  );
}

/** The matches of kit `kitId` (the reader's), most shared first; the reader's other kits count as matches too. */
export function matchesOfKit(em: EntityManager, readerId: string, kitId: string): Promise<MatchRow[]> {
  return readableMatches(em, readerId, sql`${{ id: kitId }}`, sql`true`);
}

/**
 * One comparison the reader may see, or null: read from the side of kit `kitId` when given (one of
 * the reader's kits of the pair), else of the reader's kit (the first when both are theirs).
 */
export async function readableMatch(em: EntityManager, readerId: string, id: string, kitId?: string): Promise<MatchRow | null> {
  const reader = { id: readerId };
  const mineSql = kitId
    ? sql`${{ id: kitId }}`
    : sql`case when exists (select 1 from dna_profiles ka where ka.id = dc.kit_a_id and ka.user_id = ${reader}) then dc.kit_a_id else dc.kit_b_id end`;
  const [row] = await readableMatches(em, readerId, mineSql, sql`dc.id = ${{ id }}`);
  return row ?? null;
}

/** The comparison of two kits, when they may be compared now; null otherwise. */
export async function comparisonBetween(em: EntityManager, kitA: string, kitB: string): Promise<KitComparison | null> {
  const comparable = dnaComparableSql('ka', 'kb');
  const [row] = await em.execute<{ results: KitComparison }[]>(
    `select dc.results from dna_comparisons dc join dna_profiles ka on ka.id = dc.kit_a_id join dna_profiles kb on kb.id = dc.kit_b_id
     where dc.kit_a_id = least(?::uuid, ?::uuid) and dc.kit_b_id = greatest(?::uuid, ?::uuid) and ${comparable.text}`,
    [kitA, kitB, kitA, kitB, ...comparable.params],
  );
  return row?.results ?? null;
}
