import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { countStatements } from '../../../test/statements.ts';
import { buildHeritageFamily, type HeritageFamily } from './test/family.ts';

// Heritage through real HTTP on the real database: where a person's ancestors were born, as each
// reader of the tree may see it (their branch, living people's details), pedigree collapse counted
// once, adoptive parents not counted, and refusals that reveal nothing.

let app: TestApp;
let f: HeritageFamily;

const HERITAGE = `query($m: ID, $level: HeritageLevel) {
  heritage(memberId: $m, level: $level) { person { id firstName } generations { generation expected known withPlace places { name count share } } }
}`;
const DEFAULT_LEVEL = 'query($m: ID) { heritage(memberId: $m) { person { id } generations { generation places { name count } } } }';

interface Generation {
  generation: number;
  expected: number;
  known: number;
  withPlace: number;
  places: { name: string; count: number; share: number }[];
}
type Answer = { heritage: { person: { id: string; firstName: string }; generations: Generation[] } | null };

const heritage = async (p: Person, vars: { m?: string | null; level?: string } = {}) => (await must<Answer>(p.client, HERITAGE, vars)).heritage;

beforeAll(async () => {
  app = await startTestApp();
  f = await buildHeritageFamily(app);
});
afterAll(() => app.close());

describe('what the tree records', () => {
  it("counts Lucía's ancestors by region, generation by generation, for the tree's owner", async () => {
    const answer = await heritage(f.lucia, { m: f.lucia.selfMemberId, level: 'region' });
    expect(answer?.person).toEqual({ id: f.lucia.selfMemberId, firstName: 'Lucía' });
    expect(answer?.generations).toEqual([
      { generation: 1, expected: 2, known: 2, withPlace: 2, places: [{ name: 'Galicia', count: 2, share: 1 }] },
      {
        generation: 2, expected: 4, known: 4, withPlace: 4,
        places: [{ name: 'Galicia', count: 2, share: 0.5 }, { name: 'Braga', count: 1, share: 0.25 }, { name: 'Buenos Aires', count: 1, share: 0.25 }],
      },
      // Ramón, father of Manuel and of Dolores, is one great-grandparent; Pilar has no place.
      { generation: 3, expected: 8, known: 3, withPlace: 2, places: [{ name: 'Galicia', count: 1, share: 0.125 }, { name: 'Porto', count: 1, share: 0.125 }] },
    ]);
  });

  it('groups by country, or by the place as written with its spellings together', async () => {
    const byCountry = await heritage(f.lucia, { m: f.lucia.selfMemberId, level: 'country' });
    expect(byCountry?.generations.map((g) => g.places.map((p) => `${p.name} ${p.count}`))).toEqual([['España 2'], ['España 2', 'Argentina 1', 'Portugal 1'], ['España 1', 'Portugal 1']]);
    const byPlace = await heritage(f.lucia, { m: f.lucia.selfMemberId, level: 'place' });
    // Dolores's 'lugo ,galicia, españa' is Andrés's Lugo, shown as it was first written.
    expect(byPlace?.generations[1].places.map((p) => p.name)).toEqual(['Braga, Portugal', 'Buenos Aires, Argentina', 'Lugo, Galicia, España', 'Ourense, Galicia, España']);
    expect(byPlace?.generations[2].places.map((p) => p.name)).toEqual(['Porto, Portugal', 'Santiago de Compostela, A Coruña, Galicia, España']);
  });

  it("groups by region when no level is asked for, and answers for the viewer's own person when nobody is named", async () => {
    const { heritage: named } = await must<{ heritage: { person: { id: string }; generations: { generation: number; places: { name: string; count: number }[] }[] } }>(f.lucia.client, DEFAULT_LEVEL, { m: f.lucia.selfMemberId });
    const { heritage: own } = await must<{ heritage: unknown }>(f.lucia.client, DEFAULT_LEVEL);
    expect(named.generations[0].places).toEqual([{ name: 'Galicia', count: 2 }]);
    expect(own).toEqual(named);
  });

  it("does not count an adoptive parent among the forebears: Teresa's Madrid is nowhere", async () => {
    const answer = await heritage(f.lucia, { m: f.people.andres, level: 'place' });
    expect(answer?.generations.map((g) => [g.known, g.places.map((p) => p.name)])).toEqual([
      // Seen from Andrés, Dolores's Lugo is the first written: it keeps her spelling.
      [2, ['Buenos Aires, Argentina', 'lugo ,galicia, españa']],
      [1, ['Santiago de Compostela, A Coruña, Galicia, España']],
    ]);
  });

  it('answers a person with no ancestors recorded with no generations', async () => {
    expect((await heritage(f.lucia, { m: f.people.ramon }))?.generations).toEqual([]);
  });

  it('stops at the eighth generation however far the tree goes', async () => {
    const dora = await buildUser(app, { name: 'Dora Line' });
    let child = dora.selfMemberId;
    for (let g = 1; g <= 9; g++) child = (await addMember(dora, `Forebear${g}`, 'parent', child, { isAlive: false, birthPlace: `Town${g}, Ulster, Ireland` })).member.id;
    const answer = await heritage(dora, { level: 'country' });
    expect(answer?.generations.map((g) => [g.generation, g.expected, g.known, g.places[0]?.name])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, 2 ** n, 1, 'Ireland']),
    );
  });

  it('reads the whole walk in one statement, as many for two generations of five ancestors as for one of one', async () => {
    const statements = await countStatements(app.orm);
    try {
      const deep = await statements.during(() => heritage(f.lucia, { m: f.people.carmen }));
      const shallow = await statements.during(() => heritage(f.lucia, { m: f.people.rosa }));
      expect(deep.result?.generations.map((g) => g.known)).toEqual([2, 3]);
      expect(shallow.result?.generations.map((g) => g.known)).toEqual([1]);
      expect(deep.statements).toBe(shallow.statements);
      // The session, the person, the viewer's grant, the walk.
      expect(deep.statements).toBeLessThanOrEqual(4);
      expect(deep.texts.filter((text) => /with recursive/.test(text))).toHaveLength(1);
    } finally {
      statements.stop();
    }
  });
});

describe('what each reader may see', () => {
  it("does not give a viewer who may not see living people's details a living parent's place, yet counts her", async () => {
    const answer = await heritage(f.vera, { m: f.lucia.selfMemberId });
    expect(answer?.generations[0]).toEqual({ generation: 1, expected: 2, known: 2, withPlace: 1, places: [{ name: 'Galicia', count: 1, share: 0.5 }] });
    expect(JSON.stringify(answer)).not.toContain('Vigo');
    const byPlace = await heritage(f.vera, { m: f.lucia.selfMemberId, level: 'place' });
    expect(byPlace?.generations[0].places.map((p) => p.name)).toEqual(['Lugo, Galicia, España']);
    // The grandparents, all dead, are as the owner sees them.
    expect(byPlace?.generations[1].withPlace).toBe(4);
  });

  it('shows the same viewer the living place once the owner shows living details', async () => {
    const TREE = 'mutation($id: ID!, $show: Boolean!) { updateTree(id: $id, input: { showLivingDetails: $show }) { id } }';
    await must(f.lucia.client, TREE, { id: f.lucia.treeId, show: true });
    try {
      expect((await heritage(f.vera, { m: f.lucia.selfMemberId, level: 'place' }))?.generations[0].places.map((p) => p.name)).toEqual(['Lugo, Galicia, España', 'Vigo, Pontevedra, Galicia, España']);
    } finally {
      await must(f.lucia.client, TREE, { id: f.lucia.treeId, show: false });
    }
  });

  it('counts only the ancestors inside the branch a reader is kept to', async () => {
    const answer = await heritage(f.bruno, { m: f.lucia.selfMemberId, level: 'place' });
    // Andrés is in his branch; Carmen and every grandparent are not.
    expect(answer?.generations).toEqual([{ generation: 1, expected: 2, known: 1, withPlace: 1, places: [{ name: 'Lugo, Galicia, España', count: 1, share: 0.5 }] }]);
    expect(codeOf(await f.bruno.client.gql(HERITAGE, { m: f.people.carmen }))).toBe('NOT_FOUND');
  });

  it("refuses someone else's person as if it did not exist, and a malformed id the same way", async () => {
    for (const m of [f.lucia.selfMemberId, f.people.andres, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await f.cleo.client.gql<Answer>(HERITAGE, { m });
      expect({ m, code: codeOf(res), data: res.data?.heritage ?? null }).toEqual({ m, code: 'NOT_FOUND', data: null });
    }
    const raw = await f.cleo.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: HERITAGE, variables: { m: "'; drop table family_members; --" } }) });
    expect(raw.status).toBeLessThan(500);
    expect(JSON.stringify(await raw.json())).not.toContain('INTERNAL_SERVER_ERROR');
  });

  it("answers a stranger about their own person, with nothing of Lucía's tree", async () => {
    const answer = await heritage(f.cleo);
    expect(answer).toEqual({ person: { id: f.cleo.selfMemberId, firstName: 'Cleo' }, generations: [] });
  });

  it('answers null to a viewer who is nobody in any tree they read', async () => {
    const ana = await buildUser(app, { name: 'Ana Unlinked' });
    await app.orm.em.fork().execute('update family_members set link_confirmed = false where id = ?', [ana.selfMemberId]);
    expect(await heritage(ana)).toBeNull();
  });

  it('asks the signed-out to sign in', async () => {
    const { TestClient } = await import('../../../test/client.ts');
    const res = await new TestClient(app.url).gql(HERITAGE, { m: f.lucia.selfMemberId });
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
  });
});
