/**
 * @long GEDCOM files merged into trees by their job
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/client.ts';
import { addMember, buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { exportTree, type GedcomVersion } from '../export/index.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { requireSamples, SAMPLES } from '../test/samples.ts';
import { ENDED, gedcomJobWhen } from '../test/job-polls.ts';

// A re-import into the same tree: the job stops at its preview, waits for the user's choices, then
// writes; an editor of the tree may merge too.

let app: TestApp;
let ada: Person, eddie: Person;
let treeId: string;

const JOB_FIELDS = 'id state mode treeId error counts { people families } preview { new updated unchanged conflictCount conflicts { id field mine theirs } }';
const IMPORT = `mutation($file: Upload!, $treeId: ID, $treeName: String) { importGedcom(file: $file, treeId: $treeId, treeName: $treeName) { ${JOB_FIELDS} } }`;
const JOB = `query($id: ID!) { gedcomJob(id: $id) { ${JOB_FIELDS} } }`;
const RESOLVE = `mutation($id: ID!, $otherwise: GedcomSide!) { resolveGedcomMerge(jobId: $id, otherwise: $otherwise) { ${JOB_FIELDS} } }`;
const MEMBERS = 'query($id: ID!) { familyStats(treeId: $id) { memberCount } }';

type Job = { id: string; state: string; mode: string; treeId: string | null; error: string | null; counts: { people: number } | null; preview: { new: number; updated: number; unchanged: number; conflictCount: number } | null };

const shakespeare = () => readFileSync(path.join(SAMPLES, 'djeffrey-samples/shakespeare.ged'));

async function started(client: TestClient, bytes: Uint8Array, variables: Record<string, unknown>) {
  const res = await client.gqlUpload<{ importGedcom: Job }>(IMPORT, { file: null, ...variables }, { 'variables.file': { blob: new Blob([bytes]), name: 'shakespeare.ged' } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.importGedcom;
}

const waitFor = (client: TestClient, id: string) => gedcomJobWhen<Job>(client, JOB, id, (job) => [...ENDED, 'awaiting_choices'].includes(job.state));

const memberCount = async (client: TestClient) => (await must<{ familyStats: { memberCount: number } }>(client, MEMBERS, { id: treeId })).familyStats.memberCount;

beforeAll(async () => {
  requireSamples();
  app = await startTestApp();
  [ada, eddie] = await Promise.all(['Ada Merge', 'Eddie Merge'].map((name) => buildUser(app, { name })));
  const first = await waitFor(ada.client, (await started(ada.client, shakespeare(), { treeName: 'Shakespeare' })).id);
  expect(first.state).toBe('done');
  treeId = first.treeId!;
  await shareTree({ ...ada, treeId }, eddie, 'editor');
});
afterAll(() => app.close());

describe('merging a file into a tree', () => {
  it('waits at its preview, then writes nothing twice once confirmed', async () => {
    const job = await started(ada.client, shakespeare(), { treeId });
    expect(job).toMatchObject({ mode: 'merge', treeId });
    const previewed = await waitFor(ada.client, job.id);
    expect(previewed).toMatchObject({ state: 'awaiting_choices', preview: { new: 0, updated: 0, conflictCount: 0 } });
    expect(previewed.preview!.unchanged).toBeGreaterThan(0);
    // The importer may have left the page: the bell says the preview waits for them.
    expect(await noticesEndingWith(ada.client, `gedcomJob=${job.id}`)).toEqual([
      { kind: 'gedcom_job', message: 'The import of “shakespeare.ged” is ready for you to review before it is merged.', link: `/family-tree?tree=${treeId}&gedcomJob=${job.id}` },
    ]);
    expect(codeOf(await eddie.client.gql(RESOLVE, { id: job.id, otherwise: 'theirs' }))).toBe('NOT_FOUND');
    const confirmed = (await must<{ resolveGedcomMerge: Job }>(ada.client, RESOLVE, { id: job.id, otherwise: 'theirs' })).resolveGedcomMerge;
    expect(['queued', 'reading', 'writing', 'done']).toContain(confirmed.state);
    expect((await waitFor(ada.client, job.id)).state).toBe('done');
    expect(await memberCount(ada.client)).toBe(31);
    // Confirmed once only.
    expect(codeOf(await ada.client.gql(RESOLVE, { id: job.id, otherwise: 'mine' }))).toBe('BAD_USER_INPUT');
  });

  it('by an editor of the tree, and cancelled at its preview leaves the tree as it was', async () => {
    const job = await waitFor(eddie.client, (await started(eddie.client, shakespeare(), { treeId })).id);
    expect(job.state).toBe('awaiting_choices');
    const cancelled = (await must<{ cancelGedcomJob: Job }>(eddie.client, 'mutation($id: ID!) { cancelGedcomJob(id: $id) { id state } }', { id: job.id })).cancelGedcomJob;
    expect(cancelled.state).toBe('cancelled');
    expect(codeOf(await eddie.client.gql(RESOLVE, { id: job.id, otherwise: 'theirs' }))).toBe('BAD_USER_INPUT');
    expect(await memberCount(ada.client)).toBe(31);
  });
});

describe('a file Kinfolk wrote, imported again into the tree it came from', () => {
  it.each<GedcomVersion>(['5.5.1', '7.0'])('finds every person in a %s file, those added in the app too, by their UID', async (version) => {
    const owner = await buildUser(app, { name: `Uma Uid${version.replace('.', '')}` });
    // Two people of the same name and no dates: nothing but their ids tells them apart.
    for (const relation of ['parent', 'parent', 'child', 'child']) await addMember(owner, relation === 'parent' ? 'Pat' : 'Kim', relation);
    let text = '';
    await exportTree(app.orm.em.fork(), { id: owner.id }, owner.treeId, { version }, (chunk) => void (text += chunk));
    expect(text.match(version === '7.0' ? /^1 UID /gm : /^1 _UID /gm)).toHaveLength(5);
    expect(text.match(/^1 _NOT_A_COUPLE Y$/gm)).toHaveLength(1);
    const res = await owner.client.gqlUpload<{ importGedcom: Job }>(IMPORT, { file: null, treeId: owner.treeId }, { 'variables.file': { blob: new Blob([text]), name: 'mine.ged' } });
    const job = await waitFor(owner.client, res.data!.importGedcom.id);
    // Five people, and two families: the owner's parents (not a couple) and the owner with the two children.
    expect(job).toMatchObject({ state: 'awaiting_choices', preview: { new: 0, updated: 0, unchanged: 7, conflictCount: 0 } });
    await must(owner.client, RESOLVE, { id: job.id, otherwise: 'theirs' });
    expect((await waitFor(owner.client, job.id)).state).toBe('done');
    const { familyStats } = await must<{ familyStats: { memberCount: number } }>(owner.client, MEMBERS, { id: owner.treeId });
    expect(familyStats.memberCount).toBe(5);
    // No partnership was made between the two parents.
    const [{ n }] = await app.orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from family_relationships where tree_id = ? and kind = 'partner'`, [owner.treeId]);
    expect(Number(n)).toBe(0);
  });
});
