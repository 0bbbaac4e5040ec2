// Backup and restore of a large installation: a 100,000-person tree and 2 GB of media files (in a
// local storage folder), backed up with `backupToFile` (as `npm run backup` does) and restored into a
// new, empty database and folder (as `npm run restore` does). Prints the times, the archive's size
// and the process's peak memory.
//   npm run bench:backup   (BENCH_PEOPLE=100000, BENCH_MEDIA_MB=2048)
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase } from '../api/src/db/database.ts';
import { startEmbeddedPostgres, withDatabase } from '../api/src/db/embedded-postgres.ts';
import { ormConfig } from '../api/src/db/orm-config.ts';
import { entities } from '../api/src/modules/entities.ts';
import { LocalStorage } from '../api/src/storage/index.ts';
import { backupToFile, restoreFromFile } from '../api/src/backup/index.ts';
import { freePort } from '../api/test/free-port.ts';
import { startBenchServer } from './harness.ts';
import { seedTree } from './seed/tree.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 2048);
const FILE_MB = 8;

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

const server = await startBenchServer();
const work = mkdtempSync(path.join(os.tmpdir(), 'kinfolk-backup-bench-'));
chmodSync(work, 0o755);
try {
  const ada = await server.signIn('Ada Backup');
  await seedTree(server.dbUrl, ada.treeId, ada.selfMemberId, PEOPLE);
  // The media: files of random bytes (as incompressible as photos and videos) in the storage folder.
  const storage = new LocalStorage(server.config.storage.kind === 'local' ? server.config.storage.dir : path.join(work, 'uploads'));
  const chunk = randomBytes(1024 * 1024);
  for (let i = 0; i < MEDIA_MB / FILE_MB; i++) {
    await storage.write(`memories/bench/${String(i).padStart(4, '0')}.mp4`, Readable.from(Array.from({ length: FILE_MB }, () => chunk)), { contentType: 'video/mp4' });
  }
  console.log(`Installation: ${PEOPLE} people, ${MEDIA_MB} MB of media in ${MEDIA_MB / FILE_MB} files (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores)`);

  const archive = path.join(work, 'backup.tar');
  const backupStarted = performance.now();
  const summary = await backupToFile(server.orm, storage, archive);
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  console.log(`backup:  ${seconds(backupStarted)} s, archive ${(statSync(archive).size / 1e6).toFixed(0)} MB (${rows} rows, ${summary.files} files)`);

  const pgServer = await startEmbeddedPostgres(path.join(work, 'pg'), await freePort());
  await ensureDatabase(pgServer.url, 'restored');
  const target = await MikroORM.init(ormConfig(withDatabase(pgServer.url, 'restored'), entities));
  const restoreStarted = performance.now();
  const restored = await restoreFromFile(target, new LocalStorage(path.join(work, 'restored-uploads')), archive);
  console.log(`restore: ${seconds(restoreStarted)} s (${Object.values(restored.rows).reduce((a, b) => a + b, 0)} rows, ${restored.files} files)`);
  console.log(`peak RSS of the process: ${(peak / 1e6).toFixed(0)} MB`);
  await target.close(true);
  await pgServer.stop();
} finally {
  clearInterval(sampler);
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
