import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { GraphQLBody, TestClient } from '../test/client.ts';
import { buildUser, shareTree, type Person } from '../test/factories.ts';
import { codeOf, must } from '../test/trees.ts';
import { storageOf } from '../src/modules/files/index.ts';
import { requireSamples, SAMPLES } from '../src/modules/gedcom/test/samples.ts';

// GEDCOM jobs hold whole families: nobody but their user reads, downloads or cancels them; nobody
// imports into a tree they do not edit; oversized uploads and hostile archives are refused.

const MAX = 64 * 1024; // GEDCOM_MAX_MB = 1/16

let app: TestApp;
let ada: Person, mallory: Person, vera: Person;
let importJob: string, exportJob: string, treeId: string;

const JOB = 'query($id: ID!) { gedcomJob(id: $id) { id state error treeId downloadUrl } }';
const IMPORT = 'mutation($file: Upload!, $treeId: ID, $mode: GedcomImportMode) { importGedcom(file: $file, treeId: $treeId, mode: $mode) { id } }';
const EXPORT = 'mutation($treeId: ID!) { exportGedcom(treeId: $treeId) { id } }';
type Job = { id: string; state: string; error: string | null; treeId: string | null; downloadUrl: string | null };

const shakespeare = () => readFileSync(path.join(SAMPLES, 'djeffrey-samples/shakespeare.ged'));
const upload = (client: TestClient, bytes: Uint8Array, name: string, variables: Record<string, unknown> = {}) =>
  client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, ...variables }, { 'variables.file': { blob: new Blob([bytes]), name } });
const restUpload = (client: TestClient, bytes: Uint8Array, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), 'family.ged');
  return client.fetch('/api/gedcom/import', { method: 'POST', body: form });
};

async function finished(client: TestClient, id: string): Promise<Job> {
  for (const started = Date.now(); Date.now() - started < 20_000; await new Promise((r) => setTimeout(r, 25))) {
    const job = (await must<{ gedcomJob: Job }>(client, JOB, { id })).gedcomJob;
    if (['done', 'failed', 'cancelled', 'awaiting_choices'].includes(job.state)) return job;
  }
  throw new Error(`Job ${id} did not finish`);
}

const jobCount = async () => Number((await app.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from gedcom_jobs'))[0].n);
async function storedImports() {
  const keys: string[] = [];
  for await (const object of storageOf(app.config).list('gedcom/imports/')) keys.push(object.key);
  return keys;
}

beforeAll(async () => {
  requireSamples();
  app = await startTestApp({ GEDCOM_MAX_MB: String(MAX / 1024 / 1024) });
  [ada, mallory, vera] = await Promise.all(['Ada Secure', 'Mallory Secure', 'Vera Secure'].map((name) => buildUser(app, { name })));
  const imported = await finished(ada.client, (await upload(ada.client, shakespeare(), 'shakespeare.ged')).data!.importGedcom.id);
  expect(imported.state).toBe('done');
  [importJob, treeId] = [imported.id, imported.treeId!];
  await shareTree({ ...ada, treeId }, vera, 'viewer');
  exportJob = (await finished(ada.client, (await must<{ exportGedcom: { id: string } }>(ada.client, EXPORT, { treeId })).exportGedcom.id)).id;
});
afterAll(() => app.close());

describe('another user', () => {
  it('cannot read, cancel or confirm someone’s job', async () => {
    for (const id of [importJob, exportJob]) {
      expect(codeOf(await mallory.client.gql(JOB, { id }))).toBe('NOT_FOUND');
      expect(codeOf(await mallory.client.gql('mutation($id: ID!) { cancelGedcomJob(id: $id) { id } }', { id }))).toBe('NOT_FOUND');
      expect(codeOf(await mallory.client.gql('mutation($id: ID!) { resolveGedcomMerge(jobId: $id) { id } }', { id }))).toBe('NOT_FOUND');
      expect((await mallory.client.fetch(`/api/gedcom/jobs/${id}`)).status).toBe(404);
    }
  });

  it('cannot download someone’s export, nor export their tree', async () => {
    const job = (await must<{ gedcomJob: Job }>(ada.client, JOB, { id: exportJob })).gedcomJob;
    expect((await ada.client.fetch(job.downloadUrl!)).status).toBe(200);
    expect((await mallory.client.fetch(job.downloadUrl!)).status).toBe(404);
    expect((await mallory.client.fetch(`/api/trees/${treeId}/gedcom`)).status).toBe(404);
    expect(codeOf(await mallory.client.gql(EXPORT, { treeId }))).toBe('NOT_FOUND');
  });

  it('cannot merge a file into a tree they do not edit', async () => {
    const before = await jobCount();
    expect(codeOf(await upload(mallory.client, shakespeare(), 'x.ged', { treeId }))).toBe('NOT_FOUND');
    expect(codeOf(await upload(vera.client, shakespeare(), 'x.ged', { treeId, mode: 'merge' }))).toBe('FORBIDDEN');
    expect((await restUpload(mallory.client, shakespeare(), { treeId })).status).toBe(404);
    expect((await restUpload(vera.client, shakespeare(), { treeId, mode: 'merge' })).status).toBe(403);
    expect(await jobCount()).toBe(before);
    expect(await storedImports()).toEqual([]);
  });
});

describe('hostile uploads', () => {
  it('refuses a file over the limit with 413, keeping nothing', async () => {
    const before = await jobCount();
    const big = new Uint8Array(MAX + 1).fill(0x41);
    const rest = await restUpload(ada.client, big);
    expect(rest.status).toBe(413);
    expect(await rest.text()).toMatch(/^The file is larger than 64 KB/);
    const res = await ada.client.fetch('/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: graphqlForm(big) });
    expect(res.status).toBe(413);
    expect(codeOf((await res.json()) as GraphQLBody<unknown>)).toBe('PAYLOAD_TOO_LARGE');
    expect(await jobCount()).toBe(before);
    expect(await storedImports()).toEqual([]);
  });

  it('fails a GEDZIP archive naming a path outside itself, with a sentence', async () => {
    const archive = zipSync({ 'gedcom.ged': strToU8('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Eve /Evil/\n0 TRLR\n'), '../evil.jpg': strToU8('not a photo') });
    const job = await finished(ada.client, (await upload(ada.client, archive, 'evil.zip')).data!.importGedcom.id);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/^[A-Z][^\n]*\.$/);
    expect(job.error).toMatch(/outside/);
    expect(job.treeId).toBeNull();
    // The failed job's upload is removed right after the job says so.
    for (const until = Date.now() + 5_000; Date.now() < until && (await storedImports()).length; ) await new Promise((r) => setTimeout(r, 50));
    expect(await storedImports()).toEqual([]);
  });
});

/** A GraphQL multipart import of `bytes`, built by hand (the client's helper parses the answer). */
function graphqlForm(bytes: Uint8Array) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([bytes]), 'big.ged');
  return form;
}
