import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TestClient } from '../test/client.ts';
import { buildUser, connect, type Person } from '../test/factories.ts';
import { must } from '../test/trees.ts';
import { restRefusal } from './clear-refusals.ts';

// A calendar feed is read by calendar apps without a session: its address's token is the key to
// its owner's events. No other token opens it (a wrong one, one of 10,000 characters, one replaced
// or revoked, one of another shape), every refusal is the same plain 404 whoever asks, and the feed
// holds its owner's events alone: none of a connection's they are not invited to.

let app: TestApp;
let ann: Person;
let bob: Person;
const anonymous = () => new TestClient(app.url);
const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const CREATE_EVENT = 'mutation($i: CreateFamilyEventInput!) { createFamilyEvent(input: $i) { id } }';
const FEED = 'mutation { createCalendarFeed { url } }';
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  app = await startTestApp();
  [ann, bob] = [await buildUser(app, { name: 'Ann Feed' }), await buildUser(app, { name: 'Bob Feed' })];
  await connect(ann, bob);
  await must(ann.client, CREATE_EVENT, { i: { title: 'Ann’s own supper', startsAt: soon(3), timeZone: 'Europe/Madrid', isPrivate: true } });
  // Bob's event is not private: Ann, his connection, may see it, but is not invited, so her feed does not hold it.
  await must(bob.client, CREATE_EVENT, { i: { title: 'Bob’s open house', startsAt: soon(4), timeZone: 'Europe/Madrid' } });
  await must(bob.client, CREATE_EVENT, { i: { title: 'Bob’s secret surprise', startsAt: soon(5), timeZone: 'Europe/Madrid', isPrivate: true } });
});
afterAll(() => app.close());

/** A feed address that must not open: 404 for everyone, in plain text, saying nothing of the feed. */
async function expectClosed(path: string) {
  for (const client of [anonymous(), ann.client, bob.client]) {
    const { status, sentence } = await restRefusal(await client.fetch(path));
    expect({ path: path.slice(0, 60), status }).toEqual({ path: path.slice(0, 60), status: 404 });
    expect(sentence).not.toMatch(/Ann|Bob|supper|token/i);
  }
}

describe('calendar feeds', () => {
  it('opens with its token alone, without a session, holding only its owner’s events, never kept by shared caches', async () => {
    const { createCalendarFeed } = await must<{ createCalendarFeed: { url: string } }>(ann.client, FEED);
    const res = await anonymous().fetch(pathOf(createCalendarFeed.url));
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(text).toContain('Ann’s own supper');
    expect(text).not.toMatch(/Bob’s open house|Bob’s secret surprise/);
  });

  it('refuses a token of the right shape that is nobody’s, and one with a character changed', async () => {
    const { createCalendarFeed } = await must<{ createCalendarFeed: { url: string } }>(bob.client, FEED);
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(pathOf(createCalendarFeed.url))![1];
    await expectClosed(`/api/calendar/${'A'.repeat(43)}.ics`);
    await expectClosed(`/api/calendar/${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}.ics`);
    await expectClosed(`/api/calendar/${token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()}.ics`);
  });

  it('refuses a token of 10,000 characters, and tokens of other shapes, with the same 404', async () => {
    for (const token of ['x'.repeat(10_000), '', '..%2F..%2Fetc%2Fpasswd', '%00', 'a%20b', '*', `${'A'.repeat(43)}%0d%0aSet-Cookie:%20x=y`]) await expectClosed(`/api/calendar/${token}.ics`);
    // The server answers on.
    expect((await ann.client.fetch('/api/events/upcoming')).status).toBe(200);
  });

  it('stops opening at an address its owner replaced or revoked', async () => {
    const first = pathOf((await must<{ createCalendarFeed: { url: string } }>(ann.client, FEED)).createCalendarFeed.url);
    const second = pathOf((await must<{ createCalendarFeed: { url: string } }>(ann.client, FEED)).createCalendarFeed.url);
    await expectClosed(first);
    expect((await anonymous().fetch(second)).status).toBe(200);
    expect(await must(ann.client, 'mutation { revokeCalendarFeed }')).toEqual({ revokeCalendarFeed: true });
    await expectClosed(second);
  });

  it('shows its owner the address without its token afterwards, so a shared screen gives nothing away', async () => {
    const made = (await must<{ createCalendarFeed: { url: string } }>(ann.client, FEED)).createCalendarFeed.url;
    const { calendarFeed } = await must<{ calendarFeed: { url: string } }>(ann.client, '{ calendarFeed { url } }');
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(pathOf(made))![1];
    expect(calendarFeed.url).not.toContain(token);
    await expectClosed(pathOf(calendarFeed.url));
  });
});
