import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { DatabaseStartError } from './start-errors.ts';
import { log } from '../log.ts';

const FAST_SHUTDOWN_WAIT_MS = 30_000;
const IMMEDIATE_SHUTDOWN_WAIT_MS = 10_000;

/**
 * Stops a PostgreSQL that an earlier Kinfolk left running on `databaseDir` (the server was killed
 * with `kill -9`, so it could not stop its database), found through the data folder's
 * `postmaster.pid`. A fast shutdown (SIGINT) ends its sessions and writes everything committed to
 * disk; the fresh start then owns the database again. A PostgreSQL whose Kinfolk server is still
 * running is refused rather than stopped, and a pid file naming some other process is stale and
 * removed (PostgreSQL itself would refuse to start because of it).
 */
export async function stopLeftoverPostgres(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return; // no pid file (or unreadable: PostgreSQL's own start will say so)
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale: PostgreSQL removes it
  const postmaster = describeProcess(pid);
  if (!postmaster) return; // cannot tell: leave it to PostgreSQL's own check
  if (!isPostgresOf(postmaster, databaseDir)) return; // a reused pid: PostgreSQL removes a stale file
  const parent = describeProcess(postmaster.ppid);
  if (parent?.args.some((a) => a.endsWith('server.ts'))) {
    throw new DatabaseStartError(
      `Another Kinfolk server (process ${postmaster.ppid}) is already running on the data folder ${path.dirname(databaseDir)}: stop it first, or give this one another DATA_DIR.`,
    );
  }
  log.info(`Stopping the PostgreSQL (process ${pid}) left running on ${databaseDir} by a server that did not shut down cleanly.`);
  if (await signalAndWait(pid, 'SIGINT', FAST_SHUTDOWN_WAIT_MS)) return;
  // Immediate shutdown: nothing committed is lost (PostgreSQL replays its write-ahead log on start).
  if (await signalAndWait(pid, 'SIGQUIT', IMMEDIATE_SHUTDOWN_WAIT_MS)) return;
  throw new DatabaseStartError(`The PostgreSQL left running on ${databaseDir} (process ${pid}) does not stop: stop it (kill ${pid}) and start Kinfolk again.`);
}

interface ProcessInfo {
  ppid: number;
  args: string[];
  /** Working directory, when readable: PostgreSQL works in its data directory. */
  cwd?: string;
}

function isPostgresOf(proc: ProcessInfo, databaseDir: string): boolean {
  if (path.basename(proc.args[0] ?? '') !== 'postgres') return false;
  const dir = path.resolve(databaseDir);
  return proc.cwd === dir || proc.args.some((a) => path.resolve(a) === dir);
}

/** Command line and parent of a process, from /proc or (elsewhere) from `ps`. */
function describeProcess(pid: number): ProcessInfo | undefined {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    let cwd: string | undefined;
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      cwd = undefined;
    }
    return { ppid, args, cwd };
  } catch {
    try {
      const line = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      const [ppid, ...args] = line.split(/\s+/);
      return { ppid: Number(ppid), args };
    } catch {
      return undefined;
    }
  }
}

/** Whether the process exists and has not exited (an exited child not yet reaped is a zombie). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return true;
  }
}

async function signalAndWait(pid: number, signal: NodeJS.Signals, waitMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    throw new DatabaseStartError(`A PostgreSQL of another user (process ${pid}) holds the data folder: stop it (kill ${pid}) and start Kinfolk again.`);
  }
  for (const deadline = Date.now() + waitMs; Date.now() < deadline; ) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}
