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
}

export function createDeps(options: { config: Env; db: Database; logger: Logger }): AppDeps {
  return { config: options.config, db: options.db, logger: options.logger };
}
