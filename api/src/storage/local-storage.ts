import { randomUUID } from 'node:crypto';
import { mkdir, open, opendir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeFileInBatches } from './batched-file-write.ts';
import { checkKey, checkPrefix, checkRange, StoredObjectMissing, type ByteRange, type ObjectStorage, type StoredObject } from './object-storage.ts';

/** Errors that mean "nothing there": the file or one of its folders is missing. */
const isAbsent = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Objects as files below one folder, each key its relative path. */
export class LocalStorage implements ObjectStorage {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** The file of `key`, refusing any key that could lead outside the folder. */
  private fileOf(key: string): string {
    const file = path.resolve(this.dir, checkKey(key));
    if (!file.startsWith(this.dir + path.sep)) throw new Error(`Storage key "${key}" leads outside the storage folder.`);
    return file;
  }

  async write(key: string, body: Readable, _options: { contentType: string }): Promise<{ size: number }> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a hidden name beside the target and renamed when complete, so readers and
    // clean-up passes never see half a file.
    const temp = path.join(path.dirname(file), `.${randomUUID()}.partial`);
    try {
      const size = await writeFileInBatches(temp, body);
      await rename(temp, file);
      return { size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    checkRange(range);
    const file = this.fileOf(key);
    const handle = await open(file).catch((error: unknown) => {
      throw isAbsent(error) ? new StoredObjectMissing(key) : error;
    });
    try {
      if (!(await handle.stat()).isFile()) throw new StoredObjectMissing(key);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<Omit<StoredObject, 'key'> | null> {
    try {
      const info = await stat(this.fileOf(key));
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(this.fileOf(key));
    } catch (error) {
      if (!isAbsent(error)) throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    checkPrefix(prefix);
    // Only the folder the prefix's complete segments name needs walking.
    const base = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    yield* this.walk(base, prefix);
  }

  async removeUnfinished(before: Date): Promise<number> {
    return this.sweep(this.dir, before);
  }

  /** Removes the hidden half-written files (`.<id>.partial`) older than `before` below `folder`. */
  private async sweep(folder: string, before: Date): Promise<number> {
    let removed = 0;
    let entries;
    try {
      entries = await opendir(folder);
    } catch (error) {
      if (isAbsent(error)) return 0;
      throw error;
    }
    for await (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.')) removed += await this.sweep(full, before);
      else if (entry.isFile() && entry.name.startsWith('.') && entry.name.endsWith('.partial')) {
        const info = await stat(full).catch(() => null);
        if (info && info.mtime < before) {
          await rm(full, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  private async *walk(folderKey: string, prefix: string): AsyncGenerator<StoredObject> {
    let folder;
    try {
      folder = await opendir(path.join(this.dir, folderKey));
    } catch (error) {
      if (isAbsent(error)) return;
      throw error;
    }
    for await (const entry of folder) {
      // Dot names are unfinished writes (keys never start a segment with a dot).
      if (entry.name.startsWith('.')) continue;
      const key = folderKey + entry.name;
      if (entry.isDirectory()) {
        if ((key + '/').startsWith(prefix)) yield* this.walk(key + '/', prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await this.stat(key);
        if (info) yield { key, ...info };
      }
    }
  }
}
