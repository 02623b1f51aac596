import { useSyncExternalStore } from 'react';
import { OFFLINE, type WorkerMessage } from './offline-caches';

/**
 * The page's side of offline reading: registers the service worker and knows whether what is on
 * screen may be the copy saved on this device (the browser is offline, or the worker last answered a
 * read from its cache because the network failed).
 */
let servedFromCache = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function onWorkerMessage(event: MessageEvent<WorkerMessage>) {
  const fromCache = event.data?.type === 'offline-copy';
  if (event.data?.type !== 'network' && !fromCache) return;
  if (fromCache === servedFromCache) return;
  servedFromCache = fromCache;
  notify();
}

export function registerServiceWorker() {
  // The dev server has no built worker; the app works the same without one.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Listening from the start: the worker may answer the first reads before React has drawn anything.
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  const register = () =>
    navigator.serviceWorker.register(OFFLINE.workerUrl, { scope: OFFLINE.scope }).catch((error: unknown) => {
      console.warn('Offline reading is unavailable:', error);
    });
  // After the page has loaded: the worker's first install fetches every chunk, which must not slow
  // down the screen the chef is waiting for.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Forgets the chef's saved data on this device. At sign-out (a shared kitchen tablet must not keep
 * her recipes), at sign-in and when a session expires (the next chef must never read the last one's).
 */
export async function clearOfflineCopies() {
  if (!('caches' in window)) return;
  await caches.delete(OFFLINE.dataCache);
  if (servedFromCache) {
    servedFromCache = false;
    notify();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOfflineCopy = () => !navigator.onLine || servedFromCache;

/** True while the screen may be showing the copy saved on this device rather than the server's. */
export function useOfflineCopy(): boolean {
  return useSyncExternalStore(subscribe, isOfflineCopy, () => false);
}
