import { FETCH_FAILED_MESSAGE } from '#shared/errors.ts';

export { FETCH_FAILED_MESSAGE };

export type SafeFetchFailure =
  | 'invalid_url'
  | 'forbidden_address'
  | 'timeout'
  | 'too_large'
  | 'unsupported_content'
  | 'too_many_redirects'
  | 'http_error'
  | 'network';

/**
 * The only error safeFetch throws. `message` is technical (addresses, statuses) and meant for the log;
 * show users FETCH_FAILED_MESSAGE instead.
 */
export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';

  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * How a failed fetch the user asked for is told to them, for every caller (the import, a photo's
 * address): anything safe-fetch refused is FETCH_FAILED_MESSAGE (it has logged why), except something
 * that was there and merely too large, which the caller words with its own limit. An error that is not
 * safe-fetch's is rethrown as it is.
 */
export function fetchFailureOf(error: unknown): 'too_large' | 'failed' {
  if (!(error instanceof SafeFetchError)) throw error;
  return error.reason === 'too_large' ? 'too_large' : 'failed';
}
