import { readdirSync } from 'node:fs';
import path from 'node:path';
import { emptyDatabase, queryOn } from '../test/test-app.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy.ts';
import { freePort } from '../test/free-port.ts';
import { addMember, buildUser, connect, type Person } from '../test/factories.ts';
import { cookieOf, liveClient, subscribeToNotifications } from '../test/live-client.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../test/media.ts';
import { must } from '../test/trees.ts';

// Two app servers (own ports, own data folders, no SESSION_SECRET) on one new, empty database and one
// S3-compatible store, behind a round-robin balancer: a whole journey alternates between them.


let databaseUrl: string;
let s3: TestS3Server;
let servers: ServerProcess[];
let proxy: RoundRobinProxy;
let ann: Person;
let ben: Person;
let cleo: Person;

const sql = <T>(text: string, params: unknown[] = []) => queryOn<T>(databaseUrl, text, params);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  databaseUrl = await emptyDatabase(); // both servers find every migration still to apply
  s3 = await startS3Server('kinfolk-two-servers');
  const proxyPort = await freePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    PUBLIC_URL: publicUrl,
    ...s3.env,
    SESSION_SECRET: '',
    GRAPHQL_REFUSALS: '10',
  };
  // Both at once: the migrations run under a lock, once.
  servers = await Promise.all([startServerProcess(env, databaseUrl), startServerProcess(env, databaseUrl)]);
  proxy = await startRoundRobinProxy(servers.map((s) => s.url), proxyPort);
  const site = { url: proxy.url };
  [ann, ben, cleo] = [await buildUser(site, { name: 'Ann Twoservers' }), await buildUser(site, { name: 'Ben Twoservers' }), await buildUser(site, { name: 'Cleo Twoservers' })];
});

afterAll(async () => {
  await proxy?.close();
  await Promise.all((servers ?? []).map((s) => s.stop()));
  await s3?.close();
});

test('both servers started together on an empty database: every migration applied once, one set of shared secrets, both ready', async () => {
  const files = readdirSync(path.join(import.meta.dirname, '../src/migrations')).filter((f) => /^Migration\d+_\w+\.ts$/.test(f));
  const [applied] = await sql<{ n: string; distinct: string }>('select count(*) as n, count(distinct name) as distinct from mikro_orm_migrations');
  expect(Number(applied.n)).toBe(files.length);
  expect(Number(applied.distinct)).toBe(files.length);
  expect((await sql<{ name: string }>('select name from server_secrets order by name')).map((r) => r.name)).toEqual(['dna-key', 'oidc-signing-key', 'session-secret']);
  for (const server of servers) {
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  }
  // Signing in took many requests, spread over both servers (the provider's state and the session are shared).
  expect(proxy.counts.every((n) => n > 10)).toBe(true);
});

test('a tree built through one server is read the same through the other', async () => {
  const parent = await addMember(ann, 'Mara', 'parent');
  await addMember(ann, 'Olek', 'parent');
  await addMember(ann, 'Ida', 'sibling');
  await addMember(ann, 'Pia', 'child', undefined, {});
  const query = '{ familyTree(generationsUp: 2, generationsDown: 2) { nodes { id firstName } } }';
  const reads = [];
  for (let i = 0; i < 4; i++) reads.push((await must<{ familyTree: { nodes: { id: string; firstName: string }[] } }>(ann.client, query)).familyTree.nodes.map((m) => m.firstName).sort());
  expect(new Set(reads.map((r) => r.join(','))).size).toBe(1);
  expect(reads[0]).toEqual(expect.arrayContaining(['Mara', 'Olek', 'Ida', 'Pia', 'Ann']));
  expect(parent).toBeTruthy();
});

test('a write on one server reaches a live subscriber on the other', async () => {
  const live = liveClient(proxy.url, { cookie: cookieOf(ben.client) });
  const connected = new Promise<void>((resolve) => live.on('connected', () => resolve()));
  const stream = subscribeToNotifications(live);
  await connected;
  await pause(200);
  const subscribedOn = proxy.sent.findLast((s) => s.upgrade)!.upstream;
  const before = proxy.sent.length;
  await connect(ann, ben);
  const writtenOn = proxy.sent[before].upstream;
  expect(writtenOn).not.toBe(subscribedOn);
  const notice = await stream.waitFor((n) => n.kind === 'connection_request', 5_000);
  expect(notice).toMatchObject({ kind: 'connection_request', message: 'Ann Twoservers asked to connect with you.' });
  stream.dispose();
  await live.dispose();
});

test('a photo uploaded through one server is served, with its pictures made by the job queue, by both; a stranger is refused by both', async () => {
  const circle = await createCircle(ann, 'Both servers', [ben]);
  const res = await uploadMemory(ann, { title: 'Reunion', circleId: circle }, { bytes: await jpegPhoto(800, 600), name: 'reunion.jpg', type: 'image/jpeg' });
  expect(res.errors).toBeUndefined();
  const memory = res.data!.uploadMemory as { id: string; file: { url: string } };
  const THUMB = 'query($id: ID!) { memory(id: $id) { thumbnailUrl } }';
  let thumbnail: string | null = null;
  for (const until = Date.now() + 20_000; Date.now() < until && !thumbnail?.includes('.w400.webp'); await pause(200)) {
    thumbnail = (await must<{ memory: { thumbnailUrl: string | null } }>(ann.client, THUMB, { id: memory.id })).memory.thumbnailUrl;
  }
  expect(thumbnail).toMatch(/\.w400\.webp/);
  for (let i = 0; i < 2; i++) {
    const original = await ben.client.fetch(memory.file.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const picture = await ben.client.fetch(thumbnail!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await cleo.client.fetch(memory.file.url)).status).toBe(403);
    expect((await cleo.client.fetch(thumbnail!)).status).toBe(403);
    await fetch(`${proxy.url}/healthz`); // five requests a round: the next round starts on the other server
  }
  for (const url of [memory.file.url, thumbnail!]) {
    const served = new Set(proxy.sent.filter((s) => s.path === new URL(url, proxy.url).pathname).map((s) => s.upstream));
    expect(served.size).toBe(2);
  }
});

test('a GEDCOM import runs once, its progress read through both servers', async () => {
  const gedcom = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Rosa /Sand/', '0 @I2@ INDI', '1 NAME Tom /Sand/', '0 @I3@ INDI', '1 NAME Lily /Sand/', '0 @F1@ FAM', '1 HUSB @I2@', '1 WIFE @I1@', '1 CHIL @I3@', '0 TRLR', ''].join('\n');
  const IMPORT = 'mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { id state } }';
  const started = await ann.client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, treeName: 'Sand family' }, { 'variables.file': { blob: new Blob([gedcom]), name: 'sand.ged' } });
  expect(started.errors).toBeUndefined();
  const id = started.data!.importGedcom.id;
  const JOB = 'query($id: ID!) { gedcomJob(id: $id) { state counts { people families } } }';
  let job = { state: 'queued', counts: null as { people: number; families: number } | null };
  for (const until = Date.now() + 30_000; Date.now() < until && !['done', 'failed'].includes(job.state); await pause(100)) {
    job = (await must<{ gedcomJob: typeof job }>(ann.client, JOB, { id })).gedcomJob;
  }
  expect(job).toEqual({ state: 'done', counts: { people: 3, families: 1 } });
  const [trees] = await sql<{ n: string }>("select count(*) as n from trees where name = 'Sand family'");
  expect(Number(trees.n)).toBe(1);
});

test('a calendar feed made on one server is served by both', async () => {
  const feed = (await must<{ createCalendarFeed: { url: string } }>(ann.client, 'mutation { createCalendarFeed { url } }')).createCalendarFeed;
  const feedPath = new URL(feed.url).pathname + new URL(feed.url).search;
  for (let i = 0; i < 2; i++) {
    const res = await fetch(new URL(feedPath, proxy.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/calendar/);
  }
});

test('a caller whose documents keep being refused is turned away by both servers', async () => {
  for (let i = 0; i < 10; i++) {
    const res = await cleo.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": "{ me {"}' });
    expect(res.status).toBe(400);
  }
  await pause(1_100); // what a server read of the count is trusted for a second
  for (let i = 0; i < 2; i++) {
    const res = await cleo.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { id } }' }) });
    expect(res.status).toBe(429);
  }
  const last = proxy.sent.slice(-2).map((s) => s.upstream);
  expect(new Set(last).size).toBe(2);
});

test('signing out through one server ends the session on both', async () => {
  const out = await ben.client.fetch('/api/logout', { method: 'POST', headers: { origin: proxy.url, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  expect(out.status).toBeLessThan(400);
  for (let i = 0; i < 2; i++) {
    const res = await ben.client.gql<{ me: { id: string } | null }>('{ me { id } }');
    expect(res.data?.me ?? null).toBeNull();
  }
});

test('both servers wrote JSON log lines, each request line with its request id', () => {
  for (const server of servers) {
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(20);
    expect(requests.every((l) => typeof l.requestId === 'string' && typeof l.status === 'number')).toBe(true);
  }
});
