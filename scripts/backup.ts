// Backs up the whole installation (database and files) into one archive, beside the running server
// or without it:
//   npm run backup -- --out FILE
import path from 'node:path';
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { openDatabase, type Database } from '../api/src/db/database.ts';
import { DatabaseStartError } from '../api/src/db/start-errors.ts';
import { entities } from '../api/src/modules/entities.ts';
import { openStorage } from '../api/src/storage/index.ts';
import { backupToFile } from '../api/src/backup/index.ts';
import { log } from '../api/src/log.ts';
import { commandArguments } from './command-arguments.ts';

log.level = 'warn';
const USAGE = 'Usage: npm run backup -- --out FILE';
const { values } = commandArguments({ options: { out: { type: 'string' } } }, USAGE);
let db: Database | undefined;
let code = 0;
try {
  if (!values.out) throw new ConfigError(USAGE);
  const config = loadConfig();
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort, entities, joinRunning: true });
  const started = performance.now();
  const out = path.resolve(values.out);
  const summary = await backupToFile(db.orm, openStorage(config.storage), out);
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.files} files (${(summary.fileBytes / 1e6).toFixed(1)} MB) to ${out} in ${seconds} s.`);
} catch (error) {
  code = 1;
  if (error instanceof ConfigError || error instanceof DatabaseStartError) console.error(error.message);
  else console.error('The backup failed:', error);
} finally {
  await db?.close().catch(() => {});
}
process.exit(code);
