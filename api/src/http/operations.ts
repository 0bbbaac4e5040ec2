import { timingSafeEqual, createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { ObjectStorage } from '../storage/index.ts';
import { gaugeOf, metrics, removeGauges } from '../metrics.ts';

/** How long each readiness check may take before its part counts as unreachable. */
const CHECK_MS = 2_000;

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

const sameSecret = (given: string, expected: string) => {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

const GAUGES = ['kinfolk_db_pool_connections', 'kinfolk_job_queue_jobs'];

/**
 * What a load balancer, an orchestrator and Prometheus ask of each app server, answered before
 * sessions or anything else of a request:
 * - `GET /healthz`: 200 while the process runs (it says nothing of the database);
 * - `GET /readyz`: 200 when the database answers and the file storage is reachable, each within
 *   2 s; otherwise 503 naming what is not (and 503 once the server is shutting down, so the
 *   balancer sends it nothing new);
 * - `GET /metrics`: the Prometheus metrics, with `Authorization: Bearer METRICS_TOKEN`; 404 when
 *   no token is set, 401 with another token.
 */
export function operationsEndpoints(config: Config, orm: MikroORM, storage: ObjectStorage) {
  let draining = false;
  removeGauges(...GAUGES);
  gaugeOf('kinfolk_db_pool_connections', 'Connections of the database pool, by state (idle, busy, waiting requests).', ['state'], async (set) => {
    const pool = (await orm.em.getConnection().getNativeClient()) as { totalCount: number; idleCount: number; waitingCount: number };
    set({ state: 'idle' }, pool.idleCount);
    set({ state: 'busy' }, pool.totalCount - pool.idleCount);
    set({ state: 'waiting' }, pool.waitingCount);
  });
  gaugeOf('kinfolk_job_queue_jobs', 'Background jobs in the queue (all servers), by state: waiting, running, failed (attempts used up).', ['state'], async (set) => {
    const [row] = await orm.em.fork().execute<{ waiting: string; running: string; failed: string }[]>(
      `select count(*) filter (where locked_at is null and attempts < max_attempts) as waiting,
              count(*) filter (where locked_at is not null) as running,
              count(*) filter (where locked_at is null and attempts >= max_attempts) as failed
         from graphile_worker.jobs`,
    );
    for (const state of ['waiting', 'running', 'failed'] as const) set({ state }, Number(row[state]));
  });

  const check = async (work: () => Promise<unknown>) => {
    try {
      await within(CHECK_MS, work());
      return 'ok';
    } catch {
      return 'unreachable';
    }
  };

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/readyz') {
      const [database, files] = await Promise.all([check(() => orm.em.fork().execute('select 1')), check(() => storage.stat('readyz-probe'))]);
      const ready = !draining && database === 'ok' && files === 'ok';
      ctx.status = ready ? 200 : 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: draining ? 'shutting down' : ready ? 'ready' : 'not ready', database, storage: files };
      return;
    }
    if (ctx.path === '/metrics') {
      if (!config.metricsToken) {
        ctx.status = 404;
        ctx.body = 'Not found.';
        return;
      }
      const given = /^Bearer (.+)$/i.exec(ctx.get('authorization'))?.[1] ?? '';
      if (!sameSecret(given, config.metricsToken)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer');
        ctx.body = 'The metrics need the METRICS_TOKEN as a bearer token.';
        return;
      }
      ctx.type = metrics.contentType;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await metrics.metrics();
      return;
    }
    return next();
  };

  return {
    middleware,
    /** From now on /readyz answers 503: the server is about to stop. */
    drain: () => void (draining = true),
  };
}
