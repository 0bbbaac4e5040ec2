import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/client.ts';
import { buildUser, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { storageOf } from '../../files/index.ts';
import { expireGedcomFiles } from './expire-files.ts';
import { gedcomJobWhen } from '../test/job-polls.ts';

// Files do not pile up: an export's file goes GEDCOM_KEEP_DAYS after it was written, a merge left at
// its preview is cancelled as long after its upload, and each job says until when.

let app: TestApp;
let ada: Person;

const JOB_FIELDS = 'id state downloadUrl fileExpiresAt finishedAt createdAt';
const JOB = `query($id: ID!) { gedcomJob(id: $id) { ${JOB_FIELDS} } }`;
const EXPORT = `mutation($treeId: ID!) { exportGedcom(treeId: $treeId, version: GEDCOM_5_5_1, withMedia: false) { ${JOB_FIELDS} } }`;
const IMPORT = `mutation($file: Upload!, $treeId: ID) { importGedcom(file: $file, treeId: $treeId) { ${JOB_FIELDS} } }`;
const DAY = 24 * 60 * 60 * 1000;
const FILE = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Kept /Person/', '0 TRLR', ''].join('\n');

type Job = { id: string; state: string; downloadUrl: string | null; fileExpiresAt: string | null; finishedAt: string | null; createdAt: string };

const waitFor = (client: TestClient, id: string, states: string[]) => gedcomJobWhen<Job>(client, JOB, id, (job) => states.includes(job.state));

const fileKeyOf = async (id: string) => (await app.orm.em.fork().execute<{ file_key: string | null }[]>('select file_key from gedcom_jobs where id = ?', [id]))[0].file_key;

beforeAll(async () => {
  app = await startTestApp({ GEDCOM_KEEP_DAYS: '3' });
  ada = await buildUser(app, { name: 'Ada Expiry' });
});
afterAll(() => app.close());

it('removes an export’s file after the days it is kept, and the job says so', async () => {
  const started = (await must<{ exportGedcom: Job }>(ada.client, EXPORT, { treeId: ada.treeId })).exportGedcom;
  const done = await waitFor(ada.client, started.id, ['done', 'failed']);
  expect(done.state).toBe('done');
  expect(new Date(done.fileExpiresAt!).getTime() - new Date(done.finishedAt!).getTime()).toBe(3 * DAY);
  const key = (await fileKeyOf(done.id))!;
  expect(await storageOf(app.config).stat(key)).not.toBeNull();

  // Not yet: a day before its time.
  expect(await expireGedcomFiles(app.config, app.orm.em.fork(), new Date(Date.now() + 2 * DAY))).toBe(0);
  expect((await ada.client.fetch(done.downloadUrl!)).status).toBe(200);

  expect(await expireGedcomFiles(app.config, app.orm.em.fork(), new Date(Date.now() + 3 * DAY + 60_000))).toBeGreaterThanOrEqual(1);
  expect(await storageOf(app.config).stat(key)).toBeNull();
  expect((await ada.client.fetch(done.downloadUrl!)).status).toBe(404);
  expect((await must<{ gedcomJob: Job }>(ada.client, JOB, { id: done.id })).gedcomJob).toMatchObject({ state: 'done', downloadUrl: null, fileExpiresAt: null });
});

it('cancels a merge left at its preview, removing the uploaded file', async () => {
  const res = await ada.client.gqlUpload<{ importGedcom: Job }>(IMPORT, { file: null, treeId: ada.treeId }, { 'variables.file': { blob: new Blob([FILE]), name: 'kept.ged' } });
  const waiting = await waitFor(ada.client, res.data!.importGedcom.id, ['awaiting_choices', 'failed']);
  expect(waiting.state).toBe('awaiting_choices');
  expect(new Date(waiting.fileExpiresAt!).getTime() - new Date(waiting.createdAt).getTime()).toBe(3 * DAY);
  const key = (await fileKeyOf(waiting.id))!;
  expect(await storageOf(app.config).stat(key)).not.toBeNull();

  await expireGedcomFiles(app.config, app.orm.em.fork(), new Date(Date.now() + 3 * DAY + 60_000));
  expect(await storageOf(app.config).stat(key)).toBeNull();
  expect((await must<{ gedcomJob: Job }>(ada.client, JOB, { id: waiting.id })).gedcomJob).toMatchObject({ state: 'cancelled', fileExpiresAt: null });
  const confirm = await ada.client.gql('mutation($id: ID!) { resolveGedcomMerge(jobId: $id, otherwise: theirs) { id } }', { id: waiting.id });
  expect(confirm.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
