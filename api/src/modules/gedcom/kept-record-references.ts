import { referenceColumn, type MovedReferences, type PersonReferences } from '../family/index.ts';

/**
 * The lists of children of the kept family records name people by id: a merge of two people
 * replaces the merged person there with the kept one, and its undo puts each list back as it was.
 */
const familyChildren: PersonReferences = {
  kind: 'gedcomRecords',
  name: 'gedcom_family_records.children',
  table: 'gedcom_family_records',
  columns: ['children'],
  async count(em, personId) {
    const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from gedcom_family_records where ?::text = any(children)`, [personId]);
    return Number(row.n);
  },
  async move(em, fromId, toId): Promise<MovedReferences> {
    const before = await em.execute<{ id: string; children: string[] }[]>(`select id, children from gedcom_family_records where ?::text = any(children)`, [fromId]);
    if (before.length) {
      await em.execute(`update gedcom_family_records set children = array_replace(children, ?::text, ?::text) where ?::text = any(children)`, [fromId, toId, fromId]);
    }
    return { moved: before.map((r) => r.id), dropped: before.map((r) => ({ id: r.id, children: r.children })) };
  },
  async changedSince(em, toId, done) {
    if (!done.moved.length) return 0;
    const [row] = await em.execute<{ n: string }[]>(
      `select count(*) as n from gedcom_family_records where ?::text = any(children) and id::text in (select jsonb_array_elements_text(?::jsonb))`, [toId, JSON.stringify(done.moved)]);
    return done.moved.length - Number(row.n);
  },
  async moveBack(em, _fromId, _toId, done) {
    if (!done.dropped.length) return;
    await em.execute(
      `update gedcom_family_records f set children = b.children from jsonb_to_recordset(?::jsonb) as b(id uuid, children text[]) where f.id = b.id`,
      [JSON.stringify(done.dropped)],
    );
  },
};

/**
 * The GEDCOM records kept of a person (their own record, the families they are a partner in), as a
 * merge of two people moves them: the kept person's own record wins when both have one.
 */
export const keptRecordReferences: PersonReferences[] = [
  referenceColumn({ kind: 'gedcomRecords', table: 'gedcom_person_records', column: 'member_id', key: 'member_id', unique: [] }),
  referenceColumn({ kind: 'gedcomRecords', table: 'gedcom_family_records', column: 'partner1_id', key: 'id' }),
  referenceColumn({ kind: 'gedcomRecords', table: 'gedcom_family_records', column: 'partner2_id', key: 'id' }),
  familyChildren,
];
