import type { Resolvers } from '../../generated/graphql.ts';
import { AppError } from '../../errors.ts';
import { uploadSource } from '../files/index.ts';
import { cancelJob, getJob, importGedcom, listJobs, resolveMerge, startExport } from './gedcom.service.ts';
import { presentJob } from './gedcom.presenter.ts';
import type { GedcomJob } from './gedcom-job.entity.ts';
import type { Config } from '../../config.ts';

/** The schema's version names → the versions a file declares. */
const VERSIONS = { GEDCOM_5_5_1: '5.5.1', GEDCOM_7_0: '7.0' } as const;

/** A file over the limit is the request's failure: answered 413, as an oversized photo is. */
function withUploadStatus(error: unknown): never {
  if (error instanceof AppError && error.status === 413) Object.assign(error, { extensions: { http: { status: 413 } } });
  throw error;
}

const present = (ctx: { config: Config }, job: GedcomJob) => presentJob(job, ctx.config.gedcomKeepDays);

export const gedcomResolvers: Resolvers = {
  Query: {
    gedcomJob: async (_parent, { id }, ctx) => present(ctx, await getJob(ctx, id)),
    gedcomJobs: async (_parent, args, ctx) => (await listJobs(ctx, args)).map((job) => present(ctx, job)),
  },
  Mutation: {
    importGedcom: async (_parent, { file, ...fields }, ctx) =>
      present(ctx, await importGedcom(ctx, fields, () => uploadSource(file, 'file')).catch(withUploadStatus)),
    resolveGedcomMerge: async (_parent, { jobId, choices, otherwise }, ctx) => present(ctx, await resolveMerge(ctx, jobId, { choices, otherwise })),
    cancelGedcomJob: async (_parent, { id }, ctx) => present(ctx, await cancelJob(ctx, id)),
    exportGedcom: async (_parent, { treeId, version, withMedia, branchOf }, ctx) =>
      present(ctx, await startExport(ctx, { treeId, version: version ? VERSIONS[version] : undefined, withMedia, branchOf })),
  },
};
