import type { EntityManager } from '@mikro-orm/postgresql';

export interface EnqueueOptions {
  /**
   * At most one pending job per key: adding another with the same key replaces the waiting one
   * (its payload and time), so repeated changes lead to one run.
   */
  jobKey?: string;
  /** Not before this moment. */
  runAt?: Date;
  /** Not before this many milliseconds from now (ignored when `runAt` is given). */
  delayMs?: number;
  /** How many times a failing job is tried in all (graphile-worker's default: 25). */
  maxAttempts?: number;
}

/**
 * The statement that adds a job, with `?` placeholders as `em.execute` takes them. Run inside the
 * transaction that makes the change needing the job: the job then exists if and only if that
 * change was committed, and the queues hear of it at the commit.
 */
export function enqueueJobSql(name: string, payload: unknown = {}, options: EnqueueOptions = {}) {
  const sql =
    'select id::text as id from graphile_worker.add_job(?::text, payload => ?::json, ' +
    "run_at => coalesce(?::timestamptz, now() + ?::double precision * interval '1 millisecond'), " +
    'max_attempts => ?::int, job_key => ?::text)';
  const params = [
    name,
    JSON.stringify(payload ?? {}),
    options.runAt?.toISOString() ?? null,
    options.runAt ? null : (options.delayMs ?? null),
    options.maxAttempts ?? null,
    options.jobKey ?? null,
  ];
  return { sql, params };
}

/** Adds a job through `em`, inside whatever transaction `em` is in; returns the job's id. */
export async function enqueueJob(em: EntityManager, name: string, payload: unknown = {}, options: EnqueueOptions = {}): Promise<string> {
  const { sql, params } = enqueueJobSql(name, payload, options);
  const [row] = await em.execute<{ id: string }[]>(sql, params);
  return row.id;
}
