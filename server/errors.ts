/**
 * The kinds of refusal a domain function can make. Domain code throws a DomainError of one kind with
 * the words the user sees; it never names a tRPC code or an HTTP status. trpc.ts maps each kind to a
 * tRPC code once, and http/domain-error-reply.ts to an HTTP status once (docs/decisions/0029).
 */
export type DomainErrorKind =
  /** The thing does not exist, or is someone else's: both answer alike, so ids reveal nothing. */
  | 'not_found'
  /** The request crosses what is there now: an edit over a newer one, a second running job. */
  | 'conflict'
  /** The request itself is wrong: a bad link, a rule of the form broken, a fetch that failed. */
  | 'invalid'
  /** Well formed, but the content cannot be used: not an image, no recipe on the page. */
  | 'unprocessable'
  | 'too_large'
  /** A file of a kind the server does not read (the message says what it looks like). */
  | 'unsupported'
  /** Over a rate limit or budget; the error says when to come back. */
  | 'rate_limited'
  /** Busy for now; worth trying again shortly. */
  | 'unavailable'
  /** The credentials given are not right. */
  | 'unauthenticated'
  /** Known, but not allowed (sign-ups closed, an unconfirmed address). */
  | 'forbidden'
  /** A service the server relies on (the AI model) failed. */
  | 'upstream_failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
