import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { TestClient } from '../../../../test/client.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

const ROWS = `query($t: ID, $f: ID) { familyTree(treeId: $t, focusId: $f, generationsUp: 3, generationsDown: 3) {
  focusId nodes { id firstName generation isSelf detailsHidden birth { value earliest } } edges { kind fromId toId } } }`;
const COLUMNS = 'query($t: ID, $f: ID) { familyTreeColumns(treeId: $t, focusId: $f, generationsUp: 3, generationsDown: 3) { focusId size columns } }';

type Rows = { familyTree: { focusId: string; nodes: { id: string; firstName: string; generation: number; isSelf: boolean; detailsHidden: boolean; birth: { value: string; earliest: string | null } | null }[]; edges: { kind: string; fromId: string; toId: string }[] } };
type Columns = {
  familyTreeColumns: {
    focusId: string;
    size: number;
    columns: {
      people: { ids: string[]; firstNames: string[]; generations: number[]; births: (string | null)[]; birthEarliest: (string | null)[]; isSelf: boolean[]; detailsHidden: boolean[] };
      relationships: { from: number[]; to: number[]; kinds: string[] };
    };
  };
};

/** Each person as "name@generation:birth", and each relationship as "kind:from>to" by name. */
function fromRows({ familyTree: t }: Rows) {
  const name = new Map(t.nodes.map((n) => [n.id, n.firstName]));
  return {
    people: t.nodes.map((n) => `${n.firstName}@${n.generation}:${n.birth?.value ?? '-'}/${n.birth?.earliest ?? '-'}${n.isSelf ? ':you' : ''}${n.detailsHidden ? ':hidden' : ''}`).sort(),
    edges: t.edges.map((e) => `${e.kind}:${name.get(e.fromId)}>${name.get(e.toId)}`).sort(),
  };
}
function fromColumns({ familyTreeColumns: { columns: c } }: Columns) {
  const p = c.people;
  return {
    people: p.ids.map((_, i) => `${p.firstNames[i]}@${p.generations[i]}:${p.births[i] ?? '-'}/${p.birthEarliest[i] ?? '-'}${p.isSelf[i] ? ':you' : ''}${p.detailsHidden[i] ? ':hidden' : ''}`).sort(),
    edges: c.relationships.from.map((f, i) => `${c.relationships.kinds[i]}:${p.firstNames[f]}>${p.firstNames[c.relationships.to[i]]}`).sort(),
  };
}

describe('a tree window in columns', () => {
  it('holds exactly the people and relationships of the same window as rows, with the same privacy', async () => {
    const ada = await buildUser(app, { name: 'Ada Columns' });
    const mum = await addMember(ada, 'Anne', 'parent', undefined, { birth: 'abt 1790' });
    await addMember(ada, 'George', 'parent');
    await addMember(ada, 'Medora', 'sibling', undefined, { birth: '1990' });
    await addMember(ada, 'Judith', 'parent', mum.member.id, { birth: '1760', death: '1822' });
    await addMember(ada, 'William', 'spouse', undefined, { birth: '12 Mar 1988' });
    await addMember(ada, 'Byron', 'child');

    const own = [await must<Rows>(ada.client, ROWS), await must<Columns>(ada.client, COLUMNS)] as const;
    expect(own[1].familyTreeColumns.size).toBe(own[0].familyTree.nodes.length);
    expect(fromColumns(own[1])).toEqual(fromRows(own[0]));
    expect(fromColumns(own[1]).people).toContain('Ada@0:-/-:you');

    // A viewer of the tree sees living people without their dates, in either shape.
    const cleo = await buildUser(app, { name: 'Cleo Viewer' });
    await shareTree(ada, cleo, 'viewer');
    const vars = { t: ada.treeId, f: ada.selfMemberId };
    const theirs = [await must<Rows>(cleo.client, ROWS, vars), await must<Columns>(cleo.client, COLUMNS, vars)] as const;
    expect(fromColumns(theirs[1])).toEqual(fromRows(theirs[0]));
    const seen = fromColumns(theirs[1]).people;
    expect(seen).toContain('Medora@0:-/-:hidden');
    expect(seen).toContain('William@0:-/-:hidden');
    expect(seen).toContain('Judith@-2:1760/1760-01-01');
  });

  it('refuses the signed-out, bad ids, and more generations than a window may have, with a clear 4xx', async () => {
    const ada = await buildUser(app, { name: 'Ada Bounds' });
    const signedOut = new TestClient(app.url);
    expect(codeOf(await signedOut.gql(COLUMNS, { t: ada.treeId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await signedOut.gql('query($t: ID!) { unplacedMembers(treeId: $t) { id } }', { t: ada.treeId }))).toBe('UNAUTHENTICATED');
    const tooFar = await ada.client.gql('{ familyTreeColumns(generationsDown: 10000) { size } }');
    expect(tooFar.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { generationsDown: 'Must be between 0 and 30' } });
    expect(codeOf(await ada.client.gql(COLUMNS, { t: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql(COLUMNS, { f: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await ada.client.gql('query($t: ID!) { unplacedMembers(treeId: $t) { id } }', { t: 'not-an-id' }))).toBe('NOT_FOUND');
  });
});
