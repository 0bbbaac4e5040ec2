// A GEDCOM import or export run in a Node process of its own (see runInOwnProcess in the GEDCOM
// module): reading, mapping and writing a large file is seconds of CPU, which on the server's main
// thread would hold up every request meanwhile, and its memory is capped apart from the server's. The
// process asks for its job over its IPC channel, opens its own small pool to the same database, and
// ends itself should the server that started it go away; progress, cancelling and the outcome go
// through the job's row, as on the main thread.
import { MikroORM } from '@mikro-orm/postgresql';
import { sessionSettingsOf } from '../config.ts';
import { ormConfig } from '../db/orm-config.ts';
import { entities } from '../modules/entities.ts';
import { runExport, runImport, type JobOrder } from '../modules/gedcom/index.ts';
import { wireModules } from '../modules/wiring.ts';

// The server went away (crashed or was killed): a job it no longer waits for is taken over by another.
process.once('disconnect', () => process.exit(1));
// Ctrl-C or a service manager signals the server's whole process group: the server decides when its
// job ends (it waits for it a while, then ends it), not the signal.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
const order = new Promise<JobOrder>((resolve) => process.on('message', (message: JobOrder) => message?.job && resolve(message)));
process.send!('ready');
const { config, databaseUrl, job } = await order;
wireModules();
const orm = await MikroORM.init({ ...ormConfig(databaseUrl, entities, false, sessionSettingsOf(config)), pool: { min: 0, max: 3 } });
let code = 0;
try {
  const run = job.kind === 'import' ? runImport : runExport;
  await run({ config, orm }, job.id, { retry: job.retry });
} catch (error) {
  console.error(error);
  // Why, for the job queue's record of the attempt (sent before the process ends).
  await new Promise<void>((resolve) => process.send!({ failed: error instanceof Error ? error.message : String(error) }, undefined, {}, () => resolve()));
  code = 1;
} finally {
  await orm.close(true);
}
process.exit(code);
