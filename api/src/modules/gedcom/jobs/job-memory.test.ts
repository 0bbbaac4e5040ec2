import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/client.ts';
import { buildUser, type Person } from '../../../../test/factories.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { generateGedcom } from '../../../../../bench/generate-gedcom.ts';
import { requireSamples, SAMPLES } from '../test/samples.ts';
import { gedcomJobWhen } from '../test/job-polls.ts';

// A job's process may use GEDCOM_JOB_MEMORY_MB: a file that needs more ends that process alone, and
// the job fails with a sentence; the server and its other work go on.

let app: TestApp;
let ada: Person;

const JOB = 'query($id: ID!) { gedcomJob(id: $id) { id state error treeId counts { people } } }';
const IMPORT = 'mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { id } }';
type Job = { id: string; state: string; error: string | null; treeId: string | null; counts: { people: number } | null };

async function imported(client: TestClient, bytes: Uint8Array, name: string): Promise<Job> {
  const res = await client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, treeName: name }, { 'variables.file': { blob: new Blob([bytes]), name: `${name}.ged` } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return gedcomJobWhen<Job>(client, JOB, res.data!.importGedcom.id);
}

const trees = async () => Number((await app.orm.em.fork().execute<{ n: string }[]>('select count(*) as n from trees'))[0].n);

beforeAll(async () => {
  requireSamples();
  app = await startTestApp({ GEDCOM_JOB_MEMORY_MB: '96' });
  ada = await buildUser(app, { name: 'Ada Memory' });
});
afterAll(() => app.close());

it('fails a file too large for the memory a job may use, saving nothing, and goes on with the next', async () => {
  const before = await trees();
  const large = await imported(ada.client, new TextEncoder().encode(generateGedcom(150_000).text), `Too large ${randomUUID()}`);
  expect(large).toMatchObject({ state: 'failed', error: 'The file needs more memory than this server gives one import or export; nothing was saved.', treeId: null, counts: null });
  expect(await trees()).toBe(before);
  expect(await noticesEndingWith(ada.client, `gedcomJob=${large.id}`)).toEqual([expect.objectContaining({ message: expect.stringMatching(/failed\.$/) })]);
  // The server answers, and a file that fits imports as ever.
  const small = await imported(ada.client, readFileSync(path.join(SAMPLES, 'djeffrey-samples/kennedy.ged')), 'Kennedy');
  expect(small).toMatchObject({ state: 'done', counts: { people: 208 } });
});
