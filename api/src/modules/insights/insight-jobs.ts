import { Worker } from 'node:worker_threads';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { connectionStringOf, type JobHandler, type PeriodicJob } from '../../jobs/index.ts';
import { treePeopleCount } from '../family/index.ts';
import { recomputeTreeInsights } from './recompute-insights.ts';
import { scheduleStaleTrees } from './insight-store.repository.ts';

/** The job recomputing one tree's findings; added by the database when the tree changes (see the family_insights migration). */
export const RECOMPUTE_INSIGHTS = 'insights-recompute';
/** The nightly job asking for the trees whose days moved on (anniversaries, this day) to be recomputed. */
export const RECOMPUTE_STALE_INSIGHTS = 'insights-recompute-stale';

/** What a recompute's thread is handed. */
export interface InsightThreadData {
  databaseUrl: string;
  treeId: string;
}

/**
 * Recomputes on a worker thread started from `entry` (api/src/threads/insights-recompute.thread.ts):
 * the rules over a large tree are seconds of CPU, which on the thread answering requests would hold
 * every request up meanwhile.
 */
function recomputeOnThread(entry: URL, data: InsightThreadData, memoryMb: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
    // A server stopping before the thread is done ends it: the job runs again later, from the start.
    stop.addEventListener('abort', () => void worker.terminate(), { once: true });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The insights thread stopped with code ${code}`))));
  });
}

/**
 * The insights' jobs: one tree's recompute — on this thread for a tree of up to
 * `config.insights.threadFromPeople` people, on a worker thread of its own above — and every night
 * the recompute of trees computed before that day. The recompute's delay reaches the database's
 * trigger with each session of this server (SessionSettings in db/orm-config.ts).
 */
export function insightJobs(config: Config, orm: MikroORM, thread: URL): { tasks: Record<string, JobHandler>; crontab: PeriodicJob[] } {
  const databaseUrl = connectionStringOf(orm);
  return {
    tasks: {
      [RECOMPUTE_INSIGHTS]: async (payload, helpers) => {
        const { treeId } = (payload ?? {}) as { treeId?: unknown };
        if (typeof treeId !== 'string') return;
        const em = orm.em.fork();
        if ((await treePeopleCount(em, treeId)) > config.insights.threadFromPeople) await recomputeOnThread(thread, { databaseUrl, treeId }, config.insights.threadMemoryMb, helpers.abortSignal);
        else await recomputeTreeInsights(em, treeId);
      },
      [RECOMPUTE_STALE_INSIGHTS]: async () => void (await scheduleStaleTrees(orm.em.fork())),
    },
    crontab: [{ task: RECOMPUTE_STALE_INSIGHTS, schedule: '5 0 * * *' }],
  };
}
