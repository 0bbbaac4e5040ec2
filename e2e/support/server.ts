import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
}

/**
 * A new data folder. When global setup prepared one (KINFOLK_E2E_DATA_TEMPLATE: a first start's
 * folder, its PostgreSQL initialised and migrated, no account in it), a copy of it, owners and modes
 * kept: the server then starts as it does on its second day, without initdb and the migrations.
 */
export function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-e2e-'));
  const template = process.env.KINFOLK_E2E_DATA_TEMPLATE;
  if (template) execFileSync('cp', ['-a', `${template}/.`, dir]);
  return dir;
}

/** Starts `node api/src/server.ts` as `npm start` does, on free ports with its own data folder. */
export async function startServer(dataDir?: string, env: Record<string, string> = { NODE_ENV: 'test', DEV_SIGN_IN: 'true' }): Promise<RunningServer> {
  const dir = dataDir ?? newDataDir();
  chmodSync(dir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // Only there to end a hang: a server starting its PostgreSQL and migrating it beside another
  // journey's server and browsers on a busy machine may take a minute or more.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/auth/user`)).status === 401) return { url, dataDir: dir, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not start in time:\n${output}`);
}

/** Stops the server cleanly (it stops its PostgreSQL too), waiting for it at most `waitMs`. */
export async function stopServer(server: RunningServer, removeData = true, waitMs = 15_000) {
  if (server.process.exitCode === null) {
    const exited = new Promise((r) => server.process.once('exit', r));
    server.process.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    // Clear the timer once the server is gone: a pending one keeps Jest alive for its whole length.
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
    clearTimeout(timer);
  }
  if (removeData) rmSync(server.dataDir, { recursive: true, force: true });
}
