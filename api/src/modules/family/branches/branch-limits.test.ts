import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, ADD_MEMBER, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { accessIdOf, ADD_RELATIONSHIP, CHANGE_ACCESS, codeOf, DELETE_MEMBER, MEMBER, must, REMOVE_RELATIONSHIP, storedTree, UPDATE_MEMBER } from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

/**
 * Ada's tree: her parents Grace and Gramps, her brother Uche and his daughter Ify, her husband Obi,
 * her children Chioma and Nnamdi, Chioma's husband Emeka and son Kelechi. An editor is kept to
 * Chioma's descendants; a viewer who is Nnamdi is kept to one step around him.
 */
async function buildFamily() {
  const owner = await buildUser(app, { name: 'Ada Nwosu' });
  const add = async (name: string, type: string, relative?: string) => (await addMember(owner, name, type, relative)).member.id;
  const grace = await add('Grace', 'parent');
  const gramps = await add('Gramps', 'parent');
  const uche = await add('Uche', 'sibling');
  const ify = await add('Ify', 'child', uche);
  const obi = await add('Obi', 'spouse');
  const chioma = await add('Chioma', 'child');
  const nnamdi = await add('Nnamdi', 'child');
  const emeka = await add('Emeka', 'spouse', chioma);
  const kelechi = await add('Kelechi', 'child', chioma);
  const ids = { Ada: owner.selfMemberId, Grace: grace, Gramps: gramps, Uche: uche, Ify: ify, Obi: obi, Chioma: chioma, Nnamdi: nnamdi, Emeka: emeka, Kelechi: kelechi };

  const editor = await buildUser(app, { name: 'Eddie Editor' });
  await shareTree(owner, editor, 'editor', { kind: 'descendants', rootId: chioma });
  const viewer = await buildUser(app, { name: 'Nnamdi Nwosu' });
  await shareTree(owner, viewer, 'viewer', { kind: 'nearby', steps: 1 });
  await must(owner.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: nnamdi, u: viewer.id });
  await must(viewer.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: nnamdi });
  const name = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
  /** "Ada>Chioma" for a parent edge, "Chioma+Emeka" for partners (stored in either order). */
  const edge = (e: { kind: string; fromId: string; toId: string }) => (e.kind === 'partner' ? [name(e.fromId), name(e.toId)].sort().join('+') : `${name(e.fromId)}>${name(e.toId)}`);
  return { owner, editor, viewer, ids, name, edge };
}
type Family = Awaited<ReturnType<typeof buildFamily>>;

const names = (rows: { firstName: string }[]) => rows.map((r) => r.firstName).sort();
const LIST = 'query($t: ID) { familyMembers(treeId: $t) { totalCount nodes { firstName } } }';
const WINDOW = 'query($t: ID, $f: ID) { familyTree(treeId: $t, focusId: $f, generationsUp: 5, generationsDown: 5) { focusId nodes { id firstName } edges { kind fromId toId } } }';
const STATS = 'query($t: ID!) { familyStats(treeId: $t) { memberCount relationshipCount } tree(id: $t) { memberCount } }';
const BETWEEN = 'query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { related relation description path { member { firstName } } } }';
const EDGES_OF = 'query($id: ID!) { relationships(memberId: $id) { kind fromId toId } }';

/** Who `reader` sees in the tree, by each read path that lists people. */
async function seenBy(reader: Person, family: Family) {
  const t = family.owner.treeId;
  const list = (await must<{ familyMembers: { totalCount: number; nodes: { firstName: string }[] } }>(reader.client, LIST, { t })).familyMembers;
  const window = (await must<{ familyTree: { nodes: { firstName: string }[] } }>(reader.client, WINDOW, { t })).familyTree;
  const rest = (await (await reader.client.fetch(`/api/family-members/user/${family.owner.id}`)).json()) as { firstName: string }[];
  const restEdges = (await (await reader.client.fetch(`/api/relationships/user/${family.owner.id}`)).json()) as { relationshipType: string; fromMemberId: string; toMemberId: string }[];
  const stats = await must<{ familyStats: { memberCount: number; relationshipCount: number }; tree: { memberCount: number } }>(reader.client, STATS, { t });
  return {
    list: names(list.nodes),
    totalCount: list.totalCount,
    window: names(window.nodes),
    rest: names(rest),
    restEdges: restEdges.map((e) => family.edge({ kind: e.relationshipType, fromId: e.fromMemberId, toId: e.toMemberId })).sort(),
    stats: [stats.familyStats.memberCount, stats.familyStats.relationshipCount, stats.tree.memberCount],
  };
}

describe('a branch-limited editor and viewer', () => {
  let family: Family;
  beforeAll(async () => (family = await buildFamily()));

  it('shows an editor kept to Chioma’s descendants only Chioma, her husband and her son, on every list', async () => {
    expect(await seenBy(family.editor, family)).toEqual({
      list: ['Chioma', 'Emeka', 'Kelechi'],
      totalCount: 3,
      window: ['Chioma', 'Emeka', 'Kelechi'],
      rest: ['Chioma', 'Emeka', 'Kelechi'],
      restEdges: ['Chioma+Emeka', 'Chioma>Kelechi'],
      stats: [3, 2, 3],
    });
  });

  it('shows a viewer kept to one step around their own person only that person and their mother', async () => {
    expect(await seenBy(family.viewer, family)).toEqual({
      list: ['Ada', 'Nnamdi'],
      totalCount: 2,
      window: ['Ada', 'Nnamdi'],
      rest: ['Ada', 'Nnamdi'],
      restEdges: ['Ada>Nnamdi'],
      stats: [2, 1, 2],
    });
    const { familyTree } = await must<{ familyTree: { focusId: string } }>(family.viewer.client, WINDOW, { t: family.owner.treeId });
    expect(familyTree.focusId).toBe(family.ids.Nnamdi);
  });

  it('answers NOT_FOUND for anyone outside the branch, as for people who do not exist', async () => {
    const t = family.owner.treeId;
    for (const [reader, outside] of [[family.editor, ['Ada', 'Grace', 'Nnamdi', 'Ify']], [family.viewer, ['Grace', 'Obi', 'Chioma', 'Kelechi']]] as const) {
      for (const name of outside) {
        const id = family.ids[name as keyof Family['ids']];
        expect({ name, code: codeOf(await reader.client.gql(MEMBER, { id })) }).toEqual({ name, code: 'NOT_FOUND' });
        expect({ name, code: codeOf(await reader.client.gql(WINDOW, { t, f: id })) }).toEqual({ name, code: 'NOT_FOUND' });
        expect({ name, code: codeOf(await reader.client.gql(EDGES_OF, { id })) }).toEqual({ name, code: 'NOT_FOUND' });
      }
    }
    expect(codeOf(await family.editor.client.gql(BETWEEN, { a: family.ids.Kelechi, b: family.ids.Ada }))).toBe('NOT_FOUND');
    expect(codeOf(await family.viewer.client.gql(BETWEEN, { a: family.ids.Chioma, b: family.ids.Nnamdi }))).toBe('NOT_FOUND');
  });

  it('lists only the relationships between people the reader sees', async () => {
    type Edge = { kind: string; fromId: string; toId: string };
    const edgesOf = async (reader: Person, id: string) => (await must<{ relationships: Edge[] }>(reader.client, EDGES_OF, { id })).relationships.map(family.edge).sort();
    expect(await edgesOf(family.editor, family.ids.Chioma)).toEqual(['Chioma+Emeka', 'Chioma>Kelechi']);
    expect(await edgesOf(family.viewer, family.ids.Ada)).toEqual(['Ada>Nnamdi']);
    expect(await edgesOf(family.owner, family.ids.Chioma)).toEqual(['Ada>Chioma', 'Chioma+Emeka', 'Chioma>Kelechi']);
    const window = (await must<{ familyTree: { edges: Edge[] } }>(family.editor.client, WINDOW, { t: family.owner.treeId, f: family.ids.Kelechi })).familyTree;
    expect(window.edges.map(family.edge).sort()).toEqual(['Chioma+Emeka', 'Chioma>Kelechi']);
  });

  it('names relationships inside the branch with a path of people the reader sees', async () => {
    const { relationshipBetween } = await must<{ relationshipBetween: { related: boolean; path: { member: { firstName: string } }[] } }>(family.editor.client, BETWEEN, { a: family.ids.Kelechi, b: family.ids.Chioma });
    expect(relationshipBetween.related).toBe(true);
    expect(relationshipBetween.path.map((s) => s.member.firstName)).toEqual(['Kelechi', 'Chioma']);
  });

  it('never reports events about people outside the branch', async () => {
    const ACTIVITY = '{ recentActivity(first: 50) { kind summary } }';
    const summaries = async (reader: Person) => (await must<{ recentActivity: { kind: string; summary: string }[] }>(reader.client, ACTIVITY)).recentActivity.filter((a) => a.kind === 'member_added').map((a) => a.summary);
    expect((await summaries(family.editor)).sort()).toEqual(['Ada Nwosu added Emeka Family to the Nwosu family.', 'Ada Nwosu added Kelechi Family to the Nwosu family.', 'Ada Nwosu added Chioma Family to the Nwosu family.'].sort());
    expect(await summaries(family.viewer)).toEqual(['Ada Nwosu added Nnamdi Family to the Nwosu family.']);
    expect(await summaries(family.owner)).toHaveLength(9);
  });

  it('does not show who is at the top of someone else’s branch to a reader who does not see that person', async () => {
    const ACCESS = 'query($t: ID!) { tree(id: $t) { viewerBranch { kind rootId rootName steps } access { user { id } branch { kind rootId rootName steps } } } }';
    const asViewer = (await must<{ tree: { viewerBranch: unknown; access: { user: { id: string }; branch: unknown }[] } }>(family.viewer.client, ACCESS, { t: family.owner.treeId })).tree;
    expect(asViewer.viewerBranch).toEqual({ kind: 'nearby', rootId: null, rootName: null, steps: 1 });
    expect(asViewer.access.find((a) => a.user.id === family.editor.id)?.branch).toEqual({ kind: 'descendants', rootId: null, rootName: null, steps: null });
    const asEditor = (await must<{ tree: { viewerBranch: unknown } }>(family.editor.client, ACCESS, { t: family.owner.treeId })).tree;
    expect(asEditor.viewerBranch).toEqual({ kind: 'descendants', rootId: family.ids.Chioma, rootName: 'Chioma Family', steps: null });
    const asOwner = (await must<{ tree: { access: { user: { id: string }; branch: unknown }[] } }>(family.owner.client, ACCESS, { t: family.owner.treeId })).tree;
    expect(asOwner.access.find((a) => a.user.id === family.editor.id)?.branch).toEqual({ kind: 'descendants', rootId: family.ids.Chioma, rootName: 'Chioma Family', steps: null });
  });
});

describe('writes of a branch-limited editor', () => {
  it('adds a child inside the branch', async () => {
    const family = await buildFamily();
    const added = await must<{ addFamilyMember: { member: { id: string } } }>(family.editor.client, ADD_MEMBER, { input: { firstName: 'Ada', lastName: 'Junior', relationshipType: 'child', relativeId: family.ids.Kelechi } });
    expect((await must<{ familyMember: { firstName: string } }>(family.editor.client, MEMBER, { id: added.addFamilyMember.member.id })).familyMember.firstName).toBe('Ada');
    expect((await seenBy(family.editor, family)).totalCount).toBe(4);
  });

  it('refuses to add a parent to the top of the branch, and saves nothing', async () => {
    const family = await buildFamily();
    const before = await storedTree(app, family.owner.treeId);
    const res = await family.editor.client.gql(ADD_MEMBER, { input: { firstName: 'Other', lastName: 'Parent', relationshipType: 'parent', relativeId: family.ids.Chioma } });
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringMatching(/only your branch/), extensions: { code: 'FORBIDDEN' } });
    // A person with nobody to relate to lands outside the branch too.
    expect(codeOf(await family.editor.client.gql(ADD_MEMBER, { input: { firstName: 'Loose', lastName: 'End', treeId: family.owner.treeId } }))).toBe('FORBIDDEN');
    // Cutting Kelechi off from Chioma would push him out of the branch.
    const edge = (await must<{ relationships: { id: string; fromId: string }[] }>(family.editor.client, 'query($id: ID!) { relationships(memberId: $id) { id fromId } }', { id: family.ids.Kelechi })).relationships[0];
    expect(codeOf(await family.editor.client.gql(REMOVE_RELATIONSHIP, { id: edge.id }))).toBe('FORBIDDEN');
    expect(await storedTree(app, family.owner.treeId)).toEqual(before);
  });

  it('treats people outside the branch as unknown when changing them, and saves nothing', async () => {
    const family = await buildFamily();
    const before = await storedTree(app, family.owner.treeId);
    const { editor, ids } = family;
    expect(codeOf(await editor.client.gql(UPDATE_MEMBER, { id: ids.Ada, input: { bio: 'Edited' } }))).toBe('NOT_FOUND');
    expect(codeOf(await editor.client.gql(DELETE_MEMBER, { id: ids.Grace }))).toBe('NOT_FOUND');
    expect(codeOf(await editor.client.gql(ADD_MEMBER, { input: { firstName: 'X', lastName: 'Y', relationshipType: 'child', relativeId: ids.Uche } }))).toBe('NOT_FOUND');
    expect(codeOf(await editor.client.gql(ADD_RELATIONSHIP, { input: { fromId: ids.Kelechi, toId: ids.Ify, type: 'cousin' } }))).toBe('NOT_FOUND');
    expect(codeOf(await editor.client.gql(ADD_RELATIONSHIP, { input: { fromId: ids.Ify, toId: ids.Kelechi, type: 'cousin' } }))).toBe('NOT_FOUND');
    expect(await storedTree(app, family.owner.treeId)).toEqual(before);
  });
});

describe('changing the limits and the tree', () => {
  it('applies a new branch, a wider reach and a lifted limit at once', async () => {
    const family = await buildFamily();
    const editorAccess = await accessIdOf(family.owner, family.editor.id);
    await must(family.owner.client, CHANGE_ACCESS, { id: editorAccess, input: { branch: { kind: 'descendants', rootId: family.ids.Uche } } });
    expect((await seenBy(family.editor, family)).list).toEqual(['Ify', 'Uche']);
    expect(codeOf(await family.editor.client.gql(MEMBER, { id: family.ids.Chioma }))).toBe('NOT_FOUND');

    await must(family.owner.client, CHANGE_ACCESS, { id: editorAccess, input: { removeBranch: true } });
    expect((await seenBy(family.editor, family)).totalCount).toBe(10);
    expect((await family.editor.client.gql(UPDATE_MEMBER, { id: family.ids.Ada, input: { bio: 'Now allowed' } })).errors).toBeUndefined();

    const viewerAccess = await accessIdOf(family.owner, family.viewer.id);
    await must(family.owner.client, CHANGE_ACCESS, { id: viewerAccess, input: { branch: { kind: 'nearby', steps: 2 } } });
    expect((await seenBy(family.viewer, family)).list).toEqual(['Ada', 'Chioma', 'Grace', 'Gramps', 'Nnamdi', 'Obi']);
  });

  it('follows the tree as it changes: new descendants join the branch, people cut off leave it', async () => {
    const family = await buildFamily();
    const grandchild = (await addMember(family.owner, 'Baby', 'child', family.ids.Kelechi)).member.id;
    expect((await must<{ familyMember: { firstName: string } }>(family.editor.client, MEMBER, { id: grandchild })).familyMember.firstName).toBe('Baby');
    expect((await seenBy(family.editor, family)).list).toEqual(['Baby', 'Chioma', 'Emeka', 'Kelechi']);

    const edge = (await must<{ relationships: { id: string; fromId: string }[] }>(family.owner.client, 'query($id: ID!) { relationships(memberId: $id) { id fromId } }', { id: family.ids.Kelechi }))
      .relationships.find((r) => r.fromId === family.ids.Chioma)!;
    await must(family.owner.client, REMOVE_RELATIONSHIP, { id: edge.id });
    expect((await seenBy(family.editor, family)).list).toEqual(['Chioma', 'Emeka']);
    expect(codeOf(await family.editor.client.gql(MEMBER, { id: family.ids.Kelechi }))).toBe('NOT_FOUND');
  });

  it('keeps a limited user’s own person in view, and never walks through people outside the branch', async () => {
    const family = await buildFamily();
    // The editor is Ify: her own person joins what she sees, but not the people between her and Chioma.
    await must(family.owner.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: family.ids.Ify, u: family.editor.id });
    await must(family.editor.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: family.ids.Ify });
    expect((await seenBy(family.editor, family)).list).toEqual(['Chioma', 'Emeka', 'Ify', 'Kelechi']);

    const asEditor = await must<{ relationshipBetween: { related: boolean; description: string; path: unknown[] } }>(family.editor.client, BETWEEN, { a: family.ids.Ify, b: family.ids.Chioma });
    expect(asEditor.relationshipBetween).toMatchObject({ related: false, path: [] });
    expect(asEditor.relationshipBetween.description).not.toMatch(/Uche|Grace|Gramps|Ada/);
    const asOwner = await must<{ relationshipBetween: { related: boolean; path: { member: { firstName: string } }[] } }>(family.owner.client, BETWEEN, { a: family.ids.Ify, b: family.ids.Chioma });
    expect(asOwner.relationshipBetween.related).toBe(true);
    expect(asOwner.relationshipBetween.path.map((s) => s.member.firstName)).toContain('Uche');
  });
});
