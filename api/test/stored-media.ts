import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app.ts';
import { HANG_MS } from './hang.ts';

/** Every file below `dir` (unfinished writes under dot names too) as sorted relative paths; none when there is no folder. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The folder a test app keeps its files in (local storage). */
export function storageDir(app: TestApp): string {
  if (app.config.storage.kind !== 'local') throw new Error('This app keeps its files in a bucket, not a folder.');
  return app.config.storage.dir;
}

/** What an upload leaves behind: the file rows (key and status) and the files in the storage folder. */
export async function storedMedia(app: TestApp) {
  const rows = await app.orm.em.fork().execute<{ key: string; status: string }[]>('select key, status from stored_files order by key');
  return { rows, files: await filesBelow(storageDir(app)) };
}

/** Waits until the pictures of a memory's file (`key`) are made, so that nothing more is written for it. */
export async function picturesMade(app: TestApp, key: string) {
  const wanted = [`${key}.w1600.webp`, `${key}.w400.webp`];
  for (const deadline = Date.now() + HANG_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const { rows } = await storedMedia(app);
    if (wanted.every((k) => rows.some((row) => row.key === k && row.status === 'ready'))) return;
  }
  throw new Error(`The pictures of ${key} were not made in time.`);
}
