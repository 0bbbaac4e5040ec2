/**
 * @long GEDCOM files imported whole, large ones among them
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { PNG_1PX, type TestClient } from '../../../../test/client.ts';
import { buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { generateGedcom } from '../../../../../bench/generate-gedcom.ts';
import { storageOf } from '../../files/index.ts';
import { requireSamples, SAMPLES } from '../test/samples.ts';
import { ENDED, gedcomJobWhen } from '../test/job-polls.ts';

// Imports through GraphQL and REST, run by the real job queue against the real database and
// storage: what the owner sees afterwards, who else may see the job, cancelling, refused files.

let app: TestApp;
let ada: Person, ben: Person, vera: Person;
const kennedy = () => readFileSync(path.join(SAMPLES, 'djeffrey-samples/kennedy.ged'));

const JOB_FIELDS = 'id kind state mode version treeId fileName error progress { done total peoplePerSecond secondsLeft } counts { people families otherRecords media } report { line message } preview { new updated unchanged conflictCount }';
const IMPORT = `mutation($file: Upload!, $mode: GedcomImportMode, $treeId: ID, $treeName: String) { importGedcom(file: $file, mode: $mode, treeId: $treeId, treeName: $treeName) { ${JOB_FIELDS} } }`;
const JOB = `query($id: ID!) { gedcomJob(id: $id) { ${JOB_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelGedcomJob(id: $id) { ${JOB_FIELDS} } }`;

type Job = { id: string; state: string; treeId: string | null; error: string | null; counts: { people: number; families: number } | null; progress: { done: number; total: number | null; peoplePerSecond: number | null } };

const sendFile = (client: TestClient, bytes: Uint8Array, name: string, variables: Record<string, unknown> = {}) =>
  client.gqlUpload<{ importGedcom: Job }>(IMPORT, { file: null, ...variables }, { 'variables.file': { blob: new Blob([bytes]), name } });

async function imported(client: TestClient, bytes: Uint8Array, name: string, variables: Record<string, unknown> = {}) {
  const res = await sendFile(client, bytes, name, variables);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.importGedcom;
}

/** Polls the job until `until` says it has got there. */
const waitFor = (client: TestClient, id: string, until = (job: Job) => [...ENDED, 'awaiting_choices'].includes(job.state)) => gedcomJobWhen<Job>(client, JOB, id, until);

/** The user's notifications about job `id`. */
const noticesOf = (client: TestClient, id: string) => noticesEndingWith(client, `gedcomJob=${id}`);

const counted = async (sql: string, params: unknown[] = []) => Number((await app.orm.em.fork().execute<{ n: string }[]>(sql, params))[0].n);

beforeAll(async () => {
  requireSamples();
  app = await startTestApp();
  [ada, ben, vera] = await Promise.all(['Ada Gedcom', 'Ben Gedcom', 'Vera Gedcom'].map((name) => buildUser(app, { name })));
  await shareTree(ada, vera, 'viewer');
});
afterAll(() => app.close());

describe('importing a GEDCOM file', () => {
  it('through GraphQL, into a new tree the importer owns and sees', async () => {
    const started = await imported(ada.client, kennedy(), 'kennedy.ged', { treeName: 'The Kennedys' });
    expect(started).toMatchObject({ kind: 'import', mode: 'new', fileName: 'kennedy.ged' });
    const job = await waitFor(ada.client, started.id);
    expect(job).toMatchObject({ state: 'done', error: null, counts: { people: 208, families: 75 }, version: '5.5.1' });
    // Every record of the file: people, families and the others.
    expect(job.progress.total).toBeGreaterThan(208 + 75);
    expect(job.progress.done).toBe(job.progress.total);
    expect(job.progress.peoplePerSecond).toBeGreaterThan(0);
    const { tree, familyStats } = await must<{ tree: { name: string; viewerRole: string }; familyStats: { memberCount: number } }>(
      ada.client,
      'query($id: ID!) { tree(id: $id) { name viewerRole } familyStats(treeId: $id) { memberCount } }',
      { id: job.treeId },
    );
    expect(tree).toEqual({ name: 'The Kennedys', viewerRole: 'owner' });
    expect(familyStats.memberCount).toBe(208);
    // The uploaded file is gone once the job has ended.
    const [{ file_key }] = await app.orm.em.fork().execute<{ file_key: string }[]>('select file_key from gedcom_jobs where id = ?', [job.id]);
    expect(await storageOf(app.config).stat(file_key)).toBeNull();
    // The importer is told in the bell, with the way back to the job on the new tree's page.
    expect(await noticesOf(ada.client, job.id)).toEqual([{ kind: 'gedcom_job', message: 'The import of “kennedy.ged” is finished.', link: `/family-tree?tree=${job.treeId}&gedcomJob=${job.id}` }]);
    // Ada's notice is there, so another's would be too.
    expect(await noticesEndingWith(vera.client, `gedcomJob=${job.id}`, 0)).toEqual([]);
  });

  it('through REST: 202 with the job, named after the file', async () => {
    const form = new FormData();
    form.append('file', new Blob([kennedy()]), 'The_Kennedy_Family.ged');
    const res = await ben.client.fetch('/api/gedcom/import', { method: 'POST', body: form });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: string };
    const job = await waitFor(ben.client, jobId);
    expect(job).toMatchObject({ state: 'done', counts: { people: 208, families: 75 } });
    const rest = (await (await ben.client.fetch(`/api/gedcom/jobs/${jobId}`)).json()) as Job & { fileName: string };
    expect(rest).toMatchObject({ id: jobId, state: 'done', fileName: 'The_Kennedy_Family.ged', counts: { people: 208 } });
    const { tree } = await must<{ tree: { name: string } }>(ben.client, 'query($id: ID!) { tree(id: $id) { name } }', { id: job.treeId });
    expect(tree.name).toBe('The Kennedy Family');
  });

  it('is its importer’s alone: another user is told it does not exist', async () => {
    const job = await waitFor(ada.client, (await imported(ada.client, kennedy(), 'mine.ged')).id);
    expect(codeOf(await ben.client.gql(JOB, { id: job.id }))).toBe('NOT_FOUND');
    expect(codeOf(await ben.client.gql(CANCEL, { id: job.id }))).toBe('NOT_FOUND');
    expect((await ben.client.fetch(`/api/gedcom/jobs/${job.id}`)).status).toBe(404);
    const listed = await must<{ gedcomJobs: { id: string }[] }>(ben.client, '{ gedcomJobs(first: 50) { id } }');
    expect(listed.gedcomJobs.map((j) => j.id)).not.toContain(job.id);
  });

  it('merges only into a tree the importer owns or edits', async () => {
    const before = await counted('select count(*) as n from gedcom_jobs');
    expect(codeOf(await sendFile(ben.client, kennedy(), 'k.ged', { treeId: ada.treeId }))).toBe('NOT_FOUND');
    expect(codeOf(await sendFile(vera.client, kennedy(), 'k.ged', { treeId: ada.treeId, mode: 'merge' }))).toBe('FORBIDDEN');
    const form = new FormData();
    form.append('treeId', ada.treeId);
    form.append('file', new Blob([kennedy()]), 'k.ged');
    expect((await vera.client.fetch('/api/gedcom/import', { method: 'POST', body: form })).status).toBe(403);
    expect(await counted('select count(*) as n from gedcom_jobs')).toBe(before);
  });

  it('fails a file that is not GEDCOM with a sentence, saving nothing', async () => {
    const trees = await counted('select count(*) as n from trees');
    const job = await waitFor(ada.client, (await imported(ada.client, PNG_1PX, 'photo.ged')).id);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/^[A-Z].*\.$/);
    expect(job.error).not.toMatch(/Error|\.ts:|\n/);
    expect(await counted('select count(*) as n from trees')).toBe(trees);
    expect(await noticesOf(ada.client, job.id)).toEqual([{ kind: 'gedcom_job', message: 'The import of “photo.ged” failed.', link: `/family-tree?gedcomJob=${job.id}` }]);
  });

  it('runs off the thread that answers requests: the server answers while a large file is read and mapped', async () => {
    // Reading and mapping these 60,000 people is over a second of CPU in one stretch; on this thread
    // (the server's, in this test) no request would be answered until it ended. So the requests the
    // server answers while the job says it is reading are counted (how long the event loop waits at
    // most meanwhile is measured by `npm run bench:gedcom`).
    const big = new TextEncoder().encode(generateGedcom(60_000).text);
    const started = await imported(ada.client, big, 'large.ged', { treeName: `Large ${randomUUID()}` });
    const seen: string[] = [];
    const job = await waitFor(ada.client, started.id, (polled) => {
      seen.push(polled.state);
      return ['done', 'failed', 'cancelled'].includes(polled.state);
    });
    expect(job).toMatchObject({ state: 'done', counts: { people: 60_000 } });
    // About 30 a second are asked for; on the server's thread the stretch would let one or two through, at its ends.
    expect(seen.filter((state) => state === 'reading').length).toBeGreaterThanOrEqual(10);
  });

  it('cancelled while it writes, leaves no tree and no people', async () => {
    const big = generateGedcom(40_000);
    const [members, trees] = [await counted('select count(*) as n from family_members'), await counted('select count(*) as n from trees')];
    const name = `Cancelled ${randomUUID()}`;
    const started = await imported(ada.client, new TextEncoder().encode(big.text), 'big.ged', { treeName: name });
    await waitFor(ada.client, started.id, (job) => job.state === 'writing' || ['done', 'failed', 'cancelled'].includes(job.state));
    const asked = (await must<{ cancelGedcomJob: Job }>(ada.client, CANCEL, { id: started.id })).cancelGedcomJob;
    expect(['writing', 'cancelled']).toContain(asked.state);
    const job = await waitFor(ada.client, started.id);
    expect(job).toMatchObject({ state: 'cancelled', treeId: null, counts: null });
    expect(await counted('select count(*) as n from family_members')).toBe(members);
    expect(await counted('select count(*) as n from trees')).toBe(trees);
    expect(await counted('select count(*) as n from trees where name = ?', [name])).toBe(0);
    // The user cancelled it: nothing to tell them. (A notice would follow the job's state within
    // moments; looking for a few seconds cannot fail a right answer, however slow the machine.)
    expect(await noticesEndingWith(ada.client, `gedcomJob=${job.id}`, 5_000)).toEqual([]);
  });

  it('cancelled before it starts, never runs', async () => {
    const job = await imported(ada.client, kennedy(), 'queued.ged');
    const cancelled = (await must<{ cancelGedcomJob: Job }>(ada.client, CANCEL, { id: job.id })).cancelGedcomJob;
    if (cancelled.state === 'cancelled') {
      await new Promise((r) => setTimeout(r, 300));
      expect((await waitFor(ada.client, job.id)).state).toBe('cancelled');
    } else {
      expect((await waitFor(ada.client, job.id)).state).toMatch(/cancelled|done/);
    }
  });
});
