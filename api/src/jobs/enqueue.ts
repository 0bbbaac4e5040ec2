import type { EntityManager } from '@mikro-orm/postgresql';

export interface EnqueueOptions {
  /**
   * At most one pending job per key: adding another with the same key replaces the waiting one
   * (its payload and time), so repeated changes lead to one run. One that has started already
   * may not see the change: a new one runs after it.
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
  // kinfolk_add_job is graphile-worker's add_job that never loses a keyed job to one starting meanwhile
  // (Migration20261205143000_keyed_jobs_never_lost).
  const sql =
    'select kinfolk_add_job(?::text, ?::json, ' +
    "coalesce(?::timestamptz, now() + ?::double precision * interval '1 millisecond'), " +
    '?::int, ?::text)::text as id';
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
