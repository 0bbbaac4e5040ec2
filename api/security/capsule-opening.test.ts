import { emptyDatabase, queryOn } from '../test/test-app.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { buildUser, shareTree, type Person } from '../test/factories.ts';
import { cookieOf, liveClient, subscribeToNotifications } from '../test/live-client.ts';
import { must } from '../test/trees.ts';

// Two app servers (separate processes, each running its job queue) on one database: capsules due at
// the same moment are each opened once and each recipient is told once, even when every capsule's
// job is also there a second time (as a retry or a stray copy would be) for both servers to take.


let databaseUrl: string;
let servers: ServerProcess[];
let ada: Person;
let ben: Person;
let cleo: Person;
const sql = <T>(text: string, params: unknown[] = []) => queryOn<T>(databaseUrl, text, params);
const CAPSULES = 20;

beforeAll(async () => {
  databaseUrl = await emptyDatabase();
  servers = await Promise.all([startServerProcess({ SESSION_SECRET: '' }, databaseUrl), startServerProcess({ SESSION_SECRET: '' }, databaseUrl)]);
  // Ada writes through one server; Ben and Cleo read through the other.
  [ada, ben, cleo] = await Promise.all([buildUser({ url: servers[0].url }, { name: 'Ada Twoservers' }), buildUser({ url: servers[1].url }, { name: 'Ben Twoservers' }), buildUser({ url: servers[1].url }, { name: 'Cleo Twoservers' })]);
  await shareTree(ada, ben, 'viewer');
  await shareTree(ada, cleo, 'viewer');
});

afterAll(async () => {
  await Promise.all((servers ?? []).map((s) => s.stop()));
});

test('capsules due at the same moment are opened once each, and each recipient is told once, live', async () => {
  const ids: string[] = [];
  for (let i = 0; i < CAPSULES; i++) {
    const opensAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const { createTimeCapsule } = await must<{ createTimeCapsule: { id: string } }>(ada.client, 'mutation($i: TimeCapsuleInput!) { createTimeCapsule(input: $i) { id } }', {
      i: { title: `Letter ${i}`, message: 'For later', recipientKind: 'relatives', recipientIds: [ben.id, cleo.id], opensAt, timeZone: 'UTC' },
    });
    await must(ada.client, 'mutation($id: ID!) { sealTimeCapsule(id: $id) { id } }', { id: createTimeCapsule.id });
    ids.push(createTimeCapsule.id);
  }
  const live = liveClient(servers[1].url, { cookie: cookieOf(ben.client) });
  const heard = subscribeToNotifications(live);
  try {
    // The subscription is in place on the other server before anything opens.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Every capsule due now; a second copy of each job (no key) beside the first, for both servers to take.
    const uuids = `{${ids.join(',')}}`;
    await sql(`update time_capsules set open_at = now() - interval '1 second' where id = any($1::uuid[])`, [uuids]);
    await sql(`select graphile_worker.add_job('open_time_capsule', json_build_object('capsuleId', id)) from unnest($1::uuid[]) as id`, [uuids]);
    await sql(`update graphile_worker._private_jobs set run_at = now() where task_id = (select id from graphile_worker._private_tasks where identifier = 'open_time_capsule')`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await sql<{ opened: string; left: string }>(
        `select (select count(*) from time_capsules where id = any($1::uuid[]) and status = 'opened') as opened,
                (select count(*) from graphile_worker.jobs where task_identifier = 'open_time_capsule') as left`,
        [uuids],
      );
      if (Number(row.opened) === CAPSULES && Number(row.left) === 0) break;
      if (Date.now() > deadline) throw new Error(`opened ${row.opened} of ${CAPSULES}, ${row.left} jobs left`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const told = await sql<{ user_id: string; n: string }>(
      `select user_id, count(*) as n from notifications where kind = 'time_capsule_opened' and object_id = any($1::uuid[]) group by user_id, object_id`,
      [uuids],
    );
    expect(told).toHaveLength(CAPSULES * 3);
    expect(told.every((r) => Number(r.n) === 1)).toBe(true);
    expect(new Set(told.map((r) => r.user_id))).toEqual(new Set([ada.id, ben.id, cleo.id]));
    // Ben's bell, on the other server, rang once for each capsule.
    const rang = () => heard.received.filter((e) => e.kind === 'time_capsule_opened').length;
    for (const until = Date.now() + 20_000; rang() < CAPSULES && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(heard.errors).toEqual([]);
    expect(rang()).toBe(CAPSULES);
    // Both servers are still serving, and the capsules read as opened through either.
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const { timeCapsulesForMe } = await must<{ timeCapsulesForMe: { nodes: { status: string; title: string }[] } }>(ben.client, '{ timeCapsulesForMe { nodes { status title } } }');
    expect(timeCapsulesForMe.nodes.filter((c) => c.status === 'opened')).toHaveLength(CAPSULES);
  } finally {
    heard.dispose();
    await live.dispose();
  }
});
