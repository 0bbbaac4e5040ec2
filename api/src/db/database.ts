import { MikroORM, type Options } from '@mikro-orm/postgresql';
import path from 'node:path';
import { ormConfig } from './orm-config.ts';
import { startEmbeddedPostgres, withDatabase } from './embedded-postgres.ts';
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
    if (!url) {
      const server = await startEmbeddedPostgres(path.join(options.dataDir, 'postgres'), options.embeddedPort);
      stopServer = server.stop;
      url = withDatabase(server.url, 'kinfolk');
      await ensureDatabase(server.url, 'kinfolk');
    }
    orm = await MikroORM.init(ormConfig(url, options.entities, options.debug));
    const applied = await orm.migrator.up();
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
