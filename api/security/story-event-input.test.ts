import { startTestApp, type TestApp } from '../test/test-app.ts';
import { buildUser, type Person } from '../test/factories.ts';
import { must } from '../test/trees.ts';
import { graphqlRefusal, postGraphQL, restRefusal } from './clear-refusals.ts';

// Hostile input to stories and family events: text far beyond its limits, an event that ends before
// it starts, times and zones that are not, and lists and ids of the wrong shape. Each is refused with
// a 4xx or a GraphQL error naming the field, nothing is saved, and the server answers on.

let app: TestApp;
let ann: Person;
beforeAll(async () => {
  app = await startTestApp();
  ann = await buildUser(app, { name: 'Ann Hostile' });
});
afterAll(() => app.close());

const HUGE = 'A'.repeat(10_000);
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const CREATE_STORY = 'mutation($i: CreateStoryInput!) { createStory(input: $i) { id title } }';
const UPDATE_STORY = 'mutation($id: ID!, $i: UpdateStoryInput!) { updateStory(id: $id, input: $i) { id title } }';
const CREATE_EVENT = 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id startsAt endsAt } }';
const UPDATE_EVENT = 'mutation($id: ID!, $i: UpdateFamilyEventInput!) { updateFamilyEvent(id: $id, input: $i) { id startsAt endsAt } }';

/** What Ann has saved: her stories and events, as she reads them. */
async function saved() {
  return must(ann.client, '{ stories(first: 50) { nodes { id title content updatedAt } } familyEvents(first: 50) { nodes { id title startsAt endsAt timeZone } } }');
}

/** A refusal of a field: BAD_USER_INPUT naming it, no data, nothing of Ann's changed. */
async function expectFieldRefused(query: string, variables: Record<string, unknown>, field: string, message?: RegExp) {
  const before = await saved();
  const refusal = await graphqlRefusal(await postGraphQL(ann.client, query, variables));
  expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', data: null });
  expect(refusal.status).toBeLessThan(500);
  expect(refusal.fields?.[field] ?? refusal.message).toMatch(message ?? /./);
  expect(await saved()).toEqual(before);
}

describe('stories', () => {
  it('refuses a title of 10,000 characters, new or changed, naming the title and saving nothing', async () => {
    await expectFieldRefused(CREATE_STORY, { i: { title: HUGE, content: 'Told' } }, 'title', /at most 200/);
    const { createStory } = await must<{ createStory: { id: string } }>(ann.client, CREATE_STORY, { i: { title: 'Kept', content: 'Told', isPublic: false } });
    await expectFieldRefused(UPDATE_STORY, { id: createStory.id, i: { title: HUGE } }, 'title', /at most 200/);
  });

  it('refuses a story longer than 20,000 characters and a title of spaces alone', async () => {
    await expectFieldRefused(CREATE_STORY, { i: { title: 'Long', content: 'x'.repeat(20_001) } }, 'content', /at most 20000/);
    await expectFieldRefused(CREATE_STORY, { i: { title: '   ', content: 'Told' } }, 'title', /Required/);
  });

  it('refuses over REST a title of 10,000 characters with 400 naming it, in plain text', async () => {
    const before = await saved();
    const res = await ann.client.fetch('/api/stories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: HUGE, content: 'Told' }) });
    expect(await restRefusal(res)).toEqual({ status: 400, sentence: expect.stringMatching(/title/) });
    expect(await saved()).toEqual(before);
  });

  it('refuses tags and memories that are not lists of ids, and ids that are not ids', async () => {
    await expectFieldRefused(CREATE_STORY, { i: { title: 'Tagged', content: 'Told', taggedMemberIds: Array.from({ length: 51 }, () => crypto.randomUUID()) } }, 'taggedMemberIds', /At most 50/);
    await expectFieldRefused(CREATE_STORY, { i: { title: 'Tagged', content: 'Told', memoryIds: ['not-an-id'] } }, 'memoryIds');
    const res = await ann.client.fetch('/api/stories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'T', content: 'C', taggedMembers: 'everyone' }) });
    expect((await restRefusal(res)).status).toBe(400);
  });

  it('answers a story id that is not an id as one that does not exist', async () => {
    const refusal = await graphqlRefusal(await postGraphQL(ann.client, 'query($id: ID!) { story(id: $id) { id } }', { id: `'; drop table family_stories; --${HUGE}` }));
    expect(refusal).toMatchObject({ code: 'NOT_FOUND', data: null });
  });
});

describe('family events', () => {
  it('refuses an event that ends before it starts, naming the end and saving nothing', async () => {
    await expectFieldRefused(CREATE_EVENT, { i: { title: 'Backwards', startsAt: soon(5), endsAt: soon(4), timeZone: 'Europe/Madrid' } }, 'endsAt', /cannot end before it starts/);
  });

  it('refuses a change that would make an event end before it starts, either way round', async () => {
    const { createFamilyEvent: event } = await must<{ createFamilyEvent: { id: string } }>(ann.client, CREATE_EVENT, { i: { title: 'Supper', startsAt: soon(5), endsAt: soon(6), timeZone: 'Europe/Madrid' } });
    await expectFieldRefused(UPDATE_EVENT, { id: event.id, i: { endsAt: soon(4) } }, 'endsAt', /cannot end before it starts/);
    const refusal = await graphqlRefusal(await postGraphQL(ann.client, UPDATE_EVENT, { id: event.id, i: { startsAt: soon(7) } }));
    expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', data: null });
  });

  it('refuses a title of 10,000 characters, a zone that does not exist and times that are not times', async () => {
    await expectFieldRefused(CREATE_EVENT, { i: { title: HUGE, startsAt: soon(5), timeZone: 'Europe/Madrid' } }, 'title', /at most 200/);
    await expectFieldRefused(CREATE_EVENT, { i: { title: 'Nowhere', startsAt: soon(5), timeZone: `Mars/${HUGE}` } }, 'timeZone');
    for (const startsAt of ['yesterday', '2027-02-30T10:00:00Z', HUGE]) await expectFieldRefused(CREATE_EVENT, { i: { title: 'Whenever', startsAt, timeZone: 'UTC' } }, 'startsAt');
  });

  it('refuses a description beyond 5,000 characters and more photos than an event shows', async () => {
    await expectFieldRefused(CREATE_EVENT, { i: { title: 'Wordy', startsAt: soon(5), timeZone: 'UTC', description: HUGE } }, 'description', /at most 5000/);
    await expectFieldRefused(CREATE_EVENT, { i: { title: 'Many', startsAt: soon(5), timeZone: 'UTC', photoMemoryIds: Array.from({ length: 21 }, () => crypto.randomUUID()) } }, 'photoMemoryIds', /At most 20/);
  });

  it('refuses to invite nobody, and answers an event id that is not an id as one that does not exist', async () => {
    const { createFamilyEvent: event } = await must<{ createFamilyEvent: { id: string } }>(ann.client, CREATE_EVENT, { i: { title: 'Alone', startsAt: soon(5), timeZone: 'UTC' } });
    await expectFieldRefused('mutation($id: ID!) { inviteToFamilyEvent(id: $id, input: {}) { id } }', { id: event.id }, 'userIds');
    const refusal = await graphqlRefusal(await postGraphQL(ann.client, 'query($id: ID!) { familyEvent(id: $id) { id } }', { id: HUGE }));
    expect(refusal).toMatchObject({ code: 'NOT_FOUND', data: null });
  });

  it('answers hostile addresses of calendar files and lists over REST with a 4xx in plain text', async () => {
    for (const path of [`/api/family-events/${HUGE}.ics`, '/api/family-events/..%2F..%2Fetc%2Fpasswd.ics', '/api/family-events/%00.ics']) {
      const { status } = await restRefusal(await ann.client.fetch(path));
      expect({ path: path.slice(0, 40), refused: [400, 404].includes(status) }).toEqual({ path: path.slice(0, 40), refused: true });
    }
    for (const limit of ['10000', '-1', 'many']) expect((await restRefusal(await ann.client.fetch(`/api/events/upcoming?limit=${limit}`))).status).toBe(400);
    // The server is unharmed.
    expect((await ann.client.fetch('/api/events/upcoming')).status).toBe(200);
  });
});
