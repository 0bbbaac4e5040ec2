// The background job queue kept in PostgreSQL: what the app starts, what services use to add jobs,
// and what the administrator's page reads of it.
export { startJobQueue, type JobHandler, type JobLogger, type JobQueue, type JobQueueOptions, type PeriodicJob } from './job-queue.ts';
export { enqueueJob, enqueueJobSql, type EnqueueOptions } from './enqueue.ts';
export { inJob } from './job-context.ts';
export { connectionStringOf } from './connection-string.ts';
export { failedJobs, jobCounts, retryFailedJob } from './queue-view.ts';
export type { JobHelpers } from 'graphile-worker';
