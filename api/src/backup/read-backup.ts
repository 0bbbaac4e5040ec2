import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar from 'tar-stream';
import type { ObjectStorage } from '../storage/index.ts';
import { quoted } from './catalog.ts';
import { FILE_PREFIX, FOOTER, FORMAT, HEADER, TABLE_PREFIX, tableEntryName, type BackupHeader, type BackupSummary } from './archive.ts';

/** A backup that cannot be restored here; the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  connectionString: string;
  storage: ObjectStorage;
  input: Readable;
  /** Overwrite an installation that already has accounts (otherwise refused). */
  replace?: boolean;
  /** Brings the database's schema to the backup's migrations (and the job queue's schema up) before the data is loaded. */
  prepare(header: BackupHeader): Promise<void>;
  onProgress?: (step: 'table' | 'file', name: string) => void;
}

/** Reads a whole JSON entry. */
async function json<T>(entry: AsyncIterable<Buffer>): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

/**
 * Restores a backup made by writeBackup into this installation: the database gets exactly the
 * backed-up rows (every table of the backup emptied and loaded in one transaction, triggers held
 * off while loading, sequences set where they stood) and storage gets every file. The transaction
 * commits only once the archive has been read to its end and every table has the rows the backup
 * counted, so a broken or cut archive leaves the database as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupSummary> {
  const extract = tar.extract();
  const reading = pipeline(options.input, extract as unknown as Writable);
  // Its failure is awaited below, or follows the loop's own (a refusal ends the extract early): marked
  // as heard now, it cannot end the process as an unhandled rejection before then.
  reading.catch(() => {});
  let client: pg.Client | undefined;
  let header: BackupHeader | undefined;
  const loaded: Record<string, number> = {};
  let tablesDone = false;
  let files = 0;
  let fileBytes = 0;
  let footer: BackupSummary | undefined;

  const finishTables = async () => {
    if (tablesDone || !client || !header) return;
    tablesDone = true;
    for (const sequence of header.sequences) {
      if (sequence.lastValue !== null) await client.query('select setval($1::regclass, $2::bigint, true)', [quoted(sequence.name), sequence.lastValue]);
    }
    for (const table of header.tables) await client.query(`alter table ${quoted(table.name)} enable trigger user`);
  };

  try {
    for await (const tarEntry of extract) {
      const name = tarEntry.header.name;
      // tar-stream hands out streamx streams: read as a Node stream.
      const entry = Readable.from(tarEntry as AsyncIterable<Buffer>);
      if (!header) {
        if (name !== HEADER) throw new RestoreRefused('This file is not a Kinfolk backup (it does not start with its description).');
        header = await json<BackupHeader>(entry);
        if (header.format !== FORMAT) throw new RestoreRefused(`This backup has format ${header.format}; this version of Kinfolk restores format ${FORMAT}.`);
        await options.prepare(header);
        client = new pg.Client({ connectionString: options.connectionString, application_name: 'kinfolk restore' });
        await client.connect();
        await client.query('begin');
        const [{ n }] = (await client.query<{ n: string }>('select count(*) as n from users')).rows;
        if (Number(n) > 0 && !options.replace) {
          throw new RestoreRefused('This installation already has accounts: restore into a new, empty one, or pass --replace to overwrite everything it holds.');
        }
        await checkColumns(client, header);
        await client.query(`truncate ${header.tables.map((t) => quoted(t.name)).join(', ')} restart identity cascade`);
        for (const table of header.tables) await client.query(`alter table ${quoted(table.name)} disable trigger user`);
        continue;
      }
      if (name.startsWith(TABLE_PREFIX)) {
        const index = header.tables.findIndex((t, i) => tableEntryName(i, t.name) === name);
        if (index === -1 || tablesDone) throw new RestoreRefused(`The backup holds an unexpected entry: ${name}.`);
        const table = header.tables[index];
        options.onProgress?.('table', table.name);
        const copy = client!.query(copyFrom(`copy ${quoted(table.name)} (${table.columns.map((c) => `"${c}"`).join(', ')}) from stdin`));
        await pipeline(entry, createGunzip(), copy);
        loaded[table.name] = Number(copy.rowCount ?? 0);
        continue;
      }
      await finishTables();
      if (name.startsWith(FILE_PREFIX)) {
        const key = name.slice(FILE_PREFIX.length);
        options.onProgress?.('file', key);
        const { size } = await options.storage.write(key, entry, { contentType: 'application/octet-stream' });
        files++;
        fileBytes += size;
      } else if (name === FOOTER) {
        footer = await json<BackupSummary>(entry);
      } else {
        entry.resume();
        await new Promise((resolve) => entry.once('end', resolve));
      }
    }
    await reading;
    if (!header || !client) throw new RestoreRefused('This file is not a Kinfolk backup (it is empty).');
    if (!footer) throw new RestoreRefused('The backup ends early (it has no closing summary): it was cut short while being written or copied. Nothing was restored.');
    await finishTables();
    for (const table of header.tables) {
      if ((loaded[table.name] ?? 0) !== (footer.rows[table.name] ?? 0)) {
        throw new RestoreRefused(`The backup's table ${table.name} holds ${loaded[table.name] ?? 0} rows where it counted ${footer.rows[table.name] ?? 0}. Nothing was restored.`);
      }
    }
    if (files !== footer.files) throw new RestoreRefused(`The backup holds ${files} files where it counted ${footer.files}. Nothing was restored.`);
    await client.query('commit');
    return { rows: loaded, files, fileBytes };
  } catch (error) {
    await client?.query('rollback').catch(() => {});
    extract.destroy();
    await reading.catch(() => {});
    if (error instanceof RestoreRefused) throw error;
    if (error instanceof Error && /unexpected end of data|incorrect header check|Unexpected end of file|invalid tar/i.test(error.message)) {
      throw new RestoreRefused(`The backup is damaged (${error.message}). Nothing was restored.`, { cause: error });
    }
    throw error;
  } finally {
    await client?.end().catch(() => {});
  }
}

/** Every table of the backup must be here with the same columns (same migrations: it is, unless the job queue's version differs). */
async function checkColumns(client: pg.ClientBase, header: BackupHeader) {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select n.nspname || '.' || c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind = 'r' group by 1`,
  );
  const here = new Map(rows.map((r) => [r.name, r.columns.join(',')]));
  for (const table of header.tables) {
    if (here.get(table.name) !== table.columns.join(',')) {
      throw new RestoreRefused(`The table ${table.name} differs between the backup and this installation: restore with the version of Kinfolk that made the backup.`);
    }
  }
}
