import type { EntityManager } from '@mikro-orm/postgresql';

// The queue as the administrator's page shows it (graphile-worker's own tables, read here only).

export interface FailedJobView {
  id: string;
  task: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
}

/** Jobs in the queue (every server's), by state. */
export async function jobCounts(em: EntityManager) {
  const [row] = await em.execute<{ waiting: string; running: string; failed: string }[]>(
    `select count(*) filter (where locked_at is null and attempts < max_attempts)::text as waiting,
            count(*) filter (where locked_at is not null)::text as running,
            count(*) filter (where locked_at is null and attempts >= max_attempts)::text as failed
       from graphile_worker.jobs`,
  );
  return { waiting: Number(row.waiting), running: Number(row.running), failed: Number(row.failed) };
}

/** Jobs that used up their attempts, the latest first (their payloads are not shown: they may name people). */
export async function failedJobs(em: EntityManager, limit = 50): Promise<FailedJobView[]> {
  const rows = await em.execute<{ id: string; task_identifier: string; attempts: number; last_error: string | null; updated_at: Date }[]>(
    `select id::text, task_identifier, attempts, last_error, updated_at from graphile_worker.jobs
      where locked_at is null and attempts >= max_attempts order by updated_at desc limit ?`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, task: r.task_identifier, attempts: r.attempts, lastError: r.last_error?.split('\n')[0].slice(0, 500) ?? null, failedAt: new Date(r.updated_at) }));
}

/** Gives a failed job its attempts back and runs it now; false when there is no such failed job. */
export async function retryFailedJob(em: EntityManager, id: string): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const [failed] = await em.execute<{ id: string }[]>('select id::text from graphile_worker.jobs where id = ?::bigint and locked_at is null and attempts >= max_attempts', [id]);
  if (!failed) return false;
  await em.execute('select id from graphile_worker.reschedule_jobs(array[?::bigint], run_at => now(), attempts => 0)', [id]);
  return true;
}
