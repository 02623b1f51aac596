import type { Location } from 'react-router-dom';
import { LIBRARY_HOME, LOGIN_PATH } from '#client/lib/paths.ts';

const LIBRARY_PAGE = /^\/recipelibrary(?:[/?#]|$)/;

/** The navigation state that sends a visitor to sign-in and, afterwards, back to exactly this page. */
export function returnState({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return { from: `${pathname}${search}${hash}` };
}

/**
 * Where to go after signing in: the remembered page if it is a library page (never another site,
 * never the sign-in page itself), else the recipe list.
 */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  if (!from || !LIBRARY_PAGE.test(from) || from.startsWith(LOGIN_PATH)) return LIBRARY_HOME;
  return from;
}
