import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { storageOf } from './storage-of.ts';
import { StoredFile } from './stored-file.entity.ts';

/** The periodic job that removes what crashes and deletions left behind, by name. */
export const CLEAN_UP_FILES = 'clean-up-files';

/**
 * Finishes off files whose life was cut short: uploads not heard from for `uploadStaleSeconds`
 * (the server died, the client went away) with what their writes left half-done, and files marked
 * for removal (their memory was deleted).
 * The stored objects go first (a file's derived pictures with it), then the rows, so nothing is ever
 * left without a row. Returns how many files went.
 */
export async function cleanUpFiles(config: Config, em: EntityManager, limit = 500): Promise<number> {
  const stale = new Date(Date.now() - config.uploadStaleSeconds * 1000);
  const leftovers = await em.find(
    StoredFile,
    { $or: [{ status: 'uploading', updatedAt: { $lt: stale } }, { status: 'deleting' }] },
    { limit, orderBy: { updatedAt: 'asc' } },
  );
  const storage = storageOf(config);
  // Writes a crash cut short are not objects yet, and have no row: they go by their age.
  await storage.removeUnfinished(stale).catch(() => 0);
  for (const file of leftovers) {
    const derived = await em.find(StoredFile, { parent: file });
    for (const piece of [...derived, file]) await storage.remove(piece.key);
    await em.nativeDelete(StoredFile, { id: file.id });
  }
  return leftovers.length;
}
