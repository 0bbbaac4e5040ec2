import { LRUCache } from 'lru-cache';
import type { Config } from '../../../config.ts';
import { log } from '../../../log.ts';
import type { TreeColumnsRow } from './tree-window.repository.ts';

/** A whole window as read from the database, before the viewer's privacy is applied. */
export type KeptWindow = Omit<TreeColumnsRow, 'grant'>;

/** Windows smaller than this are read again each time: that costs less than keeping them. */
export const SMALLEST_KEPT_WINDOW = 2000;

/** Each server's windows, sized by its configuration (one per app in a process, as in the tests). */
const caches = new WeakMap<Config, LRUCache<string, KeptWindow>>();
/** Whole windows being read from the database now, by key: a second request for one waits for it. */
const reading = new WeakMap<Config, Map<string, Promise<KeptWindow>>>();

function cacheOf(config: Config): LRUCache<string, KeptWindow> | null {
  if (config.windowCachePeople <= 0) return null;
  let cache = caches.get(config);
  if (!cache) {
    cache = new LRUCache<string, KeptWindow>({ maxSize: config.windowCachePeople, sizeCalculation: (window) => Math.max(1, window.people.ids.length) });
    caches.set(config, cache);
  }
  return cache;
}

/**
 * What names a whole window (a window read while the tree changed is kept under the revision read
 * before it, so it is never older than what its key promises): the tree at a revision (see the tree_revision migration: any change to
 * its people or relationships moves it on), the focus asked for (or the viewer's default one), and
 * the generations each way. Only windows of viewers who see the whole tree are kept, so the same
 * window serves every such viewer; the presenter applies each one's privacy afterwards.
 */
export const windowKey = (treeId: string, revision: number, focusId: string | null, viewerId: string, up: number, down: number) =>
  `${treeId}:${revision}:${windowOfTree(focusId, viewerId, up, down)}`;

/** Which window of a tree: the focus asked for (or the viewer's default one) and the generations each way. */
export const windowOfTree = (focusId: string | null, viewerId: string, up: number, down: number) => `${focusId ?? `default-for:${viewerId}`}:${up}:${down}`;

/** Where a whole window is kept beyond this server's memory (the database: every server, and after a restart). */
export interface PreparedStore {
  load(): Promise<KeptWindow | null>;
  save(window: KeptWindow): Promise<void>;
}

/** Windows being written to the store now: a test may wait for them. */
const saving = new Set<Promise<void>>();

/** Settles once every window being written to the store has been written (or failed). */
export async function preparedWindowsSaved(): Promise<void> {
  await Promise.all([...saving]);
}

/**
 * The whole window under `key`: kept in memory, or being read for another request (joined rather
 * than read twice: a family opening a large tree together costs the database one reading), or kept
 * in `store` by another server or before a restart, or read now by `read`; one large enough to be
 * worth it is kept in memory and, once the answer is on its way, written to `store`.
 */
export async function sharedWindow(config: Config, key: string, read: () => Promise<KeptWindow>, store?: PreparedStore): Promise<KeptWindow> {
  const kept = cacheOf(config)?.get(key);
  if (kept) return kept;
  const underway = reading.get(config) ?? reading.set(config, new Map()).get(config)!;
  const current = underway.get(key);
  if (current) return current;
  const next = (async () => {
    // The database's copy is a shortcut: when it cannot be read or written, the tree is read as without it.
    const prepared = store ? await store.load().catch((error: unknown) => (log.warn({ err: error }, 'A prepared tree window could not be read'), null)) : null;
    const window = prepared ?? (await read());
    if (window.people.ids.length < SMALLEST_KEPT_WINDOW) return window;
    cacheOf(config)?.set(key, window);
    if (store && !prepared) {
      // After this turn of the event loop, so that the answer is on its way before the copy is made.
      const written = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => store.save(window))
        .catch((error: unknown) => log.warn({ err: error }, 'A prepared tree window could not be kept'));
      saving.add(written);
      void written.finally(() => saving.delete(written));
    }
    return window;
  })();
  underway.set(key, next);
  try {
    return await next;
  } finally {
    underway.delete(key);
  }
}
