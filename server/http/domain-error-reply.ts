import { DomainError, type DomainErrorKind } from '../errors';
import { RateLimitedError } from '../limits/rate-limiter';

/** The one map from a domain refusal to the HTTP status a plain route answers with (docs/decisions/0029). */
const STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  conflict: 409,
  invalid: 400,
  unprocessable: 422,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
  unauthenticated: 401,
  forbidden: 403,
  upstream_failed: 502,
};

export interface DomainErrorReply {
  kind: DomainErrorKind;
  status: number;
  message: string;
  /** When to come back (Retry-After): a spent rate limit says. */
  retryAfterSeconds?: number;
}

/** A domain refusal as a plain route answers it; null for anything else (a real failure). */
export function domainErrorReply(error: unknown): DomainErrorReply | null {
  if (!(error instanceof DomainError)) return null;
  const reply: DomainErrorReply = { kind: error.kind, status: STATUS[error.kind], message: error.message };
  if (error instanceof RateLimitedError) reply.retryAfterSeconds = error.retryAfterSeconds;
  return reply;
}
