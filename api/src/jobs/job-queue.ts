import { EventEmitter } from 'node:events';
import pg from 'pg';
import { jobLiveness } from './liveness.ts';
import { dueJobAlarm } from './due-job-alarm.ts';
import { jobFailures } from '../metrics.ts';
import { Logger, parseCronItems, run, type JobHelpers, type LogFunctionFactory, type ParsedCronItem, type TaskList } from 'graphile-worker';
import { asJob } from './job-context.ts';

/** Runs one job; throwing makes the queue try it again later, with a growing delay. */
export type JobHandler = (payload: unknown, helpers: JobHelpers) => Promise<void>;

/** A job added on a schedule, in crontab syntax (minute hour day-of-month month day-of-week). */
export interface PeriodicJob {
  /** The name of the task to run, one of `tasks`. */
  task: string;
  /** For example `0 3 * * *`: every night at 03:00 UTC. */
  schedule: string;
  payload?: Record<string, unknown>;
}

/** Where the queue reports problems: a job's failure, or losing its database. */
export type JobLogger = Pick<Console, 'error' | 'warn'>;

export interface JobQueueOptions {
  connectionString: string;
  /** Jobs this server runs at once. */
  concurrency: number;
  tasks: Record<string, JobHandler>;
  crontab?: PeriodicJob[];
  logger?: JobLogger;
  /** How often jobs are looked for besides being announced: new jobs are at once, and so is a job added to run later once it is due. */
  pollIntervalMs?: number;
  /** A server whose heartbeat is older than this counts as gone: its locked jobs are released for others (default 30 s). */
  serverTimeoutMs?: number;
  /**
   * How long stop() waits for the running jobs (default 10 s). A job still running then is told
   * through `helpers.abortSignal`, counted as failed and run again later, by this server or another:
   * a job stuck on a database that stopped answering never keeps a server from stopping.
   */
  stopWaitMs?: number;
}

export interface JobQueue {
  /** Takes no new jobs and waits for the running ones to finish, at most `stopWaitMs`. */
  stop(): Promise<void>;
}

/**
 * Runs the background jobs kept in PostgreSQL (graphile-worker, in its own `graphile_worker`
 * schema, which it creates or updates here). Jobs are rows, so they outlive a restart, and every
 * app server may run a queue on the same database: each job is taken by one of them only.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const logger = options.logger ?? console;
  // The queue's own pool, closed (and awaited) by stop() before the database may go: a pool closed
  // behind the server's back would report a stopped database as an unhandled error.
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.concurrency + 2 });
  let stopping = false;
  // Once the queue is stopping, its connections ending (the database going down next) is expected.
  const reportError = (error: Error) => {
    if (!stopping) logger.error(`Job queue: ${messageOf(error)}`);
  };
  pool.on('error', reportError);
  // Each connection's own errors (the database stopping under it) are reported, never thrown.
  pool.on('connect', (client) => client.on('error', reportError));
  const liveness = jobLiveness(pool, options.serverTimeoutMs ?? 30_000, (jobs) =>
    logger.warn(`Job queue: ${jobs} job(s) held by an app server that stopped answering were released to run again.`),
  );
  const events = new EventEmitter();
  // A job added to run later runs when it is due, not at the next poll (due-job-alarm.ts).
  const alarm = dueJobAlarm(pool, (error) => {
    if (!stopping) logger.warn(`Job queue: the next job due later could not be looked for (it runs at the next poll): ${messageOf(error)}`);
  });
  events.on('pool:listen:success', () => alarm.check());
  events.on('pool:listen:notification', ({ message }: { message: { channel: string } }) => {
    if (message.channel === 'jobs:insert') alarm.check();
  });
  // Jobs are locked by a worker, or (fetched in batches) by its pool: both are named.
  events.on('worker:create', ({ worker }: { worker: { workerId: string; workerPool: { id: string } } }) => {
    liveness.addWorker(worker.workerId);
    liveness.addWorker(worker.workerPool.id);
  });
  const runner = await run({
    pgPool: pool,
    concurrency: options.concurrency,
    pollInterval: options.pollIntervalMs,
    taskList: untilStopped(options.tasks) as TaskList,
    parsedCronItems: periodicJobs(options.crontab ?? [], options.tasks),
    logger: new Logger(quietLogs(logger, () => stopping)),
    // The server stops the queue itself when it shuts down.
    noHandleSignals: true,
    // Batched (even without delay), a job's completion is awaited by stop(); otherwise the last job
    // finished before a shutdown could stay locked, and run again hours later.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0, gracefulShutdownAbortTimeout: options.stopWaitMs ?? 10_000, events } },
  }).catch(async (error: unknown) => {
    alarm.stop();
    await pool.end().catch(() => {});
    throw error;
  });
  // A queue that lost its database for good has said so through the logger; nobody awaits it.
  runner.promise.catch(() => {});
  await liveness.start().catch((error: unknown) => logger.warn(`Job queue: the heartbeat could not be written: ${messageOf(error)}`));

  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopping = true;
      alarm.stop();
      // A runner that already stopped on its own refuses a second stop: there is nothing left to wait for.
      stopped ??= runner
        .stop()
        .catch(() => runner.promise.catch(() => {}))
        .then(() => liveness.stop())
        .then(() => pool.end().catch(() => {}));
      return stopped;
    },
  };
}

/**
 * Each task as one that ends when the queue gives up waiting for it at a stop (its abort signal):
 * the job is failed then, to run again, whatever the task still does meanwhile. Its work runs as
 * the job's (job-context.ts).
 */
function untilStopped(tasks: Record<string, JobHandler>): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(tasks).map(([name, task]) => [
      name,
      (payload: unknown, helpers: JobHelpers) => {
        const { abortSignal } = helpers;
        if (abortSignal.aborted) return Promise.reject(new Error(STOPPED));
        let onAbort!: () => void;
        const stopped = new Promise<never>((_, reject) => {
          onAbort = () => reject(new Error(STOPPED));
          abortSignal.addEventListener('abort', onAbort, { once: true });
        });
        return Promise.race([asJob(name, () => task(payload, helpers)), stopped]).finally(() => abortSignal.removeEventListener('abort', onAbort));
      },
    ]),
  );
}

const STOPPED = 'The server stopped before the job finished; it will run again.';

/** The schedules checked before the queue starts, so that a mistyped one stops the server with its name. */
export function periodicJobs(crontab: PeriodicJob[], tasks: Record<string, JobHandler>): ParsedCronItem[] {
  return crontab.map((item, index) => {
    if (!Object.hasOwn(tasks, item.task)) throw new Error(`The periodic job "${item.task}" names no task of the job queue.`);
    // The task names the schedule: the queues of all app servers agree on which run is due by it.
    if (crontab.findIndex((other) => other.task === item.task) !== index) throw new Error(`The periodic job "${item.task}" is listed twice.`);
    try {
      return parseCronItems([{ task: item.task, match: item.schedule, payload: item.payload }])[0];
    } catch (error) {
      throw new Error(`The schedule "${item.schedule}" of the periodic job "${item.task}" is not valid: ${messageOf(error)}`, { cause: error });
    }
  });
}

/**
 * Only what someone should act on: a failed job as its task and error, and the queue's own errors
 * and warnings. Successes and start-up chatter are left out.
 */
function quietLogs(logger: JobLogger, stopping: () => boolean): LogFunctionFactory {
  return () => (level, message, meta) => {
    if (meta.failure) {
      const job = meta.job as { task_identifier?: string } | undefined;
      jobFailures.inc({ task: job?.task_identifier ?? 'unknown' });
      logger.error(`Job "${job?.task_identifier ?? 'unknown'}" failed: ${messageOf(meta.error)}`);
    } else if (stopping()) {
      // Connections ending while the queue stops, before its database does, are no news.
    } else if (level === 'error') {
      logger.error(`Job queue: ${message}`);
    } else if (level === 'warning') {
      logger.warn(`Job queue: ${message}`);
    }
  };
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
