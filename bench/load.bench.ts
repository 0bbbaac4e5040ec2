// Many family members at once, on one app server and on two, behind Caddy with deploy/Caddyfile (HTTP/2
// and TLS for browsers, round robin between the servers; api/test/caddy.ts), sharing one
// PostgreSQL and one S3-compatible store (s3rver). Each simulated member signs in, keeps a live
// notification subscription open, and in a loop (with a think time) views their tree, reads the
// timeline, searches, opens the memories gallery and the notifications, adds a person, writes a story
// or uploads a small photo. Prints throughput, errors and latency (reads and writes, each operation)
// for one and for two servers side by side.
//   npm run bench:load   (LOAD_CLIENTS=200, LOAD_SECONDS=600, LOAD_THINK_MS=2000, LOAD_SERVERS=1,2)
// BENCH_BASELINE_DIR=<another checkout, installed> runs its server too, in the same run: for each number
// of servers the baseline first, then this checkout, each on a new database of its own.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres, withDatabase } from '../api/src/db/embedded-postgres.ts';
import { startServerProcess, type ServerProcess } from '../api/test/server-process.ts';
import { caddyUrl, caddyVersion, startCaddy, upstreamOf } from '../api/test/caddy.ts';
import { startS3Server } from '../api/test/s3-server.ts';
import { freePort } from '../api/test/free-port.ts';
import { TestClient } from '../api/test/client.ts';
import { cookieOf, liveClient, subscribeToNotifications } from '../api/test/live-client.ts';
import { jpegPhoto } from '../api/test/media.ts';
import { baselineCheckout, summarise } from './harness.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 600);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 2000);
const SERVER_COUNTS = (process.env.LOAD_SERVERS ?? '1,2').split(',').map(Number);

type Kind = 'read' | 'write';
interface Sample {
  op: string;
  kind: Kind;
  ms: number;
  ok: boolean;
  /** How a failed request failed: its HTTP status and GraphQL error code, or the network error. */
  failure?: string;
}


const READS: Record<string, { weight: number; query: string; variables?: (m: Member) => Record<string, unknown> }> = {
  tree: { weight: 30, query: 'query LoadTree { familyTree(generationsUp: 3, generationsDown: 3) { treeId nodes { id firstName lastName birth { text } } edges { id kind fromId toId } } }' },
  timeline: { weight: 12, query: 'query LoadTimeline { timeline(first: 30) { nodes { id date dateText } hasMore } }' },
  search: { weight: 10, query: 'query LoadSearch($q: String!) { search(query: $q) { people { id title } memories { id title } stories { id title } events { id title } } }', variables: () => ({ q: ['Ann', 'Lake', 'Mara', 'bread'][Math.floor(Math.random() * 4)] }) },
  memories: { weight: 10, query: 'query LoadMemories { memories(first: 24) { nodes { id title thumbnailUrl } hasMore } }' },
  notifications: { weight: 10, query: 'query LoadNotifications { notifications(first: 20) { nodes { id kind message } } unreadNotificationCount }' },
};
const WRITES = { person: 8, story: 6, photo: 4 };

interface Member {
  client: TestClient;
  selfMemberId: string;
  circleId: string;
  n: number;
}

function pick<T extends string>(weights: Record<T, number>): T {
  const total = Object.values<number>(weights).reduce((a, b) => a + b, 0);
  let r = Math.random() * total;
  for (const [key, weight] of Object.entries<number>(weights)) {
    r -= weight;
    if (r <= 0) return key as T;
  }
  return Object.keys(weights)[0] as T;
}

/** A GraphQL request's outcome: null when it succeeded, else how it failed (HTTP status and error code). */
async function gql(member: Member, query: string, variables?: Record<string, unknown>): Promise<string | null> {
  return failureOf(await member.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }));
}

/** An answer's failure, if any: its HTTP status and GraphQL error code, or what came back that was not JSON. */
async function failureOf(res: Response): Promise<string | null> {
  const text = await res.text();
  let body: { errors?: { extensions?: { code?: string } }[]; data?: Record<string, unknown> };
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status}, not JSON: ${text.slice(0, 80).trim() || 'an empty body'}`;
  }
  return res.ok && !body.errors ? null : `${res.status} ${body.errors?.[0]?.extensions?.code ?? ''}`.trim();
}

async function act(member: Member, photo: Buffer): Promise<Sample> {
  const all = { ...Object.fromEntries(Object.entries(READS).map(([k, v]) => [k, v.weight])), ...WRITES } as Record<string, number>;
  const op = pick(all);
  const started = performance.now();
  let failure: string | null;
  try {
    failure = await attempt(member, photo, op);
  } catch (error) {
    // The request did not get an answer at all (a reset connection, a stream ended early).
    failure = `no answer: ${(error as Error).message}`;
  }
  return { op, kind: op in READS ? 'read' : 'write', ms: performance.now() - started, ok: failure === null, failure: failure ?? undefined };
}

/** Sends `op`'s request: null when it succeeded, else how it failed. */
async function attempt(member: Member, photo: Buffer, op: string): Promise<string | null> {
  const read = READS[op];
  if (read) return gql(member, read.query, read.variables?.(member));
  if (op === 'person') {
    return gql(member, 'mutation LoadAddPerson($i: AddFamilyMemberInput!) { addFamilyMember(input: $i) { member { id } } }', {
      i: { firstName: `Kin${member.n++}`, lastName: 'Load', relationshipType: 'child', relativeId: member.selfMemberId },
    });
  }
  if (op === 'story') {
    return gql(member, 'mutation LoadStory($i: CreateStoryInput!) { createStory(input: $i) { id } }', { i: { title: `Day ${member.n++}`, content: 'We went to the lake and baked bread.', circleId: member.circleId } });
  }
  const upload = member.client.sendUpload('mutation LoadPhoto($input: UploadMemoryInput!) { uploadMemory(input: $input) { id } }', { input: { title: `Photo ${member.n++}`, circleId: member.circleId, file: null } }, {
    'variables.input.file': { blob: new Blob([photo], { type: 'image/jpeg' }), name: 'photo.jpg' },
  });
  return failureOf(await upload);
}

async function signInMember(url: string, i: number): Promise<Member> {
  const client = new TestClient(url);
  await client.signIn({ name: `Member${i} Load`, email: `member${i}-${Date.now()}@load.example` });
  await client.gql('mutation($i: CompleteOnboardingInput!) { completeOnboarding(input: $i) { id } }', { i: { firstName: `Member${i}`, lastName: 'Load', bio: 'Hi', location: 'Here' } });
  const { data } = await client.gql<{ familyTree: { focusId: string } }>('{ familyTree(generationsUp: 0, generationsDown: 0) { focusId } }');
  const circle = await client.gql<{ createCircle: { id: string } }>('mutation { createCircle(input: { name: "Family", isPrivate: true, memberIds: [] }) { id } }');
  return { client, selfMemberId: data!.familyTree.focusId, circleId: circle.data!.createCircle.id, n: 0 };
}

/** Runs the load against `serverCount` servers behind Caddy; returns what it measured. */
async function run(serverCount: number, databaseUrl: string, s3: Awaited<ReturnType<typeof startS3Server>>, photo: Buffer, appDir?: string) {
  const proxyPort = await freePort();
  const publicUrl = caddyUrl(proxyPort);
  const env = { PUBLIC_URL: publicUrl, ...s3.env, GRAPHQL_REFUSALS: '0' };
  const servers: ServerProcess[] = await Promise.all(Array.from({ length: serverCount }, () => startServerProcess(env, databaseUrl, appDir)));
  const proxy = await startCaddy(servers.map((s) => upstreamOf(s.url)), { port: proxyPort });
  const members: Member[] = [];
  for (let i = 0; i < CLIENTS; i += 10) members.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - i) }, (_, j) => signInMember(publicUrl, serverCount * 10_000 + i + j)))));
  const lives = members.map((m) => {
    const live = liveClient(publicUrl, { cookie: cookieOf(m.client) });
    subscribeToNotifications(live);
    return live;
  });
  const samples: Sample[] = [];
  const until = Date.now() + SECONDS * 1000;
  const rss: number[] = [];
  const memory = setInterval(() => rss.push(process.memoryUsage().rss), 5_000);
  // Each server's readiness, asked directly once a second as the front server asks it: a server that
  // answers "not ready" is left out by Caddy, and with every server left out requests fail with 502.
  const notReady = servers.map(() => new Map<string, number>());
  const probes = setInterval(() => {
    for (const [i, server] of servers.entries()) {
      void fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(3_000) })
        .then(async (res) => (res.ok ? null : `${res.status} ${JSON.stringify(await res.json())}`))
        .catch((error: Error) => `no answer in 3 s (${error.name})`)
        .then((answer) => answer && notReady[i].set(answer, (notReady[i].get(answer) ?? 0) + 1));
    }
  }, 1_000);
  await Promise.all(
    members.map(async (member) => {
      await new Promise((r) => setTimeout(r, Math.random() * THINK_MS));
      while (Date.now() < until) {
        samples.push(await act(member, photo).catch((error: Error): Sample => ({ op: 'error', kind: 'read', ms: 0, ok: false, failure: error.message })));
        await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * THINK_MS));
      }
    }),
  );
  clearInterval(memory);
  clearInterval(probes);
  for (const [i, answers] of notReady.entries()) for (const [answer, n] of answers) console.log(`  server ${i + 1} not ready ${n}× of ${SECONDS} probes: ${answer}`);
  // What the servers said went wrong meanwhile (errors, a server that ended), for the failures' causes.
  for (const [i, server] of servers.entries()) {
    const lines = server.output().split('\n').filter((line) => /"level":"(error|fatal)"|"level":(50|60)\b/.test(line));
    if (server.child.exitCode !== null || server.child.signalCode !== null) console.log(`  server ${i + 1} ended during the run (${server.child.exitCode ?? server.child.signalCode})`);
    if (lines.length) console.log(`  server ${i + 1} logged ${lines.length} errors, first: ${lines.slice(0, 3).map((l) => l.slice(0, 300)).join(' | ')}`);
  }
  await Promise.all(lives.map((l) => l.dispose()));
  await proxy.close();
  await Promise.all(servers.map((s) => s.stop()));
  return samples;
}

function report(label: string, samples: Sample[]) {
  const errors = samples.filter((s) => !s.ok).length;
  const of = (kind: Kind) => summarise(samples.filter((s) => s.kind === kind && s.ok).map((s) => s.ms));
  const reads = of('read');
  const writes = of('write');
  console.log(`${label}: ${samples.length} requests in ${SECONDS} s = ${(samples.length / SECONDS).toFixed(1)}/s, errors ${errors}; reads p50 ${reads.p50} ms p99 ${reads.p99} ms; writes p50 ${writes.p50} ms p99 ${writes.p99} ms`);
  const failures = new Map<string, number>();
  for (const s of samples) if (!s.ok) failures.set(`${s.op}: ${s.failure ?? 'unknown'}`, (failures.get(`${s.op}: ${s.failure ?? 'unknown'}`) ?? 0) + 1);
  for (const [what, n] of failures) console.log(`  failed ${n}× ${what}`);
  const ops = [...new Set(samples.map((s) => s.op))].sort();
  for (const op of ops) {
    const ms = samples.filter((s) => s.op === op && s.ok).map((s) => s.ms);
    if (ms.length) console.log(`  ${op.padEnd(14)} ${String(ms.length).padStart(7)}  p50 ${summarise(ms).p50} ms  p99 ${summarise(ms).p99} ms`);
  }
  return { rps: samples.length / SECONDS, errors, reads, writes };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-load-'));
chmodSync(dir, 0o755);
const pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort());
const s3 = await startS3Server('kinfolk-load');
const photo = await jpegPhoto(640, 480);
console.log(`${CLIENTS} members through Caddy ${caddyVersion()} (deploy/Caddyfile), ${SECONDS} s each run, think time ${THINK_MS} ms on average, ${os.cpus().length} cores, photo ${photo.length} bytes`);
const baselineDir = baselineCheckout();
const builds: { label: string; appDir?: string }[] = baselineDir ? [{ label: 'baseline', appDir: baselineDir }, { label: 'this checkout' }] : [{ label: '' }];
if (baselineDir) console.log(`baseline: the server of ${path.basename(baselineDir)}`);
const results: { count: number; build: string; result: ReturnType<typeof report> }[] = [];
try {
  for (const count of SERVER_COUNTS) {
    for (const [i, build] of builds.entries()) {
      const database = `kinfolk_load_${count}_${i}`;
      await ensureDatabase(pgServer.url, database);
      const label = `${count} server${count > 1 ? 's' : ''}${build.label ? `, ${build.label}` : ''}`;
      results.push({ count, build: build.label, result: report(label, await run(count, withDatabase(pgServer.url, database), s3, photo, build.appDir)) });
    }
  }
  console.log('\nservers  build          requests/s  errors  reads p99  writes p99');
  for (const { count, build, result: r } of results) console.log(`${String(count).padStart(7)}  ${build.padEnd(13)}  ${r.rps.toFixed(1).padStart(10)}  ${String(r.errors).padStart(6)}  ${String(r.reads.p99).padStart(9)}  ${String(r.writes.p99).padStart(10)}`);
} finally {
  await s3.close();
  await pgServer.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
