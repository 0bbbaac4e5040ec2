import type { Person } from '../../test/factories.ts';
import { must } from '../../test/trees.ts';
import { field, gql, gqlUpload, rest, restUpload, type Case, type OwnCase } from './asking.ts';

// A's GEDCOM export job and A's tree, for the cross-user table: nobody else may read, cancel,
// confirm or download A's job, export A's tree, or merge a file into it.

export const gw = { jobId: '', treeId: '' };

const FILE = { bytes: Buffer.from('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Intruder /Merge/\n0 TRLR\n'), name: 'intruder.ged' };
const JOB = 'id state fileName downloadUrl report { message }';

/** A starts an export of A's own tree. */
export async function buildGedcom(a: Person, treeId: string): Promise<void> {
  gw.treeId = treeId;
  gw.jobId = (await must<{ exportGedcom: { id: string } }>(a.client, 'mutation($t: ID!) { exportGedcom(treeId: $t) { id } }', { t: treeId })).exportGedcom.id;
}

const UNSEEN = ['NOT_FOUND', 'FORBIDDEN'];
const UNSEEN_REST = ['404', '403'];

export const GEDCOM_REFUSED: Case[] = [
  { covers: 'Query.gedcomJob', refusedWith: UNSEEN, what: "A's export job", attempt: (x) => gql(x.client, `query($id: ID!) { gedcomJob(id: $id) { ${JOB} } }`, { id: gw.jobId }) },
  { covers: 'Mutation.cancelGedcomJob', refusedWith: UNSEEN, what: "cancelling A's job", attempt: (x) => gql(x.client, `mutation($id: ID!) { cancelGedcomJob(id: $id) { ${JOB} } }`, { id: gw.jobId }) },
  {
    covers: 'Mutation.resolveGedcomMerge',
    refusedWith: UNSEEN,
    what: "confirming A's job",
    attempt: (x) => gql(x.client, `mutation($id: ID!) { resolveGedcomMerge(jobId: $id, otherwise: theirs) { ${JOB} } }`, { id: gw.jobId }),
  },
  { covers: 'Mutation.exportGedcom', refusedWith: UNSEEN, what: "exporting A's tree", attempt: (x) => gql(x.client, `mutation($t: ID!) { exportGedcom(treeId: $t) { ${JOB} } }`, { t: gw.treeId }) },
  {
    covers: 'Mutation.importGedcom',
    refusedWith: UNSEEN,
    what: "merging a file into A's tree",
    attempt: (x) => gqlUpload(x.client, `mutation($f: Upload!, $t: ID) { importGedcom(file: $f, mode: merge, treeId: $t) { ${JOB} } }`, { f: null, t: gw.treeId }, 'variables.f', FILE),
  },
  { covers: 'GET /api/gedcom/jobs/:id', refusedWith: UNSEEN_REST, what: "A's job over REST", attempt: (x) => rest(x.client, 'GET', `/api/gedcom/jobs/${gw.jobId}`) },
  { covers: 'GET /api/gedcom/jobs/:id/file', refusedWith: UNSEEN_REST, what: "A's exported file", attempt: (x) => rest(x.client, 'GET', `/api/gedcom/jobs/${gw.jobId}/file`) },
  { covers: 'GET /api/trees/:treeId/gedcom', refusedWith: UNSEEN_REST, what: "A's tree as a GEDCOM file", attempt: (x) => rest(x.client, 'GET', `/api/trees/${gw.treeId}/gedcom?version=5.5.1`) },
  {
    covers: 'POST /api/gedcom/import',
    refusedWith: UNSEEN_REST,
    what: "merging a file into A's tree over REST",
    attempt: (x) => restUpload(x.client, '/api/gedcom/import', { treeId: gw.treeId, mode: 'merge' }, 'file', FILE),
  },
];

export const GEDCOM_OWN_ONLY: OwnCase[] = [
  {
    covers: 'Query.gedcomJobs',
    what: "lists none of A's jobs, even asked for A's tree",
    namesA: true,
    attempt: (x) => gql(x.client, 'query($t: ID) { gedcomJobs(treeId: $t) { id } }', { t: gw.treeId }),
    check: (answer) => expect(field<{ id: string }[]>(answer, 'gedcomJobs').map((j) => j.id)).not.toContain(gw.jobId),
  },
];
