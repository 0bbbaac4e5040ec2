import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { addMember, buildUser, connect, shareTree, type Person } from '../../../../test/factories.ts';
import { DELETE_MEMBER, must } from '../../../../test/trees.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../../test/media.ts';
import { sendVoice } from '../../../../test/voice-messages.ts';
import { wav } from '../../../../test/audio-fixtures.ts';
import { CANCEL_EVENT, createEvent } from '../../../../test/family-events.ts';
import { completionTraces, joinByKey, leaderboardOf, progressSettled, progressWhen, rewardsOf, type ProgressView } from '../../../../test/challenges.ts';

// Undo works by construction: progress is worked out from the records as they stand. Each undo a
// person can make through the app — a person removed, a tag taken off, a story or a voice story
// deleted, a memory deleted, an event cancelled — takes the count down; a completed challenge goes
// back to in progress, its points leave the person's rewards and their place leaves the leaderboard.
// Doing it again completes it again without a second notice.

let app: TestApp;
let ben: Person; // shares every doer's tree: reads their leaderboard
let photo: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  ben = await buildUser(app, { name: 'Ben Reader' });
  photo = await jpegPhoto(48, 32);
});
afterAll(() => app.close());

/** A new person sharing a tree with Ben, who joined the challenge `key`. */
async function doer(name: string, key: string) {
  const me = await buildUser(app, { name });
  await shareTree(me, ben, 'viewer');
  return { me, id: await joinByKey(me, key) };
}

const completed = (p: ProgressView) => p.status === 'completed';
const onBensBoard = async (person: Person) => (await leaderboardOf(ben)).some((e) => e.user.id === person.id);

/** What a completed challenge gives, checked on the person's rewards and Ben's leaderboard. */
async function expectCredited(person: Person, id: string, points: number) {
  expect((await rewardsOf(person)).totalPoints).toBe(points);
  expect(await onBensBoard(person)).toBe(true);
  expect(await completionTraces(app, person.id, id)).toEqual({ notices: 1, places: 1 });
}

/** The credit taken back: back in progress at `count`, no points, no place; the one notice stays. */
async function expectTakenBack(person: Person, id: string, count: number) {
  const back = await progressWhen(person, id, (p) => p.status === 'in_progress');
  expect(back).toMatchObject({ status: 'in_progress', count });
  // When it was first completed is kept, so that completing it again is not news.
  expect(back.completedAt).not.toBeNull();
  expect(await rewardsOf(person)).toMatchObject({ totalPoints: 0, experience: 0, level: 1, badges: [], challengesCompleted: 0 });
  expect(await onBensBoard(person)).toBe(false);
  expect(await completionTraces(app, person.id, id)).toEqual({ notices: 1, places: 0 });
}

describe('a person added, then removed', () => {
  it('counts down, takes the completion back, and completes again with no second notice when someone is added', async () => {
    const { me, id } = await doer('Ada Remover', 'first-branches');
    const people: string[] = [];
    for (let i = 0; i < 10; i++) people.push((await addMember(me, `Kin${i}`, 'sibling')).member.id);
    expect(await progressWhen(me, id, completed)).toMatchObject({ status: 'completed', count: 10 });
    await expectCredited(me, id, 30);

    await must(me.client, DELETE_MEMBER, { id: people[3] });
    await expectTakenBack(me, id, 9);

    await addMember(me, 'Kin3 again', 'sibling');
    expect(await progressWhen(me, id, completed)).toMatchObject({ status: 'completed', count: 10 });
    await expectCredited(me, id, 30);
  });
});

describe('a tag taken off, a memory deleted', () => {
  it('counts the tags that are still there: one removed takes tag-ten back, deleting the photo takes every tag with it', async () => {
    const { me, id } = await doer('Tia Tagger', 'tag-ten');
    const people = await Promise.all(Array.from({ length: 10 }, async (_, i) => (await addMember(me, `Face${i}`, 'cousin')).member.id));
    const circleId = await createCircle(me, 'Faces', []);
    const res = await uploadMemory(me, { title: 'The wedding', circleId, taggedMemberIds: people }, { bytes: photo, name: 'wedding.jpg', type: 'image/jpeg' });
    expect(res.errors).toBeUndefined();
    const memory = res.data!.uploadMemory as unknown as { id: string; photoTags: { id: string }[] };
    expect(await progressWhen(me, id, completed)).toMatchObject({ count: 10 });
    await expectCredited(me, id, 30);

    expect(await must(me.client, 'mutation($id: ID!) { removePhotoTag(id: $id) }', { id: memory.photoTags[0].id })).toEqual({ removePhotoTag: memory.photoTags[0].id });
    await expectTakenBack(me, id, 9);

    await must(me.client, 'mutation($id: ID!) { deleteMemory(id: $id) }', { id: memory.id });
    expect(await progressWhen(me, id, (p) => p.count === 0)).toMatchObject({ status: 'in_progress', count: 0, percent: 0 });
  });
});

describe('a story deleted', () => {
  it('takes "Write your first story" back to nothing', async () => {
    const { me, id } = await doer('Sam Storyteller', 'first-story');
    const { createStory } = await must<{ createStory: { id: string } }>(me.client, 'mutation($input: CreateStoryInput!) { createStory(input: $input) { id } }', {
      input: { title: 'The blue tin', content: 'Where the recipe came from.' },
    });
    expect(await progressWhen(me, id, completed)).toMatchObject({ count: 1 });
    await expectCredited(me, id, 25);
    await must(me.client, 'mutation($id: ID!) { deleteStory(id: $id) }', { id: createStory.id });
    await expectTakenBack(me, id, 0);
  });
});

describe('a voice story deleted', () => {
  it('takes "Tell a story out loud" back to nothing', async () => {
    const { me, id } = await doer('Vic Voice', 'voice-story');
    const res = await sendVoice(me, { title: 'How we met', isStory: true, recipientIds: [ben.id] }, { bytes: wav(1) });
    expect(res.errors).toBeUndefined();
    expect(await progressWhen(me, id, completed)).toMatchObject({ count: 1 });
    await expectCredited(me, id, 40);
    await must(me.client, 'mutation($id: ID!) { deleteVoiceMessage(id: $id) }', { id: res.data!.sendVoiceMessage.id });
    await expectTakenBack(me, id, 0);
  });
});

describe('an event cancelled', () => {
  it('no longer counts as organized', async () => {
    const { me, id } = await doer('Eve Host', 'host-gathering');
    const event = await createEvent(me, { title: 'Sunday lunch' });
    expect(await progressWhen(me, id, completed)).toMatchObject({ count: 1 });
    await expectCredited(me, id, 30);
    await must(me.client, CANCEL_EVENT, { id: event.id });
    await expectTakenBack(me, id, 0);
  });
});

describe('a link to a relative', () => {
  const LINK = 'mutation($m: ID!, $u: ID!) { linkMemberToUser(memberId: $m, userId: $u) { id } }';
  let me: Person;
  let id: string;
  let memberId: string;

  beforeAll(async () => {
    ({ me, id } = await doer('Lou Linker', 'link-relatives'));
    const cousin = await buildUser(app, { name: 'Cory Linked' });
    await connect(me, cousin);
    memberId = (await addMember(me, 'Cory', 'cousin')).member.id;
    await must(me.client, LINK, { m: memberId, u: cousin.id });
    // The relative confirms later, once the link's own recount has run (as it does when people take their time).
    await progressSettled(app, me.id);
    await must(cousin.client, 'mutation($m: ID!) { respondToLink(memberId: $m, accept: true) }', { m: memberId });
  });

  // The relative's confirmation (recorded with the relative as its actor) changes the person's link,
  // which sets off the linker's progress too.
  it('counts for the one who linked as soon as the relative confirms', async () => {
    expect(await progressWhen(me, id, (p) => p.count === 1)).toMatchObject({ count: 1 });
  });

  it('counts once the linker does anything else', async () => {
    await addMember(me, 'Anyone', 'other');
    expect(await progressWhen(me, id, (p) => p.count === 1)).toMatchObject({ status: 'in_progress', count: 1 });
  });

  // Unlinking records no activity; the person's link changing sets off the linker's progress.
  it('is no longer counted once unlinked', async () => {
    await must(me.client, 'mutation($m: ID!) { unlinkMember(memberId: $m) { id } }', { m: memberId });
    expect(await progressWhen(me, id, (p) => p.count === 0)).toMatchObject({ count: 0 });
  });
});
