// Restores a backup made by `npm run backup` into this installation (stop its app servers first):
//   npm run restore -- FILE [--replace]
// Without --replace, only an installation without accounts (a new one) is restored into.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { openDatabase, type Database } from '../api/src/db/database.ts';
import { DatabaseStartError } from '../api/src/db/start-errors.ts';
import { entities } from '../api/src/modules/entities.ts';
import { openStorage } from '../api/src/storage/index.ts';
import { restoreFromFile, RestoreRefused } from '../api/src/backup/index.ts';
import { log } from '../api/src/log.ts';
import { commandArguments } from './command-arguments.ts';

log.level = 'warn';
const USAGE = 'Usage: npm run restore -- FILE [--replace]';
const { positionals, values } = commandArguments({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } }, USAGE);
let db: Database | undefined;
let code = 0;
try {
  const file = positionals[0];
  if (!file) throw new ConfigError(USAGE);
  if (!existsSync(file)) throw new ConfigError(`There is no file ${file}.`);
  const config = loadConfig();
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort, entities, migrate: false });
  const started = performance.now();
  const summary = await restoreFromFile(db.orm, openStorage(config.storage), path.resolve(file), { replace: values.replace });
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.files} files (${(summary.fileBytes / 1e6).toFixed(1)} MB) in ${seconds} s.`);
} catch (error) {
  code = 1;
  if (error instanceof ConfigError || error instanceof DatabaseStartError || error instanceof RestoreRefused) console.error(error.message);
  else console.error('The restore failed:', error);
} finally {
  await db?.close().catch(() => {});
}
process.exit(code);
