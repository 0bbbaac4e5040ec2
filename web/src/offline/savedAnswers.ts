import type { ApolloCache } from '@apollo/client';

/**
 * The app's answers, kept in IndexedDB so that what a person saw can be read again offline: the
 * last tree, the profile, the lists. Saved a moment after new answers arrive; read back only when
 * the app starts without a connection. Sign-out forgets them (here, and the server's
 * Clear-Site-Data answer clears the browser's storage as a whole).
 */
const KEY = 'kinfolk.saved-answers';
const SAVE_AFTER_MS = 1500;

interface Saved {
  /** Whose answers these are: never shown to someone else signed in at the same browser. */
  viewerId: string | null;
  data: unknown;
}

const store = () => import('idb-keyval');
let timer: ReturnType<typeof setTimeout> | undefined;

function viewerOf(data: unknown): string | null {
  const root = (data as { ROOT_QUERY?: { me?: { __ref?: string } } }).ROOT_QUERY;
  return root?.me?.__ref ?? null;
}

/** Saves the cache soon (once for a burst of answers). */
export function saveSoon(cache: ApolloCache): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const data = cache.extract();
    const viewerId = viewerOf(data);
    if (!viewerId) return; // nothing private to keep for someone signed out
    void store().then(({ set }) => set(KEY, { viewerId, data } satisfies Saved)).catch(() => undefined);
  }, SAVE_AFTER_MS);
}

/**
 * Puts the saved answers back into the cache, when they are the same person's as the page's (or
 * the page does not say); answers whether anything was restored.
 */
export async function restoreSaved(cache: ApolloCache): Promise<boolean> {
  try {
    const { get } = await store();
    const saved = (await get(KEY)) as Saved | undefined;
    if (!saved) return false;
    const current = viewerOf(cache.extract());
    if (current && current !== saved.viewerId) return false;
    // What the page already knows (who is signed in, from its boot data) wins over what was saved.
    const now = cache.extract() as Record<string, Record<string, unknown> | undefined>;
    const kept = saved.data as Record<string, Record<string, unknown> | undefined>;
    cache.restore({ ...kept, ...now, ROOT_QUERY: { ...kept.ROOT_QUERY, ...now.ROOT_QUERY } } as never);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the saved answers (sign-out). */
export async function forgetSaved(): Promise<void> {
  clearTimeout(timer);
  try {
    const { del } = await store();
    await del(KEY);
  } catch {
    // nothing saved, or storage unavailable
  }
}
