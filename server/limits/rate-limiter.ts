import { DomainError } from '../errors';

/**
 * Fixed-window counters. A key (e.g. `login:ip:203.0.113.7`) counts events until its window ends;
 * the first event after that opens a new window. Two stores: in-process (one server) and PostgreSQL
 * (several servers agree), chosen by RATE_LIMIT_STORE.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one event and says whether it is within the limit; refused events count too. */
  consume(key: string, rule: RateLimitRule, now?: Date): Promise<RateLimitDecision>;
  /** Takes one event back (an attempt counted up front that turned out to be a success). */
  refund(key: string, now?: Date): Promise<void>;
  /** Forgets the key (a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void>;
}

export interface WindowCount {
  count: number;
  resetAt: Date;
}

export function decide(window: WindowCount, rule: RateLimitRule, now: Date): RateLimitDecision {
  if (window.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(0, window.resetAt.getTime() - now.getTime()) };
}

/** Over a limit: the error's data (and a Retry-After header) carries the wait. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(readonly retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('rate_limited', 'auth.tooManyAttempts', { count: Math.ceil(seconds / 60) });
    this.retryAfterSeconds = seconds;
  }
}

/** Counts one event under each key in turn; the first key over its limit stops the request. */
export async function consumeOrThrow(
  limiter: RateLimiter,
  rule: RateLimitRule,
  ...keys: string[]
): Promise<void> {
  for (const key of keys) {
    const decision = await limiter.consume(key, rule);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterMs);
  }
}
