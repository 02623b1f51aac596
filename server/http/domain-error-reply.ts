import type { MessageKey } from '#shared/messages/en.ts';
import type { RefParams } from '#shared/messages/message-ref.ts';
import { DomainError, type DomainErrorKind, englishRef, englishText } from '../errors';
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
  messageKey: MessageKey;
  messageParams?: RefParams | undefined;
  /** When to come back (Retry-After): a spent rate limit says. */
  retryAfterSeconds?: number;
}

/** A plain route's answer body: the English words, and the key (with parameters) the browser shows in its language. */
export function messageReply(key: MessageKey, params?: RefParams) {
  return params
    ? { message: englishRef({ key, params }), messageKey: key, messageParams: params }
    : { message: englishText(key), messageKey: key };
}

/** A domain refusal as a plain route answers it; null for anything else (a real failure). */
export function domainErrorReply(error: unknown): DomainErrorReply | null {
  if (!(error instanceof DomainError)) return null;
  const reply: DomainErrorReply = {
    kind: error.kind,
    status: STATUS[error.kind],
    message: error.message,
    messageKey: error.messageKey,
    messageParams: error.messageParams,
  };
  if (error instanceof RateLimitedError) reply.retryAfterSeconds = error.retryAfterSeconds;
  return reply;
}
