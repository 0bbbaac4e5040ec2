import type { MockLink } from '@apollo/client/testing';
import type { GedcomJobFieldsFragment } from '../../../gql/graphql';
import { GedcomJobDocument } from '../gedcomQueries';

type Job = GedcomJobFieldsFragment;

/** A job as the server answers it, with every object's type as the cache asks for it. */
export function gedcomJob(changes: Partial<Job> = {}) {
  const job: Job = {
    id: 'job-1',
    kind: 'import',
    state: 'queued',
    mode: 'new',
    version: null,
    treeId: null,
    fileName: 'Smith family.ged',
    progress: { done: 0, total: null, peoplePerSecond: null, secondsLeft: null },
    counts: null,
    preview: null,
    report: [],
    error: null,
    downloadUrl: null,
    fileExpiresAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    finishedAt: null,
    ...changes,
  };
  return {
    ...job,
    __typename: 'GedcomJob' as const,
    progress: { ...job.progress, __typename: 'GedcomProgress' as const },
    counts: job.counts && { ...job.counts, __typename: 'GedcomCounts' as const },
    preview: job.preview && {
      ...job.preview,
      __typename: 'GedcomMergePreview' as const,
      conflicts: job.preview.conflicts.map((c) => ({ ...c, __typename: 'GedcomConflict' as const })),
    },
    report: job.report.map((r) => ({ ...r, __typename: 'GedcomReportLine' as const })),
  };
}

/** The next answer to `gedcomJob(id)` (each poll takes the next one). */
export function jobMock(changes: Partial<Job>): MockLink.MockedResponse {
  const job = gedcomJob(changes);
  return { request: { query: GedcomJobDocument, variables: { id: job.id } }, result: { data: { gedcomJob: job } } };
}

export const doneCounts = { people: 1200, families: 400, otherRecords: 35, media: 0 };
