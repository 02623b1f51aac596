import { MB } from '#shared/bytes.ts';
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
  tooLarge: `Arkisto on liian suuri (enintään ${ARCHIVE_LIMITS.maxBytes / MB} Mt).`,
  tooSlow: 'Arkiston lähetys eteni liian hitaasti ja keskeytettiin. Yritä uudelleen paremmalla yhteydellä.',
  notZip: 'Tiedosto ei ole zip-arkisto eikä JSON-tiedosto.',
  unsafeName: 'Arkisto hylättiin: siinä on tiedostonimi, joka osoittaa arkiston ulkopuolelle.',
  tooManyEntries: `Arkisto hylättiin: siinä on yli ${ARCHIVE_LIMITS.maxEntries} tiedostoa.`,
  tooMuchData: 'Arkisto hylättiin: purettuna se olisi liian suuri.',
  bomb: 'Arkisto hylättiin: sen tiedostot pakkautuvat epäilyttävän tiiviisti (zip-pommi).',
  entryTooLarge: 'Tiedosto on liian suuri luettavaksi.',
  damagedEntry: 'Tiedosto on vioittunut tai suurempi kuin arkisto ilmoittaa.',
  jsonTooLarge: `JSON-tiedosto on liian suuri (enintään ${ARCHIVE_LIMITS.maxEntryInMemory / MB} Mt).`,
  databaseTooLarge: `Varmuuskopion database.json on liian suuri luettavaksi (enintään ${ARCHIVE_LIMITS.maxForeignDatabase / MB} Mt).`,
  nothingFound: 'Arkistosta ei löytynyt reseptejä.',
  uploadMissing: 'Ladattua arkistoa ei enää löydy; lataa se uudelleen.',
  interrupted: 'Siirto keskeytyi liian monta kertaa.',
} as const;
