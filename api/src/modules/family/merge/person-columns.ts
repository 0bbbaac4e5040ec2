import type { EntityManager } from '@mikro-orm/postgresql';
import { MERGED_COLUMNS, type PersonRow } from './merge-fields.ts';

const WRITABLE = new Set<string>(MERGED_COLUMNS);

/** Writes columns of one person's row (only those a merge may change), as to_jsonb gave them. */
export async function writeColumns(em: EntityManager, personId: string, values: PersonRow): Promise<void> {
  const columns = Object.keys(values).filter((c) => WRITABLE.has(c));
  if (!columns.length) return;
  const set = columns.map((c) => `"${c}" = p."${c}"`).join(', ');
  await em.execute(
    `update family_members m set ${set}, updated_at = now() from jsonb_populate_record(null::family_members, ?::jsonb) p where m.id = ?::uuid`,
    [JSON.stringify(Object.fromEntries(columns.map((c) => [c, values[c]]))), personId],
  );
}

/** Puts a person's row back whole (an undone merge's person, with the same id). */
export async function insertPersonRow(em: EntityManager, row: PersonRow): Promise<void> {
  await em.execute(`insert into family_members select * from jsonb_populate_record(null::family_members, ?::jsonb)`, [JSON.stringify(row)]);
}
