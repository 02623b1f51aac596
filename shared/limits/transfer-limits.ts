/**
 * What an archive upload may be (also checked by the server while it streams the file); apart from
 * the zod schemas so the message catalogue can quote it without zod.
 */
export const MAX_ARCHIVE_MB = 200;

/** The most URLs one list may hold (one per line). */
export const MAX_URLS = 200;
