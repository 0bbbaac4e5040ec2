import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../db/orm-config.ts';
import { entities } from '../modules/entities.ts';
import { connectionStringOf, enqueueJob, inJob, startJobQueue, type JobHandler, type JobQueue, type PeriodicJob } from './index.ts';
import { HANG_MS } from '../../test/hang.ts';

let orm: MikroORM;
let url: string;
const running: JobQueue[] = [];
const logs: string[] = [];
const logger = { error: (m: string) => logs.push(`error: ${m}`), warn: (m: string) => logs.push(`warn: ${m}`) };

beforeAll(async () => {
  orm = await MikroORM.init(ormConfig(process.env.KINFOLK_TEST_DB_URL!, entities));
  url = connectionStringOf(orm);
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((q) => q.stop()));
  logs.length = 0;
});
afterAll(() => orm.close(true));

async function start(tasks: Record<string, JobHandler>, crontab?: PeriodicJob[], concurrency = 2, pollIntervalMs = 100) {
  const queue = await startJobQueue({ connectionString: url, concurrency, tasks, crontab, logger, pollIntervalMs });
  running.push(queue);
  return queue;
}

async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs = HANG_MS) {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('Timed out waiting for the jobs.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pendingJobs(task: string) {
  const [row] = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from graphile_worker.jobs where task_identifier = ?', [task]);
  return Number(row.n);
}

/** A task that records every payload it is handed. */
function recorder() {
  const payloads: unknown[] = [];
  const task: JobHandler = async (payload) => void payloads.push(payload);
  return { payloads, task };
}

test('the ORM and the queue use the same database', () => {
  expect(new URL(url).pathname).toBe(new URL(process.env.KINFOLK_TEST_DB_URL!).pathname);
});

test('a job added in a transaction that commits runs once, with its payload, and quietly', async () => {
  const { payloads, task } = recorder();
  await start({ committed: task });
  await orm.em.fork().transactional((em) => enqueueJob(em, 'committed', { photoId: 'p1' }));
  await waitFor(() => payloads.length > 0);
  await pause(300);
  expect(payloads).toEqual([{ photoId: 'p1' }]);
  expect(await pendingJobs('committed')).toBe(0);
  expect(logs).toEqual([]);
});

test("a job's work knows it is a job's, through its awaits; a request's does not", async () => {
  const seen: boolean[] = [];
  await start({
    marked: async () => {
      seen.push(inJob());
      await pause(10);
      seen.push(inJob());
    },
  });
  await orm.em.fork().transactional((em) => enqueueJob(em, 'marked', {}));
  await waitFor(() => seen.length === 2);
  expect(seen).toEqual([true, true]);
  expect(inJob()).toBe(false);
});

test('a job added in a transaction that rolls back never runs', async () => {
  const { payloads, task } = recorder();
  await start({ rolledBack: task, marker: async () => void payloads.push('marker') });
  await expect(
    orm.em.fork().transactional(async (em) => {
      await enqueueJob(em, 'rolledBack', { n: 1 });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  // A job added afterwards has run, so the rolled-back one would have had its chance too.
  await enqueueJob(orm.em.fork(), 'marker');
  await waitFor(() => payloads.includes('marker'));
  expect(payloads).toEqual(['marker']);
  expect(await pendingJobs('rolledBack')).toBe(0);
});

test('a failing job is tried again and its failure is logged as its task and message only', async () => {
  let attempts = 0;
  await start({
    flaky: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('storage not reachable');
    },
  });
  await enqueueJob(orm.em.fork(), 'flaky', {}, { maxAttempts: 3 });
  // graphile-worker waits about e¹ ≈ 2.7 s before the second try.
  await waitFor(() => attempts === 2);
  await waitFor(() => logs.length > 0);
  // The second try has returned; its job row goes once the worker records the success.
  await waitFor(async () => (await pendingJobs('flaky')) === 0);
  expect(attempts).toBe(2);
  expect(logs).toEqual(['error: Job "flaky" failed: storage not reachable']);
});

test('a job added while no queue runs is run by the next one to start', async () => {
  const { payloads, task } = recorder();
  const first = await start({ later: task });
  await first.stop();
  await enqueueJob(orm.em.fork(), 'later', { n: 7 });
  await pause(200);
  expect(payloads).toEqual([]);
  await start({ later: task });
  await waitFor(() => payloads.length > 0);
  expect(payloads).toEqual([{ n: 7 }]);
});

test('two queues on one database run each job exactly once', async () => {
  const runs = new Map<number, number>();
  const count: JobHandler = async (payload) => {
    const n = (payload as { n: number }).n;
    runs.set(n, (runs.get(n) ?? 0) + 1);
    await pause(10);
  };
  await Promise.all([start({ counted: count }), start({ counted: count })]);
  const em = orm.em.fork();
  await em.transactional(async (tx) => {
    for (let n = 0; n < 20; n++) await enqueueJob(tx, 'counted', { n });
  });
  await waitFor(() => runs.size === 20);
  await pause(300);
  expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  expect([...runs.values()].every((times) => times === 1)).toBe(true);
});

test('a job key keeps one pending job, with the latest payload', async () => {
  const { payloads, task } = recorder();
  const em = orm.em.fork();
  await enqueueJob(em, 'keyed', { version: 1 }, { jobKey: 'tree-1' });
  await enqueueJob(em, 'keyed', { version: 2 }, { jobKey: 'tree-1' });
  expect(await pendingJobs('keyed')).toBe(1);
  await start({ keyed: task });
  await waitFor(() => payloads.length > 0);
  await pause(200);
  expect(payloads).toEqual([{ version: 2 }]);
});

test('a keyed job that a worker starts while another with its key is being added does not swallow the new one', async () => {
  // The worker's side, by hand: it holds the waiting job's row while the add reaches it, then marks
  // the job started. The add cannot replace a started job, which may not see the change that asked
  // again; a job of its own must wait to run after it.
  const em = orm.em.fork();
  const key = `raced-${randomUUID()}`;
  const first = await enqueueJob(em, 'raced', { version: 1 }, { jobKey: key });
  const worker = new pg.Client({ connectionString: url });
  await worker.connect();
  try {
    await worker.query('begin');
    await worker.query('select id from graphile_worker._private_jobs where id = $1 for update', [first]);
    const adding = enqueueJob(orm.em.fork(), 'raced', { version: 2 }, { jobKey: key });
    await waitFor(async () => (await worker.query(`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%add_job(%'`)).rowCount! > 0);
    await worker.query(`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'a worker' where id = $1`, [first]);
    await worker.query('commit');
    const second = await adding;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    const jobs = await em.execute<{ id: string; available: boolean; payload: unknown }[]>(
      `select id::text, is_available as available, payload from graphile_worker._private_jobs where id in (?, ?) order by id`,
      [first, second],
    );
    expect(jobs).toEqual([
      { id: first, available: false, payload: { version: 1 } },
      { id: second, available: true, payload: { version: 2 } },
    ]);
  } finally {
    await worker.query('rollback').catch(() => undefined);
    await worker.end();
    await em.execute('delete from graphile_worker._private_jobs where id in (select id from graphile_worker.jobs where task_identifier = ?)', ['raced']);
  }
});

test('a delayed job waits for its time', async () => {
  // Told by the job's own times, not by how long the test waited: however busy the machine, a job
  // may run late but never before its time.
  const runs: { ranAt: number; runAt: Date; createdAt: Date }[] = [];
  await start({ delayed: async (_payload, helpers) => void runs.push({ ranAt: Date.now(), runAt: helpers.job.run_at, createdAt: helpers.job.created_at }) });
  await enqueueJob(orm.em.fork(), 'delayed', {}, { delayMs: 600 });
  await waitFor(() => runs.length > 0);
  expect(runs).toHaveLength(1);
  const [{ ranAt, runAt, createdAt }] = runs;
  expect(runAt.getTime() - createdAt.getTime()).toBe(600);
  expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime());
});

test('a job added to run later runs once it is due, without waiting for the next poll, the earliest first', async () => {
  // Polling once an hour: only the alarm set for the next due job can run these within the test.
  // That none runs before its time is the delayed job's test above; this one is about being woken.
  const runs: { name: string }[] = [];
  const task: JobHandler = async (payload) => void runs.push({ name: (payload as { name: string }).name });
  await start({ later: task }, undefined, 2, 3_600_000);
  await enqueueJob(orm.em.fork(), 'later', { name: 'second' }, { delayMs: 1_500 });
  // Added after it, due before it: the alarm moves to the earlier one.
  await enqueueJob(orm.em.fork(), 'later', { name: 'first' }, { delayMs: 300 });
  await waitFor(() => runs.length === 2);
  expect(runs.map((run) => run.name)).toEqual(['first', 'second']);
  expect(logs).toEqual([]);
});

test('stopping waits for the running job to finish, and may be asked twice', async () => {
  let started = false;
  let finished = false;
  const queue = await start({
    slow: async () => {
      started = true;
      await pause(400);
      finished = true;
    },
  });
  await enqueueJob(orm.em.fork(), 'slow');
  await waitFor(() => started);
  await Promise.all([queue.stop(), queue.stop()]);
  expect(finished).toBe(true);
  await queue.stop();
  expect(await pendingJobs('slow')).toBe(0);
});

test('a job still running when the stop has waited long enough is told, failed and kept to run again: the server stops', async () => {
  let told = false;
  const queue = await startJobQueue({
    connectionString: url,
    concurrency: 1,
    logger,
    pollIntervalMs: 100,
    stopWaitMs: 300,
    // A job stuck for good, as on a database that stopped answering: it only hears the abort.
    tasks: { stuck: (_payload, helpers) => new Promise<void>(() => helpers.abortSignal.addEventListener('abort', () => (told = true))) },
  });
  running.push(queue);
  await enqueueJob(orm.em.fork(), 'stuck');
  await waitFor(async () => (await orm.em.fork().execute(`select 1 from graphile_worker.jobs where task_identifier = 'stuck' and locked_at is not null`)).length === 1);
  await queue.stop();
  expect(told).toBe(true);
  const [job] = await orm.em.fork().execute<{ attempts: number; last_error: string; locked_at: Date | null }[]>(
    `select attempts, last_error, locked_at from graphile_worker.jobs where task_identifier = 'stuck'`,
  );
  expect(job).toMatchObject({ attempts: 1, locked_at: null, last_error: expect.stringContaining('The server stopped before the job finished') });
  await orm.em.fork().execute(`select graphile_worker.complete_jobs(array_agg(id)) from graphile_worker.jobs where task_identifier = 'stuck'`);
});

test('periodic jobs are checked before the queue starts', async () => {
  const nightly: JobHandler = async () => {};
  await start({ nightly }, [{ task: 'nightly', schedule: '0 3 * * *' }]);
  // The schedule is registered in the database, where the queues of all servers share it.
  const known = async () =>
    (await orm.em.fork().execute(`select 1 from graphile_worker._private_known_crontabs where identifier = 'nightly'`)).length === 1;
  await waitFor(known);

  await expect(startJobQueue({ connectionString: url, concurrency: 1, tasks: { nightly }, crontab: [{ task: 'nightly', schedule: '0 25 * * *' }] })).rejects.toThrow(
    'The schedule "0 25 * * *" of the periodic job "nightly" is not valid',
  );
  await expect(startJobQueue({ connectionString: url, concurrency: 1, tasks: { nightly }, crontab: [{ task: 'weekly', schedule: '0 3 * * 0' }] })).rejects.toThrow(
    'The periodic job "weekly" names no task of the job queue.',
  );
});

test('jobs held by a server that stopped answering are released and run by another at once', async () => {
  const { payloads, task } = recorder();
  const em = orm.em.fork();
  // A server that died (kill -9) while running a job: its heartbeat stopped a minute ago, its worker holds the lock.
  const [job] = await em.execute<{ id: string }[]>("select id::text from graphile_worker.add_job('takenOver', '{\"n\": 7}'::json)");
  await em.execute("update graphile_worker._private_jobs set locked_at = now(), locked_by = 'worker-of-a-dead-server', attempts = 1 where id = ?::bigint", [job.id]);
  await em.execute("insert into job_servers (server_id, worker_ids, heartbeat_at) values ('dead-server', '{worker-of-a-dead-server}', now() - interval '1 minute')");
  const queue = await startJobQueue({ connectionString: url, concurrency: 1, tasks: { takenOver: task }, logger, pollIntervalMs: 100, serverTimeoutMs: 1_000 });
  running.push(queue);
  // graphile-worker alone frees such a job after four hours: it runs within the wait only if the dead server's lock was released.
  await waitFor(() => payloads.length > 0);
  expect(payloads).toEqual([{ n: 7 }]);
  expect(logs).toContainEqual(expect.stringMatching(/1 job\(s\) held by an app server that stopped answering were released/));
  const [left] = await em.execute<{ n: string }[]>("select count(*) as n from job_servers where server_id = 'dead-server'");
  expect(Number(left.n)).toBe(0);
});

test('a running server keeps its heartbeat, and leaves the list when it stops', async () => {
  const em = orm.em.fork();
  // Queues of the tests before this one may still be stopping: this one is the server id that is new.
  const serverIds = async () => (await em.execute<{ server_id: string }[]>('select server_id from job_servers')).map((row) => row.server_id);
  const before = new Set(await serverIds());
  // A beat a second, told by the beat's own time moving on rather than by its age: a machine too
  // busy to beat for 3 s may sweep this server away for a moment, and its next beat adds it again.
  const queue = await startJobQueue({ connectionString: url, concurrency: 1, tasks: { idle: async () => {} }, logger, pollIntervalMs: 100, serverTimeoutMs: 3_000 });
  const mine = (await serverIds()).filter((id) => !before.has(id));
  expect(mine).toHaveLength(1);
  const heartbeat = async () =>
    (await em.execute<{ at: number; workers: number }[]>('select extract(epoch from heartbeat_at)::float8 as at, cardinality(worker_ids) as workers from job_servers where server_id = ?', [mine[0]]))[0] ?? null;
  const first = (await heartbeat())?.at ?? 0;
  // Beating: the time moves on, and the queue's workers are named.
  await waitFor(async () => {
    const now = await heartbeat();
    return now !== null && now.at > first && now.workers >= 1;
  });
  await queue.stop();
  expect(await serverIds()).not.toContain(mine[0]);
});
