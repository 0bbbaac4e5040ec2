import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { JobHandler, PeriodicJob } from '../../jobs/index.ts';
import { RUN_BACKUP, runBackup } from './backup-runs.service.ts';

const SCHEDULED_BACKUP = 'backup:scheduled';

/** The backup jobs: one asked for on the administrator's page, and the scheduled one (BACKUP_SCHEDULE). */
export function backupJobs(config: Config, orm: MikroORM): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  return {
    tasks: {
      [RUN_BACKUP]: async (payload) => runBackup(config, orm, String((payload as { runId?: unknown }).runId ?? ''), 'manual'),
      [SCHEDULED_BACKUP]: async () => runBackup(config, orm, null, 'scheduled'),
    },
    crontab: config.backupSchedule ? [{ task: SCHEDULED_BACKUP, schedule: config.backupSchedule }] : [],
  };
}
