import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const TREE = `query($treeId: ID, $focusId: ID, $up: Int, $down: Int) {
  familyTree(treeId: $treeId, focusId: $focusId, generationsUp: $up, generationsDown: $down) {
    focusId nodes { id firstName generation } edges { kind fromId toId }
  }
}`;
type Window = { familyTree: { focusId: string; nodes: { id: string; firstName: string; generation: number }[]; edges: { kind: string; fromId: string; toId: string }[] } };

async function rows(p: Person, focusId?: string, up = 3, down = 3, treeId?: string) {
  const { familyTree } = await must<Window>(p.client, TREE, { focusId, up, down, treeId });
  return Object.fromEntries(familyTree.nodes.map((n) => [n.firstName, n.generation]));
}

/**
 * Ada's family: her parents Anne and George; her full sister Medora with husband Henry and their son
 * Nephew and grandson Grandnephew; her half-brother Half (George's son with his first wife Fiona);
 * George's sister Augusta with her son Cousin (and Cousin's son Removed); George's parents; Ada's
 * husband William with his parents Wparent1 and Wparent2 (her in-laws); and Stray, added as
 * "Other".
 */
async function adaFamily() {
  const ada = await buildUser(app, { name: 'Ada Byron' });
  const anne = await addMember(ada, 'Anne', 'parent');
  const george = await addMember(ada, 'George', 'parent');
  const medora = await addMember(ada, 'Medora', 'sibling');
  await addMember(ada, 'Henry', 'spouse', medora.member.id);
  const nephew = await addMember(ada, 'Nephew', 'child', medora.member.id);
  await addMember(ada, 'Grandnephew', 'child', nephew.member.id);
  const half = await addMember(ada, 'Half', 'child', george.member.id);
  // Half is George's son with his first wife Fiona, whom he divorced.
  const fiona = await addMember(ada, 'Fiona', 'parent', half.member.id);
  await must(ada.client, 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id } }', {
    input: { fromId: fiona.member.id, toId: george.member.id, type: 'spouse', partnerKind: 'divorced' },
  });
  const grandpa = await addMember(ada, 'Grandpa', 'parent', george.member.id);
  const augusta = await addMember(ada, 'Augusta', 'sibling', george.member.id);
  const cousin = await addMember(ada, 'Cousin', 'child', augusta.member.id);
  await addMember(ada, 'Removed', 'child', cousin.member.id);
  const william = await addMember(ada, 'William', 'spouse');
  await addMember(ada, 'Wparent1', 'parent', william.member.id);
  await addMember(ada, 'Wparent2', 'parent', william.member.id);
  const stray = await addMember(ada, 'Stray', 'other');
  return { ada, anne, george, medora, nephew, half, fiona, grandpa, augusta, cousin, william, stray };
}

describe('the window around a person draws the whole family near them', () => {
  let family: Awaited<ReturnType<typeof adaFamily>>;
  beforeAll(async () => (family = await adaFamily()));

  it('draws nephews, nieces and their children under the sisters and brothers', async () => {
    expect(await rows(family.ada)).toMatchObject({ Ada: 0, Medora: 0, Henry: 0, Nephew: 1, Grandnephew: 2 });
  });

  it('draws aunts, uncles and cousins, but not the cousins’ children', async () => {
    const seen = await rows(family.ada);
    expect(seen).toMatchObject({ Grandpa: -2, Augusta: -1, Cousin: 0 });
    expect(seen).not.toHaveProperty('Removed');
  });

  it('draws a half-brother with the parent he does not share, and lines that tell them apart', async () => {
    const { familyTree } = await must<Window>(family.ada.client, TREE, { up: 3, down: 3 });
    const names = Object.fromEntries(familyTree.nodes.map((n) => [n.id, n.firstName]));
    expect(Object.fromEntries(familyTree.nodes.map((n) => [n.firstName, n.generation]))).toMatchObject({ Half: 0, Fiona: -1 });
    const parentsOf = (name: string) =>
      familyTree.edges.filter((e) => e.kind === 'parent' && names[e.toId] === name).map((e) => names[e.fromId]).sort();
    expect(parentsOf('Half')).toEqual(['Fiona', 'George']);
    expect(parentsOf('Ada')).toEqual(['Anne', 'George']);
  });

  it('draws the parents of a partner (in-laws) above the partner', async () => {
    expect(await rows(family.ada)).toMatchObject({ William: 0, Wparent1: -1, Wparent2: -1 });
  });

  it('keeps the window bounded: the focus’s siblings’ descendants stop at the generations asked', async () => {
    const seen = await rows(family.ada, undefined, 3, 1);
    expect(seen).toMatchObject({ Nephew: 1 });
    expect(seen).not.toHaveProperty('Grandnephew');
  });

  it('draws no one related only as "Other": they are listed as unplaced instead', async () => {
    expect(await rows(family.ada)).not.toHaveProperty('Stray');
    const { unplacedMembers } = await must<{ unplacedMembers: { id: string; firstName: string }[] }>(
      family.ada.client,
      'query($treeId: ID!) { unplacedMembers(treeId: $treeId) { id firstName } }',
      { treeId: family.ada.treeId },
    );
    expect(unplacedMembers.map((m) => m.firstName)).toEqual(['Stray']);
  });

  it('lists a person as placed again once a relationship joins them to the family', async () => {
    const ada = await buildUser(app, { name: 'Lone Ranger' });
    const stray = await addMember(ada, 'Tonto', 'other');
    const unplaced = () =>
      must<{ unplacedMembers: { firstName: string }[] }>(ada.client, 'query($treeId: ID!) { unplacedMembers(treeId: $treeId) { firstName } }', { treeId: ada.treeId });
    expect((await unplaced()).unplacedMembers).toHaveLength(1);
    await must(ada.client, 'mutation($input: AddRelationshipInput!) { addRelationship(input: $input) { id } }', {
      input: { fromId: stray.member.id, toId: ada.selfMemberId, type: 'sibling' },
    });
    expect((await unplaced()).unplacedMembers).toHaveLength(0);
    expect(await rows(ada)).toMatchObject({ Tonto: 0 });
  });

  it('shows another user neither the unplaced people of a tree they were not given nor its window', async () => {
    const other = await buildUser(app, { name: 'Eve Outsider' });
    const res = await other.client.gql('query($treeId: ID!) { unplacedMembers(treeId: $treeId) { id } }', { treeId: family.ada.treeId });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const window = await other.client.gql(TREE, { treeId: family.ada.treeId, up: 2, down: 2 });
    expect(window.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps a branch-limited viewer inside their branch, collateral relatives too', async () => {
    const ben = await buildUser(app, { name: 'Ben Branch' });
    await shareTree(family.ada, ben, 'viewer', { kind: 'descendants', rootId: family.anne.member.id });
    const seen = await rows(ben, family.ada.selfMemberId, 3, 3, family.ada.treeId);
    expect(seen).toMatchObject({ Anne: -1, Ada: 0, Medora: 0, Nephew: 1 });
    for (const outside of ['George', 'Augusta', 'Cousin', 'Grandpa', 'Half', 'Fiona', 'Wparent1']) expect(seen).not.toHaveProperty(outside);
    const { unplacedMembers } = await must<{ unplacedMembers: { firstName: string }[] }>(
      ben.client,
      'query($treeId: ID!) { unplacedMembers(treeId: $treeId) { firstName } }',
      { treeId: family.ada.treeId },
    );
    expect(unplacedMembers).toEqual([]);
  });
});
