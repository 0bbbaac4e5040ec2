import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { buildUser, type Person } from '../test/factories.ts';
import { closeOf, cookieOf, liveClient, liveUrl, subscribeToNotifications } from '../test/live-client.ts';
import { must } from '../test/trees.ts';
import { notifyUsers } from '../src/modules/notifications/index.ts';
import { graphqlRefusal, INTERNALS, postGraphQL } from './clear-refusals.ts';

// The live subscription (notificationAdded over a WebSocket at /graphql) is for a signed-in
// browser session of this server's own pages. Without a session, with a forged or ended one, with
// an access token or from another site's page, the connection is closed at once with a code and a
// sentence; garbage and oversized messages close it the same way; and a subscriber hears only of
// their own notifications. Nothing of this shows the server's insides or stops it serving.

let app: TestApp;
let ann: Person;
let bob: Person;
const clients: ReturnType<typeof liveClient>[] = [];
beforeAll(async () => {
  app = await startTestApp();
  [ann, bob] = [await buildUser(app, { name: 'Ann Live' }), await buildUser(app, { name: 'Bob Live' })];
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await app.close();
});

const tell = (userId: string, message: string) => app.orm.em.fork().transactional((em) => notifyUsers(em, { kind: 'new_story', userIds: [userId], actorId: null, message, link: '/stories' }));

/** A subscription of `person`, once the server is known to feed it (it starts a moment after the connection). */
async function subscribed(person: Person) {
  const client = liveClient(app.url, { cookie: cookieOf(person.client), origin: app.url });
  clients.push(client);
  const stream = subscribeToNotifications(client);
  for (let attempt = 0; attempt < 30; attempt++) {
    const message = `Warming up ${person.id} ${attempt}.`;
    await tell(person.id, message);
    if (await stream.waitFor((n) => n.message === message, 200)) break;
  }
  stream.received.length = 0;
  return stream;
}

/** A refusal as the browser sees it: the close code, and a sentence without the server's insides. */
async function expectClosed(headers: Record<string, string>, code: number) {
  const closed = await closeOf(app.url, headers);
  expect(closed).toEqual({ code, reason: expect.stringMatching(/^(Unauthorized|Forbidden): .+\.$/) });
  expect(closed.reason).not.toMatch(INTERNALS);
}

/** A raw graphql-ws connection of a signed-in user: how the server closes it after `send`. */
function closeAfter(person: Person, send: (socket: WebSocket) => void): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(app.url), 'graphql-transport-ws', { headers: { cookie: cookieOf(person.client), origin: app.url } });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') send(socket);
    });
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on('error', reject);
  });
}

describe('who may open the live subscription', () => {
  it('refuses a connection without a cookie, and with a forged one', async () => {
    await expectClosed({}, 4401);
    await expectClosed({ cookie: cookieOf(ann.client).replace(/kinfolk\.sid=([^;]*)/, 'kinfolk.sid=forged-session-id') }, 4401);
    await expectClosed({ cookie: `kinfolk.sid=${'x'.repeat(4000)}` }, 4401);
  });

  it('refuses the cookie of a session that has signed out', async () => {
    const carl = await buildUser(app, { name: 'Carl Live' });
    const cookie = cookieOf(carl.client);
    expect((await carl.client.fetch('/api/logout', { method: 'POST', headers: { origin: app.url } })).status).toBeLessThan(400);
    await expectClosed({ cookie, origin: app.url }, 4401);
  });

  it('refuses a signed-in session from another site’s page, by its Origin or by what the browser says', async () => {
    await expectClosed({ cookie: cookieOf(ann.client), origin: 'https://evil.example' }, 4403);
    await expectClosed({ cookie: cookieOf(ann.client), origin: 'null' }, 4403);
    await expectClosed({ cookie: cookieOf(ann.client), 'sec-fetch-site': 'cross-site' }, 4403);
  });

  it('refuses an access token, real or not: live notifications are for browser sessions', async () => {
    const { createAccessToken } = await must<{ createAccessToken: { token: string } }>(ann.client, 'mutation { createAccessToken(name: "Live script") { token } }');
    await expectClosed({ authorization: `Bearer ${createAccessToken.token}` }, 4401);
    await expectClosed({ authorization: 'Bearer kf_not-a-token' }, 4401);
  });

  it('answers a subscription sent over HTTP with a clear error, not a crash', async () => {
    const refusal = await graphqlRefusal(await postGraphQL(ann.client, 'subscription { notificationAdded { id message } }'));
    expect(refusal.status).toBeLessThan(500);
    expect(refusal.code).toMatch(/^(BAD_USER_INPUT|BAD_REQUEST|GRAPHQL_VALIDATION_FAILED)$/);
    expect(refusal.message).toMatch(/WebSocket|subscription/i);
  });
});

describe('what a subscriber hears', () => {
  it('hears only of their own notifications, never of another user’s', async () => {
    const [annHears, bobHears] = [await subscribed(ann), await subscribed(bob)];
    await tell(ann.id, 'For Ann alone.');
    expect(await annHears.waitFor((n) => n.message === 'For Ann alone.', 2_000)).toMatchObject({ message: 'For Ann alone.' });
    await tell(bob.id, 'For Bob alone.');
    expect(await bobHears.waitFor((n) => n.message === 'For Bob alone.', 2_000)).toMatchObject({ message: 'For Bob alone.' });
    await new Promise((r) => setTimeout(r, 300));
    expect(annHears.received.map((n) => n.message)).toEqual(['For Ann alone.']);
    expect(bobHears.received.map((n) => n.message)).toEqual(['For Bob alone.']);
    expect([...annHears.errors, ...bobHears.errors]).toEqual([]);
  });

  it('closes a connection that sends garbage or a message over the size limit, with a reason, and serves on', async () => {
    const garbage = await closeAfter(ann, (socket) => socket.send('{"type": "subscribe", "id": 1, "payload": '));
    expect(garbage.code).toBe(4400);
    expect(garbage.reason).not.toMatch(INTERNALS);
    const oversized = await closeAfter(ann, (socket) => socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `subscription { notificationAdded { id } } #${'x'.repeat(100_000)}` } })));
    expect(oversized.code).toBe(1009);
    const later = await subscribed(ann);
    await tell(ann.id, 'Still served.');
    expect(await later.waitFor((n) => n.message === 'Still served.', 2_000)).toMatchObject({ message: 'Still served.' });
  });

  it('answers an upgrade at another address with 404, and refuses queries and mutations over the connection', async () => {
    const other = await new Promise<number>((resolve) => {
      const socket = new WebSocket(liveUrl(app.url).replace(/\/graphql$/, '/api/stories'), { headers: { cookie: cookieOf(ann.client) } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
    });
    expect(other).toBe(404);
    const client = liveClient(app.url, { cookie: cookieOf(ann.client), origin: app.url });
    clients.push(client);
    const write = subscribeToNotifications(client, 'mutation { markAllNotificationsRead }');
    await write.waitFor(() => false, 1_000);
    expect(write.errors.flat()).toEqual([expect.objectContaining({ message: expect.stringContaining('Only subscriptions are served here') })]);
  });
});
