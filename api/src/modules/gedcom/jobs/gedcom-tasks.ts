import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import { connectionStringOf, type JobHandler, type PeriodicJob } from '../../../jobs/index.ts';
import { GEDCOM_EXPORT, GEDCOM_IMPORT } from '../gedcom.service.ts';
import { EXPIRE_GEDCOM_FILES, EXPIRY_SCHEDULE, expireGedcomFiles } from './expire-files.ts';
import { JobOutOfMemoryError, runInOwnProcess, type ProcessJob } from './job-process.ts';
import { failUnfinished } from './fail-unfinished.ts';
import { tIn } from '../../../i18n.ts';

const jobIdOf = (payload: unknown) => String((payload as { jobId?: unknown } | null)?.jobId ?? '');

/**
 * The background jobs of GEDCOM: an import (read, plan, write in one transaction) and an export
 * (write the file to storage), each in a process of its own started from `entry` (see runInOwnProcess), and
 * every hour the removal of files whose time is up.
 */
export function gedcomJobs(config: Config, orm: MikroORM, entry: URL): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  const databaseUrl = connectionStringOf(orm);
  // A second attempt takes over a run its server did not finish (it stopped or crashed).
  // A job whose process ran out of memory would again: it fails with a sentence instead of being tried again.
  const inOwnProcess = (kind: ProcessJob['kind']): JobHandler => async (payload, helpers) => {
    const id = jobIdOf(payload);
    try {
      await runInOwnProcess(entry, config, databaseUrl, { kind, id, retry: helpers.job.attempts > 1 }, helpers.abortSignal);
    } catch (error) {
      if (!(error instanceof JobOutOfMemoryError)) throw error;
      await failUnfinished(config, orm.em.fork(), id, (language) => tIn(language, 'gedcom:job.tooLarge'));
    }
  };
  return {
    tasks: {
      [GEDCOM_IMPORT]: inOwnProcess('import'),
      [GEDCOM_EXPORT]: inOwnProcess('export'),
      [EXPIRE_GEDCOM_FILES]: async () => void (await expireGedcomFiles(config, orm.em.fork())),
    },
    crontab: [{ task: EXPIRE_GEDCOM_FILES, schedule: EXPIRY_SCHEDULE }],
  };
}
