/** What the user is told whenever a fetch fails; the technical reason goes to the server log only. */
export const FETCH_FAILED_MESSAGE = 'Failed to fetch URL';

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
