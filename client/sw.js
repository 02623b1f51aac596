/*
 * The library's service worker, written by hand (docs/decisions/0031-offline-reading-and-first-load.md).
 * The build (vite.config.ts, serviceWorker plugin) replaces the two placeholders below with the cache
 * names from client/src/lib/offline-caches.json and the build's own asset list, so each build is a new
 * worker with a new asset cache.
 *
 * - Hashed assets: cache-first (their names change when their bytes do).
 * - The library's pages, the chef's tRPC reads and her photos: network-first; the cache answers only
 *   when the network fails, and the page is told so it can say the copy is the one saved here.
 */
const OFFLINE = __OFFLINE_CONFIG__;
const BUILD = __BUILD_ASSETS__;

const ASSET_CACHE = `${OFFLINE.assetCachePrefix}${BUILD.version}`;
const SHELL = OFFLINE.scope;
const READS = new Set(OFFLINE.procedures);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      // Every chunk, so cook mode or an editor never opened online still loads offline.
      await cache.addAll([SHELL, ...BUILD.assets]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const stale = names.filter((name) => name.startsWith(OFFLINE.assetCachePrefix) && name !== ASSET_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** A tRPC GET (TRPC_PATH, shared/trpc-endpoint.ts) whose every call is a read the recipe screens may show offline. */
function isCachedRead(url) {
  if (!url.pathname.startsWith('/trpc/')) return false;
  const procedures = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  return procedures.every((procedure) => READS.has(procedure));
}

async function tell(clientId, message) {
  const client = clientId ? await self.clients.get(clientId) : null;
  client?.postMessage(message);
}

/** Network first; a good answer replaces the saved copy, the saved copy answers only a failed fetch. */
async function networkFirst(event, cacheName, cacheKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(event.request);
    if (response.status === 200) await cache.put(cacheKey, response.clone());
    void tell(event.clientId || event.resultingClientId, { type: 'network' });
    return response;
  } catch (error) {
    const saved = await cache.match(cacheKey, { ignoreVary: true });
    if (!saved) throw error;
    void tell(event.clientId || event.resultingClientId, { type: 'offline-copy' });
    return saved;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const saved = await cache.match(request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    // Every library address is the same shell; the router draws the screen.
    if (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`)) {
      event.respondWith(networkFirst(event, ASSET_CACHE, SHELL));
    }
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (isCachedRead(url) || url.pathname.startsWith(OFFLINE.photoPrefix)) {
    event.respondWith(networkFirst(event, OFFLINE.dataCache, request));
  }
});
