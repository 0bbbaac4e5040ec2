import { MikroORM, type Options } from '@mikro-orm/postgresql';
import path from 'node:path';
import { ormConfig, type SessionSettings } from './orm-config.ts';
import { runningEmbeddedUrl, startEmbeddedPostgres, withDatabase } from './embedded-postgres.ts';
import { explainConnectFailure } from './start-errors.ts';

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  entities: NonNullable<Options['entities']>;
  debug?: boolean;
  /** Bring the schema up to date on opening (default); a restore migrates step by step itself. */
  migrate?: boolean;
  /** Use the embedded PostgreSQL a running server keeps in `dataDir`, when there is one (commands run beside the server). */
  joinRunning?: boolean;
  /** The server's own settings its sessions carry. */
  session?: SessionSettings;
}

/**
 * Connects to `databaseUrl`, or starts the embedded PostgreSQL in `dataDir/postgres` and uses its
 * `kinfolk` database; then brings the schema up to date with the committed migrations. A database
 * that cannot be started or reached is reported as one sentence (DatabaseStartError), with the
 * embedded server stopped again.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  let url = options.databaseUrl;
  let stopServer = async () => {};
  let orm: MikroORM | undefined;
  try {
    const running = !url && options.joinRunning ? runningEmbeddedUrl(path.join(options.dataDir, 'postgres')) : undefined;
    if (running) url = withDatabase(running, 'kinfolk');
    if (!url) {
      const server = await startEmbeddedPostgres(path.join(options.dataDir, 'postgres'), options.embeddedPort);
      stopServer = server.stop;
      url = withDatabase(server.url, 'kinfolk');
      await ensureDatabase(server.url, 'kinfolk');
    }
    orm = await MikroORM.init(ormConfig(url, options.entities, options.debug, options.session));
    const migrator = orm.migrator;
    const applied = options.migrate === false ? [] : await whileLocked(url, MIGRATION_LOCK, () => migrator.up());
    if (applied.length) {
      // Database-level settings a migration made apply to connections opened after it.
      await orm.close();
      await orm.connect();
    }
  } catch (error) {
    await orm?.close(true).catch(() => {});
    await stopServer();
    throw (url && explainConnectFailure(error, url, Boolean(options.databaseUrl))) || error;
  }
  const opened = orm;
  return {
    orm,
    async close() {
      await opened.close(true);
      await stopServer();
    },
  };
}

/** The advisory lock the app servers starting on one database take in turn to migrate it. */
export const MIGRATION_LOCK = 7_460_001;

/**
 * Runs `work` while this process holds the advisory lock `key` on the database at `url` (on a
 * connection of its own, so the lock lasts through whatever connections `work` uses). Several app
 * servers starting at once on one database thus migrate it one after the other: the first applies
 * the migrations, the others find nothing left to apply.
 */
export async function whileLocked<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: 'kinfolk migrations' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the database on the server when it does not exist yet. */
export async function ensureDatabase(serverUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
