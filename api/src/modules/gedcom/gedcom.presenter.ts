import type { GedcomJob as GedcomJobModel } from '../../generated/graphql.ts';
import type { GedcomJob } from './gedcom-job.entity.ts';
import { speedOf } from './job-progress.ts';
import { fileExpiry } from './jobs/expire-files.ts';

/** Where a finished export's file is downloaded (only by the job's user). */
export const jobFileUrl = (id: string) => `/api/gedcom/jobs/${id}/file`;

/** A job as GraphQL and the REST route answer it: state, progress with its speed, counts, report, preview; `keepDays` is GEDCOM_KEEP_DAYS. */
export function presentJob(job: GedcomJob, keepDays: number): GedcomJobModel {
  const speed = speedOf(job);
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    mode: job.mode ?? null,
    version: job.version ?? null,
    treeId: job.tree?.id ?? null,
    fileName: job.fileName,
    progress: { done: job.progressDone, total: job.progressTotal ?? null, peoplePerSecond: speed.peoplePerSecond, secondsLeft: speed.secondsLeft },
    counts: job.counts ?? null,
    preview: job.preview ?? null,
    report: job.report ?? [],
    error: job.state === 'failed' ? (job.error ?? null) : null,
    downloadUrl: job.kind === 'export' && job.state === 'done' && job.fileKey ? jobFileUrl(job.id) : null,
    fileExpiresAt: fileExpiry(job, keepDays),
    createdAt: job.createdAt,
    finishedAt: job.finishedAt ?? null,
  };
}
