import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config.ts';

/** A GEDCOM job as a worker thread runs it. */
export interface ThreadJob {
  kind: 'import' | 'export';
  id: string;
  /** A second attempt, taking over a run its server did not finish. */
  retry: boolean;
}

/** The job's thread reached its memory limit (GEDCOM_JOB_MEMORY_MB) and was stopped; the server goes on. */
export class JobOutOfMemoryError extends Error {}

/**
 * Runs a GEDCOM job on a worker thread started from `entry` (api/src/threads/gedcom-job.thread.ts,
 * named by the app that wires this module), and settles when the thread ends: a large file's
 * seconds of reading, mapping and writing text then never hold up the requests this thread answers,
 * and a file too large for the memory a job may use stops its thread alone, not the server.
 * Rejects when the thread fails or stops early (JobOutOfMemoryError for the memory limit), or is
 * ended by `stop`.
 */
export function runOnThread(entry: URL, config: Config, databaseUrl: string, job: ThreadJob, stop?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { config, databaseUrl, job }, resourceLimits: { maxOldGenerationSizeMb: config.gedcomJobMemoryMb } });
    // A server stopping before the job is done ends its thread (its transaction is rolled back): the
    // job is taken over later, as after a crash.
    stop?.addEventListener('abort', () => void worker.terminate(), { once: true });
    worker.once('error', (error: Error & { code?: string }) => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new JobOutOfMemoryError(error.message) : error));
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The GEDCOM ${job.kind} thread stopped with code ${code}`))));
  });
}
