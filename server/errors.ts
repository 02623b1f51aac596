import { en, type MessageKey } from '#shared/messages/en.ts';
import { formatMessage, type MessageParams } from '#shared/messages/format.ts';
import { flatParams, type MessageRef, type RefParams, refText } from '#shared/messages/message-ref.ts';

/**
 * The kinds of refusal a domain function can make. Domain code throws a DomainError of one kind with
 * the catalogue key of the words the user sees (docs/decisions/0034); it never names a tRPC code or an HTTP status. trpc.ts maps each kind to a
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

/**
 * A refusal: its kind, and its words as a catalogue key with parameters. The message is the English
 * text (for logs and any client that does not translate); each screen shows the key in its own language.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    readonly messageParams?: RefParams,
  ) {
    super(formatMessage('en', en[messageKey], flatParams(englishText, messageParams)));
    // Each kind of refusal is logged by its class's name, set here once for every subclass.
    this.name = new.target.name;
  }
}

/** The English words of a key: what a log line, a script's output or a plain client reads. */
export function englishText(key: MessageKey, params?: MessageParams): string {
  return formatMessage('en', en[key], params);
}

/** A stored or nested text in English (a job's report line, for the log). */
export function englishRef(ref: MessageRef): string {
  return refText(englishText, ref);
}
