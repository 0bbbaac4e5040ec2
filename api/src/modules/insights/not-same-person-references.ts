import type { MovedReferences, PersonReferences } from '../family/index.ts';

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The pairs said not to be the same person, as a merge of two people moves them: a pair of the
 * merged person becomes a pair of the kept one (in id order), unless the kept one has it already or
 * it was the two merged people themselves. The merged person's pairs are kept whole for the undo,
 * which also takes away the pairs the merge made.
 */
export const notSamePersonReferences: PersonReferences = {
  kind: 'insights',
  name: 'insight_not_same_people.person_a_id+person_b_id',
  table: 'insight_not_same_people',
  columns: ['person_a_id', 'person_b_id'],
  async count(em, personId) {
    const [row] = await em.execute<{ n: string }[]>(`select count(*) as n from insight_not_same_people where person_a_id = ?::uuid or person_b_id = ?::uuid`, [personId, personId]);
    return Number(row.n);
  },
  async move(em, fromId, toId): Promise<MovedReferences> {
    const dropped = (await em.execute<{ row: Record<string, unknown> }[]>(
      `delete from insight_not_same_people p where p.person_a_id = ?::uuid or p.person_b_id = ?::uuid returning to_jsonb(p.*) as row`, [fromId, fromId])).map((r) => r.row);
    const made = await em.execute<{ a: string; b: string }[]>(
      `insert into insight_not_same_people (tree_id, person_a_id, person_b_id, marked_by_id, marked_at)
       select d.tree_id, least(d.other, ?::uuid), greatest(d.other, ?::uuid), d.marked_by_id, d.marked_at
       from (select p.*, case when p.person_a_id = ?::uuid then p.person_b_id else p.person_a_id end as other
             from jsonb_populate_recordset(null::insight_not_same_people, ?::jsonb) p) d
       where d.other <> ?::uuid
       on conflict do nothing
       returning person_a_id as a, person_b_id as b`,
      [toId, toId, fromId, JSON.stringify(dropped), toId]);
    return { moved: made.map((r) => pairKey(r.a, r.b)), dropped };
  },
  // A pair is a note that two people differ: one taken back since does not stop an undo.
  changedSince: async () => 0,
  async moveBack(em, _fromId, _toId, done) {
    if (done.moved.length) {
      await em.execute(`delete from insight_not_same_people where (person_a_id::text || '|' || person_b_id::text) in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(done.moved)]);
    }
    if (done.dropped.length) {
      await em.execute(`insert into insight_not_same_people select * from jsonb_populate_recordset(null::insight_not_same_people, ?::jsonb) on conflict do nothing`, [JSON.stringify(done.dropped)]);
    }
  },
};
