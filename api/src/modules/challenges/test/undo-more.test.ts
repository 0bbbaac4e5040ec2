import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../../test/factories.ts';
import { ADD_RELATIONSHIP, REMOVE_ACCESS, REMOVE_RELATIONSHIP, codeOf, must } from '../../../../test/trees.ts';
import { completionTraces, joinByKey, leaderboardOf, progressSettled, progressWhen, rewardsOf, type ProgressView } from '../../../../test/challenges.ts';

// Undo works by construction, for every kind of fact that can be undone through the app: a
// relationship removed, an achievement deleted, a celebration taken back (or gone with its
// achievement), a daily-moment answer deleted, a connection gone with the other account, a relative
// removed from the tree or leaving it, a grandparent's tag taken off a story. Each is counted, then
// undone, then — once the progress job has run on the real queue — no longer counted; a completed
// challenge goes back to in progress, its points leave the rewards and its place the leaderboard,
// and the one notice stays. A sealed time capsule cannot be undone, and keeps counting.

let app: TestApp;
let ben: Person; // shares every doer's tree: reads their leaderboard

beforeAll(async () => {
  app = await startTestApp();
  ben = await buildUser(app, { name: 'Ben Undoer' });
});
afterAll(() => app.close());

/** A new person sharing a tree with Ben, who joined each of `keys`; answers the challenges' ids by key. */
async function doer(name: string, ...keys: string[]) {
  const me = await buildUser(app, { name });
  await shareTree(me, ben, 'viewer');
  const ids: Record<string, string> = {};
  for (const key of keys) ids[key] = await joinByKey(me, key);
  return { me, ids };
}

const completed = (p: ProgressView) => p.status === 'completed';
const onBensBoard = async (person: Person) => (await leaderboardOf(ben)).some((e) => e.user.id === person.id);

/** The count once the queue has worked out everything the person did so far. */
async function settledCount(person: Person, id: string) {
  await progressSettled(app, person.id);
  return (await progressWhen(person, id, () => true)).count;
}

/** What a completed challenge gives, checked on the person's rewards and Ben's leaderboard. */
async function expectCredited(person: Person, id: string, points: number) {
  expect(await progressWhen(person, id, completed)).toMatchObject({ status: 'completed', percent: 100 });
  expect((await rewardsOf(person)).totalPoints).toBe(points);
  expect(await onBensBoard(person)).toBe(true);
  expect(await completionTraces(app, person.id, id)).toEqual({ notices: 1, places: 1 });
}

/** The credit taken back once the job has run: back in progress at `count`, no points, no place; the one notice stays. */
async function expectTakenBack(person: Person, id: string, count = 0) {
  expect(await progressWhen(person, id, (p) => p.status === 'in_progress' && p.count === count)).toMatchObject({ status: 'in_progress', count });
  expect(await settledCount(person, id)).toBe(count);
  expect(await rewardsOf(person)).toMatchObject({ totalPoints: 0, experience: 0, challengesCompleted: 0 });
  expect(await onBensBoard(person)).toBe(false);
  expect(await completionTraces(app, person.id, id)).toEqual({ notices: 1, places: 0 });
}

describe('a relationship removed', () => {
  it('no longer counts toward "Weave the family together" (relationships added)', async () => {
    const { me, ids } = await doer('Rhea Relater', 'family-weaver');
    const id = ids['family-weaver'];
    // People added with no relationship, then related to her by hand: two relationships.
    const cousins = await Promise.all(['Cous', 'Cousa'].map(async (name) => (await addMember(me, name, 'other')).member.id));
    const made: string[] = [];
    for (const cousin of cousins) {
      const { addRelationship } = await must<{ addRelationship: { id: string }[] }>(me.client, ADD_RELATIONSHIP, { input: { fromId: cousin, toId: me.selfMemberId, type: 'cousin' } });
      made.push(...addRelationship.map((r) => r.id));
    }
    expect(await progressWhen(me, id, (p) => p.count === 2)).toMatchObject({ status: 'in_progress', count: 2 });
    expect(await settledCount(me, id)).toBe(2);

    await must(me.client, REMOVE_RELATIONSHIP, { id: made[0] });
    expect(await progressWhen(me, id, (p) => p.count === 1)).toMatchObject({ count: 1 });
    expect(await settledCount(me, id)).toBe(1);
    await must(me.client, REMOVE_RELATIONSHIP, { id: made[made.length - 1] });
    expect(await progressWhen(me, id, (p) => p.count === 0)).toMatchObject({ status: 'in_progress', count: 0, percent: 0 });
    expect(await settledCount(me, id)).toBe(0);
  });
});

const RECORD = 'mutation($input: RecordAchievementInput!) { recordAchievement(input: $input) { id } }';
const CELEBRATE = 'mutation($id: ID!, $c: Boolean) { celebrateAchievement(id: $id, celebrate: $c) { id celebratedByViewer } }';
const DELETE_ACHIEVEMENT = 'mutation($id: ID!) { deleteAchievement(id: $id) }';

describe('an achievement deleted', () => {
  it('takes "Record a relative’s achievement" back to nothing', async () => {
    const { me, ids } = await doer('Ari Recorder', 'proud-moment');
    const id = ids['proud-moment'];
    const memberId = (await addMember(me, 'Daughter', 'child')).member.id;
    const { recordAchievement } = await must<{ recordAchievement: { id: string } }>(me.client, RECORD, { input: { memberId, achievementType: 'graduation', title: 'Nursing degree', date: '2020' } });
    expect(await progressWhen(me, id, completed)).toMatchObject({ count: 1 });
    await expectCredited(me, id, 20);

    expect(await must(me.client, DELETE_ACHIEVEMENT, { id: recordAchievement.id })).toEqual({ deleteAchievement: recordAchievement.id });
    await expectTakenBack(me, id);
  });
});

describe('a celebration taken back, or gone with its achievement', () => {
  it('counts toward "A week of cheers" only the celebrations that still stand', async () => {
    const { me, ids } = await doer('Cele Cheerer', 'cheer-week');
    const id = ids['cheer-week'];
    const relative = await buildUser(app, { name: 'Rex Achiever' });
    await shareTree(me, relative, 'editor');
    const memberId = (await addMember(me, 'Runner', 'sibling')).member.id;
    const achievements: string[] = [];
    for (const title of ['Marathon', 'Half marathon', 'Relay']) {
      achievements.push((await must<{ recordAchievement: { id: string } }>(relative.client, RECORD, { input: { memberId, achievementType: 'sport', title } })).recordAchievement.id);
    }
    for (const achievement of achievements) expect(await must(me.client, CELEBRATE, { id: achievement })).toEqual({ celebrateAchievement: { id: achievement, celebratedByViewer: true } });
    expect(await progressWhen(me, id, (p) => p.count === 3)).toMatchObject({ status: 'in_progress', count: 3 });
    expect(await settledCount(me, id)).toBe(3);

    // Taken back by the one who celebrated.
    expect(await must(me.client, CELEBRATE, { id: achievements[0], c: false })).toEqual({ celebrateAchievement: { id: achievements[0], celebratedByViewer: false } });
    expect(await progressWhen(me, id, (p) => p.count === 2)).toMatchObject({ count: 2 });
    expect(await settledCount(me, id)).toBe(2);

    // Gone with the achievement, deleted by the relative who recorded it.
    await must(relative.client, DELETE_ACHIEVEMENT, { id: achievements[1] });
    expect(await progressWhen(me, id, (p) => p.count === 1)).toMatchObject({ count: 1 });
    expect(await settledCount(me, id)).toBe(1);
  });
});

describe('a daily-moment answer deleted', () => {
  it('takes "Answer the daily moment" back to nothing', async () => {
    const { me, ids } = await doer('Mo Answerer', 'first-moment');
    const id = ids['first-moment'];
    const moment = (await must<{ dailyMoment: { id: string } }>(me.client, 'query($t: ID) { dailyMoment(treeId: $t) { id } }', { t: me.treeId })).dailyMoment;
    const { answerDailyMoment } = await must<{ answerDailyMoment: { id: string } }>(me.client, 'mutation($input: AnswerDailyMomentInput!) { answerDailyMoment(input: $input) { id } }', {
      input: { momentId: moment.id, response: 'Plum cake on Sundays.' },
    });
    await expectCredited(me, id, 10);

    expect(await must(me.client, 'mutation($id: ID!) { deleteMomentAnswer(id: $id) }', { id: answerDailyMoment.id })).toEqual({ deleteMomentAnswer: answerDailyMoment.id });
    await expectTakenBack(me, id);
  });
});

describe('a connection gone', () => {
  it('takes "Connect with a relative" back to nothing when the other account is deleted', async () => {
    const { me, ids } = await doer('Con Nector', 'first-connection');
    const id = ids['first-connection'];
    const friend = await buildUser(app, { name: 'Fran Leaving' });
    await connect(friend, me);
    await expectCredited(me, id, 20);

    await must(friend.client, 'mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) }', { input: { email: friend.email, trees: [{ treeId: friend.treeId }] } });
    await expectTakenBack(me, id);
  });
});

describe('a relative who joined, removed or leaving', () => {
  it('no longer counts toward "Invite a relative who joins" and "Bring the whole family together" once removed by the owner or gone of their own accord', async () => {
    const { me, ids } = await doer('Gia Gatherer', 'cousin-joins', 'family-gathers');
    const [one, many] = [ids['cousin-joins'], ids['family-gathers']];
    const [ivy, jem] = await Promise.all(['Ivy Invited', 'Jem Invited'].map((name) => buildUser(app, { name })));
    const ivysAccess = await shareTree(me, ivy, 'viewer');
    await shareTree(me, jem, 'editor');
    expect(await progressWhen(me, many, (p) => p.count === 2)).toMatchObject({ status: 'in_progress', count: 2 });
    await expectCredited(me, one, 80);

    // The owner removes Ivy: one left.
    expect(await must(me.client, REMOVE_ACCESS, { id: ivysAccess })).toEqual({ removeTreeAccess: ivysAccess });
    expect(await progressWhen(me, many, (p) => p.count === 1)).toMatchObject({ count: 1 });
    expect(await settledCount(me, many)).toBe(1);
    expect(await progressWhen(me, one, () => true)).toMatchObject({ status: 'completed', count: 1 });

    // Jem leaves of his own accord: none left, and the one-relative challenge goes back.
    expect(await must(jem.client, 'mutation($t: ID!) { leaveTree(treeId: $t) }', { t: me.treeId })).toEqual({ leaveTree: me.treeId });
    expect(await progressWhen(me, many, (p) => p.count === 0)).toMatchObject({ count: 0 });
    await expectTakenBack(me, one);
    expect(await settledCount(me, many)).toBe(0);
  });
});

describe('a grandparent’s tag taken off a story', () => {
  const STORY = 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }';
  const UPDATE = 'mutation($id: ID!, $input: UpdateStoryInput!) { updateStory(id: $id, input: $input) { id taggedMembers { id } } }';

  it('takes "A story about a grandparent" back to nothing, whether the story keeps another tag or none', async () => {
    const { me, ids } = await doer('Sol Storyteller', 'grandparent-story');
    const id = ids['grandparent-story'];
    const father = (await addMember(me, 'Father', 'parent', undefined, { dateOfBirth: '1955-04-04' })).member.id;
    const grandpa = (await addMember(me, 'Grandpa', 'parent', father, { dateOfBirth: '1925-05-05' })).member.id;
    const { createStory } = await must<{ createStory: { id: string } }>(me.client, STORY, { input: { title: 'The clock mender', content: 'He fixed every clock in the village.', taggedMemberIds: [grandpa, father] } });
    await expectCredited(me, id, 100);

    // The grandparent's tag goes; the father's stays: the story is no longer about a grandparent.
    const { updateStory } = await must<{ updateStory: { taggedMembers: { id: string }[] } }>(me.client, UPDATE, { id: createStory.id, input: { taggedMemberIds: [father] } });
    expect(updateStory.taggedMembers.map((m) => m.id)).toEqual([father]);
    await expectTakenBack(me, id);

    // Tagged again, it completes again with no second notice; every tag taken off, back again.
    await must(me.client, UPDATE, { id: createStory.id, input: { taggedMemberIds: [grandpa] } });
    await expectCredited(me, id, 100);
    await must(me.client, UPDATE, { id: createStory.id, input: { taggedMemberIds: [] } });
    await expectTakenBack(me, id);
  });
});

describe('a sealed time capsule', () => {
  const CAPSULE = 'mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }';

  it('cannot be cancelled, and keeps counting toward "Seal a time capsule"', async () => {
    const { me, ids } = await doer('Cass Sealer', 'time-capsule');
    const id = ids['time-capsule'];
    const opensAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { createTimeCapsule } = await must<{ createTimeCapsule: { id: string } }>(me.client, CAPSULE, {
      i: { title: 'For the grandchildren', message: 'Open me later.', recipientKind: 'tree', treeId: me.treeId, opensAt, timeZone: 'UTC' },
    });
    // A draft counts for nothing: only sealing does.
    expect(await settledCount(me, id)).toBe(0);
    await must(me.client, 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id status } }', { id: createTimeCapsule.id });
    await expectCredited(me, id, 70);

    const cancelled = await me.client.gql<{ cancelTimeCapsule: { status: string } }>('mutation($id: ID!) { cancelTimeCapsule(id: $id) { status } }', { id: createTimeCapsule.id });
    expect({ code: codeOf(cancelled), message: cancelled.errors?.[0]?.message }).toEqual({ code: 'FORBIDDEN', message: 'This time capsule is sealed: nothing in it can be changed any more.' });
    expect(await settledCount(me, id)).toBe(1);
    await expectCredited(me, id, 70);
  });
});
