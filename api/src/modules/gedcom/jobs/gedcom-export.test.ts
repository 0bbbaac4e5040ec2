import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/client.ts';
import { buildUser, shareTree, type Person } from '../../../../test/factories.ts';
import { codeOf, must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { jpegPhoto } from '../../../../test/media.ts';
import { requireSamples, SAMPLES } from '../test/samples.ts';
import { gedcomJobWhen } from '../test/job-polls.ts';

// Exports: straight from REST as a download, and as a job whose file only its user may fetch.

let app: TestApp;
let ada: Person, ben: Person, vera: Person;
let treeId: string;

const JOB_FIELDS = 'id kind state version treeId fileName error downloadUrl counts { people families } progress { done total }';
const JOB = `query($id: ID!) { gedcomJob(id: $id) { ${JOB_FIELDS} } }`;
const EXPORT = `mutation($treeId: ID!, $version: GedcomVersion!, $withMedia: Boolean!) { exportGedcom(treeId: $treeId, version: $version, withMedia: $withMedia) { ${JOB_FIELDS} } }`;
const IMPORT = 'mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { id } }';

type Job = { id: string; state: string; treeId: string | null; error: string | null; downloadUrl: string | null; fileName: string; counts: { people: number; families: number } | null };

const waitFor = (client: TestClient, id: string) => gedcomJobWhen<Job>(client, JOB, id);

const people = (text: string) => text.split(/\r?\n/).filter((line) => /^0 @[^@]+@ INDI/.test(line)).length;

beforeAll(async () => {
  requireSamples();
  app = await startTestApp();
  [ada, ben, vera] = await Promise.all(['Ada Export', 'Ben Export', 'Vera Export'].map((name) => buildUser(app, { name })));
  const file = { blob: new Blob([readFileSync(path.join(SAMPLES, 'djeffrey-samples/kennedy.ged'))]), name: 'kennedy.ged' };
  const res = await ada.client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, treeName: 'Kennedy export' }, { 'variables.file': file });
  const job = await waitFor(ada.client, res.data!.importGedcom.id);
  expect(job.state).toBe('done');
  treeId = job.treeId!;
});
afterAll(() => app.close());

describe('exporting a tree', () => {
  it('answers the GEDCOM file as a download, with the people', async () => {
    const res = await ada.client.fetch(`/api/trees/${treeId}/gedcom?version=5.5.1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Kennedy-export\.ged"/);
    const text = await res.text();
    expect(text.startsWith('0 HEAD')).toBe(true);
    expect(text).toContain('2 VERS 5.5.1');
    expect(people(text)).toBe(208);
    expect(text).toContain('/Kennedy/');
    expect(text.trimEnd().endsWith('0 TRLR')).toBe(true);
  });

  it('writes GEDCOM 7.0 with its byte order mark', async () => {
    const bytes = new Uint8Array(await (await ada.client.fetch(`/api/trees/${treeId}/gedcom?version=7.0`)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.startsWith('0 HEAD')).toBe(true);
    expect(text).toContain('2 VERS 7.0');
    expect(people(text)).toBe(208);
  });

  it('refuses a tree the viewer cannot see as not found, and a bad version as bad input', async () => {
    expect((await ben.client.fetch(`/api/trees/${treeId}/gedcom`)).status).toBe(404);
    expect((await ben.client.fetch(`/api/trees/${randomUUID()}/gedcom`)).status).toBe(404);
    expect((await ben.client.fetch('/api/trees/not-an-id/gedcom')).status).toBe(404);
    expect((await ada.client.fetch(`/api/trees/${treeId}/gedcom?version=4`)).status).toBe(400);
    expect(codeOf(await ben.client.gql(EXPORT, { treeId, version: 'GEDCOM_5_5_1', withMedia: false }))).toBe('NOT_FOUND');
  });

  it('as a job: the file is downloaded by its user only, as an attachment', async () => {
    const started = (await must<{ exportGedcom: Job }>(ada.client, EXPORT, { treeId, version: 'GEDCOM_7_0', withMedia: false })).exportGedcom;
    const job = await waitFor(ada.client, started.id);
    expect(job).toMatchObject({ state: 'done', fileName: 'Kennedy-export.ged', downloadUrl: `/api/gedcom/jobs/${job.id}/file`, counts: { people: 208 } });
    const res = await ada.client.fetch(job.downloadUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(people(await res.text())).toBe(208);
    expect((await ben.client.fetch(job.downloadUrl!)).status).toBe(404);
    expect(codeOf(await ben.client.gql(JOB, { id: job.id }))).toBe('NOT_FOUND');
    expect(await noticesEndingWith(ada.client, `gedcomJob=${job.id}`)).toEqual([
      { kind: 'gedcom_job', message: 'The export “Kennedy-export.ged” is ready to download.', link: `/family-tree?tree=${treeId}&gedcomJob=${job.id}` },
    ]);
  });

  it('lets a viewer of the tree export it, and refuses photos in 5.5.1', async () => {
    await shareTree({ ...ada, treeId }, vera, 'viewer');
    const res = await vera.client.fetch(`/api/trees/${treeId}/gedcom`);
    expect(res.status).toBe(200);
    expect(people(await res.text())).toBe(208);
    expect(codeOf(await ada.client.gql(EXPORT, { treeId, version: 'GEDCOM_5_5_1', withMedia: true }))).toBe('BAD_USER_INPUT');
  });

  it('with photos: a GEDZIP archive in, the same photo out', async () => {
    const gedcom = '0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Anna /Photo/\n1 SEX F\n1 DEAT Y\n1 OBJE @O1@\n0 @O1@ OBJE\n1 FILE photos/anna%20p.jpg\n2 FORM image/jpeg\n0 TRLR\n';
    const archive = zipSync({ 'gedcom.ged': strToU8(gedcom), 'photos/anna p.jpg': await jpegPhoto(64, 48) });
    const res = await ada.client.gqlUpload<{ importGedcom: { id: string } }>(IMPORT, { file: null, treeName: 'Photo album' }, { 'variables.file': { blob: new Blob([archive]), name: 'album.zip' } });
    const imported = await waitFor(ada.client, res.data!.importGedcom.id);
    expect(imported).toMatchObject({ state: 'done', counts: { people: 1 } });
    const started = (await must<{ exportGedcom: Job }>(ada.client, EXPORT, { treeId: imported.treeId, version: 'GEDCOM_7_0', withMedia: true })).exportGedcom;
    const job = await waitFor(ada.client, started.id);
    expect(job).toMatchObject({ state: 'done', fileName: 'Photo-album.zip' });
    const entries = unzipSync(new Uint8Array(await (await ada.client.fetch(job.downloadUrl!)).arrayBuffer()));
    const photo = Object.keys(entries).find((name) => name.startsWith('media/'));
    expect(photo).toMatch(/^media\/[0-9a-f-]{36}\.jpg$/);
    expect([...entries[photo!].slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect(strFromU8(entries['gedcom.ged'])).toContain('1 NAME Anna /Photo/');
  });
});
