/**
 * @long findings worked out by their job on whole trees
 */
import pg from 'pg';
import { pgSessionOptions } from '../../db/orm-config.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser, shareTree, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { countStatements } from '../../../test/statements.ts';
import { TestClient } from '../../../test/client.ts';
import { buildInsightFamily, insightsSettled, runsOf, type InsightFamily } from './test/insight-family.ts';

// Family insights through real HTTP on the real database: a tree's change schedules its recompute
// (the job queue, a short delay), every rule's finding then reads per viewer — the owner and an
// editor see all, a viewer nothing resting on a living person's details, a stranger nothing —
// dismissing is each reader's own, "not the same person" is remembered across recomputes, a burst
// of edits is one recompute, and refusals reveal nothing.

let app: TestApp;
let f: InsightFamily;

const PAGE = `query($t: ID!, $g: InsightGroup, $n: Int) {
  familyInsights(treeId: $t, group: $g, first: $n) {
    treeId hasMore computedAt updating viewerCanEdit
    nodes { id type group title sentence people { id firstName birth { value } } dataPoints { personId field value } action { kind personIds } }
  }
}`;

interface Node {
  id: string;
  type: string;
  group: string;
  title: string;
  sentence: string;
  people: { id: string; firstName: string; birth: { value: string } | null }[];
  dataPoints: { personId: string; field: string; value: string }[];
  action: { kind: string; personIds: string[] } | null;
}
interface Page {
  treeId: string;
  hasMore: boolean;
  computedAt: string | null;
  updating: boolean;
  viewerCanEdit: boolean;
  nodes: Node[];
}

const page = async (p: Person, vars: { g?: string; n?: number } = {}) => (await must<{ familyInsights: Page }>(p.client, PAGE, { t: f.ada.treeId, n: 50, ...vars })).familyInsights;
/** Every finding the reader may read, group by group. */
const everything = async (p: Person) => (await Promise.all(['STORY', 'GAPS', 'DUPLICATES', 'DAYS'].map((g) => page(p, { g })))).flatMap((x) => x.nodes);
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n.type === type);
const about = (nodes: Node[], type: string, personId: string) => nodes.find((n) => n.type === type && n.people[0]?.id === personId);

const DISMISS = 'mutation($id: ID!) { dismissInsight(id: $id) }';
const RESTORE = 'mutation($t: ID!) { restoreInsights(treeId: $t) }';
const NOT_SAME = 'mutation($t: ID!, $a: ID!, $b: ID!) { markNotSamePerson(treeId: $t, personA: $a, personB: $b) }';
const UPDATE_BIO = 'mutation($id: ID!, $bio: String) { updateFamilyMember(id: $id, input: { bio: $bio }) { id } }';

beforeAll(async () => {
  // Ada's tree is recomputed on a worker thread, as a large tree is.
  app = await startTestApp({ INSIGHTS_RECOMPUTE_DELAY_MS: '800', INSIGHTS_THREAD_FROM_PEOPLE: '10' });
  f = await buildInsightFamily(app);
  await insightsSettled(app, f.ada.treeId);
});
afterAll(() => app?.close());

describe('after a change to the tree', () => {
  it("finds what each rule finds, in the tree's owner's words", async () => {
    const nodes = await everything(f.ada);
    const types = new Set(nodes.map((n) => n.type));
    for (const type of ['OLDEST_LIVING', 'LONGEST_LIFE', 'COMMON_FIRST_NAME', 'BIRTH_PLACES', 'FAMILY_GROWTH', 'MISSING_PARENTS', 'MISSING_DATES', 'DEATH_BEFORE_BIRTH',
      'BIRTH_AFTER_PARENT_DEATH', 'PARENT_TOO_OLD', 'MARRIAGE_AFTER_DEATH', 'PROBABLY_DEAD_WITHOUT_DATE', 'POSSIBLE_DUPLICATE', 'ANNIVERSARY', 'ON_THIS_DAY']) {
      expect([type, types.has(type)]).toEqual([type, true]);
    }
    const { people: p } = f;
    expect(about(nodes, 'OLDEST_LIVING', p.Ancient) ?? about(nodes, 'OLDEST_LIVING', p.Olga)).toBeDefined();
    const longest = about(nodes, 'LONGEST_LIFE', p.Walter)!;
    expect(longest.sentence).toBe('Walter Stone lived 94–95 years, the longest life of those born in 1875–1899.');
    expect(longest.dataPoints).toEqual(expect.arrayContaining([{ personId: p.Walter, field: 'birth', value: '1890' }, { personId: p.Walter, field: 'death', value: '1985' }]));
    expect(longest.action).toEqual({ kind: 'OPEN_PERSON', personIds: [p.Walter] });
    const duplicate = ofType(nodes, 'POSSIBLE_DUPLICATE').find((n) => n.people.some((x) => x.id === p.Margaret))!;
    expect(duplicate.people.map((x) => x.id).sort()).toEqual([p.Margaret, p.Margret].sort());
    expect(duplicate.action?.kind).toBe('COMPARE_PEOPLE');
    expect(duplicate.group).toBe('DUPLICATES');
    expect(about(nodes, 'DEATH_BEFORE_BIRTH', p.Reversed)?.action?.kind).toBe('FIX_DATE');
    expect(about(nodes, 'BIRTH_AFTER_PARENT_DEATH', p.Late)?.people.map((x) => x.id)).toEqual([p.Late, p.Frank]);
    expect(about(nodes, 'PARENT_TOO_OLD', p.Young)?.sentence).toContain('Olga Stone');
    expect(about(nodes, 'MISSING_DATES', p.Nobody)).toBeDefined();
    expect(about(nodes, 'MISSING_PARENTS', p.Nobody)).toBeDefined();
    expect(about(nodes, 'PROBABLY_DEAD_WITHOUT_DATE', p.Ancient)?.sentence).toContain('Ancient Stone');
    expect(about(nodes, 'ANNIVERSARY', p.Annie)?.sentence).toBe('In 5 days, the 100th anniversary of the birth of Annie Stone.');
    expect(about(nodes, 'ON_THIS_DAY', p.Dora)?.sentence).toMatch(/^On this day in \d{4}, 50 years ago: the death of Dora Stone\.$/);
    expect(ofType(nodes, 'COMMON_FIRST_NAME').some((n) => n.sentence.startsWith('John was the name of 2'))).toBe(true);
  });

  it("writes each sentence in the reader's language", async () => {
    const res = await f.ada.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ query: PAGE, variables: { t: f.ada.treeId, g: 'DAYS', n: 50 } }),
    });
    const body = (await res.json()) as { data: { familyInsights: Page } };
    const annie = about(body.data.familyInsights.nodes, 'ANNIVERSARY', f.people.Annie);
    expect(annie?.sentence).toMatch(/Annie Stone/);
    expect(annie?.sentence).not.toMatch(/anniversary/);
  });

  it('orders the timely first when every group is asked at once, and says when there are more', async () => {
    const first = await page(f.ada, { n: 3 });
    expect(first.nodes).toHaveLength(3);
    expect(first.nodes[0].group).toBe('DAYS');
    expect(first.hasMore).toBe(true);
    expect(first.updating).toBe(false);
    expect(first.computedAt).not.toBeNull();
    expect(first.viewerCanEdit).toBe(true);
  });

  it('reads a page in a few statements, however many findings the tree has', async () => {
    const counter = await countStatements(app.orm);
    try {
      const { statements } = await counter.during(() => page(f.ada, { n: 50 }));
      // Session, grant, findings, people, the tree and its state; a runaway (a statement per finding) is far more.
      expect(statements).toBeLessThanOrEqual(9);
    } finally {
      counter.stop();
    }
  });
});

describe('each reader sees what they may', () => {
  it('shows the editor every finding the owner sees', async () => {
    const [owner, editor] = await Promise.all([everything(f.ada), everything(f.fay)]);
    expect(editor.map((n) => n.id).sort()).toEqual(owner.map((n) => n.id).sort());
  });

  it("keeps from a viewer every finding resting on a living person's details, and those details everywhere", async () => {
    const mine = await everything(f.cleo);
    const { people: p } = f;
    // Olga is living: the owner reads her birth date in her finding, the viewer neither the finding nor the date.
    const owners = await everything(f.ada);
    expect(owners.some((n) => n.people.some((x) => x.id === p.Olga) && n.dataPoints.some((d) => d.personId === p.Olga && d.value === '3 MAR 1921'))).toBe(true);
    expect(JSON.stringify(mine)).not.toContain('1921');
    expect(mine.some((n) => n.dataPoints.some((d) => d.personId === p.Olga && d.field !== 'name'))).toBe(false);
    for (const type of ['POSSIBLE_DUPLICATE', 'FAMILY_GROWTH', 'PARENT_TOO_OLD']) expect([type, ofType(mine, type)]).toEqual([type, []]);
    expect(mine.find((n) => n.type === 'OLDEST_LIVING' && n.people[0].id === p.Olga)).toBeUndefined();
    // What rests on the dead, and a living person's missing parents (names only), the viewer reads.
    expect(about(mine, 'LONGEST_LIFE', p.Walter)?.dataPoints.length).toBeGreaterThan(0);
    expect(about(mine, 'MISSING_PARENTS', p.Nobody)?.dataPoints).toEqual([{ personId: p.Nobody, field: 'name', value: 'Nobody Apart' }]);
    expect(about(mine, 'ANNIVERSARY', p.Annie)).toBeDefined();
    expect((await page(f.cleo, { n: 1 })).viewerCanEdit).toBe(false);
  });

  it('keeps from a reader limited to a branch what counts or ranks the whole tree, and everyone outside the branch', async () => {
    const { people: p } = f;
    const bea = await buildUser(app, { name: 'Bea Lane' });
    // Bea edits Olga's branch: Olga and her son Young.
    await shareTree(f.ada, bea, 'editor', { kind: 'descendants', rootId: p.Olga });
    const mine = await everything(bea);
    const owners = await everything(f.ada);
    // The owner reads counts and ranks naming people of the branch (Olga is the oldest living and born in Cork, as many are)…
    expect(about(owners, 'OLDEST_LIVING', p.Olga) ?? about(owners, 'OLDEST_LIVING', p.Ancient)).toBeDefined();
    expect(ofType(owners, 'BIRTH_PLACES').length).toBeGreaterThan(0);
    // …the branch's editor none of them, and nobody outside the branch.
    for (const type of ['FAMILY_GROWTH', 'COMMON_FIRST_NAME', 'BIRTH_PLACES', 'OLDEST_LIVING', 'LONGEST_LIFE']) expect([type, ofType(mine, type)]).toEqual([type, []]);
    const branch = new Set([p.Olga, p.Young]);
    expect(mine.flatMap((n) => n.people.map((x) => x.id)).filter((id) => !branch.has(id))).toEqual([]);
    // What rests on the branch alone she reads: Olga was 69 at Young's birth.
    expect(about(mine, 'PARENT_TOO_OLD', p.Young)?.people.map((x) => x.id)).toEqual([p.Young, p.Olga]);
  });

  it("finds no tree for a stranger, and asks who is asking", async () => {
    expect(codeOf(await f.dan.client.gql(PAGE, { t: f.ada.treeId, n: 5 }))).toBe('NOT_FOUND');
    expect(codeOf(await new TestClient(app.url).gql(PAGE, { t: f.ada.treeId, n: 5 }))).toBe('UNAUTHENTICATED');
    const strangers = (await must<{ familyInsights: Page }>(f.dan.client, PAGE, { t: f.dan.treeId, n: 50 })).familyInsights;
    expect(strangers.nodes.some((n) => n.people.some((x) => Object.values(f.people).includes(x.id)))).toBe(false);
  });
});

describe('dismissing', () => {
  it("hides a finding from the reader alone, for good, until they show them again", async () => {
    const walter = about(await everything(f.ada), 'LONGEST_LIFE', f.people.Walter)!;
    expect((await must<{ dismissInsight: string }>(f.ada.client, DISMISS, { id: walter.id })).dismissInsight).toBe(walter.id);
    expect(about(await everything(f.ada), 'LONGEST_LIFE', f.people.Walter)).toBeUndefined();
    expect(about(await everything(f.fay), 'LONGEST_LIFE', f.people.Walter)?.id).toBe(walter.id);
    expect(about(await everything(f.cleo), 'LONGEST_LIFE', f.people.Walter)?.id).toBe(walter.id);
    // Another change, another recompute: still hidden from Ada, and the same finding keeps its id.
    const before = await runsOf(app, f.ada.treeId);
    await must(f.ada.client, UPDATE_BIO, { id: f.people.Wilma, bio: 'A recompute, please.' });
    expect(await insightsSettled(app, f.ada.treeId)).toBeGreaterThan(before);
    expect(about(await everything(f.ada), 'LONGEST_LIFE', f.people.Walter)).toBeUndefined();
    expect(about(await everything(f.fay), 'LONGEST_LIFE', f.people.Walter)?.id).toBe(walter.id);
    expect((await must<{ restoreInsights: number }>(f.ada.client, RESTORE, { t: f.ada.treeId })).restoreInsights).toBe(1);
    expect(about(await everything(f.ada), 'LONGEST_LIFE', f.people.Walter)?.id).toBe(walter.id);
  });

  it("finds no finding the reader may not read: another tree's, one about a living person to a viewer, a made-up id", async () => {
    const olga = (await everything(f.ada)).find((n) => n.people.some((x) => x.id === f.people.Olga) && n.type === 'PARENT_TOO_OLD')!;
    expect(codeOf(await f.cleo.client.gql(DISMISS, { id: olga.id }))).toBe('NOT_FOUND');
    expect(codeOf(await f.dan.client.gql(DISMISS, { id: olga.id }))).toBe('NOT_FOUND');
    expect(codeOf(await f.dan.client.gql(RESTORE, { t: f.ada.treeId }))).toBe('NOT_FOUND');
    expect(codeOf(await f.ada.client.gql(DISMISS, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await f.ada.client.gql(DISMISS, { id: 'nonsense' }))).toBe('NOT_FOUND');
    // Nobody's refusal hid it from anyone.
    expect(about(await everything(f.ada), 'PARENT_TOO_OLD', f.people.Young)?.id).toBe(olga.id);
  });
});

describe('not the same person', () => {
  it('is refused to a viewer, a stranger, a person with themselves and people of another tree', async () => {
    const { Margaret, Margret } = f.people;
    expect(codeOf(await f.cleo.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: Margret }))).toBe('FORBIDDEN');
    expect(codeOf(await f.dan.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: Margret }))).toBe('NOT_FOUND');
    expect(codeOf(await f.ada.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: Margaret }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: Margaret.toUpperCase() }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: f.dan.selfMemberId }))).toBe('NOT_FOUND');
    // Fay edits Ada's tree and her own: her own person is not of Ada's tree.
    expect(codeOf(await f.fay.client.gql(NOT_SAME, { t: f.ada.treeId, a: Margaret, b: f.fay.selfMemberId }))).toBe('BAD_USER_INPUT');
    expect(ofType(await everything(f.ada), 'POSSIBLE_DUPLICATE').some((n) => n.people.some((x) => x.id === Margaret))).toBe(true);
  });

  it("is remembered for the tree: the pair is not offered again, after recomputes too", async () => {
    const { Margaret, Margret } = f.people;
    expect((await must<{ markNotSamePerson: boolean }>(f.fay.client, NOT_SAME, { t: f.ada.treeId, a: Margret, b: Margaret })).markNotSamePerson).toBe(true);
    expect(ofType(await everything(f.ada), 'POSSIBLE_DUPLICATE').some((n) => n.people.some((x) => x.id === Margaret))).toBe(false);
    const before = await runsOf(app, f.ada.treeId);
    await must(f.ada.client, UPDATE_BIO, { id: Margaret, bio: 'Not Margret.' });
    expect(await insightsSettled(app, f.ada.treeId)).toBeGreaterThan(before);
    expect(ofType(await everything(f.ada), 'POSSIBLE_DUPLICATE').some((n) => n.people.some((x) => x.id === Margaret))).toBe(false);
    // Saying it twice is saying it once.
    expect((await must<{ markNotSamePerson: boolean }>(f.ada.client, NOT_SAME, { t: f.ada.treeId, a: Margaret, b: Margret })).markNotSamePerson).toBe(true);
  });
});

describe('recomputing', () => {
  it('recomputes a burst of edits once', async () => {
    const before = await insightsSettled(app, f.ada.treeId);
    const ids = [f.people.Olga, f.people.Walter, f.people.Frank, f.people.Dora, f.people.Annie];
    await Promise.all(ids.map((id, i) => must(f.ada.client, UPDATE_BIO, { id, bio: `Edit ${i} of a burst.` })));
    const [waiting] = await app.orm.em.fork().execute<{ count: number }[]>(`select count(*)::int as count from graphile_worker.jobs where key = ?`, [`insights-recompute:${f.ada.treeId}`]);
    expect(waiting.count).toBe(1);
    expect(await insightsSettled(app, f.ada.treeId)).toBe(before + 1);
  });

  it("recomputes a change made outside the app's services too (the tree's revision moved)", async () => {
    const before = await insightsSettled(app, f.ada.treeId);
    await app.orm.em.fork().execute(`update family_members set death_date = null, death_earliest = null, death_latest = null, birth_date = '1950' where id = ?`, [f.people.Reversed]);
    expect(await insightsSettled(app, f.ada.treeId)).toBe(before + 1);
    expect(about(await everything(f.ada), 'DEATH_BEFORE_BIRTH', f.people.Reversed)).toBeUndefined();
  });

  it('waits the delay of the server that made the change, whatever another server on the database is set to', async () => {
    const before = await insightsSettled(app, f.ada.treeId);
    const key = `insights-recompute:${f.ada.treeId}`;
    // Another server, set to wait an hour, changes the tree: its recompute is due in an hour, not in this app's 0.8 s.
    const other = new pg.Client({ connectionString: process.env.KINFOLK_TEST_DB_URL, options: pgSessionOptions({ insightsRecomputeDelayMs: 3_600_000 }) });
    await other.connect();
    try {
      await other.query(`update family_members set bio = 'Changed by a server that waits an hour.' where id = $1`, [f.people.Olga]);
      const due = await other.query<{ seconds: number }>(`select extract(epoch from run_at - created_at)::float as seconds from graphile_worker.jobs where key = $1`, [key]);
      expect(due.rows.map((r) => Math.round(r.seconds))).toEqual([3600]);
      await other.query(`select graphile_worker.reschedule_jobs(array_agg(id), run_at => now()) from graphile_worker.jobs where key = $1`, [key]);
    } finally {
      await other.end();
    }
    expect(await insightsSettled(app, f.ada.treeId)).toBe(before + 1);
    // This app's own change is due after its own delay again.
    await must(f.ada.client, UPDATE_BIO, { id: f.people.Olga, bio: 'Changed through this app.' });
    expect(await insightsSettled(app, f.ada.treeId)).toBe(before + 2);
  });
});

describe('bad input', () => {
  it('refuses a page of none or too many, and an id that is none', async () => {
    expect(codeOf(await f.ada.client.gql(PAGE, { t: f.ada.treeId, n: 0 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(PAGE, { t: f.ada.treeId, n: 51 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(PAGE, { t: 'a tree', n: 5 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(PAGE, { t: f.ada.treeId, g: 'EVERYTHING', n: 5 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await f.ada.client.gql(RESTORE, { t: 'nope' }))).toBe('NOT_FOUND');
  });

  it('recomputes nothing for a tree with nobody new, and nothing at all for a tree that is gone', async () => {
    const lone = await buildUser(app, { name: 'Lone Person' });
    const { recomputeTreeInsights } = await import('./index.ts');
    expect(await recomputeTreeInsights(app.orm.em.fork(), '00000000-0000-4000-8000-000000000000')).toBeNull();
    const outcome = await recomputeTreeInsights(app.orm.em.fork(), lone.treeId);
    expect(outcome).toMatchObject({ people: 1, written: true });
  });
});
