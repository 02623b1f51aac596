import { isUuid } from '#shared/uuid.ts';

/** Where a page of the list ends: the last row's place in the (created_at desc, id desc) order. */
export interface ListCursor {
  createdAt: Date;
  id: string;
}

/** Opaque to the client: it hands the string back unchanged to get the next page. */
export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor, or null when the string is not one this server made. */
export function decodeListCursor(value: string): ListCursor | null {
  const [iso = '', id = '', extra] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (extra !== undefined || !isUuid(id) || !isStorableDate(createdAt)) return null;
  return { createdAt, id };
}

/**
 * A forged cursor may carry any date JavaScript can read; PostgreSQL's timestamps cannot hold them all.
 * A restored recipe may be dated in any year of the common era, and its page must page on.
 */
function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}
