import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { TestClient, type GraphQLBody } from '../../../../test/client.ts';
import { buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { catalogue, challengeByKey, completionTraces, joinByKey, progressSettled, progressWhen, rewardsOf } from '../../../../test/challenges.ts';

// Nobody reports their own progress, and bad input is answered clearly with nothing half-saved.
// Progress, points and completion have no input anywhere: fields and arguments that would carry
// them do not exist, so GraphQL refuses them before anything runs. A family challenge's input is
// held to its ranges, and hostile text is either refused (control characters, broken Unicode) or kept
// as the plain text it is.

let app: TestApp;
let olga: Person; // owns a tree
let ed: Person; // edits Olga's tree
let sam: Person; // a stranger with a tree of his own

/** A GraphQL request as sent, answered with its HTTP status and body. */
async function post(person: Person | TestClient, query: string, variables?: Record<string, unknown>) {
  const client = person instanceof TestClient ? person : person.client;
  const res = await client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as GraphQLBody<Record<string, unknown>>;
  return { status: res.status, code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message ?? '', fields: body.errors?.[0]?.extensions?.fields, data: body.data };
}

const CREATE = 'mutation($input: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $input) { id title description rewards { points } timeLimitDays } }';
/** The family challenges of these people's trees, or added by them. */
const familyRows = async () =>
  Number(
    (
      await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from discovery_challenges where tree_id in (?, ?, ?) or created_by_id in (?, ?, ?)', [
        ...[olga, ed, sam].map((p) => p.treeId),
        ...[olga, ed, sam].map((p) => p.id),
      ])
    )[0].n,
  );
const good = () => ({ treeId: olga.treeId, title: 'Find Rosa’s birth record', difficulty: 'hard', category: 'heritage', points: 100 });

beforeAll(async () => {
  // Many refused documents come from one session here: the limit on them is lifted for this server.
  app = await startTestApp({ GRAPHQL_REFUSALS: '1000' });
  [olga, ed, sam] = await Promise.all(['Olga Input', 'Ed Input', 'Sam Input'].map((name) => buildUser(app, { name })));
  await shareTree(olga, ed, 'editor');
});
afterAll(() => app.close());

describe('progress cannot be self-reported', () => {
  let id: string;

  beforeAll(async () => {
    id = (await challengeByKey(olga, 'first-story')).id;
  });

  it('refuses arguments and fields that would carry progress, points or completion, before anything runs', async () => {
    const documents = [
      'mutation($id: ID!) { joinChallenge(id: $id, progress: 100) { id } }',
      'mutation($id: ID!) { joinChallenge(id: $id, status: completed) { id } }',
      'mutation($id: ID!) { updateChallengeProgress(id: $id, count: 1) { id } }',
      'mutation($id: ID!) { completeChallenge(id: $id) { id } }',
      'mutation($id: ID!) { claimFamilyChallenge(id: $id, confirmed: true) { id } }',
      'mutation { setLeaderboardVisibility(visible: true, totalPoints: 9999) { totalPoints } }',
      'mutation($id: ID!) { joinChallenge(id: $id) { id viewerProgress(count: 1) { count } } }',
    ];
    for (const query of documents) {
      expect({ query, ...(await post(olga, query, { id })) }).toMatchObject({ query, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
    }
  });

  it('refuses fields of a family challenge that do not exist, written in the document or sent as variables', async () => {
    const inline = await post(olga, `mutation { createFamilyChallenge(input: { treeId: "${olga.treeId}", title: "Mine", difficulty: easy, category: stories, points: 10, completed: true }) { id } }`);
    expect(inline).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
    for (const extra of [{ completed: true }, { status: 'completed' }, { rewardsEarned: { points: 500 } }, { claimedById: olga.id }, { progress: { count: 1, percent: 100 } }, { key: 'first-story' }]) {
      const res = await post(olga, CREATE, { input: { ...good(), ...extra } });
      expect({ extra, status: res.status, code: res.code }).toEqual({ extra, status: 400, code: 'BAD_USER_INPUT' });
      expect(res.message).toMatch(/is not defined by type "CreateFamilyChallengeInput"/);
    }
    expect(await familyRows()).toBe(0);
  });

  it('ignores variables the document does not declare: joining counts nothing that was not done', async () => {
    const joined = await post(olga, 'mutation($id: ID!) { joinChallenge(id: $id) { id viewerProgress { status count } } }', { id, progress: { count: 1, percent: 100 }, status: 'completed', count: 1 });
    expect(joined).toMatchObject({ status: 200, code: undefined, data: { joinChallenge: { id, viewerProgress: { status: 'in_progress', count: 0 } } } });
    await progressSettled(app, olga.id);
    expect(await progressWhen(olga, id, () => true)).toMatchObject({ status: 'in_progress', count: 0, percent: 0 });
    expect((await rewardsOf(olga)).totalPoints).toBe(0);
    expect(await completionTraces(app, olga.id, id)).toEqual({ notices: 0, places: 0 });
  });
});

describe('a family challenge’s input', () => {
  const refused: [what: string, input: Record<string, unknown>, field: string, message: string][] = [
    ['points of 9999', { points: 9999 }, 'points', 'Must be between 0 and 500'],
    ['negative points', { points: -1 }, 'points', 'Must be between 0 and 500'],
    ['a title of spaces', { title: '    ' }, 'title', 'Required'],
    ['a title of 121 characters', { title: 'R'.repeat(121) }, 'title', 'String must contain at most 120 character(s)'],
    ['a description of 2,001 characters', { description: 'd'.repeat(2001) }, 'description', 'String must contain at most 2000 character(s)'],
    ['a time limit of 0 days', { timeLimitDays: 0 }, 'timeLimitDays', 'Must be between 1 and 365'],
    ['a time limit of 366 days', { timeLimitDays: 366 }, 'timeLimitDays', 'Must be between 1 and 365'],
    ['a tree id that is not one', { treeId: '../../etc/passwd' }, 'treeId', 'Must be an id'],
    ['a tree that does not exist', { treeId: '00000000-0000-4000-8000-000000000000' }, 'treeId', "Only the tree's owner can add a family challenge."],
    ['a title with a NUL', { title: 'Rosa\u0000' }, 'title', 'Must not contain control characters'],
    ['a title with an escape sequence', { title: 'Rosa \u001b[31mred' }, 'title', 'Must not contain control characters'],
    ['a title with a lone surrogate', { title: 'Rosa \ud800' }, 'title', 'Must be valid Unicode text'],
  ];

  it.each(refused)('refuses %s with BAD_USER_INPUT naming the field, saving nothing', async (_what, change, field, message) => {
    const res = await post(olga, CREATE, { input: { ...good(), ...change } });
    expect({ code: res.code, fields: res.fields }).toEqual({ code: 'BAD_USER_INPUT', fields: expect.objectContaining({ [field]: message }) });
    expect(await familyRows()).toBe(0);
  });

  it('refuses values GraphQL cannot take as their types (a fraction of a point, an unknown difficulty), before anything runs', async () => {
    for (const change of [{ points: 2.5 }, { difficulty: 'impossible' }, { category: 'gossip' }, { points: '100' }, { title: null }]) {
      expect({ change, ...(await post(olga, CREATE, { input: { ...good(), ...change } })) }).toMatchObject({ change, status: 400, code: 'BAD_USER_INPUT' });
    }
    expect(await familyRows()).toBe(0);
  });

  it('refuses a tree that is someone else’s: a stranger’s is not theirs to name (BAD_USER_INPUT), an editor is not its owner (FORBIDDEN)', async () => {
    expect(await post(sam, CREATE, { input: good() })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { treeId: "Only the tree's owner can add a family challenge." } });
    expect(await post(ed, CREATE, { input: good() })).toMatchObject({ code: 'FORBIDDEN', message: "Only the tree's owner can add a family challenge." });
    expect(await post(new TestClient(app.url), CREATE, { input: good() })).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await familyRows()).toBe(0);
  });

  it('keeps text that only looks hostile as the plain text it is', async () => {
    const title = `<img src=x onerror=alert(1)>'); drop table discovery_challenges; --`;
    const description = 'Line one\nLine two\t— ✓ Rosa’s 🎂 ‮reversed‬';
    const res = await post(olga, CREATE, { input: { ...good(), title, description, points: 0, timeLimitDays: 365 } });
    expect(res.code).toBeUndefined();
    expect(res.data!.createFamilyChallenge).toMatchObject({ title, description, rewards: { points: 0 }, timeLimitDays: 365 });
    const stored = (await must<{ discoveryChallenge: { title: string } }>(ed.client, 'query($id: ID!) { discoveryChallenge(id: $id) { title } }', { id: (res.data!.createFamilyChallenge as { id: string }).id })).discoveryChallenge;
    expect(stored.title).toBe(title);
    expect(await familyRows()).toBe(1);
    expect((await must<{ discoveryChallenges: { key: string | null }[] }>(ed.client, '{ discoveryChallenges { key } }')).discoveryChallenges.filter((c) => c.key).length).toBe(catalogue().length);
  });
});

describe('ids and actions that do not fit', () => {
  it('answers an id that is not one with BAD_USER_INPUT, and one that is nobody’s with NOT_FOUND', async () => {
    for (const query of ['query($id: ID!) { discoveryChallenge(id: $id) { id } }', 'mutation($id: ID!) { joinChallenge(id: $id) { id } }', 'mutation($id: ID!) { claimFamilyChallenge(id: $id) { id } }']) {
      expect(await post(olga, query, { id: "1' or '1'='1" })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'Must be an id' } });
      expect(await post(olga, query, { id: '7a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6d' })).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('refuses what a catalogue challenge cannot do, clearly, and changes nothing', async () => {
    const id = await joinByKey(ed, 'first-memory');
    expect(await post(ed, 'mutation($id: ID!) { claimFamilyChallenge(id: $id) { id } }', { id })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await post(ed, 'mutation($id: ID!) { confirmFamilyChallenge(id: $id) { id } }', { id })).toMatchObject({ code: 'FORBIDDEN', message: 'Nobody has said this challenge is done yet.' });
    expect(await post(ed, 'mutation($id: ID!) { leaveChallenge(id: $id) { id } }', { id: (await challengeByKey(ed, 'tag-ten')).id })).toMatchObject({ code: 'FORBIDDEN', message: 'You have not joined this challenge.' });
    expect(await post(ed, 'mutation { chooseChartStyle(style: heritage) { chartStyle } }')).toMatchObject({ code: 'FORBIDDEN', message: 'Complete the challenge that unlocks this chart style to use it.' });
    expect(await post(ed, 'mutation { chooseChartStyle(style: neon) { chartStyle } }')).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(await post(ed, 'mutation($v: Boolean!) { setLeaderboardVisibility(visible: $v) { onLeaderboard } }', { v: 'no' })).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(await progressWhen(ed, id, () => true)).toMatchObject({ status: 'in_progress', count: 0 });
    expect(await rewardsOf(ed)).toMatchObject({ totalPoints: 0, onLeaderboard: true });
    expect((await must<{ myRewards: { chartStyle: string } }>(ed.client, '{ myRewards { chartStyle } }')).myRewards.chartStyle).toBe('classic');
  });

  it('answers someone signed out with UNAUTHENTICATED everywhere', async () => {
    const nobody = new TestClient(app.url);
    const id = (await challengeByKey(olga, 'first-story')).id;
    for (const [query, variables] of [
      ['{ discoveryChallenges { id } }', {}],
      ['{ myRewards { totalPoints } }', {}],
      ['{ challengeLeaderboard { entries { rank } } }', {}],
      ['mutation($id: ID!) { joinChallenge(id: $id) { id } }', { id }],
      ['mutation { setLeaderboardVisibility(visible: false) { onLeaderboard } }', {}],
    ] as const) {
      expect(await post(nobody, query, variables)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
