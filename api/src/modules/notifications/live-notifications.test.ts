import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { buildUser, type Person } from '../../../test/factories.ts';
import { closeOf, cookieOf, liveClient, subscribeToNotifications } from '../../../test/live-client.ts';
import { must } from '../../../test/trees.ts';
import { notifyUsers } from './notify.service.ts';
import { startNotificationFeed } from './notification-feed.ts';
import { stillSignedIn } from '../../graphql/live-sessions.ts';
import { HANG_MS } from '../../../test/hang.ts';

// Two app servers on one database, as behind a load balancer: A in this process, B a process of its
// own. A notification made on one reaches a subscriber on the other only through PostgreSQL.

const SESSION_SECRET = randomBytes(24).toString('hex');
let a: TestApp;
let b: ServerProcess;
let ada: Person;
let ben: Person;
let cleo: Person;
const clients: ReturnType<typeof liveClient>[] = [];
const closing: { close(): Promise<void> }[] = [];
beforeAll(async () => {
  [a, b] = await Promise.all([startTestApp({ SESSION_SECRET }), startServerProcess({ SESSION_SECRET })]);
  [ada, ben, cleo] = await Promise.all([buildUser(a, { name: 'Ada Live' }), buildUser(a, { name: 'Ben Live' }), buildUser(a, { name: 'Cleo Live' })]);
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  for (const feed of closing) await feed.close();
  await Promise.all([a?.close(), b?.stop()]);
});

/** A subscription of `person` on the server at `url`, once the server is known to feed it. */
async function subscribed(url: string, person: Person) {
  const client = liveClient(url, { cookie: cookieOf(person.client) });
  clients.push(client);
  const stream = subscribeToNotifications(client);
  // The subscription starts a moment after the connection: tell the user until one arrives.
  for (let attempt = 0; attempt < 30; attempt++) {
    const message = `Warming up ${attempt}.`;
    await a.orm.em.fork().transactional((em) => notifyUsers(em, { kind: 'new_story', userIds: [person.id], actorId: null, message, link: '/stories' }));
    // Any of them arriving, even one sent before, tells that the server feeds the subscription.
    if (await stream.waitFor((n) => n.message.startsWith('Warming up'), 200)) break;
  }
  stream.received.length = 0;
  return stream;
}

describe('live notifications across servers', () => {
  // Delivered when PostgreSQL announces the row, not found by looking again later (the feed checks
  // its connection only every 30 s); how soon is measured by `npm run bench:notifications`.
  it('reach a subscriber on server B as soon as PostgreSQL announces a change made through server A, and no one else', async () => {
    const benOnB = await subscribed(b.url, ben);
    const cleoOnB = await subscribed(b.url, cleo);
    const cleoOnA = await subscribed(a.url, cleo);
    await must(ada.client, 'mutation($i: SendConnectionRequestInput!) { sendConnectionRequest(input: $i) { id } }', { i: { toUserId: ben.id, relationshipType: 'cousin' } });
    const heard = await benOnB.waitFor((n) => n.kind === 'connection_request', HANG_MS);
    expect(heard).toMatchObject({ kind: 'connection_request', message: 'Ada Live asked to connect with you.', link: '/family-tree', read: false, actor: { id: ada.id, displayName: 'Ada Live' } });
    expect(benOnB.errors).toEqual([]);
    // Cleo, subscribed on both servers, hears nothing of Ben's.
    await new Promise((r) => setTimeout(r, 300));
    expect([...cleoOnB.received, ...cleoOnA.received].filter((n) => !n.message.startsWith('Warming up'))).toEqual([]);
  });

  it('refuse a connection without a session, with a forged cookie, or from another site’s page, with the reason', async () => {
    expect(await closeOf(b.url)).toEqual({ code: 4401, reason: 'Unauthorized: sign in to receive live notifications.' });
    const forged = cookieOf(ben.client).replace(/kinfolk\.sid=([^;]*)/, 'kinfolk.sid=someone-elses');
    expect(await closeOf(a.url, { cookie: forged })).toMatchObject({ code: 4401 });
    expect(await closeOf(a.url, { cookie: cookieOf(ben.client), origin: 'https://evil.example' })).toMatchObject({ code: 4403 });
    expect(await closeOf(a.url, { authorization: 'Bearer kf_not-a-token' })).toMatchObject({ code: 4401 });
    // The server is unharmed: a signed-in subscriber is still served.
    await subscribed(a.url, ben);
  });

  it('serve subscriptions only, under the same limits as HTTP', async () => {
    const client = liveClient(a.url, { cookie: cookieOf(ben.client) });
    clients.push(client);
    const query = subscribeToNotifications(client, '{ me { id } }');
    await query.waitFor(() => false, 1_000);
    expect(query.errors.flat()).toEqual([expect.objectContaining({ message: expect.stringContaining('Only subscriptions are served here') })]);
    const unknown = subscribeToNotifications(client, 'subscription { notificationAdded { secrets } }');
    await unknown.waitFor(() => false, 1_000);
    expect(unknown.errors.flat()).toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]);
  });
});

describe('the feed of a server', () => {
  it('listens again after losing its database connection, says so once, and delivers what was made meanwhile', async () => {
    const said: string[] = [];
    const logger = { log: (m: string) => said.push(m), warn: (m: string) => said.push(m), error: (m: string) => said.push(m) };
    const em = a.orm.em.fork();
    const LISTENERS = `select pid from pg_stat_activity where datname = current_database() and application_name = 'kinfolk live notifications'`;
    const servers = new Set((await em.execute<{ pid: number }[]>(LISTENERS)).map((r) => r.pid));
    const feed = await startNotificationFeed(a.orm, { logger, retryMs: 50 });
    closing.push(feed);
    const stream = feed.follow(cleo.id);
    /** The next notification with this sentence (catching up may also bring others made a moment before). */
    const heard = async (message: string) => {
      const end = Date.now() + HANG_MS;
      while (Date.now() < end) {
        const next = await Promise.race([stream.next(), new Promise<null>((r) => setTimeout(() => r(null), end - Date.now()))]);
        if (next && !next.done && next.value.message === message) return message;
      }
      return null;
    };
    // As a database restart ends every connection: this feed's listening one (the servers' stay, quiet).
    const cut = async () => {
      const feedPids = (await em.execute<{ pid: number }[]>(LISTENERS)).map((r) => r.pid).filter((pid) => !servers.has(pid));
      await em.execute('select pg_terminate_backend(pid) from unnest(?::int[]) as t(pid)', [`{${feedPids.join(',')}}`]);
    };
    // While it is away no new connection is accepted, so the feed tries again and again.
    const admin = new pg.Client({ connectionString: process.env.KINFOLK_TEST_PG_URL });
    await admin.connect();
    const database = decodeURIComponent(new URL(process.env.KINFOLK_TEST_DB_URL!).pathname.slice(1));
    const allow = (yes: boolean) => admin.query(`alter database "${database}" with allow_connections ${yes}`);
    await allow(false);
    try {
      await cut();
      await new Promise((r) => setTimeout(r, 400));
      await em.transactional((tx) => notifyUsers(tx, { kind: 'new_story', userIds: [cleo.id], actorId: null, message: 'Made during the outage.', link: '/stories' }));
    } finally {
      await allow(true);
      await admin.end();
    }
    expect(await heard('Made during the outage.')).toBe('Made during the outage.');
    await em.transactional((tx) => notifyUsers(tx, { kind: 'new_story', userIds: [cleo.id], actorId: null, message: 'Made after it.', link: '/stories' }));
    expect(await heard('Made after it.')).toBe('Made after it.');
    expect(said.filter((m) => m.includes('lost the connection'))).toHaveLength(1);
    await stream.return!();
    expect(feed.followerCount()).toBe(0);
  });
});

describe('a live connection', () => {
  it('lasts while its session does: the periodic check finds sessions of another user or expired', async () => {
    const sid = ben.client.cookies.get('kinfolk.sid')!;
    const em = a.orm.em.fork();
    expect(await stillSignedIn(em, [{ sessionId: sid, userId: ben.id }, { sessionId: 'gone', userId: ben.id }])).toEqual(new Set([sid]));
    expect(await stillSignedIn(em, [{ sessionId: sid, userId: cleo.id }])).toEqual(new Set());
    await em.execute(`update sessions set expire = now() - interval '1 minute' where sid = ?`, [sid]);
    expect(await stillSignedIn(em, [{ sessionId: sid, userId: ben.id }])).toEqual(new Set());
  });
});
