import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/client.ts';
import { buildUser, type Person } from '../../../../test/factories.ts';
import { must } from '../../../../test/trees.ts';
import { noticesEndingWith } from '../../../../test/notices.ts';
import { gedcomJobWhen } from '../test/job-polls.ts';
import { HANG_MS } from '../../../../test/hang.ts';

// A GEDCOM job runs in the background, and speaks its owner's language: its report, the sentence of
// a refused file, the notice of its ending; the refusals of the request itself, the request's.

let app: TestApp;
let lucia: Person;
let ben: Person;
beforeAll(async () => {
  app = await startTestApp();
  [lucia, ben] = await Promise.all([buildUser(app, { name: 'Lucía Gedcom' }), buildUser(app, { name: 'Ben Gedcom' })]);
  await must(lucia.client, 'mutation { setMyLanguage(language: es) { id } }');
});
afterAll(() => app.close());

const JOB_FIELDS = 'id state treeId error report { line message }';
const IMPORT = `mutation($file: Upload!, $treeName: String) { importGedcom(file: $file, treeName: $treeName) { ${JOB_FIELDS} } }`;
const JOB = `query($id: ID!) { gedcomJob(id: $id) { ${JOB_FIELDS} } }`;
type Job = { id: string; state: string; treeId: string | null; error: string | null; report: { line: number | null; message: string }[] };

async function imported(client: TestClient, text: string, name: string): Promise<Job> {
  const res = await client.gqlUpload<{ importGedcom: Job }>(IMPORT, { file: null }, { 'variables.file': { blob: new Blob([text]), name } });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return gedcomJobWhen<Job>(client, JOB, res.data!.importGedcom.id);
}

/** The messages of the user's notices about a job, once there are some (the notice follows the job's last state by a moment). */
async function noticesOf(client: TestClient, id: string): Promise<string[]> {
  for (const started = Date.now(); Date.now() - started < HANG_MS; await new Promise((r) => setTimeout(r, 20))) {
    const notices = await noticesEndingWith(client, `gedcomJob=${id}`);
    if (notices.length) return notices.map((n) => n.message);
  }
  return [];
}

/** A file with a repeated id and no TRLR at its end. */
const REPAIRED = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI', '1 NAME Rosa /Ortega/', '0 @I1@ INDI', '1 NAME Otra /Vez/'].join('\n');

describe('GEDCOM jobs for a Spanish reader', () => {
  it('report their repairs and their ending in the owner’s language', async () => {
    const job = await imported(lucia.client, REPAIRED, 'familia-ortega.ged');
    expect(job.state).toBe('done');
    expect(job.report).toEqual([
      { line: 7, message: 'El id @I1@ se usa de nuevo (la primera vez en la línea 5); se omite esta persona' },
      { line: 8, message: 'El archivo no termina con un registro TRLR; puede que esté cortado' },
    ]);
    expect(await noticesOf(lucia.client, job.id)).toEqual(['La importación de “familia-ortega.ged” terminó.']);

    const english = await imported(ben.client, REPAIRED, 'ortega.ged');
    expect(english.report.map((r) => r.message)).toEqual([
      'The id @I1@ is used again (first on line 5); this person is left out',
      'The file does not end with a TRLR record; it may have been cut short',
    ]);
    expect(await noticesOf(ben.client, english.id)).toEqual(['The import of “ortega.ged” is finished.']);
  });

  it('fail a file that is not GEDCOM with a sentence the owner reads', async () => {
    const job = await imported(lucia.client, 'Querida abuela:\nTe escribo desde Madrid.\n', 'carta.ged');
    expect(job).toMatchObject({
      state: 'failed',
      error: 'Este archivo no es un árbol genealógico GEDCOM: no tiene registros GEDCOM. Elige un archivo .ged exportado desde un programa de genealogía.',
    });
    expect(await noticesOf(lucia.client, job.id)).toEqual(['La importación de “carta.ged” falló.']);
  });

  it('refuse an export asked for wrongly in the language of the request', async () => {
    const res = await lucia.client.gql('mutation($treeId: ID!) { exportGedcom(treeId: $treeId, version: GEDCOM_5_5_1, withMedia: true) { id } }', { treeId: lucia.treeId });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Las fotos solo se pueden incluir en una exportación GEDCOM 7.0 (un archivo GEDZIP).',
      extensions: { fields: { withMedia: 'Solo GEDCOM 7.0' } },
    });
  });
});
