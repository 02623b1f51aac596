import { errorCode, errorMessage } from '#client/lib/trpc.ts';

/** Refusals whose own words tell the user what to do: wait, confirm the address, sign in instead. */
const ACTIONABLE = new Set(['TOO_MANY_REQUESTS', 'FORBIDDEN', 'CONFLICT']);

/** The screen's fixed failure text, unless the server refused for a reason the user can act on. */
export function failureMessage(error: unknown, fallback: string): string {
  const code = errorCode(error);
  return code && ACTIONABLE.has(code) ? errorMessage(error, fallback) : fallback;
}
