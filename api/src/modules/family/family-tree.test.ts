import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, ADD_MEMBER, buildUser, type Person } from '../../../test/factories.ts';
import { FamilyRelationship } from './relationships/relationship.entity.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const TREE = `query($focusId: ID, $up: Int, $down: Int) {
  familyTree(focusId: $focusId, generationsUp: $up, generationsDown: $down) {
    focusId hasMoreAbove hasMoreBelow nodes { id firstName generation isSelf } edges { kind fromId toId }
  }
}`;
type Tree = { familyTree: { focusId: string; hasMoreAbove: boolean; hasMoreBelow: boolean; nodes: { id: string; firstName: string; generation: number; isSelf: boolean }[]; edges: { kind: string; fromId: string; toId: string }[] } };

async function tree(p: Person, focusId?: string, up = 2, down = 2) {
  const res = await p.client.gql<Tree>(TREE, { focusId, up, down });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.familyTree;
}
const rows = (t: Tree['familyTree']) => Object.fromEntries(t.nodes.map((n) => [n.firstName, n.generation]));
const edgeCount = async (p: Person) => app.orm.em.fork().count(FamilyRelationship, { tree: p.treeId });

describe('building a tree', () => {
  it('places parents, grandparents, siblings, partners, children and grandchildren in their rows', async () => {
    const me = await buildUser(app, { name: 'Ada Byron' });
    const mum = await addMember(me, 'Anne', 'parent');
    await addMember(me, 'George', 'parent');
    await addMember(me, 'Judith', 'parent', mum.member.id);
    await addMember(me, 'Ralph', 'grandparent'); // I have two parents: kept as a typed link
    const sis = await addMember(me, 'Medora', 'sibling');
    await addMember(me, 'William', 'spouse');
    const kid = await addMember(me, 'Byron', 'child');
    await addMember(me, 'Ralphie', 'child', kid.member.id);

    expect(sis.relationships).toHaveLength(2); // the sibling gets both parents, no sibling edge
    expect(sis.relationships.every((e) => e.kind === 'parent')).toBe(true);

    const t = await tree(me);
    expect(t.focusId).toBe(me.selfMemberId);
    expect(rows(t)).toMatchObject({ Judith: -2, Ralph: -2, Anne: -1, George: -1, Ada: 0, Medora: 0, William: 0, Byron: 1, Ralphie: 2 });
    expect(t.nodes.find((n) => n.isSelf)?.firstName).toBe('Ada');
    expect(t.edges.filter((e) => e.kind === 'grandparent')).toHaveLength(1);
  });

  it('re-centres on any member and tells when more generations exist', async () => {
    const me = await buildUser(app, { name: 'Tom Thumb' });
    const dad = await addMember(me, 'Dad', 'parent');
    const grandpa = await addMember(me, 'Grandpa', 'parent', dad.member.id);
    await addMember(me, 'Great', 'parent', grandpa.member.id);
    const small = await tree(me, undefined, 1, 1);
    expect(small.hasMoreAbove).toBe(true);
    expect(small.hasMoreBelow).toBe(false);
    const fromGrandpa = await tree(me, grandpa.member.id, 1, 2);
    expect(rows(fromGrandpa)).toMatchObject({ Great: -1, Grandpa: 0, Dad: 1, Tom: 2 });
  });

  it('keeps a grandparent without a known parent in between as a typed link, without inventing people', async () => {
    const me = await buildUser(app, { name: 'Solo Kid' });
    const gran = await addMember(me, 'Granny', 'grandparent');
    expect(gran.relationships).toEqual([{ id: expect.any(String), kind: 'grandparent', fromId: gran.member.id, toId: me.selfMemberId }]);
    expect(rows(await tree(me))).toEqual({ Solo: 0, Granny: -2 });
  });

  it('routes a grandparent through the only known parent', async () => {
    const me = await buildUser(app, { name: 'One Parent' });
    const mum = await addMember(me, 'Mum', 'parent');
    const gran = await addMember(me, 'Gran', 'grandparent');
    expect(gran.relationships).toEqual([expect.objectContaining({ kind: 'parent', fromId: gran.member.id, toId: mum.member.id })]);
  });

  it('deleting a member removes its relationships; the member that stands for you cannot be deleted', async () => {
    const me = await buildUser(app);
    const dad = await addMember(me, 'Dad', 'parent');
    await addMember(me, 'Gramps', 'parent', dad.member.id);
    expect(await edgeCount(me)).toBe(2);
    const del = await me.client.gql('mutation($id: ID!) { deleteFamilyMember(id: $id) }', { id: dad.member.id });
    expect(del.errors).toBeUndefined();
    expect(await edgeCount(me)).toBe(0);
    const self = await me.client.gql('mutation($id: ID!) { deleteFamilyMember(id: $id) }', { id: me.selfMemberId });
    expect(self.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('listing members', () => {
  it('finds members by any part of their full name, a page at a time', async () => {
    const me = await buildUser(app, { name: 'Lister Person' });
    await addMember(me, 'Annabella', 'child', undefined, { lastName: 'King' });
    await addMember(me, 'Anne', 'parent', undefined, { lastName: 'Milbanke' });
    const LIST = 'query($s: String, $first: Int) { familyMembers(search: $s, first: $first) { totalCount nodes { firstName lastName } } }';
    type List = { familyMembers: { totalCount: number; nodes: { firstName: string }[] } };
    const full = await me.client.gql<List>(LIST, { s: 'anna king' });
    expect(full.data?.familyMembers.nodes.map((n) => n.firstName)).toEqual(['Annabella']);
    const part = await me.client.gql<List>(LIST, { s: 'ann' });
    expect(part.data?.familyMembers.totalCount).toBe(2);
    const page = await me.client.gql<List>(LIST, { first: 1 });
    expect(page.data?.familyMembers).toMatchObject({ totalCount: 3, nodes: [{ firstName: 'Annabella' }] });
  });
});

describe('editing members', () => {
  const UPDATE = 'mutation($id: ID!, $input: UpdateFamilyMemberInput!) { updateFamilyMember(id: $id, input: $input) { firstName dateOfBirth dateOfDeath isAlive bio } }';

  it('changes only what is sent and marks a member with a date of death as not alive', async () => {
    const me = await buildUser(app);
    const gran = await addMember(me, 'Gran', 'parent', undefined, { dateOfBirth: '1930-02-03', bio: 'Baker' });
    const { data } = await me.client.gql(UPDATE, { id: gran.member.id, input: { dateOfDeath: '2001-05-06' } });
    expect(data?.updateFamilyMember).toEqual({ firstName: 'Gran', dateOfBirth: '1930-02-03', dateOfDeath: '2001-05-06', isAlive: false, bio: 'Baker' });
  });

  it('checks a new date of death against the stored date of birth', async () => {
    const me = await buildUser(app);
    const gran = await addMember(me, 'Gran', 'parent', undefined, { dateOfBirth: '1930-02-03' });
    const res = await me.client.gql(UPDATE, { id: gran.member.id, input: { dateOfDeath: '1920-01-01', firstName: 'Changed' } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dateOfDeath: 'Date of death cannot be before the date of birth' } });
    const after = await me.client.gql<{ familyMember: { firstName: string } }>('query($id: ID!) { familyMember(id: $id) { firstName } }', { id: gran.member.id });
    expect(after.data?.familyMember.firstName).toBe('Gran');
  });

  it('keeps your own name and birth date with your profile', async () => {
    const me = await buildUser(app);
    const res = await me.client.gql(UPDATE, { id: me.selfMemberId, input: { firstName: 'Other' } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0].message).toMatch(/come from their profile/);
    const bio = await me.client.gql(UPDATE, { id: me.selfMemberId, input: { bio: 'The one writing this' } });
    expect(bio.errors).toBeUndefined();
  });
});

describe('rules, enforced on the server with nothing saved', () => {
  const ADD_REL = 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id kind } }';

  it('refuses a member without names or with a death before the birth', async () => {
    const me = await buildUser(app);
    const blank = await me.client.gql(ADD_MEMBER, { input: { firstName: ' ', lastName: '', relationshipType: 'parent' } });
    expect(blank.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: 'Required', lastName: 'Required' } });
    const dates = await me.client.gql(ADD_MEMBER, { input: { firstName: 'A', lastName: 'B', dateOfBirth: '1950-01-01', dateOfDeath: '1940-01-01' } });
    expect(dates.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dateOfDeath: 'Date of death cannot be before the date of birth' } });
    expect((await tree(me)).nodes).toHaveLength(1);
  });

  it('refuses unknown relationship types', async () => {
    const me = await buildUser(app);
    const res = await me.client.gql(ADD_MEMBER, { input: { firstName: 'A', lastName: 'B', relationshipType: 'nemesis' } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a person as their own parent or partner, a cycle in ancestry and a duplicate edge', async () => {
    const me = await buildUser(app);
    const a = await addMember(me, 'A', 'other');
    const b = await addMember(me, 'B', 'child', a.member.id);
    const c = await addMember(me, 'C', 'child', b.member.id);
    const own = await me.client.gql(ADD_REL, { input: { fromId: a.member.id, toId: a.member.id, type: 'parent' } });
    expect(own.errors?.[0]).toMatchObject({ message: 'A person cannot be their own parent.', extensions: { code: 'BAD_USER_INPUT' } });
    const ownPartner = await me.client.gql(ADD_REL, { input: { fromId: a.member.id, toId: a.member.id, type: 'spouse' } });
    expect(ownPartner.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const before = await edgeCount(me);
    const cycle = await me.client.gql(ADD_REL, { input: { fromId: c.member.id, toId: a.member.id, type: 'parent' } });
    expect(cycle.errors?.[0]).toMatchObject({ message: 'That would make someone their own ancestor.', extensions: { code: 'BAD_USER_INPUT' } });
    const dup = await me.client.gql(ADD_REL, { input: { fromId: a.member.id, toId: b.member.id, type: 'parent' } });
    expect(dup.errors?.[0]).toMatchObject({ message: 'This relationship is already recorded.' });
    const partner1 = await me.client.gql(ADD_REL, { input: { fromId: a.member.id, toId: c.member.id, type: 'spouse' } });
    expect(partner1.errors).toBeUndefined();
    const partner2 = await me.client.gql(ADD_REL, { input: { fromId: c.member.id, toId: a.member.id, type: 'spouse' } });
    expect(partner2.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await edgeCount(me)).toBe(before + 1);
  });

  it("treats another user's people as unknown: NOT_FOUND, as for ids that do not exist", async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    const theirs = await addMember(other, 'Private', 'parent');
    const read = await me.client.gql('query($id: ID!) { familyMember(id: $id) { id } }', { id: theirs.member.id });
    expect(read.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await me.client.gql(TREE, { focusId: theirs.member.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const link = await me.client.gql(ADD_REL, { input: { fromId: theirs.member.id, toId: me.selfMemberId, type: 'parent' } });
    expect(link.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const attach = await me.client.gql(ADD_MEMBER, { input: { firstName: 'X', lastName: 'Y', relationshipType: 'child', relativeId: theirs.member.id } });
    expect(attach.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const edit = await me.client.gql('mutation($id: ID!) { updateFamilyMember(id: $id, input: { firstName: "Hacked" }) { id } }', { id: theirs.member.id });
    expect(edit.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const del = await me.client.gql('mutation($id: ID!) { deleteFamilyMember(id: $id) }', { id: theirs.member.id });
    expect(del.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await me.client.gql('{ familyMember(id: "5f485164-812e-480f-891e-c32d33737ee5") { id } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await tree(other)).nodes.map((n) => n.firstName).sort()).toEqual(['Private', 'Test']);
  });

  it('needs a signed-in user', async () => {
    const me = await buildUser(app);
    me.client.cookies.clear();
    expect((await me.client.gql(TREE, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('how are we related?', () => {
  const BETWEEN = 'query($a: ID!, $b: ID!) { relationshipBetween(fromId: $a, toId: $b) { related relation description path { member { firstName } via } } }';
  type Between = { relationshipBetween: { related: boolean; relation: string; description: string; path: { member: { firstName: string }; via: string | null }[] } };

  it("names cousins with their degree and removal, with the path of people between them", async () => {
    const me = await buildUser(app);
    const root = await addMember(me, 'Root', 'other');
    const [s1, s2] = [await addMember(me, 'Left', 'child', root.member.id), await addMember(me, 'Right', 'child', root.member.id)];
    const l2 = await addMember(me, 'LeftKid', 'child', s1.member.id);
    const r2 = await addMember(me, 'RightKid', 'child', s2.member.id);
    const l3 = await addMember(me, 'LeftGrandkid', 'child', l2.member.id);
    const r3 = await addMember(me, 'RightGrandkid', 'child', r2.member.id);
    const maria = await addMember(me, 'Maria', 'child', l3.member.id, { gender: 'female' });
    const res = await me.client.gql<Between>(BETWEEN, { a: maria.member.id, b: r3.member.id });
    expect(res.data?.relationshipBetween).toMatchObject({ related: true, relation: 'second cousin once removed', description: "Maria is RightGrandkid's second cousin once removed." });
    expect(res.data?.relationshipBetween.path.map((s) => s.member.firstName)).toEqual(['Maria', 'LeftGrandkid', 'LeftKid', 'Left', 'Root', 'Right', 'RightKid', 'RightGrandkid']);
  });

  it('answers on pedigrees where the paths to common ancestors double every generation', async () => {
    // Two people per generation, each the child of both people of the generation above: 2^14 paths.
    const me = await buildUser(app);
    const ADD_REL = 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id } }';
    let pair = [(await addMember(me, 'Top1', 'other')).member.id, (await addMember(me, 'Top2', 'other')).member.id];
    for (let g = 0; g < 14; g++) {
      const a = (await addMember(me, `A${g}`, 'child', pair[0])).member.id;
      const b = (await addMember(me, `B${g}`, 'child', pair[0])).member.id;
      await me.client.gql(ADD_REL, { input: { fromId: pair[1], toId: a, type: 'parent' } });
      await me.client.gql(ADD_REL, { input: { fromId: pair[1], toId: b, type: 'parent' } });
      pair = [a, b];
    }
    const res = await me.client.gql<Between>(BETWEEN, { a: pair[0], b: pair[1] });
    expect(res.data?.relationshipBetween).toMatchObject({ related: true, relation: 'sibling' });
    expect(res.data?.relationshipBetween.path).toHaveLength(3);
  });

  it('names partners, in-laws and unrelated people', async () => {
    const me = await buildUser(app, { name: 'Jane Doe' });
    const husband = await addMember(me, 'John', 'spouse', undefined, { gender: 'male' });
    const sil = await addMember(me, 'Sue', 'sibling', husband.member.id, { gender: 'female' });
    const stranger = await addMember(me, 'Nobody', 'other');
    const partner = await me.client.gql<Between>(BETWEEN, { a: husband.member.id, b: me.selfMemberId });
    expect(partner.data?.relationshipBetween.description).toBe('John is your husband.');
    const inLaw = await me.client.gql<Between>(BETWEEN, { a: sil.member.id, b: me.selfMemberId });
    expect(inLaw.data?.relationshipBetween.relation).toBe('sister-in-law');
    const none = await me.client.gql<Between>(BETWEEN, { a: stranger.member.id, b: me.selfMemberId });
    expect(none.data?.relationshipBetween).toMatchObject({ related: false, path: [] });
  });
});
