import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config.ts';

/** A GEDCOM job as a worker thread runs it. */
export interface ThreadJob {
  kind: 'import' | 'export';
  id: string;
  /** A second attempt, taking over a run its server did not finish. */
  retry: boolean;
}

/**
 * Runs a GEDCOM job on a worker thread started from `entry` (api/src/threads/gedcom-job.thread.ts,
 * named by the app that wires this module), and settles when the thread ends: a large file's
 * seconds of reading, mapping and writing text then never hold up the requests this thread answers.
 * Rejects when the thread fails or stops early, for the queue to try the job again.
 */
export function runOnThread(entry: URL, config: Config, databaseUrl: string, job: ThreadJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { config, databaseUrl, job } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The GEDCOM ${job.kind} thread stopped with code ${code}`))));
  });
}
