import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../../config.ts';
import type { JobHandler, PeriodicJob } from '../../../jobs/index.ts';
import { GEDCOM_EXPORT, GEDCOM_IMPORT } from '../gedcom.service.ts';
import { runExport } from './export-runner.ts';
import { runImport } from './import-runner.ts';

const jobIdOf = (payload: unknown) => String((payload as { jobId?: unknown } | null)?.jobId ?? '');

/** The background jobs of GEDCOM: an import (read, plan, write in one transaction) and an export (write the file to storage). */
export function gedcomJobs(config: Config, orm: MikroORM): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  const runtime = { config, orm };
  return {
    tasks: {
      // A second attempt takes over a run its server did not finish (it stopped or crashed).
      [GEDCOM_IMPORT]: async (payload, helpers) => runImport(runtime, jobIdOf(payload), { retry: helpers.job.attempts > 1 }),
      [GEDCOM_EXPORT]: async (payload, helpers) => runExport(runtime, jobIdOf(payload), { retry: helpers.job.attempts > 1 }),
    },
    crontab: [],
  };
}
