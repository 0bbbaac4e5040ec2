import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { CHALLENGE_FIELDS, completionTraces, joinByKey, leaderboardOf, progressSettled, progressWhen, type ChallengeView } from '../../../../test/challenges.ts';
import { seasonOf } from '../challenge-rules.ts';

// The rules that hold across a challenge's life, through real HTTP on a new database (its first
// account is the administrator): a completion an undo took back cannot be left and joined again for
// a second one; what is done while a challenge is switched off never counts, even once it is on
// again; a claim withdrawn by leaving, or left by an account that went, is made anew and needs its
// own confirmation; who left the leaderboard is in nobody's list of seasons either.

let app: TestApp;
let admin: Person, olga: Person, ed: Person, eve: Person, vi: Person;

const JOIN = `mutation($id: ID!) { joinChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const CLAIM = `mutation($id: ID!) { claimFamilyChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmFamilyChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const ONE = `query($id: ID!) { discoveryChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const SET_ACTIVE = 'mutation($id: ID!, $active: Boolean!) { setChallengeActive(id: $id, active: $active) { id isActive } }';
const CREATE = 'mutation($input: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $input) { id } }';
const STORY = 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }';

type Challenge = ChallengeView & { claim: { claimedBy: { id: string } | null; confirmedBy: { id: string } | null } | null };
const read = async (person: Person, id: string) => (await must<{ discoveryChallenge: Challenge }>(person.client, ONE, { id })).discoveryChallenge;
const completed = (p: { status: string }) => p.status === 'completed';

beforeAll(async () => {
  app = await startTestApp({}, { freshDatabase: true });
  admin = await buildUser(app, { name: 'Ada Admin' });
  [olga, ed, eve, vi] = await Promise.all(['Olga Owner', 'Ed Editor', 'Eve Editor', 'Vi Viewer'].map((name) => buildUser(app, { name })));
  await shareTree(olga, ed, 'editor');
  await shareTree(olga, eve, 'editor');
  await shareTree(olga, vi, 'viewer');
});
afterAll(() => app.close());

describe('a completion taken back by an undo', () => {
  it('cannot be left and joined again to complete, be told and be placed a second time', async () => {
    const id = await joinByKey(vi, 'first-story');
    const { createStory } = await must<{ createStory: { id: string } }>(vi.client, STORY, { input: { title: 'The blue tin', content: 'Where the recipe came from.' } });
    expect(await progressWhen(vi, id, completed)).toMatchObject({ status: 'completed', count: 1 });
    await must(vi.client, 'mutation($id: ID!) { deleteStory(id: $id) }', { id: createStory.id });
    const undone = await progressWhen(vi, id, (p) => p.count === 0);
    expect(undone).toMatchObject({ status: 'in_progress', count: 0, completedAt: expect.any(String) });

    expect((await read(vi, id)).viewerCan.leave).toBe(false);
    const refused = await vi.client.gql(LEAVE, { id });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await read(vi, id)).toMatchObject({ viewerProgress: { status: 'in_progress', completedAt: undone.completedAt } });

    await must(vi.client, STORY, { input: { title: 'The blue tin, again', content: 'Found the recipe card.' } });
    expect(await progressWhen(vi, id, completed)).toMatchObject({ status: 'completed', completedAt: undone.completedAt });
    await progressSettled(app, vi.id);
    expect(await completionTraces(app, vi.id, id)).toEqual({ notices: 1, places: 1 });
  });
});

describe('a challenge switched off and on again', () => {
  it('never counts what was done while it was off, and counts again from the moment it is back on', async () => {
    const id = await joinByKey(ed, 'first-branches');
    await addMember(ed, 'Sister', 'sibling');
    await addMember(ed, 'Brother', 'sibling');
    expect(await progressWhen(ed, id, (p) => p.count === 2)).toMatchObject({ count: 2 });

    await must(admin.client, SET_ACTIVE, { id, active: false });
    for (let i = 0; i < 9; i++) await addMember(ed, `Cousin${i}`, 'cousin');
    await progressSettled(app, ed.id);
    await must(admin.client, SET_ACTIVE, { id, active: true });
    // Switching it on works everyone's progress out again: the nine cousins stay out of it.
    await progressSettled(app, ed.id);
    expect(await progressWhen(ed, id, () => true)).toMatchObject({ status: 'in_progress', count: 2 });

    await addMember(ed, 'Aunt', 'other');
    expect(await progressWhen(ed, id, (p) => p.count === 3)).toMatchObject({ status: 'in_progress', count: 3 });
    expect(await completionTraces(app, ed.id, id)).toEqual({ notices: 0, places: 0 });
  });

  it('writes down when it was off: from the switch off to the switch on', async () => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ off_periods: { from: string; to: string | null }[] }[]>(`select off_periods from discovery_challenges where key = 'first-branches'`);
    expect(row.off_periods).toEqual([{ from: expect.any(String), to: expect.any(String) }]);
  });
});

describe('a family challenge’s claim', () => {
  it('is withdrawn when its maker leaves before anyone confirms it, so another editor may make it', async () => {
    const { createFamilyChallenge } = await must<{ createFamilyChallenge: { id: string } }>(olga.client, CREATE, {
      input: { treeId: olga.treeId, title: 'Scan the wedding album', difficulty: 'easy', category: 'memories', points: 30 },
    });
    const id = createFamilyChallenge.id;
    for (const editor of [ed, eve]) await must(editor.client, JOIN, { id });
    await must(ed.client, CLAIM, { id });
    expect(codeOf(await eve.client.gql(CLAIM, { id }))).toBe('FORBIDDEN');

    await must(ed.client, LEAVE, { id });
    expect((await read(olga, id)).claim).toBeNull();
    expect((await read(eve, id)).viewerCan.claim).toBe(true);
    await must(eve.client, CLAIM, { id });
    await must(vi.client, CONFIRM, { id });
    expect(await progressWhen(eve, id, completed)).toMatchObject({ status: 'completed' });
    // Ed, who left, never completed it.
    expect((await read(ed, id)).viewerProgress).toBeNull();
    expect(await completionTraces(app, ed.id, id)).toEqual({ notices: 0, places: 0 });
  });

  it('cannot be left by its maker once confirmed', async () => {
    const { createFamilyChallenge } = await must<{ createFamilyChallenge: { id: string } }>(olga.client, CREATE, {
      input: { treeId: olga.treeId, title: 'Label the attic boxes', difficulty: 'easy', category: 'heritage', points: 20 },
    });
    const id = createFamilyChallenge.id;
    await must(eve.client, JOIN, { id });
    await must(eve.client, CLAIM, { id });
    await must(vi.client, CONFIRM, { id });
    // Whether or not the progress job has completed it yet, leaving is refused.
    expect(codeOf(await eve.client.gql(LEAVE, { id }))).toBe('FORBIDDEN');
    expect(await progressWhen(eve, id, completed)).toMatchObject({ status: 'completed' });
  });

  it('left by an account that went is made anew by another editor, and needs a confirmation of its own', async () => {
    const gone = await buildUser(app, { name: 'Gus Gone' });
    await shareTree(olga, gone, 'editor');
    const { createFamilyChallenge } = await must<{ createFamilyChallenge: { id: string } }>(olga.client, CREATE, {
      input: { treeId: olga.treeId, title: 'Find the ship’s manifest', difficulty: 'hard', category: 'heritage', points: 200 },
    });
    const id = createFamilyChallenge.id;
    await must(gone.client, JOIN, { id });
    await must(ed.client, JOIN, { id });
    await must(gone.client, CLAIM, { id });
    await must(vi.client, CONFIRM, { id });
    await must(gone.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: gone.email, trees: [{ treeId: gone.treeId }] } });
    expect((await read(olga, id)).claim).toMatchObject({ claimedBy: null, confirmedBy: { id: vi.id } });

    await must(ed.client, CLAIM, { id });
    await progressSettled(app, ed.id);
    const claimed = await read(ed, id);
    expect(claimed.claim).toMatchObject({ claimedBy: { id: ed.id }, confirmedBy: null });
    expect(claimed.viewerProgress).toMatchObject({ status: 'in_progress', count: 0 });
    expect(await completionTraces(app, ed.id, id)).toEqual({ notices: 0, places: 0 });

    await must(olga.client, CONFIRM, { id });
    expect(await progressWhen(ed, id, completed)).toMatchObject({ status: 'completed' });
  });
});

describe('who left the leaderboard', () => {
  it('is in nobody’s list of seasons, not even a past season where only they scored', async () => {
    const hider = await buildUser(app, { name: 'Hal Hidden' });
    await shareTree(olga, hider, 'viewer');
    const id = await joinByKey(hider, 'first-story');
    await must(hider.client, STORY, { input: { title: 'The orchard', content: 'Apples.' } });
    expect(await progressWhen(hider, id, completed)).toMatchObject({ status: 'completed' });
    // The completion as if it were a season ago (moving time, as daysPass does): a past season only Hal scored in.
    const past = seasonOf(new Date(Date.now() - 100 * 86_400_000));
    await app.orm.em.fork().execute('update challenge_leaderboard set season_id = ? where user_id = ?', [past, hider.id]);
    const seasonsOf = async (person: Person) => (await must<{ challengeSeasons: { id: string }[] }>(person.client, '{ challengeSeasons { id } }')).challengeSeasons.map((s) => s.id);
    expect(await seasonsOf(olga)).toContain(past);
    expect((await leaderboardOf(olga, past)).map((e) => e.user.id)).toEqual([hider.id]);

    await must(hider.client, 'mutation { setLeaderboardVisibility(visible: false) { onLeaderboard } }');
    for (const reader of [olga, vi, hider]) {
      expect(await seasonsOf(reader)).not.toContain(past);
      expect(await leaderboardOf(reader, past)).toEqual([]);
    }
  });
});

describe('an id sent with spaces around it', () => {
  it('is read as the id it holds, not sent to the database as it came', async () => {
    const { discoveryChallenges } = await must<{ discoveryChallenges: { id: string; key: string | null }[] }>(olga.client, '{ discoveryChallenges { id key } }');
    const id = discoveryChallenges.find((c) => c.key === 'first-memory')!.id;
    for (const padded of [` ${id} `, `\u00a0${id}`, `${id}\u2003`, `\ufeff${id}`]) {
      const res = await olga.client.gql<{ discoveryChallenge: { id: string } }>(ONE, { id: padded });
      expect({ padded, code: codeOf(res), id: res.data?.discoveryChallenge?.id }).toEqual({ padded, code: undefined, id });
    }
    const joined = await olga.client.gql<{ joinChallenge: { id: string } }>(JOIN, { id: ` ${id} ` });
    expect(joined.data?.joinChallenge.id).toBe(id);
  });
});
