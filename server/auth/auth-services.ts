import type { Database } from '../db/client';
import type { Env } from '../env';
import type { RateLimiter } from '../limits/rate-limiter';
import type { BackgroundWork } from '../platform/background';
import type { Logger } from '../platform/logger';
import type { Mailer } from './mail/mailer';

/**
 * The services the account flows use, declared here so that auth/ knows nothing of the app that
 * builds them (app.ts, once); each flow takes the whole set or the few it names.
 */
export interface AuthServices {
  config: Env;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Work that runs after the reply (mail); shutdown waits for it. */
  background: BackgroundWork;
}
