import config from './offline-caches.json';

/**
 * What the service worker (client/sw.js, filled in at build by vite.config.ts from the JSON beside
 * this file) keeps, and what the app clears: one source for both sides.
 */
export interface OfflineConfig {
  /** The worker's own script, registered by the app, served at the site's root. */
  workerUrl: string;
  /** Only the library's pages: the landing page at / stays a plain page. */
  scope: string;
  /** Hashed build assets and the app shell; a new build makes a new cache and drops the old one. */
  assetCachePrefix: string;
  /** The chef's own data (her recipes, her photos): cleared at sign-in, sign-out and session expiry. */
  dataCache: string;
  /** tRPC reads the library and recipe screens use; a batch is kept only when every call in it is one. */
  procedures: readonly string[];
  /** Where the chef's photos are served (shared/photos.ts PHOTO_ROUTES.file; a test holds them equal). */
  photoPrefix: string;
}

export const OFFLINE: OfflineConfig = config;

/** What the worker tells the page about a read it answered. */
export type WorkerMessage = { type: 'offline-copy' } | { type: 'network' };
