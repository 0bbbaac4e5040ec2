import type { EntityManager } from '@mikro-orm/postgresql';
import { insertKeptRecords, type KeptFamilyRecord, type KeptPersonRecord } from '../kept-records.repository.ts';
import type { PlannedOther } from '../plan/types.ts';

// A merge keeps the records of the file it read, in place of those of the last import: the next
// merge compares with them, and export writes them.

const uuids = (ids: readonly string[]) => `{${ids.join(',')}}`;
const texts = (items: readonly string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Replaces the kept records of these people (or gives them one). */
export async function replacePersonRecords(em: EntityManager, treeId: string, rows: readonly KeptPersonRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await em.execute('delete from gedcom_person_records where tree_id = ?::uuid and member_id = any(?::uuid[])', [treeId, uuids(rows.map((r) => r.memberId))]);
  await insertKeptRecords(em, treeId, { kind: 'person', rows });
}

/** Replaces kept family records (`replaced` ids) with the file's. */
export async function replaceFamilyRecords(em: EntityManager, treeId: string, replaced: readonly string[], rows: readonly KeptFamilyRecord[]): Promise<void> {
  if (replaced.length) await em.execute('delete from gedcom_family_records where tree_id = ?::uuid and id = any(?::uuid[])', [treeId, uuids(replaced)]);
  await insertKeptRecords(em, treeId, { kind: 'family', rows });
}

/**
 * Drops the kept records the file's other records stand in for: those of the same program with the
 * same ids, and its records without an id (the file brings them all again).
 */
export async function dropReplacedOthers(em: EntityManager, treeId: string, source: string, others: readonly PlannedOther[]): Promise<void> {
  const xrefs = others.flatMap((other) => other.xref ?? []);
  await em.execute(
    'delete from gedcom_other_records where tree_id = ?::uuid and source = ? and (xref is null or xref = any(?::text[]))',
    [treeId, source.slice(0, 200), texts(xrefs)],
  );
}
