// One GEDCOM 5.5.1 export of a tree, by its owner, measured alone in a new process, as an export job
// runs (its own process, code not yet warm), with the code of the checkout named (this one by
// default), so a baseline checkout is measured by the same script. Prints a JSON line: { ms, bytes,
// sha256 } (the file's digest, taken after the clock stops, so that two checkouts' files can be
// compared whole).
//   node bench/gedcom-export-run.ts DATABASE_URL TREE_ID USER_ID [CHECKOUT]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-export-run-'));
const config = loadConfig({ NODE_ENV: 'test', DEV_SIGN_IN: 'true', DATABASE_URL: dbUrl, PUBLIC_URL: 'http://localhost', DATA_DIR: dataDir });
const user = await orm.em.fork().findOneOrFail(User, { id: userId });
const chunks: Uint8Array[] = [];
const started = performance.now();
await writeTreeExport(actingAs(config, orm.em.fork(), user), treeId, '5.5.1', async (chunk: Uint8Array) => void chunks.push(chunk));
const ms = performance.now() - started;
const digest = createHash('sha256');
for (const chunk of chunks) digest.update(chunk);
const bytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
console.log(JSON.stringify({ ms: Math.round(ms), bytes, sha256: digest.digest('hex') }));
await orm.close(true);
rmSync(dataDir, { recursive: true, force: true });
