import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { API_CACHE, REMOTE_CHUNKS_CACHE, REMOTE_ENTRIES_CACHE } from './cache-names.ts';
import { clearAccountCachesOnSessionChange } from './clear-on-session-change.ts';
import { markOfflineAnswers } from './offline-marker.ts';
import { openNotificationLink } from './open-notification-link.ts';
import { isAppPage, isCacheableApiRead, isRemoteEntryPoint, isRemoteHashedFile, isSessionChange } from './route-matchers.ts';

declare let self: ServiceWorkerGlobalScope;

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
/** Each remote deploy brings new chunk names; old ones age out instead of piling up. */
const REMOTE_CHUNKS_KEPT = 300;

/** Only complete answers are worth keeping: never an error page, a redirect or a 401. */
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

// The shell's built files (InjectManifest writes their list here at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Screens of the app: the network's index.html when online, the precached one offline.
registerRoute(
  ({ request, sameOrigin, url }) => sameOrigin && request.mode === 'navigate' && isAppPage(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
  }),
);

registerRoute(
  ({ sameOrigin, url }) => sameOrigin && isRemoteHashedFile(url.pathname),
  new CacheFirst({
    cacheName: REMOTE_CHUNKS_CACHE,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: REMOTE_CHUNKS_KEPT, maxAgeSeconds: THIRTY_DAYS_S })],
  }),
);

// Network-first, so a newly deployed remote is never hidden behind a stale entry.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && isRemoteEntryPoint(url.pathname),
  new NetworkFirst({ cacheName: REMOTE_ENTRIES_CACHE, plugins: [onlyOk] }),
);

// Screens visited online show their last data offline, marked as such.
registerRoute(
  ({ request, sameOrigin, url }) => sameOrigin && isCacheableApiRead(url.pathname, request.method),
  new NetworkFirst({ cacheName: API_CACHE, plugins: [onlyOk, markOfflineAnswers] }),
);

registerRoute(
  ({ request, sameOrigin, url }) => sameOrigin && isSessionChange(url.pathname, request.method),
  new NetworkOnly({ plugins: [clearAccountCachesOnSessionChange] }),
  'POST',
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('notificationclick', openNotificationLink);

clientsClaim();
