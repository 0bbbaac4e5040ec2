import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from 'graphile-worker';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres.ts';
import { ensureDatabase } from '../src/db/database.ts';
import { ormConfig } from '../src/db/orm-config.ts';
import { entities } from '../src/modules/entities.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DB = 'kinfolk_template';

/**
 * One throwaway PostgreSQL server for the whole run: the migrations (the app's and the job queue's)
 * are applied once to a template database, and each jest worker clones it (see setup-worker.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-test-'));
  chmodSync(dir, 0o755);
  // Throwaway: no disk flushes (the tests that stop a server by force start their own, durable).
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), { durable: false });
  await ensureDatabase(server.url, TEMPLATE_DB);
  const orm = await MikroORM.init(ormConfig(withDatabase(server.url, TEMPLATE_DB), entities));
  await orm.migrator.up();
  await orm.close(true);
  // The job queue's own schema, as every server makes at its start: a test working on the database
  // without an app (a tree's change enqueues its findings' recompute) then finds it, whichever test
  // file ran before it in the same worker.
  await runMigrations({ connectionString: withDatabase(server.url, TEMPLATE_DB) });
  process.env.KINFOLK_TEST_PG_URL = server.url;
  process.env.KINFOLK_TEST_DIR = dir;
  (globalThis as Record<string, unknown>).__kinfolkPg = { server, dir };
}
