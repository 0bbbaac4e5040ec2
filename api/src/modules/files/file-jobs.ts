import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { JobHandler, PeriodicJob } from '../../jobs/index.ts';
import { CLEAN_UP_FILES, cleanUpFiles } from './clean-up.ts';
import { MAKE_DERIVATIVES, makeDerivatives } from './derivatives.ts';

/** The background jobs of stored files: derived pictures, and the clean-up every five minutes. */
export function fileJobs(config: Config, orm: MikroORM): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  return {
    tasks: {
      [MAKE_DERIVATIVES]: async (payload) => makeDerivatives(config, orm.em.fork(), (payload as { fileId: string }).fileId),
      [CLEAN_UP_FILES]: async () => void (await cleanUpFiles(config, orm.em.fork())),
    },
    crontab: [{ task: CLEAN_UP_FILES, schedule: '*/5 * * * *' }],
  };
}

/** The clean-up pass a server makes as it starts (what a crash left behind). */
export const cleanUpOnStart = (config: Config, orm: MikroORM) => cleanUpFiles(config, orm.em.fork());
