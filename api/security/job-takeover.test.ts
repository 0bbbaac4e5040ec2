/**
 * @long a job left by a killed server, taken over by another
 */
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { freshDatabase, queryOn } from '../test/test-app.ts';
import { buildUser } from '../test/factories.ts';
import { TestClient } from '../test/client.ts';
import { must } from '../test/trees.ts';
import { generateGedcom } from '../../bench/generate-gedcom.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';

// An app server killed (kill -9) in the middle of a GEDCOM import: another server on the same
// database sees its heartbeat stop, takes the job over as its next attempt, and finishes it once —
// one tree, every person, nothing half-written from the first attempt.


const JOB = 'query($id: ID!) { gedcomJob(id: $id) { state error treeId progress { done total } counts { people families } } }';
type Job = { state: string; error: string | null; treeId: string | null; progress: { done: number; total: number | null }; counts: { people: number; families: number } | null };

let databaseUrl: string;
let s3: TestS3Server;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  s3 = await startS3Server('kinfolk-takeover');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  await s3?.close();
});

const sql = <T>(text: string, params: unknown[] = []) => queryOn<T>(databaseUrl, text, params);

test('a GEDCOM import cut off by kill -9 is finished by another server, once', async () => {
  // Shared storage, as several app servers need: the uploaded file is read by whichever server runs the job.
  const env = { JOB_SERVER_TIMEOUT_SECONDS: '2', SESSION_SECRET: '', ...s3.env };
  const first = await startServerProcess(env, databaseUrl);
  servers.push(first);
  const ada = await buildUser(first, { name: 'Ada Takeover' });
  const people = 60_000;
  const file = new TextEncoder().encode(generateGedcom(people).text);
  const IMPORT = 'mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { id } }';
  const started = await ada.client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, treeName: 'Cut off' }, { 'variables.file': { blob: new Blob([file]), name: 'big.ged' } });
  expect(started.errors).toBeUndefined();
  const id = started.data!.importGedcom.id;

  // Killed once the job is under way on the first server.
  let job: Job = { state: 'queued', error: null, treeId: null, progress: { done: 0, total: null }, counts: null };
  for (const until = Date.now() + 60_000; Date.now() < until && !['reading', 'writing', 'done', 'failed'].includes(job.state); await new Promise((r) => setTimeout(r, 25))) {
    job = (await must<{ gedcomJob: Job }>(ada.client, JOB, { id })).gedcomJob;
  }
  expect(job.state).toBe('reading');
  await new Promise((r) => setTimeout(r, 1_000)); // well into the work
  await first.stop('SIGKILL');
  const [cut] = await sql<{ state: string }>('select state from gedcom_jobs where id = $1', [id]);
  expect(['reading', 'writing']).toContain(cut.state);

  const second = await startServerProcess(env, databaseUrl);
  servers.push(second);
  const client = new TestClient(second.url);
  for (const [name, value] of ada.client.cookies) client.cookies.set(name, value);
  const resumed = Date.now();
  for (const until = Date.now() + 120_000; Date.now() < until && !['done', 'failed'].includes(job.state); await new Promise((r) => setTimeout(r, 200))) {
    job = (await must<{ gedcomJob: Job }>(client, JOB, { id })).gedcomJob;
  }
  expect(job).toMatchObject({ state: 'done', error: null, counts: { people } });
  console.log(`GEDCOM import taken over after kill -9: finished ${((Date.now() - resumed) / 1000).toFixed(1)} s after the second server started`);
  expect(second.output()).toMatch(/held by an app server that stopped answering were released/);
  const trees = await sql<{ n: string }>("select count(*) as n from trees where name = 'Cut off'");
  expect(Number(trees[0].n)).toBe(1);
  const members = await sql<{ n: string }>('select count(*) as n from family_members where tree_id = $1', [job.treeId]);
  expect(Number(members[0].n)).toBe(people);
});
