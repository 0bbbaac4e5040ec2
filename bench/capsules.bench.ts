// Time capsules: 10,000 sealed capsules due within the same minute, each for two recipients, on two
// app servers (separate processes sharing one PostgreSQL, each running its job queue). Measures how
// late each capsule opened after its moment and when its recipients' notifications were written, and
// checks that every capsule opened once and every recipient was told exactly once.
//   node bench/capsules.bench.ts        (CAPSULES=10000, USERS=1000, SERVERS=2)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres, withDatabase } from '../api/src/db/embedded-postgres.ts';
import { startServerProcess, type ServerProcess } from '../api/test/server-process.ts';
import { freePort } from '../api/test/free-port.ts';
import { summarise } from './harness.ts';

const CAPSULES = Number(process.env.CAPSULES ?? 10_000);
const USERS = Number(process.env.USERS ?? 1_000);
const SERVERS = Number(process.env.SERVERS ?? 2);
const TARGET_S = 60;
/** How long the seeding may take before the minute starts. */
const LEAD_S = 60;

const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-capsules-'));
chmodSync(dir, 0o755);
const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
const database = 'kinfolk_capsules';
await ensureDatabase(pgServer.url, database);
const url = withDatabase(pgServer.url, database);
let servers: ServerProcess[] = [];
const db = new pg.Client({ connectionString: url });
try {
  console.log(`Kinfolk time capsules — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(`${CAPSULES} capsules due within one minute, 2 recipients each, ${USERS} users, ${SERVERS} app servers (JOB_CONCURRENCY default). Target: all opened and told within ${TARGET_S} s of their moment, each once.`);
  servers = await Promise.all(Array.from({ length: SERVERS }, () => startServerProcess({}, url)));
  await db.connect();
  // Users, then the capsules (sealed, their recipients written), as SQL: making them through the API would take longer than the bench.
  await db.query(
    `insert into users (id, created_at, updated_at, email, first_name, last_name, privacy_settings, is_onboarded)
     select gen_random_uuid(), now(), now(), 'capsule-' || n || '@bench.example', 'Bench', 'User ' || n, '{}'::jsonb, true from generate_series(1, $1) n`,
    [USERS],
  );
  const minuteStart = new Date(Math.ceil((Date.now() + LEAD_S * 1000) / 60_000) * 60_000);
  // Capsule n is from user n % USERS to the next two users.
  await db.query(
    `with u as (select array_agg(id order by id) as ids from users)
     insert into time_capsules (id, created_at, updated_at, creator_id, title, message, recipient_kind, open_at, time_zone, status, sealed_at)
     select gen_random_uuid(), now(), now(), u.ids[n % $2 + 1], 'Capsule ' || n, 'A letter to the future', 'relatives',
       $3::timestamptz + (n % 60) * interval '1 second' + random() * interval '1 second', 'Europe/Madrid', 'sealed', now()
     from generate_series(0, $1 - 1) n, u`,
    [CAPSULES, USERS, minuteStart.toISOString()],
  );
  await db.query(
    `with u as (select id, (row_number() over (order by id) - 1)::int as i from users), ids as (select array_agg(id order by id) as ids from users)
     insert into time_capsule_recipients (capsule_id, user_id, created_at)
     select c.id, ids.ids[(u.i + k) % $1 + 1], now() from time_capsules c join u on u.id = c.creator_id, ids, generate_series(1, 2) k`,
    [USERS],
  );
  // The jobs as sealing adds them: one per capsule, by its key, due at its moment.
  await db.query(`select graphile_worker.add_job('open_time_capsule', json_build_object('capsuleId', id), run_at => open_at, job_key => 'open_time_capsule:' || id) from time_capsules`);
  console.log(`Seeded; the minute starts at ${minuteStart.toISOString()} (in ${((minuteStart.getTime() - Date.now()) / 1000).toFixed(0)} s).`);

  const deadline = minuteStart.getTime() + 60_000 + TARGET_S * 1000 + 120_000;
  let opened = 0;
  while (Date.now() < deadline) {
    opened = Number((await db.query(`select count(*) from time_capsules where status = 'opened'`)).rows[0].count);
    if (opened === CAPSULES) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const lateness = (await db.query(`select extract(epoch from opened_at - open_at) * 1000 as ms from time_capsules where status = 'opened'`)).rows.map((r) => Number(r.ms));
  const told = (await db.query(
    `select extract(epoch from n.created_at - c.open_at) * 1000 as ms from notifications n join time_capsules c on c.id = n.object_id
     where n.kind = 'time_capsule_opened' and n.user_id <> c.creator_id`,
  )).rows.map((r) => Number(r.ms));
  const [twice] = (await db.query(`select count(*) as n from (select 1 from notifications where kind = 'time_capsule_opened' group by user_id, object_id having count(*) > 1) d`)).rows;
  const [missing] = (await db.query(
    `select count(*) as n from time_capsule_recipients r where not exists (select 1 from notifications n where n.object_id = r.capsule_id and n.user_id = r.user_id and n.kind = 'time_capsule_opened')`,
  )).rows;
  const [left] = (await db.query(`select count(*) as n from graphile_worker.jobs where task_identifier = 'open_time_capsule'`)).rows;
  const max = (ms: number[]) => Math.round(ms.reduce((a, b) => Math.max(a, b), 0));
  const open = { ...summarise(lateness), max: max(lateness) };
  const notice = { ...summarise(told), max: max(told) };
  console.log(`opened: ${opened} of ${CAPSULES}; lateness after the moment (ms): p50 ${open.p50}, p99 ${open.p99}, max ${open.max}`);
  console.log(`recipients told: ${told.length} of ${CAPSULES * 2}; after the moment (ms): p50 ${notice.p50}, p99 ${notice.p99}, max ${notice.max}`);
  console.log(`told twice: ${twice.n}; recipients never told: ${missing.n}; opening jobs left in the queue: ${left.n}`);
  const met = opened === CAPSULES && Number(twice.n) === 0 && Number(missing.n) === 0 && notice.max <= TARGET_S * 1000;
  console.log(met ? `Target met: all opened and told within ${TARGET_S} s, each once.` : `Target MISSED (see the figures above).`);
} finally {
  await db.end().catch(() => {});
  await Promise.all(servers.map((s) => s.stop()));
  await pgServer.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
