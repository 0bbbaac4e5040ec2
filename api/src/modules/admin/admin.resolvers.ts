import type { Resolvers } from '../../generated/graphql.ts';
import { retryJob, serverStatus } from './admin-status.service.ts';
import { listBackups, requestBackup } from './backup-runs.service.ts';
import { backupDownloadUrl } from './backup-url.ts';

export const adminResolvers: Resolvers = {
  Query: {
    serverStatus: (_parent, _args, ctx) => serverStatus(ctx),
  },
  Mutation: {
    retryJob: (_parent, { id }, ctx) => retryJob(ctx, id),
    runBackup: (_parent, _args, ctx) => requestBackup(ctx),
  },
  ServerStatus: {
    backups: (_parent, _args, ctx) => listBackups(ctx),
  },
  BackupRun: {
    trigger: (run) => run.trigger,
    size: (run) => run.size ?? null,
    files: (run) => run.files ?? null,
    error: (run) => run.error ?? null,
    finishedAt: (run) => run.finishedAt ?? null,
    downloadUrl: (run) => (run.state === 'done' && run.storageKey ? backupDownloadUrl(run.id) : null),
  },
};
