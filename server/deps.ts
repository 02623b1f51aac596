import { createMailer, type Mailer } from './auth/mailer';
import { createMemoryRateLimiter } from './auth/rate-limit-memory';
import { createPostgresRateLimiter } from './auth/rate-limit-postgres';
import type { RateLimiter } from './auth/rate-limiter';
import type { Database } from './db/client';
import type { Env } from './env';

/** Minimal structured logger (pino-compatible), so domain code does not depend on Fastify. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Long-lived services the procedures use; built once per app (and per test). */
export interface AppDeps {
  config: Env;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
}

export function createDeps(options: { config: Env; db: Database; logger: Logger }): AppDeps {
  const { config, db, logger } = options;
  return {
    config,
    db,
    logger,
    mailer: createMailer(config, logger),
    rateLimiter:
      config.RATE_LIMIT_STORE === 'postgres' ? createPostgresRateLimiter(db) : createMemoryRateLimiter(),
  };
}
