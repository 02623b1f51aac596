import { MB } from '#shared/bytes.ts';
import { message } from '#shared/messages/message-ref.ts';
import { MAX_ARCHIVE_MB } from '#shared/transfer.ts';

/**
 * What an uploaded archive may be (docs/decisions/0022-library-archive-format.md). A 10,000-recipe
 * backup is ~9 MB zipped and ~26 MB inflated in ~10,000 entries; these leave room for photos.
 */
export const ARCHIVE_LIMITS = {
  /** The upload itself, counted while it streams to disk (by the multipart parser). */
  maxBytes: MAX_ARCHIVE_MB * MB,
  maxEntries: 50_000,
  /** All entries inflated together (yauzl checks each entry's inflated bytes against its header). */
  maxTotalUncompressed: 2048 * MB,
  /** One entry read into memory: a recipe file, a Paprika recipe with its photo, an inner Tandoor zip. */
  maxEntryInMemory: 32 * MB,
  /** backup.json is read as a stream, line by line: it may be larger. */
  maxBackupJson: 1024 * MB,
  /** Another app's whole database in one JSON document (Mealie's database.json), parsed at once. */
  maxForeignDatabase: 128 * MB,
  /** Inflated / compressed for an entry over 1 MB: text zips ~10×, a bomb thousands of times. */
  maxRatio: 200,
} as const;

export const ARCHIVE_MESSAGES = {
  notZip: message('report.archive.notZip'),
  unsafeName: message('report.archive.unsafeName'),
  tooManyEntries: message('report.archive.tooManyEntries', { count: ARCHIVE_LIMITS.maxEntries }),
  tooMuchData: message('report.archive.tooMuchData'),
  bomb: message('report.archive.bomb'),
  entryTooLarge: message('report.file.tooLarge'),
  damagedEntry: message('report.file.damaged'),
  jsonTooLarge: message('report.archive.jsonTooLarge', { mb: ARCHIVE_LIMITS.maxEntryInMemory / MB }),
  databaseTooLarge: message('report.archive.databaseTooLarge', {
    mb: ARCHIVE_LIMITS.maxForeignDatabase / MB,
  }),
  nothingFound: message('report.archive.nothingFound'),
  uploadMissing: message('report.uploadMissing'),
  interrupted: message('report.interrupted'),
} as const;
