import { TRPC_PATH } from '#shared/trpc-endpoint.ts';

/** The start of every procedure's path. */
export const TRPC_PREFIX = `${TRPC_PATH}/`;

/** The procedures a /trpc request calls: one, or several joined by commas in a batch (as tRPC decodes it). */
export function proceduresOf(url: string): string[] {
  const queryStart = url.indexOf('?');
  let pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname.startsWith(TRPC_PREFIX)) pathname = pathname.slice(TRPC_PREFIX.length);
  // Every call passes here (twice): most paths hold nothing to decode.
  if (!pathname.includes('%')) return pathname.split(',');
  try {
    return decodeURIComponent(pathname).split(',');
  } catch {
    return pathname.split(',');
  }
}
