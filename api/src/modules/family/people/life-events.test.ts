import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, UPDATE_MEMBER, must } from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const MEMBER = `query($id: ID!) { familyMember(id: $id) {
  firstName otherNames occupation detailsHidden
  christening { date { value text earliest latest } place }
  burial { date { value } place }
} }`;
const EDGES_OF = 'query($id: ID!) { relationships(memberId: $id) { kind fromId toId pedigree start { value earliest latest } startPlace end { value } } }';
const WINDOW_EDGES = 'query($t: ID, $f: ID) { familyTree(treeId: $t, focusId: $f, generationsUp: 3) { edges { kind fromId toId pedigree start { value } startPlace end { value } } } }';

/** What a GEDCOM import stores beyond the edit form (christening, burial, occupation, other names, a partnership's dates and place, pedigree). */
async function store(sql: string, params: unknown[]) {
  await app.orm.em.fork().execute(sql, params);
}

/**
 * A tree with a living person (Lena, the owner's daughter) and a dead one (Otto, her father by adoption), both with a
 * christening, burial details, an occupation and another name; Otto married Lena's mother Rosa.
 */
async function buildFamily() {
  const owner = await buildUser(app, { name: 'Ada Owner' });
  const lena = (await addMember(owner, 'Lena', 'child')).member.id;
  const otto = (await addMember(owner, 'Otto', 'parent', lena, { isAlive: false })).member.id;
  const rosa = (await addMember(owner, 'Rosa', 'other', undefined, { isAlive: false })).member.id;
  await must(owner.client, ADD_RELATIONSHIP, { input: { fromId: otto, toId: rosa, type: 'spouse' } });
  for (const [id, name] of [[lena, 'Lena'], [otto, 'Otto']]) {
    await store(
      `update family_members set other_names = ?, occupation = ?, christening_date = 'ABT 1950', christening_earliest = '1949-07-01', christening_latest = '1950-06-30',
        christening_place = ?, burial_place = 'Old Cemetery' where id = ?`,
      [`{${name} Alias}`, `${name}'s trade`, `${name}'s church`, id],
    );
  }
  await store(`update family_relationships set pedigree = 'adopted' where from_id = ? and to_id = ?`, [otto, lena]);
  await store(`update family_relationships set start_value = '12 JUN 1975', start_earliest = '1975-06-12', start_latest = '1975-06-12', start_place = 'Berlin', end_value = '1980'
    where kind = 'partner' and (from_id = ? or to_id = ?)`, [otto, otto]);
  const viewer = await buildUser(app, { name: 'Vera Viewer' });
  await shareTree(owner, viewer, 'viewer');
  return { owner, viewer, ids: { lena, otto, rosa } };
}

const shown = (name: string) => ({
  firstName: name, otherNames: [`${name} Alias`], occupation: `${name}'s trade`, detailsHidden: false,
  christening: { date: { value: 'ABT 1950', text: 'about 1950', earliest: '1949-07-01', latest: '1950-06-30' }, place: `${name}'s church` },
  burial: { date: null, place: 'Old Cemetery' },
});
const hidden = (name: string) => ({ firstName: name, otherNames: [], occupation: null, detailsHidden: true, christening: null, burial: null });

describe('christening, burial, occupation and other names', () => {
  let family: Awaited<ReturnType<typeof buildFamily>>;
  beforeAll(async () => (family = await buildFamily()));
  const member = async (reader: Person, id: string) => (await must<{ familyMember: unknown }>(reader.client, MEMBER, { id })).familyMember;

  it('shows a viewer those of a dead person but not of a living one', async () => {
    expect(await member(family.viewer, family.ids.otto)).toEqual(shown('Otto'));
    expect(await member(family.viewer, family.ids.lena)).toEqual(hidden('Lena'));
  });

  it('shows the owner everyone’s', async () => {
    expect(await member(family.owner, family.ids.otto)).toEqual(shown('Otto'));
    expect(await member(family.owner, family.ids.lena)).toEqual(shown('Lena'));
  });

  it('keeps them through an edit of the person', async () => {
    await must(family.owner.client, UPDATE_MEMBER, { id: family.ids.otto, input: { bio: 'Carpenter all his life', birth: 'ABT 1930' } });
    expect(await member(family.owner, family.ids.otto)).toEqual(shown('Otto'));
  });

  it('gives a partnership’s date and place, withheld like its other dates, and a parent edge’s pedigree to everyone', async () => {
    const partnership = { kind: 'partner', start: { value: '12 JUN 1975', earliest: '1975-06-12', latest: '1975-06-12' }, startPlace: 'Berlin', end: { value: '1980' }, pedigree: null };
    const adoption = { kind: 'parent', fromId: family.ids.otto, toId: family.ids.lena, pedigree: 'adopted', start: null, startPlace: null, end: null };
    for (const reader of [family.viewer, family.owner]) {
      const edges = (await must<{ relationships: Record<string, unknown>[] }>(reader.client, EDGES_OF, { id: family.ids.otto })).relationships;
      expect(edges.find((e) => e.kind === 'partner')).toMatchObject(partnership);
      expect(edges.find((e) => e.kind === 'parent')).toEqual(adoption);
      const window = (await must<{ familyTree: { edges: Record<string, unknown>[] } }>(reader.client, WINDOW_EDGES, { t: family.owner.treeId, f: family.ids.lena })).familyTree.edges;
      expect(window.find((e) => e.kind === 'partner')).toMatchObject({ start: { value: '12 JUN 1975' }, startPlace: 'Berlin', end: { value: '1980' } });
      expect(window.find((e) => e.kind === 'parent' && e.fromId === family.ids.otto)).toMatchObject({ pedigree: 'adopted' });
    }
    // A partnership with a living partner: its dates and place are the viewer's to see only when both partners' details are.
    await store(`update family_relationships set start_value = '1999', start_place = 'Rome' where kind = 'partner' and (from_id = ? or to_id = ?)`, [family.ids.otto, family.ids.otto]);
    await store(`update family_members set is_alive = true where id = ?`, [family.ids.rosa]);
    const edges = (await must<{ relationships: Record<string, unknown>[] }>(family.viewer.client, EDGES_OF, { id: family.ids.otto })).relationships;
    expect(edges.find((e) => e.kind === 'partner')).toMatchObject({ start: null, startPlace: null, end: null });
    const window = (await must<{ familyTree: { edges: Record<string, unknown>[] } }>(family.viewer.client, WINDOW_EDGES, { t: family.owner.treeId, f: family.ids.lena })).familyTree.edges;
    expect(window.find((e) => e.kind === 'partner')).toMatchObject({ start: null, startPlace: null, end: null });
  });
});
