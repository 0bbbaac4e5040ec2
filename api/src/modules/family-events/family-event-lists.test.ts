import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { createCircle } from '../../../test/media.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { countStatements } from '../../../test/statements.ts';
import { CANCEL_EVENT, EVENT, EVENTS, UPDATE_EVENT, createEvent, inDays, invite, type EventData } from '../../../test/family-events.ts';

let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let dan: Person;
beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dan] = await Promise.all([buildUser(app, { name: 'Ada Lists' }), buildUser(app, { name: 'Ben Lists' }), buildUser(app, { name: 'Cleo Lists' }), buildUser(app, { name: 'Dan Lists' })]);
  await connect(ada, ben);
  await connect(ada, cleo);
});
afterAll(() => app.close());

type Page = { familyEvents: { nodes: { id: string; title: string }[]; endCursor: string | null; hasMore: boolean } };
const pageOf = (p: Person, variables: Record<string, unknown>) => must<Page>(p.client, EVENTS, variables);

/** Every event of a list, page after page of `first`. */
async function wholeList(p: Person, when: string, first: number) {
  const titles: string[] = [];
  let after: string | null = null;
  for (;;) {
    const { familyEvents: page }: Page = await pageOf(p, { when, first, after });
    titles.push(...page.nodes.map((n) => n.title));
    if (!page.hasMore) return titles;
    after = page.endCursor;
  }
}

const UPCOMING = 'query($first: Int) { upcomingEvents(first: $first) { id title cancelledAt } familyStats { upcomingEventCount } }';

describe('the lists of events', () => {
  beforeAll(async () => {
    // Ada's: three upcoming (one private, one cancelled), one under way, two past; Ben's own; Dan's (a stranger's).
    await createEvent(ada, { title: 'In three days', startsAt: inDays(3) });
    await createEvent(ada, { title: 'In a week', startsAt: inDays(7), isPrivate: true });
    const cancelled = await createEvent(ada, { title: 'Called off', startsAt: inDays(5) });
    await must(ada.client, CANCEL_EVENT, { id: cancelled.id });
    await createEvent(ada, { title: 'Under way', startsAt: inDays(0, -2), endsAt: inDays(0, 5) });
    await createEvent(ada, { title: 'Last month', startsAt: inDays(-30) });
    await createEvent(ada, { title: 'Last week', startsAt: inDays(-7), endsAt: inDays(-7, 4) });
    const bens = await createEvent(ben, { title: 'Ben’s party', startsAt: inDays(4), isPrivate: true });
    await invite(ben, bens.id, { userIds: [ada.id] });
    await createEvent(dan, { title: 'Dan’s own', startsAt: inDays(2) });
  });

  it('lists upcoming events soonest first and past ones latest first, page by page without repeats', async () => {
    const upcoming = ['Under way', 'In three days', 'Ben’s party', 'Called off', 'In a week'];
    expect(await wholeList(ada, 'upcoming', 2)).toEqual(upcoming);
    expect(await wholeList(ada, 'upcoming', 100)).toEqual(upcoming);
    expect(await wholeList(ada, 'past', 1)).toEqual(['Last week', 'Last month']);
  });

  it("shows a connection the organizer's events that are not private, a stranger none", async () => {
    expect(await wholeList(cleo, 'upcoming', 10)).toEqual(['Under way', 'In three days', 'Called off']);
    expect(await wholeList(cleo, 'past', 10)).toEqual(['Last week', 'Last month']);
    expect(await wholeList(dan, 'upcoming', 10)).toEqual(['Dan’s own']);
    expect(await wholeList(dan, 'past', 10)).toEqual([]);
  });

  it('answers the next events the viewer organizes or is invited to (on, not over), and how many', async () => {
    const mine = await must<{ upcomingEvents: { title: string }[]; familyStats: { upcomingEventCount: number } }>(ada.client, UPCOMING, { first: 3 });
    expect(mine.upcomingEvents.map((e) => e.title)).toEqual(['Under way', 'In three days', 'Ben’s party']);
    expect(mine.familyStats.upcomingEventCount).toBe(4);
    // A connection's open events are not theirs to go to until they are invited.
    const cleos = await must<{ upcomingEvents: unknown[]; familyStats: { upcomingEventCount: number } }>(cleo.client, UPCOMING, {});
    expect([cleos.upcomingEvents, cleos.familyStats.upcomingEventCount]).toEqual([[], 0]);
  });

  it('refuses page sizes out of range and cursors of another list', async () => {
    expect((await ada.client.gql(EVENTS, { first: 0 })).errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: 'Must be between 1 and 100' } });
    expect((await ada.client.gql(EVENTS, { first: 101 })).errors?.[0].extensions).toMatchObject({ fields: { first: 'Must be between 1 and 100' } });
    expect((await ada.client.gql(EVENTS, { after: 'page-2' })).errors?.[0].extensions).toMatchObject({ fields: { after: 'Not a cursor of this list' } });
    expect((await ada.client.gql(UPCOMING, { first: 21 })).errors?.[0].extensions).toMatchObject({ fields: { first: 'Must be between 1 and 20' } });
    expect(codeOf(await new TestClient(app.url).gql(EVENTS, {}))).toBe('UNAUTHENTICATED');
  });

  it('answers the REST upcoming list as {id, title, date}, the caller’s own only', async () => {
    const res = await ada.client.fetch('/api/events/upcoming?limit=2');
    expect(res.status).toBe(200);
    const listed = (await res.json()) as { id: string; title: string; date: string }[];
    expect(listed.map((e) => e.title)).toEqual(['Under way', 'In three days']);
    expect(Object.keys(listed[0]).sort()).toEqual(['date', 'id', 'title']);
    expect(listed[0].date).toBe(inDays(0, -2));
    expect(await (await dan.client.fetch('/api/events/upcoming')).json()).toEqual([expect.objectContaining({ title: 'Dan’s own' })]);
    expect(await (await cleo.client.fetch('/api/events/upcoming')).json()).toEqual([]);
    expect((await ada.client.fetch('/api/events/upcoming?limit=50')).status).toBe(400);
    expect((await new TestClient(app.url).fetch('/api/events/upcoming')).status).toBe(401);
  });
});

/** How many SQL statements the app runs while `work` runs. */
/** A memory in a circle, stored as the memories module stores it. */
async function addMemory(circleId: string, uploaderId: string, title: string) {
  const em = app.orm.em.fork();
  const [fileId, id] = [randomUUID(), randomUUID()];
  await em.execute(`insert into stored_files (id, created_at, updated_at, key, owner_id, purpose, mime_type, size, status) values (?, now(), now(), ?, ?, 'memory', 'image/png', 68, 'ready')`, [fileId, `memories/${fileId}.png`, uploaderId]);
  await em.execute(`insert into memories (id, created_at, updated_at, title, kind, circle_id, uploaded_by_id, file_id) values (?, now(), now(), ?, 'image', ?, ?, ?)`, [id, title, circleId, uploaderId, fileId]);
  return id;
}

describe('what an event shows', () => {
  it('shows the organizer’s photos to those who may see the memories, in order, and nobody else', async () => {
    const [organizer, inCircle, outside] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await connect(organizer, inCircle);
    await connect(organizer, outside);
    const circleId = await createCircle(organizer, 'Picnics', [inCircle]);
    const [first, second] = [await addMemory(circleId, organizer.id, 'Blanket'), await addMemory(circleId, inCircle.id, 'Basket')];
    const event = await createEvent(organizer, { photoMemoryIds: [second, first, second] });
    expect(event.photos).toEqual([{ id: second }, { id: first }]);
    await invite(organizer, event.id, { userIds: [inCircle.id, outside.id] });
    const photosOf = async (p: Person) => (await must<{ familyEvent: EventData }>(p.client, EVENT, { id: event.id })).familyEvent.photos;
    expect(await photosOf(inCircle)).toEqual([{ id: second }, { id: first }]);
    expect(await photosOf(outside)).toEqual([]);
    // Someone else's memory, which the organizer cannot see, cannot be put with it.
    const othersCircle = await createCircle(outside, 'Elsewhere', []);
    const theirs = await addMemory(othersCircle, outside.id, 'Not yours');
    const refused = await organizer.client.gql(UPDATE_EVENT, { id: event.id, input: { photoMemoryIds: [first, theirs] } });
    expect(refused.errors?.[0].extensions).toMatchObject({ fields: { photoMemoryIds: 'Not one of your memories' } });
    const cleared = await must<{ updateFamilyEvent: EventData }>(organizer.client, UPDATE_EVENT, { id: event.id, input: { photoMemoryIds: [first] } });
    expect(cleared.updateFamilyEvent.photos).toEqual([{ id: first }]);
  });

  it('reads a page of events with everything it shows in the same number of statements, however long the page', async () => {
    const [organizer, guest] = [await buildUser(app), await buildUser(app)];
    await connect(organizer, guest);
    const circleId = await createCircle(organizer, 'Album', [guest]);
    const photo = await addMemory(circleId, organizer.id, 'Group photo');
    for (let i = 0; i < 6; i++) {
      const event = await createEvent(organizer, { title: `Gathering ${i}`, startsAt: inDays(20 + i), photoMemoryIds: [photo] });
      await invite(organizer, event.id, { userIds: [guest.id] });
    }
    const query = `query($first: Int) { familyEvents(first: $first) { nodes { id organizer { id } invitees { user { id } response } rsvpCounts { going noAnswer }
      viewerResponse viewerCan { rsvp } photos { id thumbnailUrl circle { id } uploadedBy { id } } icsUrl } } }`;
    let short: EventData[] = [];
    let long: EventData[] = [];
    // Counted on the requests alone: the invitations' notifications, sent by the job queue on the
    // same pool meanwhile, are left out.
    const statements = await countStatements(app.orm);
    try {
      const few = await statements.during(async () => (short = (await must<{ familyEvents: { nodes: EventData[] } }>(guest.client, query, { first: 2 })).familyEvents.nodes));
      const many = await statements.during(async () => (long = (await must<{ familyEvents: { nodes: EventData[] } }>(guest.client, query, { first: 6 })).familyEvents.nodes));
      expect([short.length, long.length]).toEqual([2, 6]);
      expect(long.every((e) => e.photos.length === 1 && e.invitees.length === 1 && e.rsvpCounts.noAnswer === 1)).toBe(true);
      expect(few.statements).toBeGreaterThan(3);
      expect(many.statements).toBe(few.statements);
    } finally {
      statements.stop();
    }
  });
});
