// A GEDCOM import or export run on a worker thread of its own (see runOnThread in the GEDCOM module):
// reading, mapping and writing a large file is seconds of CPU, which on the server's main thread
// would hold up every request meanwhile. The thread opens its own small pool to the same database;
// progress, cancelling and the outcome go through the job's row, as on the main thread.
import { workerData } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/postgresql';
import { sessionSettingsOf, type Config } from '../config.ts';
import { ormConfig } from '../db/orm-config.ts';
import { entities } from '../modules/entities.ts';
import { runExport, runImport, type ThreadJob } from '../modules/gedcom/index.ts';
import { wireModules } from '../modules/wiring.ts';

const { config, databaseUrl, job } = workerData as { config: Config; databaseUrl: string; job: ThreadJob };
wireModules();
const orm = await MikroORM.init({ ...ormConfig(databaseUrl, entities, false, sessionSettingsOf(config)), pool: { min: 0, max: 3 } });
try {
  const run = job.kind === 'import' ? runImport : runExport;
  await run({ config, orm }, job.id, { retry: job.retry });
} finally {
  await orm.close(true);
}
