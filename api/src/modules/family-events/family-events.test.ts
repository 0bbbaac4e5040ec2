import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { CANCEL_EVENT, CREATE_EVENT, EVENT, RSVP, UPDATE_EVENT, createEvent, inDays, invite, notifiedAbout, type EventData } from '../../../test/family-events.ts';

let app: TestApp;
beforeAll(async () => (app = await startTestApp()));
afterAll(() => app.close());

/** An organizer, an invitee and a connection (both connected to the organizer), and a stranger. */
async function cast() {
  const [organizer, guest, friend, stranger] = await Promise.all([
    buildUser(app, { name: 'Ada Lovelace' }),
    buildUser(app, { name: 'Ben Okafor' }),
    buildUser(app, { name: 'Cleo Friend' }),
    buildUser(app, { name: 'Dan Stranger' }),
  ]);
  await connect(organizer, guest);
  await connect(organizer, friend);
  return { organizer, guest, friend, stranger };
}

const readEvent = (p: Person, id: string) => p.client.gql<{ familyEvent: EventData }>(EVENT, { id });
const storedCount = async (organizerId: string) =>
  (await app.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from family_events where organizer_id = ?', [organizerId]))[0].n;

describe('creating an event', () => {
  it('saves it with its defaults, the organizer’s rights and where its calendar file is', async () => {
    const { organizer } = await cast();
    const startsAt = inDays(10);
    const event = await createEvent(organizer, { title: '  Summer picnic  ', startsAt, endsAt: inDays(10, 3), location: ' The park ', description: '' });
    expect(event).toMatchObject({
      title: 'Summer picnic', eventType: 'gathering', startsAt, endsAt: inDays(10, 3), timeZone: 'Europe/Madrid', allDay: false, location: 'The park',
      address: null, description: null, isPrivate: false, cancelledAt: null, organizer: { id: organizer.id }, invitees: [], viewerResponse: null,
      rsvpCounts: { going: 0, maybe: 0, notGoing: 0, noAnswer: 0 }, viewerCan: { update: true, cancel: true, invite: true, rsvp: false },
      icsUrl: `/api/family-events/${event.id}.ics`, photos: [],
    });
    const [recorded] = await app.orm.em.fork().execute('select verb, object_type, actor_id from events where object_id = ?', [event.id]);
    expect(recorded).toEqual({ verb: 'event_created', object_type: 'family_event', actor_id: organizer.id });
    expect((await createEvent(organizer, { timeZone: 'UTC', eventType: 'reunion', allDay: true, isPrivate: true })).eventType).toBe('reunion');
  });

  it('refuses every bad field with its message, saving nothing', async () => {
    const { organizer, stranger } = await cast();
    const refused = async (input: Record<string, unknown>) =>
      (await organizer.client.gql(CREATE_EVENT, { input: { title: 'Picnic', startsAt: inDays(5), timeZone: 'Europe/Madrid', ...input } })).errors?.[0].extensions;
    expect(await refused({ title: '   ' })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: 'Required' } });
    expect(await refused({ title: 'x'.repeat(201) })).toMatchObject({ fields: { title: 'String must contain at most 200 character(s)' } });
    expect(await refused({ endsAt: inDays(4) })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { endsAt: 'The event cannot end before it starts.' } });
    expect(await refused({ timeZone: 'Mars/Olympus_Mons' })).toMatchObject({ fields: { timeZone: 'Unknown time zone' } });
    expect(await refused({ timeZone: '' })).toMatchObject({ fields: { timeZone: 'Required' } });
    expect(await refused({ location: 'x'.repeat(201) })).toMatchObject({ fields: { location: 'String must contain at most 200 character(s)' } });
    expect(await refused({ address: 'x'.repeat(501) })).toMatchObject({ fields: { address: 'String must contain at most 500 character(s)' } });
    expect(await refused({ description: 'x'.repeat(5001) })).toMatchObject({ fields: { description: 'String must contain at most 5000 character(s)' } });
    expect(await refused({ photoMemoryIds: Array.from({ length: 21 }, () => randomUUID()) })).toMatchObject({ fields: { photoMemoryIds: 'At most 20 photos' } });
    expect(await refused({ photoMemoryIds: [randomUUID()] })).toMatchObject({ fields: { photoMemoryIds: 'Not one of your memories' } });
    expect(await refused({ photoMemoryIds: ['not-an-id'] })).toMatchObject({ fields: { photoMemoryIds: 'Must be an id' } });
    expect((await refused({ eventType: 'party' }))?.code).toBe('BAD_USER_INPUT');
    expect((await refused({ startsAt: 'next tuesday' }))?.code).toBe('BAD_USER_INPUT');
    expect(await storedCount(organizer.id)).toBe(0);
    expect(codeOf(await new TestClient(app.url).gql(CREATE_EVENT, { input: { title: 'Picnic', startsAt: inDays(5), timeZone: 'UTC' } }))).toBe('UNAUTHENTICATED');
    expect(await storedCount(stranger.id)).toBe(0);
  });
});

describe('who sees an event', () => {
  it('shows a private event to its organizer and invitees only: NOT_FOUND to anyone else', async () => {
    const { organizer, guest, friend, stranger } = await cast();
    const event = await createEvent(organizer, { isPrivate: true });
    await invite(organizer, event.id, { userIds: [guest.id] });
    expect((await readEvent(guest, event.id)).data?.familyEvent).toMatchObject({ id: event.id, viewerCan: { update: false, cancel: false, invite: false, rsvp: true } });
    for (const other of [friend, stranger]) expect(codeOf(await readEvent(other, event.id))).toBe('NOT_FOUND');
    expect(codeOf(await readEvent(organizer, randomUUID()))).toBe('NOT_FOUND');
    expect(codeOf(await readEvent(organizer, 'made-up'))).toBe('NOT_FOUND');
    expect(codeOf(await new TestClient(app.url).gql(EVENT, { id: event.id }))).toBe('UNAUTHENTICATED');
  });

  it("shows an event that is not private to the organizer's connections too, never to a stranger", async () => {
    const { organizer, friend, stranger } = await cast();
    const event = await createEvent(organizer);
    expect((await readEvent(friend, event.id)).data?.familyEvent).toMatchObject({ id: event.id, viewerResponse: null, viewerCan: { update: false, cancel: false, invite: false, rsvp: false } });
    expect(codeOf(await readEvent(stranger, event.id))).toBe('NOT_FOUND');
  });
});

describe("the organizer's changes", () => {
  it('change what is sent, keep the rest, and tell the invitees', async () => {
    const { organizer, guest } = await cast();
    const event = await createEvent(organizer, { endsAt: inDays(10, 2), location: 'Park' });
    await invite(organizer, event.id, { userIds: [guest.id] });
    const changed = (await must<{ updateFamilyEvent: EventData }>(organizer.client, UPDATE_EVENT, { id: event.id, input: { title: 'Autumn picnic', endsAt: null, location: '' } })).updateFamilyEvent;
    expect(changed).toMatchObject({ title: 'Autumn picnic', startsAt: event.startsAt, endsAt: null, location: null, timeZone: 'Europe/Madrid' });
    expect(await notifiedAbout(app, event.id, 'event_changed')).toEqual([guest.id]);
    const [note] = await app.orm.em.fork().execute('select message, link from notifications where object_id = ? and kind = ?', [event.id, 'event_changed']);
    expect(note).toEqual({ message: 'Ada Lovelace changed “Autumn picnic”.', link: `/events/${event.id}` });
    // Nothing new: nobody is told again.
    await must(organizer.client, UPDATE_EVENT, { id: event.id, input: { title: 'Autumn picnic' } });
    expect((await app.orm.em.fork().execute('select 1 from notifications where object_id = ? and kind = ?', [event.id, 'event_changed'])).length).toBe(1);
  });

  it('refuse an end before the start the event keeps, and bad fields, changing nothing', async () => {
    const { organizer } = await cast();
    const event = await createEvent(organizer, { startsAt: inDays(10) });
    const refused = async (input: Record<string, unknown>) => (await organizer.client.gql(UPDATE_EVENT, { id: event.id, input })).errors?.[0].extensions;
    expect(await refused({ endsAt: inDays(9) })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { endsAt: 'The event cannot end before it starts.' } });
    expect(await refused({ startsAt: inDays(12), endsAt: inDays(11) })).toMatchObject({ fields: { endsAt: 'The event cannot end before it starts.' } });
    expect(await refused({ title: ' ' })).toMatchObject({ fields: { title: 'Required' } });
    expect(await refused({ timeZone: 'Europe/Atlantis' })).toMatchObject({ fields: { timeZone: 'Unknown time zone' } });
    expect(await refused({ title: 'New', photoMemoryIds: [randomUUID()] })).toMatchObject({ fields: { photoMemoryIds: 'Not one of your memories' } });
    expect((await readEvent(organizer, event.id)).data?.familyEvent).toMatchObject({ title: 'Summer picnic', startsAt: event.startsAt, endsAt: null });
  });

  it('are the organizer’s alone: FORBIDDEN to an invitee or a connection, NOT_FOUND to a stranger', async () => {
    const { organizer, guest, friend, stranger } = await cast();
    const event = await createEvent(organizer);
    await invite(organizer, event.id, { userIds: [guest.id] });
    const attempts: [string, Record<string, unknown>][] = [
      [UPDATE_EVENT, { id: event.id, input: { title: 'Mine now' } }],
      [CANCEL_EVENT, { id: event.id }],
      ['mutation($id: ID!) { inviteToFamilyEvent(id: $id, input: { userIds: [] , circleId: null, treeId: null }) { id } }', { id: event.id }],
    ];
    for (const [query, variables] of attempts) {
      expect([query, codeOf(await guest.client.gql(query, variables))]).toEqual([query, 'FORBIDDEN']);
      expect([query, codeOf(await friend.client.gql(query, variables))]).toEqual([query, 'FORBIDDEN']);
      expect([query, codeOf(await stranger.client.gql(query, variables))]).toEqual([query, 'NOT_FOUND']);
      expect([query, codeOf(await new TestClient(app.url).gql(query, variables))]).toEqual([query, 'UNAUTHENTICATED']);
    }
    expect((await readEvent(organizer, event.id)).data?.familyEvent).toMatchObject({ title: 'Summer picnic', cancelledAt: null });
  });

  it('cancel the event: it stays, marked cancelled, invitees are told once, and nobody can answer any more', async () => {
    const { organizer, guest } = await cast();
    const event = await createEvent(organizer);
    await invite(organizer, event.id, { userIds: [guest.id] });
    const cancelled = (await must<{ cancelFamilyEvent: EventData }>(organizer.client, CANCEL_EVENT, { id: event.id })).cancelFamilyEvent;
    expect(cancelled.cancelledAt).toEqual(expect.any(String));
    const again = (await must<{ cancelFamilyEvent: EventData }>(organizer.client, CANCEL_EVENT, { id: event.id })).cancelFamilyEvent;
    expect(again.cancelledAt).toBe(cancelled.cancelledAt);
    expect(await notifiedAbout(app, event.id, 'event_cancelled')).toEqual([guest.id]);
    const [row] = await app.orm.em.fork().execute('select message from notifications where object_id = ? and kind = ?', [event.id, 'event_cancelled']);
    expect(row).toEqual({ message: 'Ada Lovelace cancelled “Summer picnic”.' });
    const verbs = await app.orm.em.fork().execute<{ verb: string }[]>('select verb from events where object_id = ? order by created_at', [event.id]);
    expect(verbs.map((v) => v.verb)).toEqual(['event_created', 'event_invited', 'event_cancelled']);
    const seen = (await readEvent(guest, event.id)).data!.familyEvent;
    expect(seen).toMatchObject({ cancelledAt: cancelled.cancelledAt, viewerCan: { rsvp: false } });
    const late = await guest.client.gql(RSVP, { id: event.id, response: 'going' });
    expect(late.errors?.[0]).toMatchObject({ message: 'This event was cancelled.', extensions: { code: 'FORBIDDEN' } });
  });
});
