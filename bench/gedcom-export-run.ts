// One GEDCOM 5.5.1 export of a tree, by its owner, measured alone in a new process, as an export job
// runs (its own process, code not yet warm), with the code of the checkout named (this one by
// default), so a baseline checkout is measured by the same script. Prints a JSON line: { ms, bytes }.
//   node bench/gedcom-export-run.ts DATABASE_URL TREE_ID USER_ID [CHECKOUT]
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const [dbUrl, treeId, userId, checkout = path.join(import.meta.dirname, '..')] = process.argv.slice(2);
const code = (file: string) => import(pathToFileURL(path.join(path.resolve(checkout), file)).href);
const [{ MikroORM }, { ormConfig }, { entities }, { User }, { writeTreeExport }, { actingAs }, { loadConfig }] = await Promise.all([
  code('node_modules/@mikro-orm/postgresql/index.js'),
  code('api/src/db/orm-config.ts'),
  code('api/src/modules/entities.ts'),
  code('api/src/modules/users/user.entity.ts'),
  code('api/src/modules/gedcom/jobs/export-runner.ts'),
  code('api/src/modules/gedcom/jobs/job-context.ts'),
  code('api/src/config.ts'),
]);
const orm = await MikroORM.init(ormConfig(dbUrl, entities));
const config = loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATABASE_URL: dbUrl, PUBLIC_URL: 'http://localhost', DATA_DIR: path.join(os.tmpdir(), 'kinfolk-export-run') });
const user = await orm.em.fork().findOneOrFail(User, { id: userId });
let bytes = 0;
const started = performance.now();
await writeTreeExport(actingAs(config, orm.em.fork(), user), treeId, '5.5.1', async (chunk: Uint8Array) => void (bytes += chunk.length));
const ms = performance.now() - started;
console.log(JSON.stringify({ ms: Math.round(ms), bytes }));
await orm.close(true);
