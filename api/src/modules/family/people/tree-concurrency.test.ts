import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { GraphQLBody } from '../../../../test/client.ts';
import { addMember, ADD_MEMBER, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { accessIdOf, ADD_RELATIONSHIP, CHANGE_ACCESS, codeOf, DELETE_MEMBER, REMOVE_ACCESS, REMOVE_RELATIONSHIP, UPDATE_MEMBER } from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

/** A tree its owner and an editor change at the same moment, with `count` unrelated people in it. */
async function twoEditors(count: number) {
  const owner = await buildUser(app, { name: 'Ada Nwosu' });
  const editor = await buildUser(app, { name: 'Eddie Editor' });
  await shareTree(owner, editor, 'editor');
  const people: string[] = [];
  for (let i = 0; i < count; i++) people.push((await addMember(owner, `P${i}`, 'other')).member.id);
  return { owner, editor, people, treeId: owner.treeId, by: (i: number): Person => (i % 2 ? editor : owner) };
}

/** The tree's rules, checked on the stored rows: what any interleaving of writes must leave intact. */
async function brokenRules(treeId: string) {
  const em = app.orm.em.fork();
  const tooManyParents = await em.execute(
    `select to_id from family_relationships where tree_id = ? and kind = 'parent' group by to_id having count(*) > 2`, [treeId]);
  const ownAncestors = await em.execute(
    `with recursive up(start_id, id) as (
       select to_id, from_id from family_relationships where tree_id = ? and kind in ('parent', 'grandparent')
       union
       select u.start_id, r.from_id from up u join family_relationships r on r.to_id = u.id and r.kind in ('parent', 'grandparent')
     )
     select distinct start_id from up where start_id = id`, [treeId]);
  // Partners, siblings and cousins are the same edge either way round.
  const duplicates = await em.execute(
    `select kind, a, b from (
       select kind,
         case when kind in ('partner', 'sibling', 'cousin') then least(from_id, to_id) else from_id end as a,
         case when kind in ('partner', 'sibling', 'cousin') then greatest(from_id, to_id) else to_id end as b
       from family_relationships where tree_id = ?) e
     group by kind, a, b having count(*) > 1`, [treeId]);
  return { tooManyParents, ownAncestors, duplicates };
}

const NONE_BROKEN = { tooManyParents: [], ownAncestors: [], duplicates: [] };

/** How the answers came out: how many were saved, and the codes of the refused ones. */
function outcome(answers: GraphQLBody<unknown>[]) {
  const refused = answers.filter((a) => a.errors).map(codeOf);
  return { saved: answers.length - refused.length, refused: [...new Set(refused)] };
}

const edgeCount = async (treeId: string) => Number((await app.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from family_relationships where tree_id = ?', [treeId]))[0].n);

describe('two editors changing one tree at the same moment', () => {
  it('records at most two parents when ten are added to one child at once', async () => {
    const { people, treeId, by } = await twoEditors(11);
    const [child, ...parents] = people;
    const answers = await Promise.all(parents.map((p, i) => by(i).client.gql(ADD_RELATIONSHIP, { input: { fromId: p, toId: child, type: 'parent' } })));
    expect(outcome(answers)).toEqual({ saved: 2, refused: ['BAD_USER_INPUT'] });
    expect(await brokenRules(treeId)).toEqual(NONE_BROKEN);
    expect(await edgeCount(treeId)).toBe(2);
  });

  it('records at most two parents when ten new people are added as parents of one child at once', async () => {
    const { people, treeId, by } = await twoEditors(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => by(i).client.gql(ADD_MEMBER, { input: { firstName: `Parent${i}`, lastName: 'X', relationshipType: 'parent', relativeId: people[0] } })),
    );
    expect(outcome(answers)).toEqual({ saved: 2, refused: ['BAD_USER_INPUT'] });
    expect(await brokenRules(treeId)).toEqual(NONE_BROKEN);
    // A refused addition saves no person either.
    const [{ n }] = await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from family_members where tree_id = ? and first_name like 'Parent%'`, [treeId]);
    expect(Number(n)).toBe(2);
  });

  it('never makes anyone their own ancestor when opposite parent links are added at once', async () => {
    const { people, treeId, by } = await twoEditors(10);
    const calls = [];
    for (let i = 0; i < people.length; i += 2) {
      const [a, b] = [people[i], people[i + 1]];
      calls.push(by(0).client.gql(ADD_RELATIONSHIP, { input: { fromId: a, toId: b, type: 'parent' } }));
      calls.push(by(1).client.gql(ADD_RELATIONSHIP, { input: { fromId: b, toId: a, type: 'parent' } }));
    }
    const answers = await Promise.all(calls);
    expect(outcome(answers)).toEqual({ saved: 5, refused: ['BAD_USER_INPUT'] });
    expect(await brokenRules(treeId)).toEqual(NONE_BROKEN);
  });

  it('never closes a loop of several generations written by different editors at once', async () => {
    const { people, treeId, by } = await twoEditors(6);
    // P0 → P1 → … → P5 → P0: every link but one can be saved.
    const answers = await Promise.all(people.map((p, i) => by(i).client.gql(ADD_RELATIONSHIP, { input: { fromId: p, toId: people[(i + 1) % people.length], type: i % 3 === 2 ? 'grandparent' : 'parent' } })));
    expect(outcome(answers)).toEqual({ saved: 5, refused: ['BAD_USER_INPUT'] });
    expect(await brokenRules(treeId)).toEqual(NONE_BROKEN);
  });

  it('records the same relationship once when it is sent many times at once, either way round', async () => {
    const { people, treeId, by } = await twoEditors(4);
    const [a, b, c, d] = people;
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => by(i).client.gql(ADD_RELATIONSHIP, { input: { fromId: a, toId: b, type: 'parent' } })),
      ...Array.from({ length: 6 }, (_, i) => by(i).client.gql(ADD_RELATIONSHIP, { input: i % 2 ? { fromId: c, toId: d, type: 'spouse' } : { fromId: d, toId: c, type: 'spouse' } })),
    ]);
    expect(outcome(answers)).toEqual({ saved: 2, refused: ['BAD_USER_INPUT'] });
    expect(await brokenRules(treeId)).toEqual(NONE_BROKEN);
    expect(await edgeCount(treeId)).toBe(2);
  });

  it('answers NOT_FOUND, not a server error, to relating someone deleted at the same moment', async () => {
    const { people, treeId, owner, editor } = await twoEditors(8);
    const [anchor, ...doomed] = people;
    const answers = await Promise.all(doomed.flatMap((p) => [
      owner.client.gql(DELETE_MEMBER, { id: p }),
      editor.client.gql(ADD_RELATIONSHIP, { input: { fromId: p, toId: anchor, type: 'sibling' } }),
    ]));
    const relating = answers.filter((_a, i) => i % 2 === 1);
    expect(answers.filter((_a, i) => i % 2 === 0).map(codeOf)).toEqual(doomed.map(() => undefined));
    for (const answer of relating) expect([undefined, 'NOT_FOUND']).toContain(codeOf(answer));
    // Whatever came first, the deleted people took their relationships with them.
    expect(await edgeCount(treeId)).toBe(0);
  });

  it('deletes a person or a relationship once when both editors delete it at the same moment', async () => {
    const { people, treeId, owner, editor } = await twoEditors(6);
    const edges = [];
    for (let i = 0; i < 3; i++) edges.push((await owner.client.gql<{ addRelationship: { id: string }[] }>(ADD_RELATIONSHIP, { input: { fromId: people[i], toId: people[i + 3], type: 'parent' } })).data!.addRelationship[0].id);
    const removals = await Promise.all(edges.flatMap((id) => [owner.client.gql(REMOVE_RELATIONSHIP, { id }), editor.client.gql(REMOVE_RELATIONSHIP, { id })]));
    const deletions = await Promise.all(people.slice(0, 3).flatMap((id) => [owner.client.gql(DELETE_MEMBER, { id }), editor.client.gql(DELETE_MEMBER, { id })]));
    expect(outcome(removals)).toEqual({ saved: 3, refused: ['NOT_FOUND'] });
    expect(outcome(deletions)).toEqual({ saved: 3, refused: ['NOT_FOUND'] });
    // One event each: a second deletion that found nothing records nothing.
    const [{ n }] = await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from events where tree_id = ? and verb in ('member_removed', 'relationship_removed')`, [treeId]);
    expect(Number(n)).toBe(6);
  });

  it('answers NOT_FOUND to changing someone deleted at the same moment, and leaves them deleted', async () => {
    const { people, treeId, owner, editor } = await twoEditors(6);
    const answers = await Promise.all(people.flatMap((id) => [
      owner.client.gql(DELETE_MEMBER, { id }),
      editor.client.gql(UPDATE_MEMBER, { id, input: { bio: 'Still here?' } }),
    ]));
    for (const answer of answers) expect([undefined, 'NOT_FOUND']).toContain(codeOf(answer));
    const [{ n }] = await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from family_members where tree_id = ? and first_name like 'P%'`, [treeId]);
    expect(Number(n)).toBe(0);
    // No change was saved (and answered as saved) after the person's deletion.
    const late = await app.orm.em.fork().execute(
      `select u.object_id from events u join events d on d.object_id = u.object_id and d.verb = 'member_removed'
       where u.tree_id = ? and u.verb = 'member_updated' and u.created_at > d.created_at`, [treeId]);
    expect(late).toEqual([]);
  });
});

describe('changes of access at the same moment', () => {
  it('removes someone once, and answers a change of their role made at the same moment with NOT_FOUND or a saved change', async () => {
    const owner = await buildUser(app, { name: 'Ada Nwosu' });
    const people = await Promise.all(Array.from({ length: 4 }, (_, i) => buildUser(app, { name: `Guest${i} Person` })));
    for (const person of people) await shareTree(owner, person, 'viewer');
    const ids = await Promise.all(people.map((p) => accessIdOf(owner, p.id)));
    const answers = await Promise.all(ids.flatMap((id) => [
      owner.client.gql(REMOVE_ACCESS, { id }),
      owner.client.gql(REMOVE_ACCESS, { id }),
      owner.client.gql(CHANGE_ACCESS, { id, input: { role: 'editor' } }),
    ]));
    const removals = answers.filter((_a, i) => i % 3 !== 2);
    expect(outcome(removals)).toEqual({ saved: 4, refused: ['NOT_FOUND'] });
    for (const change of answers.filter((_a, i) => i % 3 === 2)) expect([undefined, 'NOT_FOUND']).toContain(codeOf(change));
    const [{ n }] = await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from tree_access where tree_id = ? and role <> 'owner'`, [owner.treeId]);
    expect(Number(n)).toBe(0);
    // Each removal is told once, and no change is recorded after a removal.
    const events = await app.orm.em.fork().execute<{ verb: string; object_id: string }[]>(`select verb, object_id from events where tree_id = ? and verb in ('access_removed', 'access_changed') order by created_at`, [owner.treeId]);
    expect(events.filter((e) => e.verb === 'access_removed')).toHaveLength(4);
    for (const id of ids) expect(events.filter((e) => e.object_id === id).at(-1)?.verb).toBe('access_removed');
  });
});
