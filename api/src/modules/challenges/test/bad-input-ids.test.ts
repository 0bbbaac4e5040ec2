import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { GraphQLBody } from '../../../../test/client.ts';
import { buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { challengeByKey, joinByKey, progressSettled } from '../../../../test/challenges.ts';

// Hostile ids and values for every challenge action: each is answered with the app's usual code —
// BAD_USER_INPUT naming the field for what is not an id, NOT_FOUND for an id of nothing the asker
// may see — never an internal error, and nothing changes: not a challenge, a progress, a place on
// a leaderboard, a reward or a notice. On a new database, whose first account is the administrator.

let app: TestApp;
let admin: Person;
let olga: Person; // owns a tree with a family challenge
let ed: Person; // edits it, joined and claimed the family challenge
let ray: Person; // views it
let sam: Person; // a stranger with a family challenge of his own
let rosaId: string; // Olga's family challenge, claimed by Ed
let samsId: string; // Sam's family challenge, none of the others' business
let storyId: string; // the catalogue's "first-story", which Ed joined
let edsProgressId: string; // Ed's progress with it

/** A GraphQL request as sent, answered with its HTTP status and its first error. */
async function post(person: Person, query: string, variables?: Record<string, unknown>) {
  const res = await person.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as GraphQLBody<Record<string, unknown>>;
  const error = body.errors?.[0];
  return { status: res.status, code: error?.extensions?.code, message: error?.message ?? '', fields: error?.extensions?.fields as Record<string, string> | undefined, data: body.data };
}

/** Every row the challenges keep, and the challenge notices: what must not move when a request is refused. */
async function everything() {
  const em = app.orm.em.fork();
  const digest = async (from: string) =>
    (await em.execute<{ digest: string; n: number }[]>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*)::int as n from ${from} t`))[0];
  return {
    challenges: await digest('discovery_challenges'),
    progress: await digest('user_challenge_progress'),
    places: await digest('challenge_leaderboard'),
    rewards: await digest('user_rewards'),
    notices: await digest("(select * from notifications where kind like 'challenge%')"),
  };
}

const ACTIONS = {
  joinChallenge: 'mutation($id: ID!) { joinChallenge(id: $id) { id } }',
  leaveChallenge: 'mutation($id: ID!) { leaveChallenge(id: $id) { id } }',
  claimFamilyChallenge: 'mutation($id: ID!) { claimFamilyChallenge(id: $id) { id } }',
  confirmFamilyChallenge: 'mutation($id: ID!) { confirmFamilyChallenge(id: $id) { id } }',
  setChallengeActive: 'mutation($id: ID!) { setChallengeActive(id: $id, active: false) { id } }',
} as const;
type Action = keyof typeof ACTIONS;

/** Who tries each action (people made before the tests run): someone who could do it with the right id; the administrator and the tree’s owner both switch. */
const TRYERS: [Action, string, () => Person][] = [
  ['joinChallenge', 'Ray', () => ray],
  ['leaveChallenge', 'Ed', () => ed],
  ['claimFamilyChallenge', 'Ed', () => ed],
  ['confirmFamilyChallenge', 'Ray', () => ray],
  ['setChallengeActive', 'the administrator', () => admin],
  ['setChallengeActive', 'the tree’s owner (not an administrator)', () => olga],
  ['setChallengeActive', 'a stranger', () => sam],
];

/** Ids that are not ids: each must be refused as input before anything is looked up. */
const NOT_IDS: [what: string, id: string][] = [
  ['a quoted SQL condition', "1' or '1'='1"],
  ['an empty string', ''],
  ['spaces', '   '],
  ['a path', '../../etc/passwd'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['a UUID without its dashes', '7a1c1a3e5b8e4d439d1e1e2f3a4b5c6d'],
  ['a UUID in braces', '{7a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6d}'],
  ['a UUID with a statement after it', '7a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6d; drop table discovery_challenges'],
  ['a UUID one digit short', '7a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6'],
  ['a UUID with full-width digits', '７a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6d'],
  ['a UUID with a letter that is not hexadecimal', '7a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6g'],
];

/**
 * Ids of nothing the asker may see: an unknown UUID, the nil and the all-ones UUIDs, a tree's id, a
 * progress's id, and a family challenge of a family not theirs.
 */
const unknownIds = (asker: Person): [what: string, id: string][] => [
  ['an unknown UUID', '7a1c1a3e-5b8e-4d43-9d1e-1e2f3a4b5c6d'],
  ['an unknown UUID in capitals', '7A1C1A3E-5B8E-4D43-9D1E-1E2F3A4B5C6D'],
  ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['the all-ones UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['the id of a tree', olga.treeId],
  ['the id of someone’s progress', edsProgressId],
  ['the id of another family’s challenge', asker === sam ? rosaId : samsId],
];

beforeAll(async () => {
  // Many refused documents come from one session here: the limit on them is lifted for this server.
  app = await startTestApp({ GRAPHQL_REFUSALS: '1000' }, { freshDatabase: true });
  admin = await buildUser(app, { name: 'Ada Admin' });
  [olga, ed, ray, sam] = await Promise.all(['Olga Hostile', 'Ed Hostile', 'Ray Hostile', 'Sam Hostile'].map((name) => buildUser(app, { name })));
  await shareTree(olga, ed, 'editor');
  await shareTree(olga, ray, 'viewer');
  const CREATE = 'mutation($input: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $input) { id } }';
  const family = { difficulty: 'medium', category: 'heritage', points: 50 };
  rosaId = (await must<{ createFamilyChallenge: { id: string } }>(olga.client, CREATE, { input: { ...family, treeId: olga.treeId, title: 'Find Rosa’s birth record' } })).createFamilyChallenge.id;
  samsId = (await must<{ createFamilyChallenge: { id: string } }>(sam.client, CREATE, { input: { ...family, treeId: sam.treeId, title: 'Scan the album' } })).createFamilyChallenge.id;
  await must(ed.client, ACTIONS.joinChallenge, { id: rosaId });
  await must(ed.client, ACTIONS.claimFamilyChallenge, { id: rosaId });
  storyId = await joinByKey(ed, 'first-story');
  edsProgressId = (await must<{ discoveryChallenge: { viewerProgress: { id: string } } }>(ed.client, 'query($id: ID!) { discoveryChallenge(id: $id) { viewerProgress { id } } }', { id: storyId })).discoveryChallenge.viewerProgress.id;
  for (const person of [admin, olga, ed, ray, sam]) await progressSettled(app, person.id);
});
afterAll(() => app.close());

describe('an id that is not one', () => {
  it.each(TRYERS)('%s by %s: BAD_USER_INPUT naming the id, for every shape of non-id, nothing changed', async (action, _who, tryer) => {
    const person = tryer();
    const before = await everything();
    for (const [what, id] of NOT_IDS) {
      const res = await post(person, ACTIONS[action], { id });
      expect({ what, status: res.status, code: res.code, fields: Object.keys(res.fields ?? {}) }).toEqual({ what, status: 200, code: 'BAD_USER_INPUT', fields: ['id'] });
      // The answer names what is wrong without sending the 10,000 characters back.
      expect(res.message.length).toBeLessThan(200);
    }
    expect(await everything()).toEqual(before);
  });

  it.each(TRYERS)('%s by %s: an id holding control characters or broken Unicode is refused as text', async (action, _who, tryer) => {
    const person = tryer();
    const before = await everything();
    for (const [what, id, message] of [
      ['a NUL after a real id', `${rosaId}\u0000`, 'Must not contain control characters'],
      ['a line break after a real id', `${rosaId}\n`, 'Must not contain control characters'],
      ['an escape sequence before a real id', `\u001b[2J${rosaId}`, 'Must not contain control characters'],
      ['a lone surrogate after a real id', `${rosaId}\ud800`, 'Must be valid Unicode text'],
    ]) {
      expect({ what, ...(await post(person, ACTIONS[action], { id })) }).toMatchObject({ what, code: 'BAD_USER_INPUT', fields: { id: message } });
    }
    expect(await everything()).toEqual(before);
  });

  it.each(TRYERS)('%s by %s: a number, null or no id at all is refused by GraphQL before anything runs', async (action, _who, tryer) => {
    const person = tryer();
    const before = await everything();
    expect(await post(person, ACTIONS[action], { id: 12345 })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: 'Must be an id' } });
    for (const variables of [{ id: null }, {}, { id: [rosaId] }, { id: { id: rosaId } }, { id: true }]) {
      expect({ variables, ...(await post(person, ACTIONS[action], variables)) }).toMatchObject({ variables, status: 400, code: 'BAD_USER_INPUT' });
    }
    expect(await everything()).toEqual(before);
  });
});

describe('an id of nothing the asker may see', () => {
  it.each(TRYERS)('%s by %s: NOT_FOUND, nothing changed', async (action, _who, tryer) => {
    const person = tryer();
    const before = await everything();
    for (const [what, id] of unknownIds(person)) {
      expect({ what, ...(await post(person, ACTIONS[action], { id })) }).toMatchObject({ what, status: 200, code: 'NOT_FOUND' });
    }
    expect(await everything()).toEqual(before);
  });

  it('leaves every challenge where it was: both family challenges on, Rosa’s claimed and unconfirmed, the catalogue on, Ed in both, Ray in none', async () => {
    const rosa = (await must<{ discoveryChallenge: { isActive: boolean; claim: { claimedBy: { id: string }; confirmedBy: null } | null; viewerProgress: { status: string } } }>(
      ed.client,
      'query($id: ID!) { discoveryChallenge(id: $id) { isActive claim { claimedBy { id } confirmedBy { id } } viewerProgress { status } } }',
      { id: rosaId },
    )).discoveryChallenge;
    expect(rosa).toEqual({ isActive: true, claim: { claimedBy: { id: ed.id }, confirmedBy: null }, viewerProgress: { status: 'in_progress' } });
    expect((await challengeByKey(ed, 'first-story')).viewerProgress).toMatchObject({ status: 'in_progress', count: 0 });
    const catalogue = (await must<{ challengeCatalogue: { isActive: boolean }[] }>(admin.client, '{ challengeCatalogue { isActive } }')).challengeCatalogue;
    expect(catalogue.every((c) => c.isActive)).toBe(true);
    const samsOwn = (await must<{ discoveryChallenge: { isActive: boolean; claim: null } }>(sam.client, 'query($id: ID!) { discoveryChallenge(id: $id) { isActive claim { claimedAt } } }', { id: samsId })).discoveryChallenge;
    expect(samsOwn).toEqual({ isActive: true, claim: null });
    // Ray joined nothing.
    expect((await challengeByKey(ray, 'first-story')).viewerProgress).toBeNull();
  });
});

describe('setChallengeActive with `active` that is not a boolean', () => {
  const SET = 'mutation($id: ID!, $active: Boolean!) { setChallengeActive(id: $id, active: $active) { id isActive } }';

  it('is refused by GraphQL for the administrator and the tree’s owner alike, before anything runs', async () => {
    const before = await everything();
    for (const [person, id] of [[admin, storyId], [olga, rosaId], [admin, rosaId]] as const) {
      for (const active of ['false', 'no', 0, 1, null, [], {}, 'off']) {
        expect({ active, ...(await post(person, SET, { id, active })) }).toMatchObject({ active, status: 400, code: 'BAD_USER_INPUT' });
      }
      const inline = await post(person, `mutation { setChallengeActive(id: "${id}", active: "false") { id } }`);
      expect(inline).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
    }
    expect(await everything()).toEqual(before);
  });
});

describe('createFamilyChallenge with hostile values', () => {
  const CREATE = 'mutation($input: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $input) { id description timeLimitDays } }';
  const good = () => ({ treeId: olga.treeId, title: 'Label the album', difficulty: 'easy', category: 'memories', points: 10 });

  it.each([
    ['a NUL', 'The album\u0000'],
    ['an escape sequence that clears a terminal', 'The album \u001b[2J\u001b[H'],
    ['a bell', 'Ring \u0007 ring'],
    ['a backspace hiding a word', 'The album\b\b\b\b\bsecret'],
    ['a DEL', 'The album\u007f'],
    ['a vertical tab', 'Line one\u000bline two'],
    ['a form feed', 'Line one\u000cline two'],
  ])('refuses a description with %s, naming it, saving nothing', async (_what, description) => {
    const before = await everything();
    expect(await post(olga, CREATE, { input: { ...good(), description } })).toMatchObject({ status: 200, code: 'BAD_USER_INPUT', fields: { description: 'Must not contain control characters' } });
    expect(await everything()).toEqual(before);
  });

  it('refuses a description with a lone surrogate as text that is not Unicode', async () => {
    const before = await everything();
    expect(await post(olga, CREATE, { input: { ...good(), description: 'Rosa \udc00' } })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { description: 'Must be valid Unicode text' } });
    expect(await everything()).toEqual(before);
  });

  it('refuses a time limit that is a fraction, text, or beyond a whole number, before anything runs', async () => {
    const before = await everything();
    for (const timeLimitDays of [2.5, 0.5, 364.999, '7', 'seven', '', true, [7], { days: 7 }, 2 ** 31, 1e20, Number.MAX_SAFE_INTEGER]) {
      expect({ timeLimitDays, ...(await post(olga, CREATE, { input: { ...good(), timeLimitDays } })) }).toMatchObject({ timeLimitDays, status: 400, code: 'BAD_USER_INPUT' });
    }
    for (const literal of ['2.5', '"7"', 'seven']) {
      const inline = await post(olga, `mutation { createFamilyChallenge(input: { treeId: "${olga.treeId}", title: "T", difficulty: easy, category: memories, points: 1, timeLimitDays: ${literal} }) { id } }`);
      expect({ literal, status: inline.status, code: inline.code }).toEqual({ literal, status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a whole time limit out of range by its field, and takes one in range', async () => {
    const before = await everything();
    for (const timeLimitDays of [-1, 0, 366, 2 ** 31 - 1]) {
      expect({ timeLimitDays, ...(await post(olga, CREATE, { input: { ...good(), timeLimitDays } })) }).toMatchObject({ timeLimitDays, code: 'BAD_USER_INPUT', fields: { timeLimitDays: 'Must be between 1 and 365' } });
    }
    expect(await everything()).toEqual(before);
    const made = await post(olga, CREATE, { input: { ...good(), description: 'Tabs\tand\nlines are text.', timeLimitDays: 1 } });
    expect(made).toMatchObject({ code: undefined, data: { createFamilyChallenge: { description: 'Tabs\tand\nlines are text.', timeLimitDays: 1 } } });
    expect((await everything()).challenges.n).toBe(before.challenges.n + 1);
  });
});

describe('challengeLeaderboard with a hostile season', () => {
  const BOARD = 'query($s: String) { challengeLeaderboard(seasonId: $s) { season { id } entries { rank } } }';

  it('answers a season id of 10,000 characters with BAD_USER_INPUT naming it, without sending it back', async () => {
    const current = `${new Date().getUTCFullYear()}-Q${Math.floor(new Date().getUTCMonth() / 3) + 1}`;
    for (const seasonId of ['Q'.repeat(10_000), `${current}${'x'.repeat(10_000 - current.length)}`, `${'9'.repeat(9_997)}-Q1`]) {
      const res = await post(ed, BOARD, { s: seasonId });
      expect({ status: res.status, code: res.code, fields: res.fields }).toEqual({ status: 200, code: 'BAD_USER_INPUT', fields: { seasonId: 'There is no such season. Seasons are written like 2026-Q4.' } });
      expect(res.message.length).toBeLessThan(200);
    }
    expect(await post(ed, BOARD, { s: `${current}\u0000` })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { seasonId: 'Must not contain control characters' } });
    // The season asked for properly still answers.
    expect(await post(ed, BOARD, { s: current })).toMatchObject({ code: undefined, data: { challengeLeaderboard: { season: { id: current } } } });
  });
});
