import type pg from 'pg';

/** The longest a timer may be set for (about 24.8 days); a later job is looked for again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The moment the next job waiting for its time is due, in milliseconds from now: null when none waits. */
const NEXT_DUE = `select ceil(extract(epoch from min(run_at) - now()) * 1000)::float8 as ms
  from graphile_worker._private_jobs where is_available and run_at > now()`;

export interface DueJobAlarm {
  /** Looks again for the next job due later (a job was added, or the queue started listening). */
  check(): void;
  stop(): void;
}

/**
 * Wakes the queues the moment a job added to run later (a delayed job, a capsule's opening, a retry)
 * is due, instead of at their next poll, up to `pollInterval` later: a timer set for the earliest
 * such job announces it as new jobs are announced (NOTIFY "jobs:insert"), which every app server's
 * queue hears. It is set again whenever a job is added, so it always points at the earliest.
 */
export function dueJobAlarm(pool: pg.Pool, report: (error: unknown) => void): DueJobAlarm {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const ring = () => {
    timer = undefined;
    if (!stopped) pool.query(`select pg_notify('jobs:insert', '{"count":1}')`).catch(report);
  };

  const lookOnce = async () => {
    const { rows } = await pool.query<{ ms: number | null }>(NEXT_DUE);
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    const ms = rows[0]?.ms;
    if (ms !== null && ms !== undefined) timer = setTimeout(ring, Math.min(Math.max(ms, 0), LONGEST_TIMER_MS)).unref();
  };

  // One look at a time; jobs added meanwhile make one more look after it.
  const check = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await lookOnce();
      } while (again && !stopped);
    })()
      .catch(report)
      .finally(() => (running = undefined));
  };

  return {
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
