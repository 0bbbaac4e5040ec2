import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, sessionSettingsOf, type Config } from '../src/config.ts';
import { ormConfig } from '../src/db/orm-config.ts';
import { entities } from '../src/modules/entities.ts';
import { createApp } from '../src/app.ts';
import { attachSubscriptions } from '../src/graphql/subscriptions.ts';
import { withDatabase } from '../src/db/embedded-postgres.ts';
import { stopServing } from '../src/http/idle-connections.ts';
import pg from 'pg';
import { randomUUID } from 'node:crypto';

/** A new, empty database cloned from the migrated template (for tests that need no users at all). */
export async function freshDatabase() {
  const serverUrl = process.env.KINFOLK_TEST_PG_URL!;
  const name = `kinfolk_fresh_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}" template kinfolk_template`);
  await client.end();
  return withDatabase(serverUrl, name);
}

/** A new database with nothing in it (not even the migrations): a new installation. */
export async function emptyDatabase() {
  const serverUrl = process.env.KINFOLK_TEST_PG_URL!;
  const name = `kinfolk_empty_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}" template template0`);
  await client.end();
  return withDatabase(serverUrl, name);
}

/** Runs one statement on the database at `url` through a connection of its own. */
export async function queryOn<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Each test file's server starts without the GraphQL refusals earlier files' attacks left in the
 * shared counters (they live in the database, so that several app servers count together).
 */
async function forgetRefusals(orm: MikroORM) {
  await orm.em.fork().execute("delete from sign_in_limits where key like 'gql-%'");
}

export interface TestApp {
  url: string;
  orm: MikroORM;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real server on a random port, against this worker's database, with its own data folder and
 * the development identity provider (`DEV_SIGN_IN: 'false'` for the real accounts).
 */
/** A web build of the app's page alone (no code), for a server whose pages are tried: its folder, for WEB_DIST_DIR. */
export function pageOnlyBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Kinfolk</title></head><body><div id="root"></div></body></html>');
  return dist;
}

export async function startTestApp(env: Record<string, string> = {}, options: { freshDatabase?: boolean } = {}): Promise<TestApp> {
  const dbUrl = env.DATABASE_URL || (options.freshDatabase ? await freshDatabase() : process.env.KINFOLK_TEST_DB_URL);
  if (!dbUrl) throw new Error('The test database is not set up (api/test/setup-worker.ts).');
  const server = http.createServer();
  // Idle connections are left for the client to close (fetch keeps them a little less long than the
  // server says it will). With Node's 5 s, a test that holds its thread for seconds (generating a
  // large file) could wake to the server closing a connection while fetch sends on it: ECONNRESET.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-app-'));
  // PUBLIC_URL: '' leaves it unset, as a server reached at its own addresses runs.
  const port = String((server.address() as AddressInfo).port);
  // A tree's change has its insights recomputed after the server's delay (5 s unless set). A test
  // app waits an hour unless told otherwise, so that only the tests about insights (which set a short
  // delay) recompute them: elsewhere the work is read by nobody, and a test's 100,000-person tree cost
  // some 15 CPU-seconds of recompute.
  const settings: Record<string, string> = { NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATA_DIR: dataDir, PUBLIC_URL: url, PORT: port, DATABASE_URL: dbUrl, INSIGHTS_RECOMPUTE_DELAY_MS: '3600000', ...env };
  if (settings.PUBLIC_URL === '') delete settings.PUBLIC_URL;
  const config = loadConfig(settings);
  const orm = await MikroORM.init(ormConfig(dbUrl, entities, false, sessionSettingsOf(config)));
  await forgetRefusals(orm);
  const app = await createApp(config, orm);
  server.on('request', app.app.callback());
  const live = await attachSubscriptions(server, app);
  return {
    url,
    orm,
    config,
    async close() {
      // As the server stops (server.ts), with a shorter grace: a request still under way, such as a
      // page a test did not wait for, is answered before the database goes.
      await closeSlowly('live updates', () => live.close());
      await closeSlowly('requests', () => stopServing(server, 10_000));
      await closeSlowly('the app', () => app.stop());
      await closeSlowly('the database', () => orm.close(true));
      // The folder made for it (a test that named its own keeps it).
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one step of a test app's close, saying on the test's output which one holds it past 30 s, and what Node still waits on. */
async function closeSlowly(step: string, work: () => Promise<unknown>) {
  const timer = setTimeout(() => console.warn(`A test app's close still waits for ${step} after 30 s; open: ${process.getActiveResourcesInfo().join(', ')}`), 30_000);
  try {
    await work();
  } finally {
    clearTimeout(timer);
  }
}
