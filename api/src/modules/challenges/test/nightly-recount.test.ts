import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { completionTraces, daysPass, importTree, joinByKey, leaderboardOf, progressSettled, progressWhen, rewardsOf } from '../../../../test/challenges.ts';
import { generateGedcom } from '../../../../../bench/generate-gedcom.ts';
import { challengeJobs, workOutEveryone } from '../index.ts';

// The nightly run works everyone out again, for what no trigger sees: a rule of the catalogue
// changed (as an administrator's migration would change it), a tree deleted, a time limit passed.
// On a new database, so that "everyone" is the people made here. Ann, Bo and Cy joined "Grow your
// tree: 10 relatives" and added 4, 7 and 12 people; its target then drops to 5. Dee imported a tree
// and deleted it. Eve let "Tree sprint" run out. Fay finished a story and nothing changed for her.

let app: TestApp;
let ben: Person; // shares everyone's tree: reads their leaderboard
let ann: Person, bo: Person, cy: Person, dee: Person, eve: Person, fay: Person;
const ids: Record<string, string> = {};

/** A new person sharing a tree with Ben. */
async function relative(name: string) {
  const person = await buildUser(app, { name });
  await shareTree(person, ben, 'viewer');
  return person;
}

/** `n` people added to the person's tree, a few at a time. */
async function addPeople(person: Person, n: number) {
  for (let i = 0; i < n; i += 4) await Promise.all(Array.from({ length: Math.min(4, n - i) }, (_, j) => addMember(person, `Kin${i + j}`, 'other')));
}

/** The progress as stored, read without changing it. */
async function stored(userId: string, challengeId: string) {
  const [row] = await app.orm.em.fork().execute<{ status: string; count: number; target: number }[]>(
    `select status, (progress->>'count')::int as count, (progress->>'target')::int as target from user_challenge_progress where user_id = ? and challenge_id = ?`,
    [userId, challengeId],
  );
  return row;
}

/** What the runs write that matters: every progress, leaderboard place, reward and challenge notice (not when they were last touched). */
async function outcome() {
  const em = app.orm.em.fork();
  return {
    progress: await em.execute(`select user_id, challenge_id, status, progress, completed_at, rewards_earned from user_challenge_progress order by user_id, challenge_id`),
    places: await em.execute(`select user_id, challenge_id, score, completed_at, season_id from challenge_leaderboard order by user_id, challenge_id`),
    rewards: await em.execute(`select user_id, total_points, level, experience, badges, achievements from user_rewards order by user_id`),
    notices: await em.execute(`select user_id, object_id, kind from notifications where kind like 'challenge%' order by user_id, object_id, kind`),
  };
}

const everyone = () => [ann, bo, cy, dee, eve, fay];

beforeAll(async () => {
  app = await startTestApp({}, { freshDatabase: true });
  ben = await buildUser(app, { name: 'Ben Nightwatch' });
  [ann, bo, cy, dee, eve, fay] = await Promise.all(['Ann Night', 'Bo Night', 'Cy Night', 'Dee Night', 'Eve Night', 'Fay Night'].map(relative));

  for (const [person, n] of [[ann, 4], [bo, 7], [cy, 12]] as const) {
    ids['first-branches'] = await joinByKey(person, 'first-branches');
    await addPeople(person, n);
    expect(await progressWhen(person, ids['first-branches'], (p) => p.count === Math.min(n, 10))).toMatchObject({ count: Math.min(n, 10) });
  }
  ids['tree-import'] = await joinByKey(dee, 'tree-import');
  const imported = await importTree(dee, generateGedcom(6).text, 'The Night family');
  expect(await progressWhen(dee, ids['tree-import'], (p) => p.status === 'completed')).toMatchObject({ status: 'completed', count: 1 });
  ids['tree-sprint'] = await joinByKey(eve, 'tree-sprint');
  await Promise.all(['Ida', 'Ike'].map((name, i) => addMember(eve, name, 'other', undefined, { dateOfBirth: `196${i}-01-01` })));
  expect(await progressWhen(eve, ids['tree-sprint'], (p) => p.count === 2)).toMatchObject({ count: 2 });
  ids['first-story'] = await joinByKey(fay, 'first-story');
  await must(fay.client, 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }', { input: { title: 'Night train', content: 'We slept all the way to the coast.' } });
  expect(await progressWhen(fay, ids['first-story'], (p) => p.status === 'completed')).toMatchObject({ status: 'completed' });
  for (const person of everyone()) await progressSettled(app, person.id);

  // What no trigger sees. An administrator's migration makes the challenge easier: 5 relatives.
  await app.orm.em.fork().execute(`update discovery_challenges set requirements = jsonb_set(requirements, '{target}', '5') where key = 'first-branches'`);
  // Dee deletes the tree she imported (she keeps her own).
  expect(await must(dee.client, 'mutation($id: ID!) { deleteTree(id: $id) }', { id: imported })).toEqual({ deleteTree: imported });
  // Eve's week runs out.
  await daysPass(app, eve.id, 8);
  for (const person of everyone()) await progressSettled(app, person.id);
});
afterAll(() => app.close());

describe('before the nightly run', () => {
  it('leaves the progress as the job last wrote it: the old target, the deleted tree still counted, the time limit not written', async () => {
    expect(await stored(ann.id, ids['first-branches'])).toEqual({ status: 'in_progress', count: 4, target: 10 });
    expect(await stored(bo.id, ids['first-branches'])).toEqual({ status: 'in_progress', count: 7, target: 10 });
    expect(await stored(cy.id, ids['first-branches'])).toEqual({ status: 'completed', count: 10, target: 10 });
    expect(await stored(dee.id, ids['tree-import'])).toEqual({ status: 'completed', count: 1, target: 1 });
    expect(await stored(eve.id, ids['tree-sprint'])).toEqual({ status: 'in_progress', count: 2, target: 15 });
    expect((await rewardsOf(bo)).totalPoints).toBe(0);
    expect((await rewardsOf(dee)).totalPoints).toBe(40);
  });
});

describe('the nightly run', () => {
  let handled: number;

  beforeAll(async () => {
    handled = await workOutEveryone(app.orm.em.fork());
  });

  it('is scheduled every night at 03:30 UTC, as a task of the challenge jobs', () => {
    const jobs = challengeJobs(app.orm);
    expect(jobs.crontab).toEqual([{ task: 'challenge-progress-all', schedule: '30 3 * * *' }]);
    expect(Object.keys(jobs.tasks)).toContain('challenge-progress-all');
  });

  it('handles everyone with a challenge not expired, and answers how many', () => {
    expect(handled).toBe(everyone().length);
  });

  it('brings the changed rule to everyone who joined it: below the new target in progress, at or above it completed, once', async () => {
    expect(await progressWhen(ann, ids['first-branches'], () => true)).toMatchObject({ status: 'in_progress', count: 4, target: 5, percent: 80 });
    expect(await progressWhen(bo, ids['first-branches'], () => true)).toMatchObject({ status: 'completed', count: 5, target: 5, percent: 100 });
    expect(await progressWhen(cy, ids['first-branches'], () => true)).toMatchObject({ status: 'completed', count: 5, target: 5, percent: 100 });
    expect(await rewardsOf(ann)).toMatchObject({ totalPoints: 0, challengesCompleted: 0 });
    for (const person of [bo, cy]) {
      expect(await rewardsOf(person)).toMatchObject({ totalPoints: 30, challengesCompleted: 1 });
      expect(await completionTraces(app, person.id, ids['first-branches'])).toEqual({ notices: 1, places: 1 });
    }
    // Bo is told of his completion the night it happens.
    expect((await noticesEndingWith(bo.client, `#${ids['first-branches']}`)).map((n) => n.kind)).toEqual(['challenge_completed']);
  });

  it('takes back what a deleted tree gave', async () => {
    expect(await progressWhen(dee, ids['tree-import'], () => true)).toMatchObject({ status: 'in_progress', count: 0, percent: 0 });
    expect(await rewardsOf(dee)).toMatchObject({ totalPoints: 0, challengesCompleted: 0 });
    expect(await completionTraces(app, dee.id, ids['tree-import'])).toEqual({ notices: 1, places: 0 });
  });

  it('writes down a time limit that passed', async () => {
    expect(await stored(eve.id, ids['tree-sprint'])).toEqual({ status: 'expired', count: 2, target: 15 });
    expect(await progressWhen(eve, ids['tree-sprint'], () => true)).toMatchObject({ status: 'expired', count: 2 });
  });

  it('leaves alone whoever had nothing to change', async () => {
    expect(await progressWhen(fay, ids['first-story'], () => true)).toMatchObject({ status: 'completed', count: 1 });
    expect(await rewardsOf(fay)).toMatchObject({ totalPoints: 25, challengesCompleted: 1 });
    expect(await completionTraces(app, fay.id, ids['first-story'])).toEqual({ notices: 1, places: 1 });
  });

  it('shows on the family leaderboard what the facts say now', async () => {
    const board = await leaderboardOf(ben);
    expect(board.map((e) => [e.user.id, e.score]).sort()).toEqual([[bo.id, 30], [cy.id, 30], [fay.id, 25]].sort());
  });

  it('changes nothing when run again the next night, and no longer counts the expired', async () => {
    const before = await outcome();
    expect(await workOutEveryone(app.orm.em.fork())).toBe(everyone().length - 1);
    expect(await outcome()).toEqual(before);
  });
});
