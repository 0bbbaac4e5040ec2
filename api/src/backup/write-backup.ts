import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import { StoredObjectMissing, type ObjectStorage } from '../storage/index.ts';
import { appliedMigrations, quoted, sequences, tablesInLoadOrder } from './catalog.ts';
import { BACKUPS_PREFIX, FILE_PREFIX, FOOTER, FORMAT, HEADER, tableEntryName, type BackupHeader, type BackupSummary } from './archive.ts';

export interface BackupProgress {
  (step: 'table' | 'file', name: string): void;
}

/** Counts the rows of COPY's text output as it passes (one line a row; newlines in values are escaped). */
function rowCounter() {
  let rows = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      done(null, chunk);
    },
  });
  return { counter, rows: () => rows };
}

/** Adds one entry of `size` bytes read from `source` to the archive, resolving once it is written. */
async function addEntry(pack: tar.Pack, name: string, size: number, source: NodeJS.ReadableStream) {
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
  await pipeline(source, entry as unknown as Writable);
}

/**
 * Writes a consistent backup of the database at `connectionString` and of every file in `storage`
 * to `out`, as a tar archive: a header (migrations, tables, sequences), each table as gzipped COPY
 * text in load order, each file as it is stored, and a summary (rows per table, files, bytes).
 * Every table is read in one REPEATABLE READ transaction, so the database part is one moment's
 * state even while the app goes on; files are listed after it (one made meanwhile is included,
 * one removed meanwhile is left out). Backups kept in storage themselves are not included.
 */
export async function writeBackup(options: { connectionString: string; storage: ObjectStorage; out: Writable; onProgress?: BackupProgress }): Promise<BackupSummary> {
  const pack = tar.pack();
  const written = pipeline(pack, options.out);
  const work = await mkdtemp(path.join(os.tmpdir(), 'kinfolk-backup-'));
  const client = new pg.Client({ connectionString: options.connectionString, application_name: 'kinfolk backup' });
  await client.connect();
  const summary: BackupSummary = { rows: {}, files: 0, fileBytes: 0 };
  try {
    await client.query('begin isolation level repeatable read, read only');
    const tables = await tablesInLoadOrder(client);
    const header: BackupHeader = { format: FORMAT, createdAt: new Date().toISOString(), migrations: await appliedMigrations(client), tables, sequences: await sequences(client) };
    const headerBytes = Buffer.from(JSON.stringify(header, null, 1));
    pack.entry({ name: HEADER, size: headerBytes.length, mode: 0o600 }, headerBytes);

    for (const [index, table] of tables.entries()) {
      options.onProgress?.('table', table.name);
      const file = path.join(work, `${index}.gz`);
      const { counter, rows } = rowCounter();
      const copy = client.query(copyTo(`copy ${quoted(table.name)} (${table.columns.map((c) => `"${c}"`).join(', ')}) to stdout`));
      await pipeline(copy, counter, createGzip({ level: 3 }), createWriteStream(file));
      summary.rows[table.name] = rows();
      await addEntry(pack, tableEntryName(index, table.name), (await stat(file)).size, createReadStream(file));
      await rm(file);
    }
    await client.query('commit');

    for await (const object of options.storage.list('')) {
      if (object.key.startsWith(BACKUPS_PREFIX)) continue;
      let body: NodeJS.ReadableStream;
      try {
        body = await options.storage.read(object.key);
      } catch (error) {
        if (error instanceof StoredObjectMissing) continue; // removed since it was listed
        throw error;
      }
      options.onProgress?.('file', object.key);
      await addEntry(pack, `${FILE_PREFIX}${object.key}`, object.size, body);
      summary.files++;
      summary.fileBytes += object.size;
    }

    const footer = Buffer.from(JSON.stringify(summary, null, 1));
    pack.entry({ name: FOOTER, size: footer.length, mode: 0o600 }, footer);
    pack.finalize();
    await written;
    return summary;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}
