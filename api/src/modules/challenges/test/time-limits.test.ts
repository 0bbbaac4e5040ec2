import pg from 'pg';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { challengeByKey, completionTraces, daysPass, joinByKey, leaderboardOf, progressSettled, progressWhen, rewardsOf } from '../../../../test/challenges.ts';

// Time limits: "Tree sprint: 15 in a week" (15 people with a birth date, 110 points) counts
// what is done from joining until its deadline, seven days later. Not finished by then, it expires:
// shown so at once, written so by the progress job, with no reward, and what is done after the
// deadline does not count even when it would reach the target. It may be joined again, from zero,
// with a new deadline. Finishing before the deadline counts, even when the job works it out after.
// Time passes as in the other challenge tests: the moments the app recorded move back (daysPass, or
// to the second below), and the real job queue does the rest.

let app: TestApp;
let ben: Person; // shares every sprinter's tree: reads their leaderboard

const KEY = 'tree-sprint';
const POINTS = 110;
const TARGET = 15;
const WEEK_MS = 7 * 86_400_000;
const PROGRESS = 'query($id: ID!) { discoveryChallenge(id: $id) { viewerProgress { status count percent remainingText startedAt deadline completedAt } viewerCan { join leave } } }';

interface Timed {
  viewerProgress: { status: string; count: number; percent: number; remainingText: string; startedAt: string; deadline: string; completedAt: string | null };
  viewerCan: { join: boolean; leave: boolean };
}

beforeAll(async () => {
  app = await startTestApp();
  ben = await buildUser(app, { name: 'Ben Timekeeper' });
});
afterAll(() => app.close());

/** A new person sharing a tree with Ben, who joined the sprint; answers the challenge's id. */
async function sprinter(name: string) {
  const me = await buildUser(app, { name });
  await shareTree(me, ben, 'viewer');
  return { me, id: await joinByKey(me, KEY) };
}

/** `n` people with a birth date added to the person's tree (each a fact the sprint counts). */
async function addDated(person: Person, n: number, from = 0) {
  for (let i = from; i < from + n; i += 5) {
    await Promise.all(Array.from({ length: Math.min(5, from + n - i) }, (_, j) => addMember(person, `Kin${i + j}`, 'other', undefined, { dateOfBirth: `19${50 + ((i + j) % 50)}-03-01` })));
  }
}

const timed = async (person: Person, id: string) => (await must<{ discoveryChallenge: Timed }>(person.client, PROGRESS, { id })).discoveryChallenge;

/** The progress as stored (what the job wrote), read without changing it. */
async function stored(userId: string, challengeId: string) {
  const [row] = await app.orm.em.fork().execute<{ status: string; count: number; deadline: Date; started_at: Date }[]>(
    `select status, (progress->>'count')::int as count, deadline, started_at from user_challenge_progress where user_id = ? and challenge_id = ?`,
    [userId, challengeId],
  );
  return row;
}

/** Holds the person's progress work (as a running job would, by its advisory lock) until `release()`. */
async function holdProgressOf(userId: string) {
  const client = new pg.Client({ connectionString: app.config.databaseUrl! });
  await client.connect();
  await client.query(`select pg_advisory_lock(hashtext('challenge-progress'), hashtext($1))`, [userId]);
  return { release: () => client.end() };
}

/**
 * Time passes for one person to the millisecond, as daysPass does by whole days: the moments of
 * their activity move back by `actions` ms, and their joining of one challenge (its start and
 * deadline) by `joining` ms — as if they had joined that much earlier.
 */
async function momentsMoveBack(userId: string, challengeId: string, { actions, joining }: { actions: number; joining: number }) {
  await app.orm.em.fork().transactional(async (em) => {
    await em.execute(`update events set created_at = created_at - ? * interval '1 millisecond' where actor_id = ? or subject_user_id = ?`, [actions, userId, userId]);
    await em.execute(
      `update user_challenge_progress set started_at = started_at - ? * interval '1 millisecond', deadline = deadline - ? * interval '1 millisecond' where user_id = ? and challenge_id = ?`,
      [joining, joining, userId, challengeId],
    );
  });
}

/** Nothing was given: no points, no notice, no place on Ben's leaderboard. */
async function expectNothingGiven(person: Person, id: string) {
  expect(await rewardsOf(person)).toMatchObject({ totalPoints: 0, experience: 0, challengesCompleted: 0, badges: [] });
  expect(await completionTraces(app, person.id, id)).toEqual({ notices: 0, places: 0 });
  expect((await leaderboardOf(ben)).map((e) => e.user.id)).not.toContain(person.id);
}

/** The sprint's reward given once: its points, one notice, one place on Ben's leaderboard. */
async function expectGivenOnce(person: Person, id: string) {
  expect(await rewardsOf(person)).toMatchObject({ totalPoints: POINTS, challengesCompleted: 1 });
  expect(await completionTraces(app, person.id, id)).toEqual({ notices: 1, places: 1 });
  expect((await leaderboardOf(ben)).filter((e) => e.user.id === person.id).map((e) => e.score)).toEqual([POINTS]);
}

describe('a challenge not finished by its deadline', () => {
  let tess: Person;
  let id: string;
  let first: Timed['viewerProgress'];

  beforeAll(async () => {
    ({ me: tess, id } = await sprinter('Tess Late'));
  });

  it('has a deadline seven days after joining, and counts what is done before it', async () => {
    first = (await timed(tess, id)).viewerProgress;
    expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(WEEK_MS);
    await addDated(tess, 3);
    expect(await progressWhen(tess, id, (p) => p.count === 3)).toMatchObject({ status: 'in_progress', count: 3, remainingText: '12 more people with a birth date' });
    await progressSettled(app, tess.id);
  });

  it('is shown as expired as soon as the deadline passes, with what it had, and may be joined again', async () => {
    await daysPass(app, tess.id, 8);
    const late = await timed(tess, id);
    expect(late.viewerProgress).toMatchObject({ status: 'expired', count: 3, percent: 20, remainingText: '', completedAt: null });
    expect(late.viewerCan.join).toBe(true);
    // The page's list shows it so too.
    expect((await challengeByKey(tess, KEY)).viewerProgress).toMatchObject({ status: 'expired', count: 3 });
  });

  it('does not count what is done after the deadline, even enough to reach the target: the job writes it expired, with no reward', async () => {
    await addDated(tess, TARGET, 100);
    await progressSettled(app, tess.id);
    expect(await stored(tess.id, id)).toMatchObject({ status: 'expired', count: 3 });
    expect(await progressWhen(tess, id, () => true)).toMatchObject({ status: 'expired', count: 3, completedAt: null });
    await expectNothingGiven(tess, id);
    expect(await noticesEndingWith(tess.client, `#${id}`, 0)).toEqual([]);
  });

  it('starts again from zero when joined again, with a new deadline; what was done before counts for nothing', async () => {
    const JOIN = 'mutation($id: ID!) { joinChallenge(id: $id) { viewerProgress { status count percent startedAt deadline completedAt } } }';
    const again = (await must<{ joinChallenge: Timed }>(tess.client, JOIN, { id })).joinChallenge.viewerProgress;
    expect(again).toMatchObject({ status: 'in_progress', count: 0, percent: 0, completedAt: null });
    // Joined now: later than the first time (itself since moved eight days back).
    expect(Date.parse(again.startedAt)).toBeGreaterThan(Date.parse(first.startedAt));
    expect(Date.parse(again.deadline) - Date.parse(again.startedAt)).toBe(WEEK_MS);
    // The 18 people added before joining again are not counted.
    await progressSettled(app, tess.id);
    expect(await stored(tess.id, id)).toMatchObject({ status: 'in_progress', count: 0 });
    expect((await timed(tess, id)).viewerCan).toEqual({ join: false, leave: true });
  });

  it('completes when finished within the new deadline, with its reward, once', async () => {
    await addDated(tess, TARGET, 200);
    expect(await progressWhen(tess, id, (p) => p.status === 'completed')).toMatchObject({ status: 'completed', count: TARGET, percent: 100 });
    await progressSettled(app, tess.id);
    await expectGivenOnce(tess, id);
  });
});

describe('the last fact a moment from the deadline, worked out after it', () => {
  /**
   * A sprinter with 14 of the 15 counted, three days ago; the 15th is added while the job is held,
   * then the moments move so that it falls `gapMs` from the deadline (negative: before it) and the
   * deadline is a minute past; the job then works it out.
   */
  async function lastOneAt(name: string, gapMs: number) {
    const { me, id } = await sprinter(name);
    await addDated(me, TARGET - 1);
    expect(await progressWhen(me, id, (p) => p.count === TARGET - 1)).toMatchObject({ count: TARGET - 1, status: 'in_progress' });
    await progressSettled(app, me.id);
    // Those 14 were added days ago; the last one comes at the end of the week.
    await daysPass(app, me.id, 3);

    const held = await holdProgressOf(me.id);
    try {
      await addDated(me, 1, 99);
      const [{ last }] = await app.orm.em.fork().execute<{ last: Date }[]>(`select max(created_at) as last from events where actor_id = ? and verb = 'member_added'`, [me.id]);
      const { deadline } = await stored(me.id, id);
      const actions = 60_000;
      await momentsMoveBack(me.id, id, { actions, joining: gapMs + actions + (new Date(deadline).getTime() - new Date(last).getTime()) });
      const moved = await stored(me.id, id);
      const [{ last: movedLast }] = await app.orm.em.fork().execute<{ last: Date }[]>(`select max(created_at) as last from events where actor_id = ? and verb = 'member_added'`, [me.id]);
      expect(new Date(movedLast).getTime() - new Date(moved.deadline).getTime()).toBe(gapMs);
      // While the job waits, the deadline has passed and nothing completed it yet: shown as expired.
      expect(await progressWhen(me, id, () => true)).toMatchObject({ status: 'expired', count: TARGET - 1 });
    } finally {
      await held.release();
    }
    await progressSettled(app, me.id);
    return { me, id };
  }

  it('completes when the last one came a second before the deadline: the reward is given once', async () => {
    const { me, id } = await lastOneAt('Jo Justintime', -1_000);
    expect(await stored(me.id, id)).toMatchObject({ status: 'completed', count: TARGET });
    expect(await progressWhen(me, id, () => true)).toMatchObject({ status: 'completed', count: TARGET, percent: 100, remainingText: '' });
    await expectGivenOnce(me, id);
    expect((await noticesEndingWith(me.client, `#${id}`)).map((n) => n.kind)).toEqual(['challenge_completed']);
  });

  it('expires when the last one came a second after the deadline: 14 counted, nothing given', async () => {
    const { me, id } = await lastOneAt('Kit Toolate', 1_000);
    expect(await stored(me.id, id)).toMatchObject({ status: 'expired', count: TARGET - 1 });
    expect(await progressWhen(me, id, () => true)).toMatchObject({ status: 'expired', count: TARGET - 1 });
    await expectNothingGiven(me, id);
  });
});
