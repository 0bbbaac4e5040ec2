import { forgetSaved } from './savedAnswers';

/**
 * Before signing out: what this browser kept for reading offline (saved answers, pictures and
 * pages seen) is deleted, so the next person at it sees nothing of it. The server's sign-out
 * answer also says Clear-Site-Data; this covers browsers that ignore that header.
 */
export async function forgetOnSignOut(): Promise<void> {
  const caches = typeof window !== 'undefined' && 'caches' in window ? window.caches : undefined;
  await Promise.all([
    forgetSaved(),
    caches?.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('kinfolk-')).map((name) => caches.delete(name)))),
  ]).catch(() => undefined);
}
