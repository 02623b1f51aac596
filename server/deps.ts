import { PHOTO_LIMITS } from '../shared/photos';
import { createMailer, type Mailer } from './auth/mailer';
import type { Database } from './db/client';
import {
  type SafeFetchImageResult,
  type SafeFetchResult,
  safeFetch,
  safeFetchImage,
} from './egress/safe-fetch';
import type { Env } from './env';
import { type AiClient, createAiClient } from './import/ai';
import { createMemoryRateLimiter } from './limits/rate-limit-memory';
import { createPostgresRateLimiter } from './limits/rate-limit-postgres';
import type { RateLimiter } from './limits/rate-limiter';
import { type PhotoStore, postgresPhotoStore } from './photos/photo-store';
import { type BackgroundWork, createBackgroundWork } from './platform/background';
import type { Logger } from './platform/logger';
import { createTransferRunner, type TransferRunner } from './transfer/job-runner';

/** Long-lived services the procedures use; built once per app (and per test). */
export interface AppDeps {
  config: Env;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Work that runs after the reply (mail); shutdown waits for it. */
  background: BackgroundWork;
  /** Null when OPENAI_API_KEY is unset: the import then uses its rules only. */
  ai: AiClient | null;
  /** The one egress path for user-given URLs (SSRF-safe), with the configured allow list. */
  fetchPage(url: string): Promise<SafeFetchResult>;
  /** The same path for a recipe page's picture: image types only, up to the photo size limit. */
  fetchImage(url: string): Promise<SafeFetchImageResult>;
  /** Where photos' bytes live: PostgreSQL (docs/decisions/0020-photos-in-postgresql.md). */
  photoStore: PhotoStore;
  /** Runs archive imports and URL lists as database-backed jobs (server/transfer/job-runner.ts). */
  transfer: TransferRunner;
}

export function createDeps(options: { config: Env; db: Database; logger: Logger }): AppDeps {
  const { config, db, logger } = options;
  const rateLimiter =
    config.RATE_LIMIT_STORE === 'postgres' ? createPostgresRateLimiter(db) : createMemoryRateLimiter();
  const ai = config.OPENAI_API_KEY
    ? createAiClient({
        apiKey: config.OPENAI_API_KEY,
        ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
        model: config.OPENAI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
        maxRetries: config.AI_MAX_RETRIES,
      })
    : null;
  const fetchPage = (url: string) => safeFetch(url, { allowedHosts: config.IMPORT_ALLOWED_HOSTS, logger });
  return {
    config,
    db,
    logger,
    mailer: createMailer(config, logger),
    background: createBackgroundWork(logger),
    rateLimiter,
    ai,
    fetchPage,
    transfer: createTransferRunner({ db, logger, rateLimiter, importServices: { ai, fetchPage, logger } }),
    fetchImage: (url) =>
      safeFetchImage(url, {
        allowedHosts: config.IMPORT_ALLOWED_HOSTS,
        logger,
        maxBytes: PHOTO_LIMITS.bytes,
      }),
    photoStore: postgresPhotoStore,
  };
}
