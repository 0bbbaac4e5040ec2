import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import type { JobHandler, PeriodicJob } from '../../jobs/index.ts';
import { DIGEST_SCHEDULE, SEND_DIGESTS, sendDigests } from './digest.job.ts';
import { MAKE_REMINDERS, REMINDER_SCHEDULE, makeReminders } from './reminders.job.ts';

/** The background jobs of notifications: e-mail digests every hour, birthday and anniversary reminders every morning. */
export function notificationJobs(config: Config, orm: MikroORM): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  return {
    tasks: {
      // Without SMTP_URL the task runs and sends nothing, so servers with and without mail can share a queue.
      [SEND_DIGESTS]: async () => void (await sendDigests(config, orm.em.fork())),
      [MAKE_REMINDERS]: async () => void (await makeReminders(orm.em.fork())),
    },
    crontab: [
      { task: SEND_DIGESTS, schedule: DIGEST_SCHEDULE },
      { task: MAKE_REMINDERS, schedule: REMINDER_SCHEDULE },
    ],
  };
}
