// Live notifications: 1,000 graphql-ws clients subscribed to notificationAdded on the real server
// (by default one per user; BENCH_USERS fewer users have several connections each), then one write
// that notifies all of them, and the time until each client has it. Repeated BENCH_ROUNDS times.
//   node bench/notifications.bench.ts        (BENCH_CLIENTS=1000, BENCH_USERS=1000, BENCH_ROUNDS=5)
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { notifyUsers } from '../api/src/modules/notifications/index.ts';
import { startBenchServer, summarise } from './harness.ts';

const clients = Number(process.env.BENCH_CLIENTS ?? 1_000);
const users = Math.min(clients, Number(process.env.BENCH_USERS ?? clients));
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const P99_TARGET_MS = 1_000;

const server = await startBenchServer();
console.log(`Kinfolk live notifications — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`Target: every subscribed client has the notification within ${P99_TARGET_MS} ms of the write (p99). Clients and server share this process.`);
const open: Client[] = [];
try {
  // Users and their sessions written directly, as signing in 1,000 people would take minutes.
  const em = server.orm.em.fork();
  const ids = Array.from({ length: users }, () => randomUUID());
  await em.execute(
    `insert into users (id, created_at, updated_at, email, first_name, last_name, privacy_settings, is_onboarded)
     select id, now(), now(), 'bench-' || id || '@example.org', 'Bench', 'Listener', '{}'::jsonb, true from unnest(?::uuid[]) as u(id)`,
    [`{${ids.join(',')}}`],
  );
  const cookies = new Map<string, string>();
  const sessions = ids.map((userId) => ({ sid: randomBytes(18).toString('base64url'), userId }));
  await em.execute(
    `insert into sessions (sid, sess, expire) select s.sid, jsonb_build_object('userId', s.user_id, 'signedInAt', ?::bigint), now() + interval '1 day'
     from jsonb_to_recordset(?::jsonb) as s(sid text, user_id uuid)`,
    [Date.now(), JSON.stringify(sessions.map((s) => ({ sid: s.sid, user_id: s.userId })))],
  );
  // The session cookie as koa-session signs it (keygrip: HMAC-SHA1 of "name=value", URL-safe base64).
  const signature = (value: string) => createHmac('sha1', server.config.sessionSecret).update(value).digest('base64').replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);
  for (const { sid, userId } of sessions) cookies.set(userId, `kinfolk.sid=${sid}; kinfolk.sid.sig=${signature(`kinfolk.sid=${sid}`)}`);

  const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
  const received: number[][] = [];
  let round = -1;
  const t0 = performance.now();
  for (let i = 0; i < clients; i++) {
    const userId = ids[i % users];
    const headers = { cookie: cookies.get(userId)! };
    class SignedIn extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const client = createClient({ url, webSocketImpl: SignedIn, retryAttempts: 0, lazy: false, onNonLazyError: (e) => console.error('connection failed', e) });
    open.push(client);
    client.subscribe(
      { query: 'subscription { notificationAdded { id kind message link read createdAt actor { id displayName } } }' },
      { next: () => received[round]?.push(performance.now()), error: (e) => console.error('subscription failed', e), complete: () => {} },
    );
  }
  await until(() => server.live.subscriberCount() === clients, 120_000);
  console.log(`\n${clients.toLocaleString('en')} clients of ${users.toLocaleString('en')} users connected and subscribed in ${((performance.now() - t0) / 1000).toFixed(1)} s (${server.live.connectionCount()} connections on the server)`);

  const all: number[] = [];
  for (round = 0; round < rounds; round++) {
    received[round] = [];
    const start = performance.now();
    await server.orm.em.fork().transactional((tx) =>
      notifyUsers(tx, { kind: 'new_story', userIds: ids, actorId: null, message: `A new story for everyone (${round + 1}).`, link: '/stories' }),
    );
    const written = performance.now() - start;
    await until(() => received[round].length >= clients, 10_000);
    const latencies = received[round].map((at) => at - start);
    all.push(...latencies);
    const s = summarise(latencies);
    console.log(`  round ${round + 1}: write ${written.toFixed(0)} ms; received by ${latencies.length}/${clients}; p50 ${s.p50} ms, p99 ${s.p99} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const s = summarise(all);
  const max = Math.max(...all);
  console.log(`\nAll rounds (${all.length.toLocaleString('en')} deliveries): p50 ${s.p50} ms, p99 ${s.p99} ms, max ${max.toFixed(1)} ms — ${s.p99 <= P99_TARGET_MS && all.length === clients * rounds ? 'within' : 'OUTSIDE'} the target`);
} finally {
  await Promise.all(open.map((c) => c.dispose()));
  await server.close();
}

async function until(done: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}
