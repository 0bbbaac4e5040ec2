import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { connectionStringOf, type JobHandler, type PeriodicJob } from '../../../jobs/index.ts';
import { GEDCOM_EXPORT, GEDCOM_IMPORT } from '../gedcom.service.ts';
import { EXPIRE_GEDCOM_FILES, EXPIRY_SCHEDULE, expireGedcomFiles } from './expire-files.ts';
import { runOnThread, type ThreadJob } from './job-thread.ts';

const jobIdOf = (payload: unknown) => String((payload as { jobId?: unknown } | null)?.jobId ?? '');

/**
 * The background jobs of GEDCOM: an import (read, plan, write in one transaction) and an export
 * (write the file to storage), each on a worker thread started from `thread` (see runOnThread), and
 * every hour the removal of files whose time is up.
 */
export function gedcomJobs(config: Config, orm: MikroORM, thread: URL): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  const databaseUrl = connectionStringOf(orm);
  // A second attempt takes over a run its server did not finish (it stopped or crashed).
  const onThread = (kind: ThreadJob['kind']): JobHandler => (payload, helpers) => runOnThread(thread, config, databaseUrl, { kind, id: jobIdOf(payload), retry: helpers.job.attempts > 1 });
  return {
    tasks: {
      [GEDCOM_IMPORT]: onThread('import'),
      [GEDCOM_EXPORT]: onThread('export'),
      [EXPIRE_GEDCOM_FILES]: async () => void (await expireGedcomFiles(config, orm.em.fork())),
    },
    crontab: [{ task: EXPIRE_GEDCOM_FILES, schedule: EXPIRY_SCHEDULE }],
  };
}
