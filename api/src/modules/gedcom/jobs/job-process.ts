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

/** V8's last words when a heap reaches its limit, or memory runs out (it then aborts the process). */
const OUT_OF_MEMORY = /FATAL ERROR:.*out of memory|Reached heap limit/;

/** What the job's process says over its IPC channel: that it listens, or why its job failed. */
type ProcessMessage = 'ready' | { failed: string };

/**
 * Runs a GEDCOM job in a Node process of its own started from `entry`
 * (api/src/processes/gedcom-job.process.ts, named by the app that wires this module), and settles when
 * it ends. A large file's seconds of reading, mapping and writing text then never hold up the requests
 * this server answers, and a file too large for the memory a job may use (its heap is capped with
 * `--max-old-space-size`) ends that process alone: the operating system ends it, whatever V8 does on
 * the way (a worker thread's `resourceLimits` are best-effort, and V8 once took the whole server down
 * tearing such a thread down). Rejects when the process fails or ends early (JobOutOfMemoryError when
 * it ran out of memory, or was killed by the system rather than by `stop`), or is ended by `stop`.
 * The process ends itself should this server go away.
 */
export function runInOwnProcess(entry: URL, config: Config, databaseUrl: string, job: ProcessJob, stop?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stop?.aborted) return reject(new Error(`The GEDCOM ${job.kind} job was stopped before it started`));
    const child = fork(fileURLToPath(entry), [], {
      execArgv: [`--max-old-space-size=${config.gedcomJobMemoryMb}`],
      // Under `node --watch` the server's environment asks every process it starts to report the modules
      // it loads over IPC; the job's process has nothing to report.
      env: { ...process.env, WATCH_REPORT_DEPENDENCIES: undefined },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    // What it says on stderr (an error's stack, warnings) is kept, at most its last 64 KiB: passed on
    // when it ends, but for V8's report of running out of memory, which JobOutOfMemoryError stands for.
    let said = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => void (said = (said + chunk).slice(-65_536)));
    let failure: string | null = null;
    // A server stopping before the job is done ends its process (its transaction is rolled back):
    // the job is taken over later, as after a crash.
    const end = () => void child.kill('SIGKILL');
    stop?.addEventListener('abort', end, { once: true });
    // The order goes once it listens (it says 'ready'): a message sent before would be lost.
    child.on('message', (message: ProcessMessage) => {
      if (message === 'ready') child.send({ config, databaseUrl, job } satisfies JobOrder);
      else if (typeof message === 'object' && message && typeof message.failed === 'string') failure = message.failed;
    });
    // Settled on 'close' alone (which follows a failed start too); a process that cannot be talked to is ended.
    child.on('error', (error) => {
      failure ??= error.message;
      end();
    });
    child.once('close', (code, signal) => {
      stop?.removeEventListener('abort', end);
      // V8 aborts a process out of memory; the system's out-of-memory killer sends SIGKILL.
      const abortedByV8 = (signal === 'SIGABRT' || code === 134) && OUT_OF_MEMORY.test(said);
      const killedBySystem = signal === 'SIGKILL' && !stop?.aborted && failure === null;
      const outOfMemory = abortedByV8 || killedBySystem;
      if (said && !outOfMemory) process.stderr.write(said);
      if (code === 0) resolve();
      else if (outOfMemory) reject(new JobOutOfMemoryError(`The GEDCOM ${job.kind} process ran out of memory (${signal ?? `code ${code}`})`));
      else reject(new Error(failure ?? `The GEDCOM ${job.kind} process ended with ${signal ?? `code ${code}`}`));
    });
  });
}
