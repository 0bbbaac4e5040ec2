import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { completionTraces, joinByKey, leaderboardOf, progressSettled, progressWhen, rewardsOf, throughServer } from '../../../../test/challenges.ts';
import { workOutProgress } from '../index.ts';

// Completion happens exactly once, however the work arrives: two app servers on one database (each
// with its own job queue), the last facts sent through both at the same moment, the same request
// sent twice at once, and the progress worked out by both servers at once. One completion, one
// notice, one leaderboard place, the points counted once.

let one: TestApp;
let two: TestApp;
let ben: Person; // shares every doer's tree, reads the leaderboard

beforeAll(async () => {
  [one, two] = await Promise.all([startTestApp(), startTestApp()]);
  ben = await buildUser(one, { name: 'Ben Watcher' });
});
afterAll(() => Promise.all([one.close(), two.close()]));

/** A person on server one, the same person on server two, sharing a tree with Ben, having joined `key`. */
async function doer(name: string, key: string) {
  const onOne = await buildUser(one, { name });
  await shareTree(onOne, ben, 'viewer');
  const onTwo = throughServer(onOne, two.url);
  expect((await must<{ me: { id: string } }>(onTwo.client, '{ me { id } }')).me.id).toBe(onOne.id);
  return { onOne, onTwo, id: await joinByKey(onTwo, key) };
}

/** Both servers work the person's progress out `times` times each, all at once (what their queues' jobs do). */
const bothWorkOut = (userId: string, times = 2) =>
  Array.from({ length: times }, () => [workOutProgress(one.orm.em.fork(), userId), workOutProgress(two.orm.em.fork(), userId)]).flat();

/** One completion, told once, one place on the leaderboard, the points once. */
async function expectCompletedOnce(person: Person, id: string, points: number) {
  expect(await progressWhen(person, id, (p) => p.status === 'completed')).toMatchObject({ status: 'completed', percent: 100 });
  await progressSettled(one, person.id);
  expect(await completionTraces(one, person.id, id)).toEqual({ notices: 1, places: 1 });
  expect((await noticesEndingWith(person.client, `#${id}`)).map((n) => n.kind)).toEqual(['challenge_completed']);
  expect(await rewardsOf(person)).toMatchObject({ totalPoints: points, challengesCompleted: 1 });
  expect((await leaderboardOf(ben)).filter((e) => e.user.id === person.id).map((e) => e.score)).toEqual([points]);
}

it('completes "Add 5 ancestors" once when the last two are added through both servers at the same moment, each enough alone', async () => {
  const { onOne, onTwo, id } = await doer('Ada Twoservers', 'five-ancestors');
  const mother = (await addMember(onOne, 'Mother', 'parent', undefined, { dateOfBirth: '1950-01-01' })).member.id;
  const father = (await addMember(onTwo, 'Father', 'parent', undefined, { dateOfBirth: '1948-01-01' })).member.id;
  await addMember(onOne, 'Gran', 'parent', mother, { dateOfBirth: '1920-01-01' });
  await addMember(onTwo, 'Grandad', 'parent', mother, { dateOfBirth: '1918-01-01' });
  expect(await progressWhen(onOne, id, (p) => p.count === 4)).toMatchObject({ count: 4, status: 'in_progress' });
  await progressSettled(one, onOne.id);

  await Promise.all([
    addMember(onOne, 'Nana', 'parent', father, { dateOfBirth: '1922-01-01' }),
    addMember(onTwo, 'Pops', 'parent', father, { dateOfBirth: '1921-01-01' }),
    ...bothWorkOut(onOne.id),
  ]);
  await Promise.all(bothWorkOut(onOne.id));
  await expectCompletedOnce(onOne, id, 50);
});

it('completes "Answer the daily moment" once when the same answer is sent through both servers at once', async () => {
  const { onOne, onTwo, id } = await doer('Cleo Twice', 'first-moment');
  const moment = (await must<{ dailyMoment: { id: string } }>(onOne.client, 'query($t: ID) { dailyMoment(treeId: $t) { id } }', { t: onOne.treeId })).dailyMoment;
  const ANSWER = 'mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { id } }';
  const input = { momentId: moment.id, response: 'Grandma’s plum cake.' };
  const answers = await Promise.all([onOne, onTwo, onOne, onTwo].map((p) => must<{ answerDailyMoment: { id: string } }>(p.client, ANSWER, { input })));
  // One person, one answer a day: the four requests are the same answer.
  expect(new Set(answers.map((a) => a.answerDailyMoment.id)).size).toBe(1);
  await expectCompletedOnce(onOne, id, 10);
});

it('keeps one progress when the same challenge is joined through both servers at once, and completes it once', async () => {
  const dan = await buildUser(one, { name: 'Dan Joiner' });
  await shareTree(dan, ben, 'viewer');
  const danTwo = throughServer(dan, two.url);
  const { discoveryChallenges } = await must<{ discoveryChallenges: { id: string; key: string | null }[] }>(dan.client, '{ discoveryChallenges { id key } }');
  const id = discoveryChallenges.find((c) => c.key === 'first-story')!.id;
  const JOIN = 'mutation($id: ID!) { joinChallenge(id: $id) { id viewerProgress { status } } }';
  const joins = await Promise.all([dan, danTwo, dan, danTwo].map((p) => p.client.gql(JOIN, { id })));
  // At least one joins; any other is told it already joined (nothing is written twice either way).
  expect(joins.filter((j) => !j.errors).length).toBeGreaterThanOrEqual(1);
  for (const refused of joins.filter((j) => j.errors)) expect(refused.errors![0].extensions?.code).toBe('FORBIDDEN');
  const [rows] = await one.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from user_challenge_progress where user_id = ? and challenge_id = ?', [dan.id, id]);
  expect(rows.n).toBe(1);

  const STORY = 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }';
  await Promise.all([
    must(dan.client, STORY, { input: { title: 'The harbour', content: 'Where the boats came in.' } }),
    must(danTwo.client, STORY, { input: { title: 'The mill', content: 'Where the flour came from.' } }),
    ...bothWorkOut(dan.id, 3),
  ]);
  await expectCompletedOnce(dan, id, 25);
});
