import { enFirst as en } from './messages/en-first';

/** The message of every UNAUTHORIZED answer from a protected procedure; the client reacts to it. */
export const SESSION_EXPIRED_MESSAGE = en['app.sessionExpired'];

/** What the user is told whenever a server-side fetch fails; the technical reason goes to the log only. */
export const FETCH_FAILED_MESSAGE = en['app.fetchFailed'];

/** A refused input's first reason, as its schema words it ("Title is required"); `fallback` if none. */
export function firstIssue(error: { issues: readonly { message: string }[] }, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}
