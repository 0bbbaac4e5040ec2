import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { queryOn } from './test-app.ts';

// The real server as a process of its own (`node api/src/server.ts`), against a test database: what
// takes a process down, or what a crash leaves behind, cannot be seen from a server inside jest.

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Settles with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends it (SIGTERM, or SIGKILL for a crash) and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server with the tests' development sign-in on `databaseUrl` (default: this worker's
 * database), resolving once it serves. `env` may set PORT and DATA_DIR to start one again where a
 * previous one ran. `appDir` is the checkout whose server runs (a benchmark's baseline; this one by default).
 */
export async function startServerProcess(env: Record<string, string> = {}, databaseUrl = process.env.KINFOLK_TEST_DB_URL!, appDir = path.join(import.meta.dirname, '../..')): Promise<ServerProcess> {
  // A new server in a test starts without the GraphQL refusals earlier files left in the shared counters.
  await queryOn(databaseUrl, "delete from sign_in_limits where key like 'gql-%'").catch(() => {});
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'kinfolk-server-'));
  const child = spawn(process.execPath, [path.join(appDir, 'api/src/server.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', NODE_ENV: 'test', DEV_SIGN_IN: 'true', PUBLIC_URL: url, DATABASE_URL: databaseUrl, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Kinfolk is running')) resolve();
    });
    void exited.then((code) => reject(new Error(`The server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
