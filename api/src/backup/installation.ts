import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { runMigrations } from 'graphile-worker';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ObjectStorage } from '../storage/index.ts';
import { connectionStringOf } from '../jobs/index.ts';
import { MIGRATION_LOCK, whileLocked } from '../db/database.ts';
import { writeBackup } from './write-backup.ts';
import { restoreBackup, RestoreRefused } from './read-backup.ts';
import type { BackupSummary } from './archive.ts';

type Progress = (step: 'table' | 'file', name: string) => void;

/** Backs up the installation (database and files) into `out`. */
export function backupTo(orm: MikroORM, storage: ObjectStorage, out: Writable, onProgress?: Progress): Promise<BackupSummary> {
  return writeBackup({ connectionString: connectionStringOf(orm), storage, out, onProgress });
}

/** Backs up into the file `path`, written under a temporary name and renamed once complete. */
export async function backupToFile(orm: MikroORM, storage: ObjectStorage, path: string, onProgress?: Progress): Promise<BackupSummary> {
  const partial = `${path}.partial`;
  try {
    const summary = await backupTo(orm, storage, createWriteStream(partial, { mode: 0o600 }), onProgress);
    await rename(partial, path);
    return summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Restores a backup into this installation, opened without migrating: its schema is first brought
 * to the backup's migrations (refused when the backup knows migrations this version does not),
 * the job queue's schema is created, the data and files are loaded, then the remaining migrations
 * of this version run. Holds the migration lock meanwhile, so app servers starting on this
 * database wait until the restore is over.
 */
export async function restoreFrom(orm: MikroORM, storage: ObjectStorage, input: Readable, options: { replace?: boolean; onProgress?: Progress } = {}): Promise<BackupSummary> {
  const connectionString = connectionStringOf(orm);
  return whileLocked(connectionString, MIGRATION_LOCK, async () => {
    const summary = await restoreBackup({
      connectionString,
      storage,
      input,
      replace: options.replace,
      onProgress: options.onProgress,
      async prepare(header) {
        const known = (await orm.migrator.getPending()).map((m) => m.name);
        const done = (await orm.migrator.getExecuted()).map((m) => m.name);
        const unknown = header.migrations.filter((name) => !known.includes(name) && !done.includes(name));
        if (unknown.length) throw new RestoreRefused(`This backup was made by a newer version of Kinfolk (it has the migration ${unknown[0]}): update this installation first.`);
        const beyond = done.filter((name) => !header.migrations.includes(name));
        if (beyond.length) throw new RestoreRefused('This installation has already been migrated past the backup: restore into a new, empty database.');
        const last = header.migrations.at(-1);
        if (last && !done.includes(last)) await orm.migrator.up({ to: last });
        await runMigrations({ connectionString });
      },
    });
    await orm.migrator.up();
    return summary;
  });
}

/** Restores the backup file at `path`. */
export function restoreFromFile(orm: MikroORM, storage: ObjectStorage, path: string, options: { replace?: boolean; onProgress?: Progress } = {}) {
  return restoreFrom(orm, storage, createReadStream(path), options);
}
