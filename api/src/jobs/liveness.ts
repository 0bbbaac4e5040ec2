import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * This server's heartbeat in `job_servers` with its queue's worker ids, and the sweep that finds
 * servers whose heartbeat stopped: the jobs their workers had locked are unlocked, so another
 * server runs them again (as their next attempt) within about `timeoutMs`. graphile-worker itself
 * only frees such jobs after four hours.
 */
export function jobLiveness(pool: pg.Pool, timeoutMs: number, onReleased: (jobs: number) => void) {
  const serverId = randomUUID();
  const workerIds = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  const quietly = (work: Promise<unknown>) => void work.catch(() => {});

  const beat = () =>
    pool.query(
      `insert into job_servers (server_id, worker_ids, heartbeat_at) values ($1, $2, now())
       on conflict (server_id) do update set worker_ids = excluded.worker_ids, heartbeat_at = now()`,
      [serverId, [...workerIds]],
    );

  const sweep = async () => {
    const { rows } = await pool.query<{ released: string }>(
      `with dead as (delete from job_servers where heartbeat_at < now() - make_interval(secs => $1) returning worker_ids),
            ids as (select unnest(worker_ids) as id from dead),
            queues as (update graphile_worker._private_job_queues set locked_at = null, locked_by = null where locked_by in (select id from ids)),
            jobs as (update graphile_worker._private_jobs set locked_at = null, locked_by = null, run_at = now() where locked_by in (select id from ids) returning 1)
       select count(*)::text as released from jobs`,
      [timeoutMs / 1000],
    );
    const released = Number(rows[0]?.released ?? 0);
    if (released) onReleased(released);
  };

  return {
    /** A worker of this server's queue, named so its jobs can be released should the server die. */
    addWorker: (id: string) => void workerIds.add(id),
    async start() {
      await beat();
      timers.push(setInterval(() => quietly(beat()), Math.max(200, timeoutMs / 3)).unref());
      timers.push(setInterval(() => quietly(sweep()), Math.max(200, timeoutMs / 2)).unref());
      quietly(sweep());
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await pool.query('delete from job_servers where server_id = $1', [serverId]).catch(() => {});
    },
  };
}
