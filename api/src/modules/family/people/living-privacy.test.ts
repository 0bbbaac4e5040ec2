import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { PNG_1PX } from '../../../../test/client.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, codeOf, must } from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const year = new Date().getUTCFullYear();
const born = (yearsAgo: number) => `${year - yearsAgo}-03-04`;

/** What the owner stored about each person; a viewer sees it only for people who are not living. */
interface Stored { dateOfBirth: string | null; dateOfDeath: string | null; bio: string | null; photo: string | null }

/**
 * A tree with living people (Ada the owner, her daughter Chioma with a photo, Chioma's husband
 * Emeka) and people who are not: Grace marked deceased, her husband Gramps with a death date, and
 * Grace's mother Elder, born more than 110 years ago. Shared with an editor and a viewer.
 */
async function buildFamily() {
  const owner = await buildUser(app, { name: 'Ada Nwosu', dateOfBirth: born(60) });
  const upload = await owner.client.gqlUpload<{ addFamilyMember: { member: { id: string; profilePictureUrl: string } } }>(
    'mutation($input: AddFamilyMemberInput!) { addFamilyMember(input: $input) { member { id profilePictureUrl } } }',
    { input: { firstName: 'Chioma', lastName: 'Nwosu', relationshipType: 'child', dateOfBirth: born(40), bio: 'Teacher', photo: null } },
    { 'variables.input.photo': { blob: new Blob([PNG_1PX], { type: 'image/png' }), name: 'chioma.png' } },
  );
  if (upload.errors) throw new Error(JSON.stringify(upload.errors));
  const chioma = upload.data!.addFamilyMember.member;
  const emeka = (await addMember(owner, 'Emeka', 'other', undefined, { lastName: 'Obi', dateOfBirth: born(25), bio: 'Engineer' })).member.id;
  await must(owner.client, ADD_RELATIONSHIP, { input: { fromId: emeka, toId: chioma.id, type: 'spouse', startDate: '2015-06-01' } });
  const grace = (await addMember(owner, 'Grace', 'parent', undefined, { isAlive: false, dateOfBirth: '1930-01-01', bio: 'Farmer' })).member.id;
  const gramps = (await addMember(owner, 'Gramps', 'other', undefined, { dateOfBirth: '1928-02-02', dateOfDeath: '1999-09-09', bio: 'Soldier' })).member.id;
  await must(owner.client, ADD_RELATIONSHIP, { input: { fromId: gramps, toId: grace, type: 'spouse', startDate: '1950-01-01' } });
  const elder = (await addMember(owner, 'Elder', 'parent', grace, { dateOfBirth: born(111), bio: 'Storyteller' })).member.id;
  const [editor, viewer] = [await buildUser(app, { name: 'Eddie Editor' }), await buildUser(app, { name: 'Vera Eze' })];
  await shareTree(owner, editor, 'editor');
  await shareTree(owner, viewer, 'viewer');
  const stored: Record<string, Stored> = {
    Ada: { dateOfBirth: born(60), dateOfDeath: null, bio: null, photo: null },
    Chioma: { dateOfBirth: born(40), dateOfDeath: null, bio: 'Teacher', photo: chioma.profilePictureUrl },
    Emeka: { dateOfBirth: born(25), dateOfDeath: null, bio: 'Engineer', photo: null },
    Grace: { dateOfBirth: '1930-01-01', dateOfDeath: null, bio: 'Farmer', photo: null },
    Gramps: { dateOfBirth: '1928-02-02', dateOfDeath: '1999-09-09', bio: 'Soldier', photo: null },
    Elder: { dateOfBirth: born(111), dateOfDeath: null, bio: 'Storyteller', photo: null },
  };
  return { owner, editor, viewer, stored, ids: { Ada: owner.selfMemberId, Chioma: chioma.id, Emeka: emeka, Grace: grace, Gramps: gramps, Elder: elder } };
}
type Family = Awaited<ReturnType<typeof buildFamily>>;

const DETAILS = 'firstName dateOfBirth dateOfDeath bio profilePictureUrl detailsHidden';
type Seen = { firstName: string; dateOfBirth: string | null; dateOfDeath: string | null; bio?: string | null; profilePictureUrl?: string | null; profilePicture?: string | null; detailsHidden: boolean };

/**
 * Each person's details as `reader` gets them on every read path: the tree window, one person, the
 * list, a relationshipBetween path, and the REST list (photo under `profilePictureUrl` for all).
 */
async function everyReadPath(reader: Person, family: Family) {
  // Only the fields compared (the REST rows carry more), the REST photo under the GraphQL name.
  const pick = (r: Seen) => ({ firstName: r.firstName, dateOfBirth: r.dateOfBirth, dateOfDeath: r.dateOfDeath, ...('bio' in r ? { bio: r.bio } : {}), profilePictureUrl: 'profilePicture' in r ? r.profilePicture : r.profilePictureUrl, detailsHidden: r.detailsHidden });
  const byName = (rows: Seen[]) => Object.fromEntries(rows.map((r) => [r.firstName, pick(r)]));
  const { familyTree } = await must<{ familyTree: { nodes: Seen[] } }>(reader.client, `query($t: ID) { familyTree(treeId: $t, generationsUp: 3) { nodes { firstName dateOfBirth dateOfDeath profilePictureUrl detailsHidden } } }`, { t: family.owner.treeId });
  const members = await Promise.all(Object.values(family.ids).map(async (id) => (await must<{ familyMember: Seen }>(reader.client, `query($id: ID!) { familyMember(id: $id) { ${DETAILS} } }`, { id })).familyMember));
  const list = (await must<{ familyMembers: { nodes: Seen[] } }>(reader.client, `query($t: ID) { familyMembers(treeId: $t) { nodes { ${DETAILS} } } }`, { t: family.owner.treeId })).familyMembers.nodes;
  const between = await must<{ relationshipBetween: { path: { member: Seen }[] } }>(reader.client, `query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { path { member { ${DETAILS} } } } }`, { a: family.ids.Elder, b: family.ids.Chioma });
  const rest = (await (await reader.client.fetch(`/api/family-members/user/${family.owner.id}`)).json()) as Seen[];
  return { window: byName(familyTree.nodes), member: byName(members), list: byName(list), path: byName(between.relationshipBetween.path.map((s) => s.member)), rest: byName(rest) };
}

/** What a reader should get for a person: everything stored, or (hidden) nothing but the name. */
const expected = (family: Family, name: string, hidden: boolean, withBio = true) => {
  const s = family.stored[name];
  const shown = { firstName: name, dateOfBirth: s.dateOfBirth, dateOfDeath: s.dateOfDeath, profilePictureUrl: s.photo, detailsHidden: false };
  const result = hidden ? { firstName: name, dateOfBirth: null, dateOfDeath: null, profilePictureUrl: null, detailsHidden: true } : shown;
  return withBio ? { ...result, bio: hidden ? null : s.bio } : result;
};

/** Asserts what every read path gave for each person named, hidden or shown. */
function expectDetails(seen: Awaited<ReturnType<typeof everyReadPath>>, family: Family, people: Record<string, boolean>) {
  for (const [path, rows] of Object.entries(seen)) {
    for (const [name, hidden] of Object.entries(people)) {
      if (!rows[name]) continue; // the path (between Elder and Chioma) does not pass this person
      expect({ path, ...rows[name] }).toEqual({ path, ...expected(family, name, hidden, path !== 'window') });
    }
  }
}

const WINDOW_EDGES = 'query($t: ID) { familyTree(treeId: $t, generationsUp: 3) { edges { kind fromId toId startDate } } }';
const EDGES_OF = 'query($id: ID!) { relationships(memberId: $id) { kind startDate } }';
const UPDATE_TREE = 'mutation($id: ID!, $input: UpdateTreeInput!) { updateTree(id: $id, input: $input) { showLivingDetails livingYears } }';

describe('living people’s details in a shared tree', () => {
  let family: Family;
  beforeAll(async () => (family = await buildFamily()));

  it('shows a viewer living people’s names but not their dates, bio or photo, on every read path', async () => {
    const seen = await everyReadPath(family.viewer, family);
    expectDetails(seen, family, { Ada: true, Chioma: true, Emeka: true });
    // Nobody was skipped: every list holds all six, the path the four between Elder and Chioma.
    for (const [path, rows] of Object.entries(seen)) {
      expect({ path, names: Object.keys(rows).sort() }).toEqual({ path, names: path === 'path' ? ['Ada', 'Chioma', 'Elder', 'Grace'] : ['Ada', 'Chioma', 'Elder', 'Emeka', 'Grace', 'Gramps'] });
    }
  });

  it('shows a viewer the details of people who are not living: marked deceased, with a death date, or born over 110 years ago', async () => {
    const seen = await everyReadPath(family.viewer, family);
    expectDetails(seen, family, { Grace: false, Gramps: false, Elder: false });
    const { familyMembers } = await must<{ familyMembers: { nodes: { firstName: string; isLiving: boolean }[] } }>(family.viewer.client, 'query($t: ID) { familyMembers(treeId: $t) { nodes { firstName isLiving } } }', { t: family.owner.treeId });
    expect(Object.fromEntries(familyMembers.nodes.map((n) => [n.firstName, n.isLiving]))).toEqual({ Ada: true, Chioma: true, Emeka: true, Grace: false, Gramps: false, Elder: false });
  });

  it('shows owners and editors everything', async () => {
    for (const reader of [family.owner, family.editor]) {
      expectDetails(await everyReadPath(reader, family), family, { Ada: false, Chioma: false, Emeka: false, Grace: false, Gramps: false, Elder: false });
    }
  });

  it('hides a partnership’s dates from a viewer when either partner’s details are hidden', async () => {
    const dates = async (reader: Person) => {
      const window = (await must<{ familyTree: { edges: { kind: string; fromId: string; startDate: string | null }[] } }>(reader.client, WINDOW_EDGES, { t: family.owner.treeId })).familyTree.edges;
      const partners = window.filter((e) => e.kind === 'partner').map((e) => e.startDate).sort();
      const ofChioma = (await must<{ relationships: { kind: string; startDate: string | null }[] }>(reader.client, EDGES_OF, { id: family.ids.Chioma })).relationships.find((r) => r.kind === 'partner')!.startDate;
      const ofGrace = (await must<{ relationships: { kind: string; startDate: string | null }[] }>(reader.client, EDGES_OF, { id: family.ids.Grace })).relationships.find((r) => r.kind === 'partner')!.startDate;
      const rest = (await (await reader.client.fetch(`/api/relationships/user/${family.owner.id}`)).json()) as { relationshipType: string; startDate: string | null }[];
      return { window: partners, ofChioma, ofGrace, rest: rest.filter((r) => r.relationshipType === 'partner').map((r) => r.startDate).sort() };
    };
    expect(await dates(family.viewer)).toEqual({ window: ['1950-01-01', null], ofChioma: null, ofGrace: '1950-01-01', rest: ['1950-01-01', null] });
    expect(await dates(family.editor)).toEqual({ window: ['1950-01-01', '2015-06-01'], ofChioma: '2015-06-01', ofGrace: '1950-01-01', rest: ['1950-01-01', '2015-06-01'] });
  });

  it('refuses a viewer the photo file of a living person, which the owner and the editor read', async () => {
    const url = family.stored.Chioma.photo!;
    expect(url).toMatch(/^\/uploads\/member-photo\//);
    expect([403, 404]).toContain((await family.viewer.client.fetch(url)).status);
    expect((await family.editor.client.fetch(url)).status).toBe(200);
    expect((await family.owner.client.fetch(url)).status).toBe(200);
  });
});

describe('the owner’s privacy settings', () => {
  it('shows living people’s details to viewers once the owner allows it', async () => {
    const family = await buildFamily();
    expect(codeOf(await family.editor.client.gql(UPDATE_TREE, { id: family.owner.treeId, input: { showLivingDetails: true } }))).toBe('FORBIDDEN');
    expect(codeOf(await family.viewer.client.gql(UPDATE_TREE, { id: family.owner.treeId, input: { showLivingDetails: true } }))).toBe('FORBIDDEN');
    expectDetails(await everyReadPath(family.viewer, family), family, { Chioma: true });

    expect(await must(family.owner.client, UPDATE_TREE, { id: family.owner.treeId, input: { showLivingDetails: true } })).toEqual({ updateTree: { showLivingDetails: true, livingYears: 110 } });
    expectDetails(await everyReadPath(family.viewer, family), family, { Ada: false, Chioma: false, Emeka: false, Grace: false });
    expect((await family.viewer.client.fetch(family.stored.Chioma.photo!)).status).toBe(200);

    await must(family.owner.client, UPDATE_TREE, { id: family.owner.treeId, input: { showLivingDetails: false } });
    expectDetails(await everyReadPath(family.viewer, family), family, { Chioma: true });
    expect([403, 404]).toContain((await family.viewer.client.fetch(family.stored.Chioma.photo!)).status);
  });

  it('counts as living only those born within the tree’s living years', async () => {
    const family = await buildFamily();
    // Ada was born 60 years ago, Chioma 40 and Emeka 25: with 30 living years only Emeka counts as living.
    await must(family.owner.client, UPDATE_TREE, { id: family.owner.treeId, input: { livingYears: 30 } });
    const seen = await everyReadPath(family.viewer, family);
    expectDetails(seen, family, { Ada: false, Chioma: false, Emeka: true, Elder: false });
    const { familyMember } = await must<{ familyMember: { isLiving: boolean } }>(family.viewer.client, 'query($id: ID!) { familyMember(id: $id) { isLiving } }', { id: family.ids.Chioma });
    expect(familyMember.isLiving).toBe(false);

    const bad = await family.owner.client.gql(UPDATE_TREE, { id: family.owner.treeId, input: { livingYears: 0 } });
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { livingYears: 'Must be between 1 and 150' } });
  });
});

describe('the viewer’s own person', () => {
  it('shows a viewer their own details once they confirmed that the person is them', async () => {
    const family = await buildFamily();
    const chiomaUser = await buildUser(app, { name: 'Chioma Nwosu' });
    await shareTree(family.owner, chiomaUser, 'viewer');
    await must(family.owner.client, 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }', { m: family.ids.Chioma, u: chiomaUser.id });
    // Linked but not confirmed: still hidden.
    expectDetails(await everyReadPath(chiomaUser, family), family, { Chioma: true });

    await must(chiomaUser.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: family.ids.Chioma });
    expectDetails(await everyReadPath(chiomaUser, family), family, { Chioma: false, Emeka: true, Ada: true });
    expect((await chiomaUser.client.fetch(family.stored.Chioma.photo!)).status).toBe(200);
    // Her partnership's dates stay hidden while her husband's details are.
    const edges = await must<{ relationships: { kind: string; startDate: string | null }[] }>(chiomaUser.client, EDGES_OF, { id: family.ids.Chioma });
    expect(edges.relationships.find((r) => r.kind === 'partner')?.startDate).toBeNull();
    // Other viewers still do not see hers.
    expectDetails(await everyReadPath(family.viewer, family), family, { Chioma: true });
  });
});
