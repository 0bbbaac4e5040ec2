import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded-postgres.ts';
import { ensureDatabase } from '../src/db/database.ts';
import { ormConfig } from '../src/db/orm-config.ts';
import { entities } from '../src/modules/entities.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DB = 'kinfolk_template';

/**
 * One throwaway PostgreSQL server for the whole run: the migrations are applied once to a template
 * database, and each jest worker clones it (see setup-worker.ts).
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-test-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
  await ensureDatabase(server.url, TEMPLATE_DB);
  const orm = await MikroORM.init(ormConfig(withDatabase(server.url, TEMPLATE_DB), entities));
  await orm.migrator.up();
  await orm.close(true);
  process.env.KINFOLK_TEST_PG_URL = server.url;
  process.env.KINFOLK_TEST_DIR = dir;
  (globalThis as Record<string, unknown>).__kinfolkPg = { server, dir };
}
