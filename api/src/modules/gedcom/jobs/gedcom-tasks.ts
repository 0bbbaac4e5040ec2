import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import type { JobHandler, PeriodicJob } from '../../../jobs/index.ts';
import { GEDCOM_EXPORT, GEDCOM_IMPORT } from '../gedcom.service.ts';
import { runExport } from './export-runner.ts';
import { EXPIRE_GEDCOM_FILES, EXPIRY_SCHEDULE, expireGedcomFiles } from './expire-files.ts';
import { runImport } from './import-runner.ts';

const jobIdOf = (payload: unknown) => String((payload as { jobId?: unknown } | null)?.jobId ?? '');

/**
 * The background jobs of GEDCOM: an import (read, plan, write in one transaction), an export (write
 * the file to storage), and every hour the removal of files whose time is up.
 */
export function gedcomJobs(config: Config, orm: MikroORM): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  const runtime = { config, orm };
  return {
    tasks: {
      // A second attempt takes over a run its server did not finish (it stopped or crashed).
      [GEDCOM_IMPORT]: async (payload, helpers) => runImport(runtime, jobIdOf(payload), { retry: helpers.job.attempts > 1 }),
      [GEDCOM_EXPORT]: async (payload, helpers) => runExport(runtime, jobIdOf(payload), { retry: helpers.job.attempts > 1 }),
      [EXPIRE_GEDCOM_FILES]: async () => void (await expireGedcomFiles(config, orm.em.fork())),
    },
    crontab: [{ task: EXPIRE_GEDCOM_FILES, schedule: EXPIRY_SCHEDULE }],
  };
}
