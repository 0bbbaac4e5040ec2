import { readFileSync } from 'node:fs';
import path from 'node:path';
import { failedJobs, jobCounts, retryFailedJob } from '../../jobs/index.ts';
import { authorize } from '../../policies/authorize.ts';
import { THE_SERVER } from '../../policies/server.policy.ts';
import { storageTotals } from '../files/index.ts';
import type { ServiceContext } from '../service-context.ts';
import { settingsOf } from './settings-view.ts';

const VERSION = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as { version: string }).version;
const STARTED_AT = new Date();

/** The server as its administrator sees it: version, settings (secrets masked), storage and job queue. */
export async function serverStatus(sc: ServiceContext) {
  authorize(sc, 'administer', 'Server', THE_SERVER);
  const [storage, jobs, failed] = await Promise.all([storageTotals(sc.em), jobCounts(sc.em), failedJobs(sc.em)]);
  return {
    version: VERSION,
    startedAt: STARTED_AT,
    settings: settingsOf(sc.config),
    storage,
    jobs: { ...jobs, failedJobs: failed },
    backupSchedule: sc.config.backupSchedule,
    backupKeep: sc.config.backupKeep,
  };
}

/** What serverStatus answers; its backups are read by their own field. */
export type ServerStatusModel = Awaited<ReturnType<typeof serverStatus>>;

/** Retries a failed job (administrator only); false when it is not a failed job (any more). */
export async function retryJob(sc: ServiceContext, id: string) {
  authorize(sc, 'administer', 'Server', THE_SERVER);
  return retryFailedJob(sc.em, id);
}
