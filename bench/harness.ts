import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../api/src/config.ts';
import { ormConfig } from '../api/src/db/orm-config.ts';
import { ensureDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres, withDatabase } from '../api/src/db/embedded-postgres.ts';
import { entities } from '../api/src/modules/entities.ts';
import { createApp } from '../api/src/app.ts';
import { attachSubscriptions } from '../api/src/graphql/subscriptions.ts';
import { TestClient } from '../api/test/client.ts';

/** The checkout a bench measures beside this one (`BENCH_BASELINE_DIR`, installed), if any. */
export function baselineCheckout(): string | undefined {
  return process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : undefined;
}

/**
 * The real server (same app, same embedded PostgreSQL build) in this process on a random port,
 * with a fresh database, and a counter of the SQL statements the ORM sends. `env` adds settings
 * (such as VIDEO_MAX_MB) to the fixed ones.
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-bench-'));
  chmodSync(dir, 0o755);
  const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), 55000 + Math.floor(Math.random() * 5000));
  await ensureDatabase(pgServer.url, 'kinfolk');
  const dbUrl = withDatabase(pgServer.url, 'kinfolk');
  const statements = countStatements();
  const orm = await MikroORM.init(ormConfig(dbUrl, entities));
  await orm.migrator.up();
  // Database-level settings from the migrations apply to connections opened after them.
  await orm.close();
  await orm.connect();
  statements.count = 0;
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const port = String((server.address() as AddressInfo).port);
  const config = loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATA_DIR: path.join(dir, 'data'), PUBLIC_URL: url, PORT: port, DATABASE_URL: dbUrl, ...env });
  const app = await createApp(config, orm);
  server.on('request', app.app.callback());
  const live = await attachSubscriptions(server, app);
  return {
    url,
    dbUrl,
    orm,
    config,
    statements,
    /** Live updates (graphql-ws) on the same port. */
    live,
    /** A signed-in client and the ids of its user and own member. */
    async signIn(name: string) {
      const client = new TestClient(url);
      await client.signIn({ name });
      const { data } = await client.gql<{ me: { id: string }; familyTree: { focusId: string; treeId: string } }>('{ me { id } familyTree(generationsUp: 0, generationsDown: 0) { focusId treeId } }');
      return { client, userId: data!.me.id, selfMemberId: data!.familyTree.focusId, treeId: data!.familyTree.treeId };
    },
    async close() {
      await live.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await app.stop();
      // The job queue ends its connections without waiting for them; one still open when PostgreSQL
      // stops is an unhandled error that ends the process.
      await new Promise((r) => setTimeout(r, 250));
      await orm.close(true);
      await pgServer.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** p50, p99 and mean of a list of milliseconds. */
export function summarise(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: round(at(0.5)), p99: round(at(0.99)), mean: round(ms.reduce((a, b) => a + b, 0) / ms.length) };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * SQL statements one piece of work sends: the most frequent count over 10 runs of it (the job
 * queue's polling shares the counter, so a single run may count a poll too).
 */
export async function statementCount(counter: { count: number }, work: () => Promise<unknown>): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const before = counter.count;
    await work();
    counts.push(counter.count - before);
  }
  const freq = new Map<number, number>();
  for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
  return [...freq].sort((a, b) => b[1] - a[1])[0][0];
}

/** Counts every statement any pg client of this process sends (the ORM's and direct pool queries). */
function countStatements() {
  const counter = { count: 0 };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    counter.count++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return counter;
}
