import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { DELETE_MEMBER, codeOf, must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { challengeByKey, joinByKey, leaderboardOf, progressWhen, rewardsOf } from '../../../../test/challenges.ts';

// Progress from facts only, through real HTTP and the real job queue on the real database: Ada joins
// "Add 5 ancestors", adds them, completes once, loses the credit when one goes and gets nothing
// twice when she adds them back; her cousin shares her leaderboard, a stranger does not.

let app: TestApp;
let ada: Person;
let ben: Person; // shares Ada's tree
let cleo: Person; // a stranger
let challengeId: string;
const ancestors: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ada = await buildUser(app, { name: 'Ada Lovelace' });
  ben = await buildUser(app, { name: 'Ben Cousin' });
  cleo = await buildUser(app, { name: 'Cleo Stranger' });
  await shareTree(ada, ben, 'editor');
});
afterAll(() => app.close());

const completedNotices = async (person: Person) => (await noticesEndingWith(person.client, `#${challengeId}`)).filter((n) => n.message.includes('Add 5 ancestors'));

describe('a counted challenge', () => {
  it('starts at nothing when joined: what was done before joining does not count', async () => {
    await addMember(ada, 'Before', 'parent', undefined, { dateOfBirth: '1950-01-01' });
    challengeId = await joinByKey(ada, 'five-ancestors');
    const progress = await progressWhen(ada, challengeId, () => false, 500);
    expect(progress).toMatchObject({ status: 'in_progress', count: 0, target: 5, percent: 0, remainingText: '5 more ancestors with a birth date' });
  });

  it('counts ancestors with a birth date only, each as it is added, and completes with its rewards', async () => {
    const mother = await addMember(ada, 'Mother', 'parent', undefined, { dateOfBirth: '1952-02-02' });
    ancestors.push(mother.member.id);
    expect(await progressWhen(ada, challengeId, (p) => p.count === 1)).toMatchObject({ count: 1, percent: 20, remainingText: '4 more ancestors with a birth date' });
    await addMember(ada, 'Undated', 'parent', mother.member.id);
    await addMember(ada, 'Child', 'child', undefined, { dateOfBirth: '2000-01-01' });
    ancestors.push((await addMember(ada, 'Gran', 'parent', mother.member.id, { dateOfBirth: '1920-01-01' })).member.id);
    expect(await progressWhen(ada, challengeId, (p) => p.count === 2)).toMatchObject({ count: 2, status: 'in_progress' });
    for (const name of ['Great', 'Greater']) ancestors.push((await addMember(ada, name, 'parent', ancestors[1], { dateOfBirth: '1890-01-01' })).member.id);
    ancestors.push((await addMember(ada, 'Greatest', 'parent', ancestors[2], { dateOfBirth: '1860-01-01' })).member.id);
    const done = await progressWhen(ada, challengeId, (p) => p.status === 'completed');
    expect(done).toMatchObject({ status: 'completed', count: 5, percent: 100, remainingText: '' });
    expect(done.completedAt).not.toBeNull();
    const rewards = await rewardsOf(ada);
    expect(rewards.challengesCompleted).toBe(1);
    const offered = (await challengeByKey(ada, 'five-ancestors')).rewards;
    expect(rewards.totalPoints).toBe(offered.points);
    expect(rewards.badges).toHaveLength(1);
    expect(await completedNotices(ada)).toHaveLength(1);
  });

  it('puts her on the leaderboard of her cousin, and not of a stranger', async () => {
    const board = await leaderboardOf(ben);
    expect(board.map((e) => e.user.displayName)).toEqual(['Ada Lovelace']);
    expect(await leaderboardOf(cleo)).toEqual([]);
    const seasons = await must<{ challengeSeasons: { id: string; current: boolean }[] }>(ben.client, '{ challengeSeasons { id current } }');
    expect(seasons.challengeSeasons.some((s) => s.current)).toBe(true);
  });

  it('takes the credit back when an ancestor is removed, and gives nothing twice when she is added back', async () => {
    const points = (await rewardsOf(ada)).totalPoints;
    await must(ada.client, DELETE_MEMBER, { id: ancestors[4] });
    expect(await progressWhen(ada, challengeId, (p) => p.status === 'in_progress')).toMatchObject({ status: 'in_progress', count: 4, remainingText: '1 more ancestor with a birth date' });
    expect((await rewardsOf(ada)).totalPoints).toBe(0);
    expect(await leaderboardOf(ben)).toEqual([]);
    await addMember(ada, 'Greatest', 'parent', ancestors[2], { dateOfBirth: '1860-01-01' });
    expect((await progressWhen(ada, challengeId, (p) => p.status === 'completed')).status).toBe('completed');
    expect((await rewardsOf(ada)).totalPoints).toBe(points);
    expect(await completedNotices(ada)).toHaveLength(1);
  });

  it('refuses joining twice, leaving a completed challenge, and a season that is not one', async () => {
    const again = await ada.client.gql('mutation($id: ID!) { joinChallenge(id: $id) { id } }', { id: challengeId });
    expect(codeOf(again)).toBe('FORBIDDEN');
    const leave = await ada.client.gql('mutation($id: ID!) { leaveChallenge(id: $id) { id } }', { id: challengeId });
    expect(leave.errors?.[0]?.message).toBe('A completed challenge stays completed.');
    for (const seasonId of ['2026-Q5', 'soon', '2999-Q1']) {
      const res = await ben.client.gql('query($s: String) { challengeLeaderboard(seasonId: $s) { entries { rank } } }', { s: seasonId });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    }
  });
});
