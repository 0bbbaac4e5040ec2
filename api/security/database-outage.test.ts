import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config.ts';
import { ormConfig } from '../src/db/orm-config.ts';
import { entities } from '../src/modules/entities.ts';
import { createApp } from '../src/app.ts';
import { TestClient } from '../test/client.ts';

/**
 * A TCP hop between the app and the test PostgreSQL that can freeze (connections stay open, nothing
 * passes: a paused or cut-off server) or go down (connections reset, new ones refused).
 */
class DatabaseLink {
  readonly port: number;
  private readonly server: net.Server;
  private readonly target: { host: string; port: number };
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  private constructor(server: net.Server, target: { host: string; port: number }) {
    this.server = server;
    this.target = target;
    this.port = (server.address() as AddressInfo).port;
    server.on('connection', (client) => this.connect(client));
  }

  static async open(target: { host: string; port: number }) {
    const server = net.createServer({ pauseOnConnect: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new DatabaseLink(server, target);
  }

  private connect(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const [a, b] of [[client, upstream], [upstream, client]]) {
      this.sockets.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.sockets.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
    if (this.frozen) [client, upstream].forEach((s) => s.pause());
    else client.resume();
  }

  freeze() {
    this.frozen = true;
    for (const s of this.sockets) s.pause();
  }

  thaw() {
    this.frozen = false;
    for (const s of this.sockets) s.resume();
  }

  async goDown() {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const s of this.sockets) s.destroy();
    });
  }

  async comeBack() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  async close() {
    for (const s of this.sockets) s.destroy();
    if (this.server.listening) await new Promise((resolve) => this.server.close(resolve));
  }
}

// Each case waits for the app to give up on a silent database (a few seconds), then for it to recover.
// That the answer is the database's sentence tells the app gave up by itself: had it waited on TCP,
// the request timeout (30 s) would answer with another sentence. How soon it answers is measured by
// `npm run bench:faults`; the tests' time limit is jest's one, only there to end a hang.

let link: DatabaseLink;
let url: string;
let stopApp: () => Promise<void>;
let orm: MikroORM;

beforeAll(async () => {
  const dbUrl = new URL(process.env.KINFOLK_TEST_DB_URL!);
  link = await DatabaseLink.open({ host: dbUrl.hostname, port: Number(dbUrl.port) });
  dbUrl.port = String(link.port);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-outage-'));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATA_DIR: dataDir, PUBLIC_URL: url, PORT: String(port), DATABASE_URL: dbUrl.toString() });
  orm = await MikroORM.init(ormConfig(dbUrl.toString(), entities));
  const app = await createApp(config, orm);
  server.on('request', app.app.callback());
  stopApp = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await app.stop();
    await orm.close(true);
    rmSync(dataDir, { recursive: true, force: true });
  };
});

afterAll(async () => {
  link.thaw();
  await stopApp();
  await link.close();
});

const ME = '{ me { id firstName } }';

/** Status and the sentence a person would read (GraphQL's first error or the plain-text body). */
async function answered(request: () => Promise<Response>) {
  const res = await request();
  const text = await res.text();
  let message = text;
  try {
    message = (JSON.parse(text) as { errors?: { message: string }[] }).errors?.[0]?.message ?? text;
  } catch {
    // a plain-text body
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message };
}

const graphql = (client: TestClient, query: string, variables?: Record<string, unknown>) =>
  answered(() => client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }));
const rest = (client: TestClient, pathname: string, init?: RequestInit) => answered(() => client.fetch(pathname, init));

async function signedIn() {
  const client = new TestClient(url);
  await client.signIn({ name: 'Ada Lovelace' });
  expect((await client.gql<{ me: { firstName: string } | null }>(ME)).data?.me?.firstName).toBe('Ada');
  return client;
}

/** Asks until the app answers `me` again, for up to 15 s. */
async function untilServing(client: TestClient) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await graphql(client, ME);
    if (res.status === 200 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a database that stops answering', () => {
  it('makes signed-in reads answer 503 with a clear sentence, on GraphQL and REST', async () => {
    const client = await signedIn();
    link.freeze();
    try {
      const [viaGraphql, viaRest] = await Promise.all([graphql(client, ME), rest(client, '/api/auth/user')]);
      for (const res of [viaGraphql, viaRest]) {
        expect(res.status).toBe(503);
        expect(res.message).toMatch(/database is not reachable.*try again/i);
        expect(Number(res.retryAfter)).toBeGreaterThan(0);
      }
    } finally {
      link.thaw();
    }
  });

  it('refuses a profile change with 503 and keeps nothing of it, on GraphQL and REST', async () => {
    const client = await signedIn();
    link.freeze();
    let answers;
    try {
      answers = await Promise.all([
        graphql(client, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', { input: { firstName: 'Frozen' } }),
        rest(client, '/api/user/profile', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lastName: 'Frozen' }) }),
      ]);
    } finally {
      link.thaw();
    }
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.message).toMatch(/database is not reachable/i);
    }
    const me = await untilServing(client);
    expect(me.status).toBe(200);
    const profile = await rest(client, '/api/auth/user');
    expect(JSON.parse(profile.message)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('serves again by itself once the database answers again', async () => {
    const client = await signedIn();
    link.freeze();
    const during = await graphql(client, ME);
    link.thaw();
    expect(during.status).toBe(503);
    const after = await untilServing(client);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.message)).toMatchObject({ data: { me: { firstName: 'Ada' } } });
  });
});

describe('a database that stops answering in the middle of writes', () => {
  it('serves again once it answers, however many transactions it cut, and the server still stops', async () => {
    const client = await signedIn();
    // As many writes under way as the pool has connections, each inside its transaction when the
    // database goes silent: each is cut, and its rollback fails on the cut connection. Each write
    // sends its second statement only once the link is frozen, however slowly the others started.
    const entered: Promise<void>[] = [];
    let silenced!: () => void;
    const silent = new Promise<void>((resolve) => (silenced = resolve));
    const writes = Array.from({ length: 10 }, () => {
      let inside!: () => void;
      entered.push(new Promise<void>((resolve) => (inside = resolve)));
      const write = orm.em.fork().transactional(async (em) => {
        await em.execute('select 1');
        inside();
        await silent;
        await em.execute('select 2');
      });
      // A write that could not even start (no free connection in time) is waited for no longer.
      void write.catch(() => inside());
      return write;
    });
    await Promise.all(entered);
    link.freeze();
    silenced();
    const outcomes = await Promise.allSettled(writes);
    link.thaw();
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect((await untilServing(client)).status).toBe(200);
    // Every cut connection went back to the pool to be replaced: once the app's own work is done,
    // none is still held by a write that ended.
    const pool = await orm.em.getDriver().getConnection().getNativeClient();
    const deadline = Date.now() + 15_000;
    while (pool.totalCount > pool.idleCount && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});

describe('a database that is down', () => {
  it('answers 503 at once while connections are refused, and serves again when it is back, on GraphQL and REST', async () => {
    const client = await signedIn();
    await link.goDown();
    try {
      const [viaGraphql, viaRest] = await Promise.all([graphql(client, ME), rest(client, '/api/auth/user')]);
      for (const res of [viaGraphql, viaRest]) {
        expect(res.status).toBe(503);
        expect(res.message).toMatch(/database is not reachable/i);
      }
    } finally {
      await link.comeBack();
    }
    expect((await untilServing(client)).status).toBe(200);
    expect((await rest(client, '/api/auth/user')).status).toBe(200);
  });
});
