import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { CHALLENGE_FIELDS, challengeByKey, challengesOf, completionTraces, joinByKey, progressSettled, progressWhen, rewardsOf, type ChallengeView } from '../../../../test/challenges.ts';

// Family challenges and switching challenges off, through real HTTP on a new database (its first
// account is the administrator). Olga owns a tree; Ed edits it, Vi views it, Ray is another relative
// in it; Fay has a family of her own; Sam knows nobody. A family challenge has no rule: an owner or
// editor who joined says it is done, a relative other than them confirms, and it completes for the
// one who said so, once.

let app: TestApp;
let admin: Person, olga: Person, ed: Person, vi: Person, ray: Person, fay: Person, sam: Person;

const CREATE = `mutation($input: CreateFamilyChallengeInput!) { createFamilyChallenge(input: $input) { ${CHALLENGE_FIELDS} } }`;
const ONE = `query($id: ID!) { discoveryChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const JOIN = `mutation($id: ID!) { joinChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const CLAIM = `mutation($id: ID!) { claimFamilyChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const CONFIRM = `mutation($id: ID!) { confirmFamilyChallenge(id: $id) { ${CHALLENGE_FIELDS} } }`;
const SET_ACTIVE = `mutation($id: ID!, $active: Boolean!) { setChallengeActive(id: $id, active: $active) { ${CHALLENGE_FIELDS} } }`;
const CATALOGUE = '{ challengeCatalogue { id key isActive } }';

type Challenge = ChallengeView & { isActive: boolean; challengeType: string; treeId: string | null; requirement: unknown; claim: { claimedBy: { id: string } | null; confirmedBy: { id: string } | null } | null };

const create = async (owner: Person, input: Record<string, unknown>) =>
  (await must<{ createFamilyChallenge: Challenge }>(owner.client, CREATE, { input: { treeId: owner.treeId, difficulty: 'medium', category: 'heritage', points: 120, ...input } })).createFamilyChallenge;
const read = async (person: Person, id: string) => (await must<{ discoveryChallenge: Challenge }>(person.client, ONE, { id })).discoveryChallenge;
const refusal = (res: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({ code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message });
const familyChallengesIn = async (treeId: string) =>
  Number((await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from discovery_challenges where tree_id = ?', [treeId]))[0].n);

beforeAll(async () => {
  app = await startTestApp({}, { freshDatabase: true });
  admin = await buildUser(app, { name: 'Ada Admin' });
  [olga, ed, vi, ray, fay, sam] = await Promise.all(['Olga Owner', 'Ed Editor', 'Vi Viewer', 'Ray Relative', 'Fay Otherfamily', 'Sam Stranger'].map((name) => buildUser(app, { name })));
  await shareTree(olga, ed, 'editor');
  await shareTree(olga, vi, 'viewer');
  await shareTree(olga, ray, 'viewer');
});
afterAll(() => app.close());

describe('a family challenge', () => {
  let rosa: Challenge;

  it('is added by the tree’s owner, with its points, no rule and the owner’s power to switch it off', async () => {
    rosa = await create(olga, { title: "Find great-grandmother Rosa's birth record", description: 'The parish of San Telmo, around 1890.', timeLimitDays: 60 });
    expect(rosa).toMatchObject({
      key: null,
      title: "Find great-grandmother Rosa's birth record",
      challengeType: 'family',
      treeId: olga.treeId,
      requirement: null,
      isActive: true,
      rewards: { points: 120, experience: 120, badge: null },
      viewerProgress: null,
      claim: null,
      viewerCan: { join: true, leave: false, claim: false, confirm: false, setActive: true },
    });
  });

  it('is not added by an editor, nor to a tree that is not the owner’s: nothing saved', async () => {
    const before = await familyChallengesIn(olga.treeId);
    expect(codeOf(await ed.client.gql(CREATE, { input: { treeId: olga.treeId, title: 'Mine', difficulty: 'easy', category: 'stories', points: 10 } }))).toBe('FORBIDDEN');
    expect(codeOf(await sam.client.gql(CREATE, { input: { treeId: olga.treeId, title: 'Mine', difficulty: 'easy', category: 'stories', points: 10 } }))).toBe('BAD_USER_INPUT');
    expect(await familyChallengesIn(olga.treeId)).toBe(before);
  });

  it('is seen by the tree’s readers only: a stranger gets NOT_FOUND and cannot join it', async () => {
    for (const reader of [olga, ed, vi, ray]) expect((await challengesOf(reader)).map((c) => c.id)).toContain(rosa.id);
    expect((await challengesOf(sam)).map((c) => c.id)).not.toContain(rosa.id);
    expect(codeOf(await sam.client.gql(ONE, { id: rosa.id }))).toBe('NOT_FOUND');
    expect(codeOf(await sam.client.gql(JOIN, { id: rosa.id }))).toBe('NOT_FOUND');
    expect(codeOf(await fay.client.gql(CLAIM, { id: rosa.id }))).toBe('NOT_FOUND');
    expect(codeOf(await fay.client.gql(CONFIRM, { id: rosa.id }))).toBe('NOT_FOUND');
  });

  it('cannot be said done before joining, nor by a viewer who joined', async () => {
    expect(refusal(await ed.client.gql(CLAIM, { id: rosa.id }))).toEqual({ code: 'FORBIDDEN', message: 'Join the challenge before saying it is done.' });
    const joined = (await must<{ joinChallenge: Challenge }>(vi.client, JOIN, { id: rosa.id })).joinChallenge;
    expect(joined.viewerProgress).toMatchObject({ status: 'in_progress', count: 0, target: 1 });
    expect(joined.viewerCan.claim).toBe(false);
    expect(refusal(await vi.client.gql(CLAIM, { id: rosa.id }))).toEqual({ code: 'FORBIDDEN', message: "Only the tree's owner and editors can say a family challenge is done." });
    expect((await read(olga, rosa.id)).claim).toBeNull();
  });

  it('is said done by an editor who joined, and the tree’s other readers are asked to confirm', async () => {
    expect((await must<{ joinChallenge: Challenge }>(ed.client, JOIN, { id: rosa.id })).joinChallenge.viewerCan.claim).toBe(true);
    const claimed = (await must<{ claimFamilyChallenge: Challenge }>(ed.client, CLAIM, { id: rosa.id })).claimFamilyChallenge;
    expect(claimed.claim).toEqual({ claimedBy: { id: ed.id }, confirmedBy: null });
    expect(claimed.viewerCan).toMatchObject({ claim: false, confirm: false });
    for (const reader of [olga, vi, ray]) {
      const notices = await noticesEndingWith(reader.client, `#${rosa.id}`);
      expect(notices).toEqual([{ kind: 'challenge_claimed', message: `Ed Editor says the family challenge “${rosa.title}” is done. Can you confirm it?`, link: `/discovery-challenges#${rosa.id}` }]);
    }
    expect((await noticesEndingWith(sam.client, `#${rosa.id}`, 0))).toEqual([]);
    // Saying it is done gives nothing yet.
    expect((await progressWhen(ed, rosa.id, () => true)).status).toBe('in_progress');
    expect((await rewardsOf(ed)).totalPoints).toBe(0);
  });

  it('is said done once: the owner who joined cannot claim it again', async () => {
    await must(olga.client, JOIN, { id: rosa.id });
    expect(refusal(await olga.client.gql(CLAIM, { id: rosa.id }))).toEqual({ code: 'FORBIDDEN', message: 'Someone has already said this challenge is done.' });
  });

  it('is not confirmed by whoever claimed it', async () => {
    expect((await read(ed, rosa.id)).viewerCan.confirm).toBe(false);
    expect(refusal(await ed.client.gql(CONFIRM, { id: rosa.id }))).toEqual({ code: 'FORBIDDEN', message: 'Someone other than whoever said it is done must confirm it.' });
    expect((await read(olga, rosa.id)).claim?.confirmedBy).toBeNull();
  });

  it('completes for the claimant, once, when another relative confirms', async () => {
    expect((await read(ray, rosa.id)).viewerCan.confirm).toBe(true);
    const confirmed = (await must<{ confirmFamilyChallenge: Challenge }>(ray.client, CONFIRM, { id: rosa.id })).confirmFamilyChallenge;
    expect(confirmed.claim).toEqual({ claimedBy: { id: ed.id }, confirmedBy: { id: ray.id } });
    const done = await progressWhen(ed, rosa.id, (p) => p.status === 'completed');
    expect(done).toMatchObject({ status: 'completed', count: 1, target: 1, percent: 100 });
    expect(await rewardsOf(ed)).toMatchObject({ totalPoints: 120, experience: 120, level: 2, challengesCompleted: 1 });

    expect(refusal(await olga.client.gql(CONFIRM, { id: rosa.id }))).toEqual({ code: 'FORBIDDEN', message: 'This challenge has already been confirmed.' });
    await progressSettled(app, ed.id);
    expect(await completionTraces(app, ed.id, rosa.id)).toEqual({ notices: 1, places: 1 });
    // It completes for the one who claimed it only: the others who joined are where they were.
    for (const other of [olga, vi]) {
      expect((await progressWhen(other, rosa.id, () => true)).status).toBe('in_progress');
      expect(await completionTraces(app, other.id, rosa.id)).toEqual({ notices: 0, places: 0 });
    }
  });

  it('of another family cannot be joined', async () => {
    const theirs = await create(fay, { title: 'Scan the wedding album' });
    for (const outsider of [olga, ed]) expect(codeOf(await outsider.client.gql(JOIN, { id: theirs.id }))).toBe('NOT_FOUND');
    expect((await challengesOf(olga)).map((c) => c.id)).not.toContain(theirs.id);
  });
});

describe('switched off', () => {
  it('a family challenge is switched off by its tree’s owner only; then it cannot be joined or said done', async () => {
    const album = await create(olga, { title: 'Label the 1970s album', points: 40 });
    await must(ed.client, JOIN, { id: album.id });
    for (const notOwner of [ed, vi]) {
      expect((await read(notOwner, album.id)).viewerCan.setActive).toBe(false);
      expect(codeOf(await notOwner.client.gql(SET_ACTIVE, { id: album.id, active: false }))).toBe('FORBIDDEN');
    }
    const off = (await must<{ setChallengeActive: Challenge }>(olga.client, SET_ACTIVE, { id: album.id, active: false })).setChallengeActive;
    expect(off.isActive).toBe(false);

    expect(refusal(await vi.client.gql(JOIN, { id: album.id }))).toEqual({ code: 'FORBIDDEN', message: 'This challenge is switched off and cannot be joined.' });
    expect((await challengesOf(vi)).map((c) => c.id)).not.toContain(album.id);
    // Ed, who joined, still sees it, and can no longer say it is done: it counts nothing.
    const edsView = (await challengesOf(ed)).find((c) => c.id === album.id)!;
    expect(edsView.viewerCan).toMatchObject({ join: false, claim: false });
    expect(codeOf(await ed.client.gql(CLAIM, { id: album.id }))).toBe('FORBIDDEN');
    expect((await read(olga, album.id)).claim).toBeNull();
  });

  it('a catalogue challenge is switched off by an administrator only; then it cannot be joined and counts nothing more, and those who joined keep what they had', async () => {
    const id = await joinByKey(ed, 'first-branches');
    await addMember(ed, 'Sister', 'sibling');
    await addMember(ed, 'Brother', 'sibling');
    expect(await progressWhen(ed, id, (p) => p.count === 2)).toMatchObject({ count: 2 });

    for (const member of [olga, ed]) {
      expect(refusal(await member.client.gql(SET_ACTIVE, { id, active: false }))).toEqual({ code: 'FORBIDDEN', message: 'Only administrators can switch catalogue challenges on or off.' });
      expect(codeOf(await member.client.gql(CATALOGUE))).toBe('FORBIDDEN');
    }
    expect((await challengeByKey(admin, 'first-branches')).viewerCan.setActive).toBe(true);
    await must(admin.client, SET_ACTIVE, { id, active: false });
    try {
      const catalogue = (await must<{ challengeCatalogue: { key: string; isActive: boolean }[] }>(admin.client, CATALOGUE)).challengeCatalogue;
      expect(catalogue.find((c) => c.key === 'first-branches')).toMatchObject({ isActive: false });
      expect(catalogue.filter((c) => c.isActive).length).toBe(catalogue.length - 1);

      expect(refusal(await vi.client.gql(JOIN, { id }))).toEqual({ code: 'FORBIDDEN', message: 'This challenge is switched off and cannot be joined.' });
      expect((await challengesOf(vi)).map((c) => c.key)).not.toContain('first-branches');

      for (let i = 0; i < 9; i++) await addMember(ed, `Cousin${i}`, 'cousin');
      await progressSettled(app, ed.id);
      expect(await progressWhen(ed, id, () => true)).toMatchObject({ status: 'in_progress', count: 2 });
      expect(await completionTraces(app, ed.id, id)).toEqual({ notices: 0, places: 0 });
    } finally {
      await must(admin.client, SET_ACTIVE, { id, active: true });
    }
  });
});
