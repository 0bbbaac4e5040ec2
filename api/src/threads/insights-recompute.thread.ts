// One tree's insights recomputed on a worker thread of its own (see insightJobs in the insights
// module): the rules over a large tree are seconds of CPU, which on the server's main thread would
// hold up every request meanwhile. The thread opens its own small pool to the same database.
import { workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../db/orm-config.ts';
import { entities } from '../modules/entities.ts';
import { recomputeTreeInsights, type InsightThreadData } from '../modules/insights/index.ts';
import { wireModules } from '../modules/wiring.ts';

const { databaseUrl, treeId } = workerData as InsightThreadData;
wireModules();
const orm = await MikroORM.init({ ...ormConfig(databaseUrl, entities), pool: { min: 0, max: 2 } });
let code = 0;
try {
  await recomputeTreeInsights(orm.em.fork(), treeId);
} catch (error) {
  console.error(error);
  code = 1;
}
// The pool's closing may wait on nothing the event loop still holds: the thread ends either way once
// its work is stored (process.exit in a worker thread ends the thread, not the server).
await Promise.race([orm.close(true), sleep(5000)]);
process.exit(code);
