// The faults of the issue at full length, against a real server process: the S3-compatible store
// unreachable for 30 s, then PostgreSQL stopped for 30 s and started again, then PostgreSQL frozen
// for 30 s (its processes paused, connections open and silent) and let go on. Once a second the bench
// asks for what needs the broken part and for what does not, and prints what it saw: status codes,
// the slowest answer meanwhile, and how long after the part came back the server served it again.
//   npm run bench:faults   (FAULT_SECONDS=30)
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres, withDatabase } from '../api/src/db/embedded-postgres.ts';
import { startServerProcess } from '../api/test/server-process.ts';
import { startS3Server } from '../api/test/s3-server.ts';
import { freePort } from '../api/test/free-port.ts';
import { buildUser } from '../api/test/factories.ts';
import { createCircle, jpegPhoto, uploadMemory } from '../api/test/media.ts';

const FAULT_SECONDS = Number(process.env.FAULT_SECONDS ?? 30);

interface Seen {
  statuses: Map<string, number>;
  slowestMs: number;
}
const seen = (): Seen => ({ statuses: new Map(), slowestMs: 0 });
const note = (s: Seen, status: string, ms: number) => {
  s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  s.slowestMs = Math.max(s.slowestMs, Math.round(ms));
};
const show = (s: Seen) => `${[...s.statuses].map(([k, n]) => `${k}×${n}`).join(', ')}; slowest ${s.slowestMs} ms`;

async function timed(work: () => Promise<string>) {
  const started = performance.now();
  const status = await work().catch(() => 'no answer');
  return { status, ms: performance.now() - started };
}

/** The PostgreSQL server of a data folder (its postmaster.pid) and every process it started. */
function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the fourth field, after the command in brackets.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-faults-'));
chmodSync(dir, 0o755);
const pgPort = await freePort();
let pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort);
await ensureDatabase(pgServer.url, 'kinfolk');
const s3 = await startS3Server('kinfolk-faults');
/** PostgreSQL's processes while they are paused, to be let go should the bench fail meanwhile. */
let paused: number[] = [];
const server = await startServerProcess(s3.env, withDatabase(pgServer.url, 'kinfolk'));
try {
  const ada = await buildUser(server, { name: 'Ada Faults' });
  const ben = await buildUser(server, { name: 'Ben Faults' });
  const circleId = await createCircle(ada, 'Faults', []);
  const photo = await jpegPhoto(640, 480);
  const first = await uploadMemory(ada, { title: 'Before', circleId }, { bytes: photo, name: 'before.jpg', type: 'image/jpeg' });
  const fileUrl = first.data!.uploadMemory.file.url;
  const upload = async () => {
    const res = await uploadMemory(ada, { title: 'During', circleId }, { bytes: photo, name: 'during.jpg', type: 'image/jpeg' });
    return res.errors ? `${res.errors[0].extensions?.code}` : 'OK';
  };
  const readFile = async () => String((await ada.client.fetch(fileUrl)).status);
  const tree = async () => {
    const res = await ben.client.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ familyTree(generationsUp: 1, generationsDown: 1) { nodes { id } } }"}' });
    return String(res.status);
  };
  const ready = async () => String((await fetch(`${server.url}/readyz`)).status);

  /** Once a second for the fault's length: what each probe saw; then how long until `recovered` says yes. */
  async function during(probes: Record<string, () => Promise<string>>, heal: () => Promise<void>, healthy: () => Promise<boolean>) {
    const results = Object.fromEntries(Object.keys(probes).map((k) => [k, seen()]));
    for (const until = Date.now() + FAULT_SECONDS * 1000; Date.now() < until; await new Promise((r) => setTimeout(r, 1000))) {
      await Promise.all(Object.entries(probes).map(async ([name, probe]) => {
        const { status, ms } = await timed(probe);
        note(results[name], status, ms);
      }));
    }
    await heal();
    const healed = Date.now();
    while (!(await healthy().catch(() => false))) await new Promise((r) => setTimeout(r, 100));
    return { results, recoveredMs: Date.now() - healed };
  }

  console.log(`Kinfolk faults, ${FAULT_SECONDS} s each, ${new Date().toISOString().slice(0, 10)}`);
  await s3.stop();
  const store = await during({ upload, 'read a photo': readFile, 'tree (no files)': tree, readyz: ready }, () => s3.restart(), async () => (await upload()) === 'OK' && (await readFile()) === '200');
  console.log(`S3 store unreachable:`);
  for (const [name, s] of Object.entries(store.results)) console.log(`  ${name.padEnd(16)} ${show(s)}`);
  console.log(`  served again ${store.recoveredMs} ms after the store came back`);

  await pgServer.stop();
  const database = await during({ 'tree (database)': tree, 'read a photo': readFile, readyz: ready }, async () => {
    pgServer = await startEmbeddedPostgres(path.join(dir, 'pg'), pgPort);
  }, async () => (await tree()) === '200');
  console.log(`PostgreSQL stopped:`);
  for (const [name, s] of Object.entries(database.results)) console.log(`  ${name.padEnd(16)} ${show(s)}`);
  console.log(`  served again ${database.recoveredMs} ms after PostgreSQL was started again`);
  // Frozen rather than stopped: every PostgreSQL process paused (SIGSTOP), its connections kept open
  // and silent, as a paused virtual machine or a cut-off network leaves them.
  const postgres = (paused = postgresProcesses(path.join(dir, 'pg')));
  for (const pid of postgres) process.kill(pid, 'SIGSTOP');
  const frozen = await during({ 'tree (database)': tree, 'read a photo': readFile, readyz: ready }, async () => {
    for (const pid of postgres) process.kill(pid, 'SIGCONT');
    paused = [];
  }, async () => (await tree()) === '200');
  console.log(`PostgreSQL frozen (${postgres.length} processes paused):`);
  for (const [name, s] of Object.entries(frozen.results)) console.log(`  ${name.padEnd(16)} ${show(s)}`);
  console.log(`  served again ${frozen.recoveredMs} ms after PostgreSQL went on`);
  console.log(`The server process is still the first one: ${server.child.exitCode === null ? 'yes' : `no (exit ${server.child.exitCode})`}`);
} finally {
  for (const pid of paused) process.kill(pid, 'SIGCONT');
  await server.stop();
  await s3.close();
  await pgServer.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
