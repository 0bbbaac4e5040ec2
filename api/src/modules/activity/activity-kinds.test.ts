import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addMember, buildUser, connect, type Person } from '../../../test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../../../test/media.ts';
import { must } from '../../../test/trees.ts';

// The feed's entries about memories, stories, family events and requests to connect: each is read
// by exactly those who may see what it is about, and worded for its reader.

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

type Activity = { kind: string; summary: string };
const feedOf = async (p: Person) => (await must<{ recentActivity: Activity[] }>(p.client, '{ recentActivity(first: 50) { kind summary } }')).recentActivity;
const summariesOf = async (p: Person) => (await feedOf(p)).map((a) => a.summary);
/** The entries of these kinds a reader gets, as sentences. */
const kindsOf = async (p: Person, kinds: string[]) => (await feedOf(p)).filter((a) => kinds.includes(a.kind)).map((a) => a.summary);

const STORY = 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id } }';
const EVENT = 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }';
const INVITE = 'mutation($id: ID!, $i: InviteToFamilyEventInput!) { inviteToFamilyEvent(id: $id, input: $i) { id } }';
const RSVP = 'mutation($id: ID!, $r: RsvpResponse!) { rsvpFamilyEvent(id: $id, response: $r) { id } }';
const CANCEL = 'mutation($id: ID!) { cancelFamilyEvent(id: $id) { id } }';
const TAG = 'mutation($i: TagPhotoInput!) { tagPhoto(input: $i) { id } }';

/** Ada, with Ben in her circle “Cousins”, Cleo connected to her but in no circle, and Dan, a stranger. */
async function family() {
  const [ada, ben, cleo, dan] = await Promise.all(['Ada Feed', 'Ben Feed', 'Cleo Feed', 'Dan Stranger'].map((name) => buildUser(app, { name })));
  await connect(ada, ben);
  await connect(ada, cleo);
  const circleId = await createCircle(ada, 'Cousins', [ben]);
  return { ada, ben, cleo, dan, circleId };
}

describe('activity about memories', () => {
  it('is read by the members of the memory’s circle only', async () => {
    const { ada, ben, cleo, dan, circleId } = await family();
    const grace = (await addMember(ada, 'Grace', 'parent', undefined, { lastName: 'Feed' })).member.id;
    const upload = await uploadMemory(ada, { title: 'Picnic', circleId }, { bytes: await jpegPhoto(64, 48), name: 'picnic.jpg' });
    await must(ada.client, TAG, { i: { memoryId: upload.data!.uploadMemory.id, memberId: grace } });
    const kinds = ['memory_added', 'memory_tagged'];
    expect(await kindsOf(ada, kinds)).toEqual(['You tagged 1 person in “Picnic”.', 'You shared “Picnic”.']);
    expect(await kindsOf(ben, kinds)).toEqual(['Ada Feed tagged 1 person in “Picnic”.', 'Ada Feed shared “Picnic”.']);
    // Ben sees no tree of Ada's: the person tagged is not named to him.
    expect((await summariesOf(ben)).join('\n')).not.toMatch(/Grace/);
    for (const other of [cleo, dan]) expect(await kindsOf(other, kinds)).toEqual([]);
  });
});

describe('activity about stories', () => {
  it('is read by the story’s readers: its circle, the author’s connections for a public one, the author alone for a private one', async () => {
    const { ada, ben, cleo, dan, circleId } = await family();
    await must(ada.client, STORY, { i: { title: 'In the circle', content: 'Only cousins.', circleId } });
    await must(ada.client, STORY, { i: { title: 'For everyone', content: 'All connections.' } });
    await must(ada.client, STORY, { i: { title: 'Just mine', content: 'A diary.', isPublic: false } });
    const shared = (p: Person) => kindsOf(p, ['story_shared']);
    expect(await shared(ada)).toEqual(['You shared the story “Just mine”.', 'You shared the story “For everyone”.', 'You shared the story “In the circle”.']);
    expect(await shared(ben)).toEqual(['Ada Feed shared the story “For everyone”.', 'Ada Feed shared the story “In the circle”.']);
    expect(await shared(cleo)).toEqual(['Ada Feed shared the story “For everyone”.']);
    expect(await shared(dan)).toEqual([]);
  });

  it('links each entry to what it is about', async () => {
    const { ada } = await family();
    const { createStory } = await must<{ createStory: { id: string } }>(ada.client, STORY, { i: { title: 'Linked', content: 'Here.' } });
    const { createFamilyEvent } = await must<{ createFamilyEvent: { id: string } }>(ada.client, EVENT, { i: { title: 'Linked event', startsAt: new Date(Date.now() + 86_400_000).toISOString(), timeZone: 'UTC' } });
    const feed = (await must<{ recentActivity: { kind: string; link: string | null }[] }>(ada.client, '{ recentActivity(first: 50) { kind link } }')).recentActivity;
    expect(feed.find((a) => a.kind === 'story_shared')?.link).toBe(`/stories#${createStory.id}`);
    expect(feed.find((a) => a.kind === 'event_created')?.link).toBe(`/events/${createFamilyEvent.id}`);
    expect(feed.find((a) => a.kind === 'joined')?.link ?? null).toBeNull();
  });
});

describe('activity about family events', () => {
  const soon = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
  const kinds = ['event_created', 'event_updated', 'event_cancelled', 'event_invited', 'event_rsvp'];

  it('of a private event is read by its organizer and invitees only', async () => {
    const { ada, ben, cleo, dan } = await family();
    const { createFamilyEvent } = await must<{ createFamilyEvent: { id: string } }>(ada.client, EVENT, { i: { title: 'Reunion', startsAt: soon(), timeZone: 'UTC', isPrivate: true } });
    await must(ada.client, INVITE, { id: createFamilyEvent.id, i: { userIds: [ben.id] } });
    await must(ben.client, RSVP, { id: createFamilyEvent.id, r: 'going' });
    await must(ada.client, CANCEL, { id: createFamilyEvent.id });
    expect(await kindsOf(ada, kinds)).toEqual(['You cancelled “Reunion”.', 'Ben Feed is going to “Reunion”.', 'You invited 1 person to “Reunion”.', 'You planned “Reunion”.']);
    expect(await kindsOf(ben, kinds)).toEqual(['Ada Feed cancelled “Reunion”.', 'You are going to “Reunion”.', 'Ada Feed invited 1 person to “Reunion”.', 'Ada Feed planned “Reunion”.']);
    for (const other of [cleo, dan]) expect(await kindsOf(other, kinds)).toEqual([]);
  });

  it('of an open event is read by the organizer’s connections too, never by a stranger', async () => {
    const { ada, cleo, dan } = await family();
    await must(ada.client, EVENT, { i: { title: 'Picnic day', startsAt: soon(), timeZone: 'UTC' } });
    expect(await kindsOf(cleo, kinds)).toEqual(['Ada Feed planned “Picnic day”.']);
    expect(await kindsOf(dan, kinds)).toEqual([]);
  });
});

describe('activity about requests to connect', () => {
  it('is read by the one who asked and the one asked, no one else', async () => {
    const { ada, ben, dan } = await family();
    await must(dan.client, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: ada.id, relationshipType: 'cousin' } });
    expect(await kindsOf(dan, ['connection_requested'])).toEqual(['You asked to connect with Ada Feed.']);
    expect(await kindsOf(ada, ['connection_requested'])).toContain('Dan Stranger asked to connect with you.');
    expect((await summariesOf(ben)).join('\n')).not.toMatch(/Dan Stranger/);
  });
});
