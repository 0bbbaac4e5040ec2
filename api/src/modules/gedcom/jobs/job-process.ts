import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../../config.ts';

/** A GEDCOM job as its own process runs it. */
export interface ProcessJob {
  kind: 'import' | 'export';
  id: string;
  /** A second attempt, taking over a run its server did not finish. */
  retry: boolean;
}

/** What the job's process is sent once it starts (by its IPC channel, never its command line or environment). */
export interface JobOrder {
  config: Config;
  databaseUrl: string;
  job: ProcessJob;
}

/** The job's process reached its memory limit (GEDCOM_JOB_MEMORY_MB) and was ended; the server goes on. */
export class JobOutOfMemoryError extends Error {}

/** V8's last words when a heap reaches its limit (it then aborts the process). */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit/;

/**
 * Runs a GEDCOM job in a Node process of its own started from `entry`
 * (api/src/processes/gedcom-job.process.ts, named by the app that wires this module), and settles when
 * it ends. A large file's seconds of reading, mapping and writing text then never hold up the requests
 * this server answers, and a file too large for the memory a job may use (its heap is capped with
 * `--max-old-space-size`) ends that process alone: the operating system ends it, whatever V8 does on
 * the way (a worker thread's `resourceLimits` are best-effort, and V8 once took the whole server down
 * tearing such a thread down). Rejects when the process fails or ends early (JobOutOfMemoryError for
 * the memory limit), or is ended by `stop`. The process ends itself should this server go away.
 */
export function runInOwnProcess(entry: URL, config: Config, databaseUrl: string, job: ProcessJob, stop?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(entry), [], {
      execArgv: [`--max-old-space-size=${config.gedcomJobMemoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    // What it says on stderr (an error's stack, warnings) is kept, at most its last 64 KiB: passed on
    // when it ends, but for V8's report of a heap at its limit, which JobOutOfMemoryError stands for.
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => void (said = (said + chunk.toString()).slice(-65_536)));
    // A server stopping before the job is done ends its process (its transaction is rolled back):
    // the job is taken over later, as after a crash.
    const end = () => void child.kill('SIGKILL');
    stop?.addEventListener('abort', end, { once: true });
    // Sent once it listens (it says 'ready'): a message sent before would be lost.
    child.once('message', () => child.send({ config, databaseUrl, job } satisfies JobOrder));
    child.once('error', (error) => {
      stop?.removeEventListener('abort', end);
      reject(error);
    });
    child.once('close', (code, signal) => {
      stop?.removeEventListener('abort', end);
      const outOfMemory = code !== 0 && OUT_OF_MEMORY.test(said);
      if (said && !outOfMemory) process.stderr.write(said);
      if (code === 0) resolve();
      else if (outOfMemory) reject(new JobOutOfMemoryError(`The GEDCOM ${job.kind} process reached its memory limit`));
      else reject(new Error(`The GEDCOM ${job.kind} process ended with ${signal ?? `code ${code}`}`));
    });
  });
}
