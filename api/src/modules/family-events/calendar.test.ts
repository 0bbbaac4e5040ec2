import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/client.ts';
import { buildUser, connect, type Person } from '../../../test/factories.ts';
import { codeOf, must } from '../../../test/trees.ts';
import { CANCEL_EVENT, createEvent, icsEvents, invite, parseIcs } from '../../../test/family-events.ts';

let app: TestApp;
let ada: Person;
let ben: Person;
let cleo: Person;
let dan: Person;
beforeAll(async () => {
  app = await startTestApp();
  [ada, ben, cleo, dan] = await Promise.all([buildUser(app, { name: 'Ada Calendar' }), buildUser(app, { name: 'Ben Calendar' }), buildUser(app, { name: 'Cleo Calendar' }), buildUser(app, { name: 'Dan Calendar' })]);
  await connect(ada, ben);
  await connect(ada, cleo);
});
afterAll(() => app.close());

const FEED = '{ calendarFeed { url createdAt } }';
const CREATE_FEED = 'mutation { createCalendarFeed { url createdAt } }';
const REVOKE_FEED = 'mutation { revokeCalendarFeed }';

/** A summer event in Madrid (two hours ahead of UTC then), a winter one (one hour ahead). */
const SUMMER = { startsAt: '2031-07-04T12:00:00.000Z', endsAt: '2031-07-04T15:30:00.000Z' };
const WINTER = { startsAt: '2031-01-10T18:00:00.000Z' };

describe("an event's calendar file", () => {
  it('is the event in its own time zone, downloaded by those who may see it', async () => {
    const event = await createEvent(ada, { title: 'Summer picnic, by the lake', ...SUMMER, location: 'Retiro', address: 'Plaza de la Independencia, Madrid', description: 'Bring\nfood' });
    await invite(ada, event.id, { userIds: [ben.id] });
    const res = await ben.client.fetch(event.icsUrl as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="summer-picnic-by-the-lake\.ics"/);
    const text = await res.text();
    const [entry] = icsEvents(text);
    expect(entry.DTSTART[0]).toEqual({ params: { TZID: 'Europe/Madrid' }, value: '20310704T140000' });
    expect(entry.DTEND[0]).toEqual({ params: { TZID: 'Europe/Madrid' }, value: '20310704T173000' });
    expect(entry.SUMMARY[0].value).toBe('Summer picnic\\, by the lake');
    expect(entry.STATUS[0].value).toBe('CONFIRMED');
    expect(entry.LOCATION[0].value).toBe('Retiro\\, Plaza de la Independencia\\, Madrid');
    expect(entry.DESCRIPTION[0].value).toBe('Bring\\nfood');
    expect(entry.UID[0].value).toContain(event.id);
    expect(entry.URL[0].value).toBe(`${app.url}/events/${event.id}`);
    const zone = parseIcs(text).find((c) => c.type === 'VTIMEZONE')!;
    expect(zone.props.TZID[0].value).toBe('Europe/Madrid');
    // Madrid's clock: CET in winter, CEST from the last Sunday of March at 02:00.
    const changes = parseIcs(text).filter((c) => c.type === 'DAYLIGHT').map((c) => [c.props.DTSTART[0].value, c.props.TZOFFSETFROM[0].value, c.props.TZOFFSETTO[0].value]);
    expect(changes).toContainEqual(['20310330T020000', '+0100', '+0200']);
  });

  it('marks a cancelled event, writes whole days as dates, and a winter time with its own offset', async () => {
    const winter = await createEvent(ada, { title: 'New year lunch', ...WINTER });
    expect(icsEvents(await (await ada.client.fetch(winter.icsUrl as string)).text())[0].DTSTART[0].value).toBe('20310110T190000');
    await must(ada.client, CANCEL_EVENT, { id: winter.id });
    expect(icsEvents(await (await ada.client.fetch(winter.icsUrl as string)).text())[0].STATUS[0].value).toBe('CANCELLED');
    const allDay = await createEvent(ada, { title: 'Reunion weekend', startsAt: '2031-08-01T22:00:00.000Z', endsAt: '2031-08-03T21:59:00.000Z', allDay: true });
    const [days] = icsEvents(await (await ada.client.fetch(allDay.icsUrl as string)).text());
    // Midnight in Madrid on 2 August is 22:00 UTC on the 1st: the days are the 2nd and 3rd.
    expect([days.DTSTART[0], days.DTEND[0]]).toEqual([{ params: { VALUE: 'DATE' }, value: '20310802' }, { params: { VALUE: 'DATE' }, value: '20310804' }]);
    const utc = await createEvent(ada, { title: 'Online call', startsAt: '2031-03-01T09:00:00.000Z', timeZone: 'UTC' });
    expect(icsEvents(await (await ada.client.fetch(utc.icsUrl as string)).text())[0].DTSTART[0]).toEqual({ params: {}, value: '20310301T090000Z' });
  });

  it('is NOT_FOUND (404) to whoever may not see the event, and needs a session', async () => {
    const secret = await createEvent(ada, { title: 'Surprise party', isPrivate: true, ...SUMMER });
    const open = await createEvent(ada, { title: 'Open house', ...SUMMER });
    expect((await cleo.client.fetch(open.icsUrl as string)).status).toBe(200);
    expect((await cleo.client.fetch(secret.icsUrl as string)).status).toBe(404);
    expect((await dan.client.fetch(open.icsUrl as string)).status).toBe(404);
    expect((await dan.client.fetch('/api/family-events/not-an-id.ics')).status).toBe(404);
    expect((await new TestClient(app.url).fetch(open.icsUrl as string)).status).toBe(401);
  });
});

describe('the personal calendar feed', () => {
  const tokenOf = (url: string) => /\/api\/calendar\/([^/]+)\.ics$/.exec(url)![1];
  const feedPath = (url: string) => new URL(url).pathname;

  it('answers, without a session, the events its owner organizes or is invited to, by its secret token alone', async () => {
    await createEvent(ben, { title: 'Ben’s barbecue', ...SUMMER });
    const invited = await createEvent(ada, { title: 'Ada’s picnic', ...SUMMER });
    await invite(ada, invited.id, { userIds: [ben.id] });
    const cancelled = await createEvent(ada, { title: 'Ada’s called-off tea', ...WINTER });
    await invite(ada, cancelled.id, { userIds: [ben.id] });
    await must(ada.client, CANCEL_EVENT, { id: cancelled.id });
    await createEvent(ada, { title: 'Ada’s open day', ...SUMMER });
    await createEvent(dan, { title: 'Dan’s own', ...SUMMER });

    expect((await must<{ calendarFeed: unknown }>(ben.client, FEED)).calendarFeed).toBeNull();
    const made = (await must<{ createCalendarFeed: { url: string; createdAt: string } }>(ben.client, CREATE_FEED)).createCalendarFeed;
    expect(made.url).toMatch(new RegExp(`^${app.url}/api/calendar/[\\w-]{43}\\.ics$`));
    const token = tokenOf(made.url);
    // Only the token's hash is kept, so the address is shown whole only when made.
    const [stored] = await app.orm.em.fork().execute<{ token_hash: string }[]>('select token_hash from calendar_feeds where user_id = ?', [ben.id]);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await must<{ calendarFeed: unknown }>(ben.client, FEED)).calendarFeed).toEqual({ url: `${app.url}/api/calendar/….ics`, createdAt: made.createdAt });

    const res = await new TestClient(app.url).fetch(feedPath(made.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const entries = icsEvents(await res.text());
    expect(entries.map((e) => [e.SUMMARY[0].value, e.STATUS[0].value]).sort()).toEqual([
      ['Ada’s called-off tea', 'CANCELLED'],
      ['Ada’s picnic', 'CONFIRMED'],
      ['Ben’s barbecue', 'CONFIRMED'],
      // Invited to it in the tests above.
      ['Summer picnic\\, by the lake', 'CONFIRMED'],
    ]);
    expect(entries.every((e) => e.DTSTART[0].params.TZID === 'Europe/Madrid')).toBe(true);
  });

  it('is 404 with no detail for a wrong or revoked token, and a new address retires the old', async () => {
    const first = tokenOf((await must<{ createCalendarFeed: { url: string } }>(cleo.client, CREATE_FEED)).createCalendarFeed.url);
    const anyone = new TestClient(app.url);
    expect((await anyone.fetch(`/api/calendar/${first}.ics`)).status).toBe(200);
    const second = tokenOf((await must<{ createCalendarFeed: { url: string } }>(cleo.client, CREATE_FEED)).createCalendarFeed.url);
    expect(second).not.toBe(first);
    const retired = await anyone.fetch(`/api/calendar/${first}.ics`);
    expect(retired.status).toBe(404);
    expect((await anyone.fetch(`/api/calendar/${second}.ics`)).status).toBe(200);
    const wrong = await anyone.fetch(`/api/calendar/${'x'.repeat(43)}.ics`);
    expect(wrong.status).toBe(404);
    expect((await anyone.fetch('/api/calendar/short.ics')).status).toBe(404);
    expect((await must<{ revokeCalendarFeed: boolean }>(cleo.client, REVOKE_FEED)).revokeCalendarFeed).toBe(true);
    const revoked = await anyone.fetch(`/api/calendar/${second}.ics`);
    expect(revoked.status).toBe(404);
    const sentence = (text: string) => text.split('\n')[0];
    expect(new Set([sentence(await retired.text()), sentence(await wrong.text()), sentence(await revoked.text())]).size).toBe(1);
    expect((await must<{ revokeCalendarFeed: boolean }>(cleo.client, REVOKE_FEED)).revokeCalendarFeed).toBe(false);
    expect((await must<{ calendarFeed: unknown }>(cleo.client, FEED)).calendarFeed).toBeNull();
  });

  it('is each user’s own: another user’s feed is not theirs to see, and signed-out callers are refused', async () => {
    await must(ada.client, CREATE_FEED);
    expect((await must<{ calendarFeed: unknown }>(dan.client, FEED)).calendarFeed).toBeNull();
    expect((await must<{ revokeCalendarFeed: boolean }>(dan.client, REVOKE_FEED)).revokeCalendarFeed).toBe(false);
    expect((await must<{ calendarFeed: unknown }>(ada.client, FEED)).calendarFeed).not.toBeNull();
    for (const query of [FEED, CREATE_FEED, REVOKE_FEED]) expect(codeOf(await new TestClient(app.url).gql(query))).toBe('UNAUTHENTICATED');
  });
});
