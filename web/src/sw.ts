/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

// Kinfolk's service worker: the app's files kept for offline use (the list is written in at build
// time), pages and pictures from the network first, and the copy last seen when there is none.
// New versions wait until the page agrees (the "new version" prompt) or the next visit.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const DAY = 24 * 3600;
const serverPaths = /^\/(api|oidc|graphql|uploads|healthz|readyz|metrics)(\/|$)/;

// Pages carry who is signed in (boot data), so they come from the network; offline, the last copy
// of the same page, else the app's shell, which then shows what was saved (web/src/offline). A slow
// answer is waited for, never replaced by a copy: a copy's boot data may be stale or absent (the
// shell's), which on a slow but working connection would show the person as signed out or offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !serverPaths.test(url.pathname),
  new NetworkFirst({
    cacheName: 'kinfolk-pages',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY }),
      { handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() },
    ],
  }),
);

// Photos and thumbnails already seen: the network first (a picture whose access was taken away is
// refused there, not shown from here), the kept copy offline.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new NetworkFirst({
    cacheName: 'kinfolk-pictures',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
