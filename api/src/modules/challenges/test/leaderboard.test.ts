import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buildUser, connect, INVITE_TO_TREE, shareTree, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { joinByKey, progressSettled, progressWhen, rewardsOf } from '../../../../test/challenges.ts';
import { workOutProgress } from '../index.ts';

// The family leaderboard of a season: the reader and the people who share a tree with them (access
// accepted), by the points of the challenges they completed in the season, ties going to whoever got
// there first. Lena owns a tree that Mo, Nia and Quinn read; Oz and Pia are another family.

let app: TestApp;
let lena: Person, mo: Person, nia: Person, quinn: Person, oz: Person, pia: Person;

const BOARD = `query($s: String, $first: Int) { challengeLeaderboard(seasonId: $s, first: $first) {
  season { id startsOn endsOn current }
  entries { rank score challengesCompleted completionSeconds reachedAt isViewer user { id displayName } }
  viewerEntry { rank score isViewer user { id } } } }`;
const SEASONS = '{ challengeSeasons { id startsOn endsOn current } }';
const VISIBILITY = 'mutation($v: Boolean!) { setLeaderboardVisibility(visible: $v) { onLeaderboard totalPoints } }';
const STORY = 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }';
const MOMENT = 'query($t: ID) { dailyMoment(treeId: $t) { id } }';
const ANSWER = 'mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { id } }';

interface Entry {
  rank: number;
  score: number;
  challengesCompleted: number;
  completionSeconds: number;
  reachedAt: string;
  isViewer: boolean;
  user: { id: string; displayName: string };
}
interface Board {
  season: { id: string; startsOn: string; endsOn: string; current: boolean };
  entries: Entry[];
  viewerEntry: { rank: number; score: number; isViewer: boolean; user: { id: string } } | null;
}

const boardOf = async (person: Person, seasonId?: string, first?: number) => (await must<{ challengeLeaderboard: Board }>(person.client, BOARD, { s: seasonId ?? null, first })).challengeLeaderboard;
const places = async (person: Person, seasonId?: string) => (await boardOf(person, seasonId)).entries.map((e) => [e.rank, e.user.displayName, e.score]);

/** The quarter `at` falls in, as the app names seasons. */
const seasonOf = (at: Date) => `${at.getUTCFullYear()}-Q${Math.floor(at.getUTCMonth() / 3) + 1}`;
const now = new Date();
const thisQuarterStarts = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1));
/** A moment in the previous season: three days before this one began, at noon. */
const lastSeasonNoon = new Date(thisQuarterStarts.getTime() - 3 * 86_400_000 + 12 * 3_600_000);
const current = seasonOf(now);
const previous = seasonOf(lastSeasonNoon);
const next = seasonOf(new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3 + 3, 1)));

/** Joins `key` and does what completes it (a story, or today's moment), waiting for the completion. */
async function complete(person: Person, key: 'first-story' | 'first-moment') {
  const id = await joinByKey(person, key);
  if (key === 'first-story') await must(person.client, STORY, { input: { title: 'The orchard', content: 'Apples every autumn.' } });
  else {
    const moment = (await must<{ dailyMoment: { id: string } }>(person.client, MOMENT, { t: person.treeId })).dailyMoment;
    await must(person.client, ANSWER, { input: { momentId: moment.id, response: 'The orchard.' } });
  }
  expect((await progressWhen(person, id, (p) => p.status === 'completed')).status).toBe('completed');
  await progressSettled(app, person.id);
  return id;
}

beforeAll(async () => {
  app = await startTestApp();
  [lena, mo, nia, quinn, oz, pia] = await Promise.all(['Lena Board', 'Mo Board', 'Nia Board', 'Quinn Board', 'Oz Otherfamily', 'Pia Otherfamily'].map((name) => buildUser(app, { name })));
  for (const relative of [mo, nia, quinn]) await shareTree(lena, relative, 'viewer');
  await shareTree(oz, pia, 'editor');
});
afterAll(() => app.close());

describe('a season’s leaderboard', () => {
  it('ranks the people who share a tree by points, a tie going to whoever got there first', async () => {
    await complete(nia, 'first-moment'); // 10 points, first
    await complete(mo, 'first-moment'); // 10 points, later
    await complete(lena, 'first-story'); // 25 points
    const expected = [[1, 'Lena Board', 25], [2, 'Nia Board', 10], [3, 'Mo Board', 10]];
    for (const reader of [lena, mo, nia, quinn]) expect(await places(reader)).toEqual(expected);

    const board = await boardOf(mo);
    expect(board.season).toMatchObject({ id: current, current: true });
    expect(board.entries.map((e) => e.isViewer)).toEqual([false, false, true]);
    expect(board.entries[2]).toMatchObject({ challengesCompleted: 1, user: { id: mo.id } });
    expect(Number.isInteger(board.entries[2].completionSeconds)).toBe(true);
    expect(Date.parse(board.entries[1].reachedAt)).toBeLessThan(Date.parse(board.entries[2].reachedAt));
    // Fewer places asked for: the reader's own place comes anyway.
    const top = await boardOf(mo, undefined, 2);
    expect(top.entries.map((e) => e.user.id)).toEqual([lena.id, nia.id]);
    expect(top.viewerEntry).toEqual({ rank: 3, score: 10, isViewer: true, user: { id: mo.id } });
  });

  it('shows nobody who shares no tree with the reader, even invited and not yet accepted', async () => {
    await complete(oz, 'first-story');
    await complete(pia, 'first-moment');
    expect(await places(oz)).toEqual([[1, 'Oz Otherfamily', 25], [2, 'Pia Otherfamily', 10]]);
    await connect(lena, oz);
    await must(lena.client, INVITE_TO_TREE, { i: { treeId: lena.treeId, userId: oz.id, role: 'viewer' } });
    expect((await places(lena)).map(([, name]) => name)).toEqual(['Lena Board', 'Nia Board', 'Mo Board']);
    expect((await places(pia)).map(([, name]) => name)).toEqual(['Oz Otherfamily', 'Pia Otherfamily']);
  });

  it('hides whoever leaves it from everyone, themselves included, while they keep earning; coming back shows all they earned', async () => {
    expect((await must<{ setLeaderboardVisibility: { onLeaderboard: boolean } }>(nia.client, VISIBILITY, { v: false })).setLeaderboardVisibility.onLeaderboard).toBe(false);
    for (const reader of [lena, mo]) expect(await places(reader)).toEqual([[1, 'Lena Board', 25], [2, 'Mo Board', 10]]);
    const own = await boardOf(nia);
    expect(own.entries.map((e) => e.user.id)).not.toContain(nia.id);
    expect(own.viewerEntry).toBeNull();

    await complete(nia, 'first-story');
    expect(await rewardsOf(nia)).toMatchObject({ totalPoints: 35, challengesCompleted: 2, onLeaderboard: false });
    expect((await places(lena)).map(([, name]) => name)).toEqual(['Lena Board', 'Mo Board']);

    await must(nia.client, VISIBILITY, { v: true });
    expect(await places(lena)).toEqual([[1, 'Nia Board', 35], [2, 'Lena Board', 25], [3, 'Mo Board', 10]]);
  });

  it('keeps past seasons, each with its own places', async () => {
    // Quinn answered a moment in the previous season, having joined two hours before: the answer
    // comes first (nothing is counted for someone who joined nothing), then the moments of the
    // answer and of joining are moved back into that season, and the progress job is run as it
    // would have run then (workOutProgress takes the moment it runs at).
    const moment = (await must<{ dailyMoment: { id: string } }>(quinn.client, MOMENT, { t: quinn.treeId })).dailyMoment;
    await must(quinn.client, ANSWER, { input: { momentId: moment.id, response: 'Snow on the roof.' } });
    const id = await joinByKey(quinn, 'first-moment');
    await progressSettled(app, quinn.id);
    expect((await progressWhen(quinn, id, () => true)).count).toBe(0);
    const em = app.orm.em.fork();
    await em.execute('update prompt_responses set created_at = ? where user_id = ?', [new Date(lastSeasonNoon.getTime() - 3_600_000), quinn.id]);
    await em.execute('update user_challenge_progress set started_at = ? where user_id = ? and challenge_id = ?', [new Date(lastSeasonNoon.getTime() - 2 * 3_600_000), quinn.id, id]);
    await workOutProgress(app.orm.em.fork(), quinn.id, lastSeasonNoon);
    expect(await progressWhen(quinn, id, () => true)).toMatchObject({ status: 'completed', completedAt: lastSeasonNoon.toISOString() });

    const seasons = (await must<{ challengeSeasons: { id: string; current: boolean }[] }>(lena.client, SEASONS)).challengeSeasons;
    expect(seasons.map((s) => [s.id, s.current])).toEqual([[current, true], [previous, false]]);
    const past = await boardOf(lena, previous);
    expect(past.season).toMatchObject({ id: previous, current: false });
    expect(past.entries).toEqual([expect.objectContaining({ rank: 1, score: 10, challengesCompleted: 1, completionSeconds: 7200, user: expect.objectContaining({ id: quinn.id }) })]);
    expect((await places(lena)).map(([, name]) => name)).not.toContain('Quinn Board');

    // Later work by Quinn leaves the past season as it was.
    await must(quinn.client, STORY, { input: { title: 'Winter', content: 'Snow.' } });
    await progressSettled(app, quinn.id);
    expect((await boardOf(lena, previous)).entries.map((e) => [e.user.id, e.score])).toEqual([[quinn.id, 10]]);
    // A stranger has no such season.
    expect((await must<{ challengeSeasons: { id: string }[] }>(oz.client, SEASONS)).challengeSeasons.map((s) => s.id)).toEqual([current]);
    expect((await boardOf(oz, previous)).entries).toEqual([]);
  });

  it('answers a season that is not one, or has not begun, and a size out of range, with BAD_USER_INPUT', async () => {
    for (const seasonId of ['2026-Q5', 'Q4-2026', '2026-q4', '', '1999-Q4', next, `${current}; drop table challenge_leaderboard`]) {
      const res = await lena.client.gql(BOARD, { s: seasonId });
      expect({ seasonId, code: codeOf(res) }).toEqual({ seasonId, code: 'BAD_USER_INPUT' });
    }
    const PLACES = 'query($first: Int) { challengeLeaderboard(first: $first) { entries { rank } } }';
    for (const first of [0, 101, -1]) expect(codeOf(await lena.client.gql(PLACES, { first }))).toBe('BAD_USER_INPUT');
    // A real season long past is simply empty.
    expect(await boardOf(lena, '2001-Q1')).toMatchObject({ season: { id: '2001-Q1', startsOn: '2001-01-01', endsOn: '2001-03-31', current: false }, entries: [], viewerEntry: null });
    expect((await places(lena)).length).toBe(3);
  });

  // The page's own "Show more" asks for every place it allows with the fields it shows: within what a request may cost.
  it('answers the most places it allows (100) with what the page shows of each', async () => {
    const PLACE = 'rank score challengesCompleted completionSeconds reachedAt isViewer user { id displayName firstName lastName profileImageUrl }';
    const PAGE = `query($s: String, $first: Int) { challengeLeaderboard(seasonId: $s, first: $first) { season { id startsOn endsOn current } entries { ${PLACE} } viewerEntry { ${PLACE} } } }`;
    const res = await lena.client.gql<{ challengeLeaderboard: Board }>(PAGE, { s: null, first: 100 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.challengeLeaderboard.entries).toHaveLength(3);
  });
});
