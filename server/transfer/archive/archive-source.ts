import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { ImportError } from '#server/import/import-errors.ts';
import { schemaOrgRecipes } from '#server/import/page/jsonld.ts';
import { readSourceOffThread } from '#server/import/read/read-source-off-thread.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { type MessageRef, message } from '#shared/messages/message-ref.ts';
import type { RecipeImage } from '../attachments';
import { fromMealie, isMealie } from '../formats/apps/mealie';
import {
  isMealieDatabase,
  MEALIE_DATABASE,
  MealieBackupError,
  mealieBackupItems,
  mealieSchemaVersion,
} from '../formats/apps/mealie-backup';
import { fromPaprika } from '../formats/apps/paprika';
import { importSchemaOrg } from '../formats/apps/schema-org';
import { fromTandoor, isTandoor } from '../formats/apps/tandoor';
import { importedFromDraft, importForeign, textOf } from '../formats/foreign-recipe';
import { FORMAT_NAMES } from '../formats/format-names';
import { DETECT_HEAD_BYTES } from '../formats/text-format';
import { decodeText, detectText, entryHead, imageFinder, textFileItems } from '../formats/text-source';
import { type ImportedRecipe, ItemError, type SourceItem, type TransferSource } from '../imported-recipe';
import {
  type Archive,
  type ArchiveEntry,
  ArchiveError,
  type InflationBudget,
  openArchive,
  spendInflation,
} from './archive';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from './archive-limits';
import { backupSource, isBackup } from './backup-source';

/** Off the event loop (the thread pool), within the in-memory limit. */
const gunzipAsync = promisify(gunzip);
const RECIPE_FILE = /\.(paprikarecipe|zip|json|jsonld|html?)$/i;
const IMAGE_FILE = /\.(jpe?g|png|webp|gif|avif)$/i;
/**
 * A recipe's photo among the images beside it: the apps keep one picture in several sizes (Nextcloud
 * full.jpg, thumb.jpg, thumb16.jpg; Mealie images/original.webp, min-original.webp, tiny-original.webp;
 * Tandoor image.jpg), and only the full size is the recipe's.
 */
const FULL_SIZE_IMAGE = /^(full|original|image)\./i;
const SMALLER_COPY = /^(thumb|min-|tiny-)/i;
const UNKNOWN_FORMAT = message('report.file.unknownFormat');

/**
 * What an uploaded file holds, as report items: our backup, or other apps' archives (Mealie, Tandoor,
 * Paprika, Nextcloud Cookbook, RecipeSage, any zip or folder of schema.org JSON-LD or HTML pages), or
 * one JSON file of schema.org recipes (RecipeSage's JSON-LD export).
 */
export async function openTransferSource(
  file: string,
  uploadName?: string,
  inflationCap: number = ARCHIVE_LIMITS.maxTotalUncompressed,
): Promise<TransferSource> {
  if (await startsLikeJson(file)) return jsonFileSource(file);
  const text = await textFileSource(file, uploadName ?? path.basename(file));
  if (text) return text;
  const archive = await openArchive(file, { remaining: inflationCap });
  try {
    if (isBackup(archive)) return await backupSource(archive);
    const database = visibleEntries(archive).find(
      (entry) => path.posix.basename(entry.name) === MEALIE_DATABASE,
    );
    if (database) {
      const json = await readDatabase(database);
      if (isMealieDatabase(json))
        return mealieBackupSource(json, visibleEntries(archive), () => archive.close());
    }
    return appArchiveSource(archive);
  } catch (error) {
    archive.close();
    throw error;
  }
}

/** One text file in another app's format (a CSV, a .cook file, a Meal-Master text), or null. */
async function textFileSource(file: string, name: string): Promise<TransferSource | null> {
  const handle = await open(file);
  let head: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(DETECT_HEAD_BYTES), 0, DETECT_HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.subarray(0, 2).toString('latin1') === 'PK') return null;
  const format = detectText(head, name);
  if (!format) return null;
  if ((await stat(file)).size > ARCHIVE_LIMITS.maxEntryInMemory)
    throw new ArchiveError(ARCHIVE_MESSAGES.entryTooLarge);
  const items = textFileItems({ name, text: decodeText(await readFile(file)) }, format, () => []);
  return { format: FORMAT_NAMES.app(format.label), total: items.length, items: toAsync(items), close() {} };
}

/** Entries that are files of the export, not a Mac's resource forks (__MACOSX/) or hidden files. */
function visibleEntries(archive: Archive): ArchiveEntry[] {
  return archive.entries.filter(
    (entry) => !entry.name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX'),
  );
}

/**
 * Mealie's database.json is one JSON document (every table of the server), parsed whole within its
 * own limit: ~7 kB a recipe, so the limit holds some 18,000 recipes.
 */
async function readDatabase(entry: ArchiveEntry): Promise<unknown> {
  if (entry.size > ARCHIVE_LIMITS.maxForeignDatabase)
    throw new ArchiveError(ARCHIVE_MESSAGES.databaseTooLarge);
  try {
    return parseJson((await entry.read(ARCHIVE_LIMITS.maxForeignDatabase)).toString('utf8'));
  } catch {
    return null;
  }
}

function mealieBackupSource(json: Record<string, unknown>, entries: ArchiveEntry[], close: () => void) {
  let items: SourceItem[];
  try {
    items = mealieBackupItems(
      json,
      entries.filter((entry) => IMAGE_FILE.test(entry.name)),
    );
  } catch (error) {
    if (error instanceof MealieBackupError) throw new ArchiveError(error.text);
    throw error;
  }
  if (items.length === 0) throw new ArchiveError(ARCHIVE_MESSAGES.nothingFound);
  return {
    format: FORMAT_NAMES.mealieBackup(mealieSchemaVersion(json)),
    total: items.length,
    items: toAsync(items),
    close,
  };
}

async function startsLikeJson(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return /^\s*[[{]/.test(
      buffer
        .subarray(0, bytesRead)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } finally {
    await handle.close();
  }
}

async function jsonFileSource(file: string): Promise<TransferSource> {
  if ((await stat(file)).size > ARCHIVE_LIMITS.maxEntryInMemory)
    throw new ArchiveError(ARCHIVE_MESSAGES.jsonTooLarge);
  let json: unknown = null;
  try {
    json = parseJson(await readFile(file, 'utf8'));
  } catch {
    // Refused below with the same message as a JSON file without recipes.
  }
  // database.json uploaded on its own: the backup's recipes, without the photos its zip would carry.
  if (isMealieDatabase(json)) return mealieBackupSource(json, [], () => {});
  const single =
    json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  if (single && (isMealie(single) || isTandoor(single))) {
    const format = isMealie(single) ? FORMAT_NAMES.mealieExport : FORMAT_NAMES.tandoor;
    const item: SourceItem = {
      name: textOf(single.name) || path.basename(file),
      read: async () => readJson(single, []),
    };
    return { format, total: 1, items: toAsync([item]), close() {} };
  }
  const recipes = schemaOrgRecipes(json);
  if (recipes.length === 0) throw new ArchiveError(UNKNOWN_FORMAT);
  const items = recipes.map(
    (recipe, index): SourceItem => ({
      name: textOf(recipe.name) || `#${index + 1}`,
      read: async () => [importSchemaOrg(recipe, [])],
    }),
  );
  return { format: FORMAT_NAMES.schemaOrg, total: items.length, items: toAsync(items), close() {} };
}

async function* toAsync<T>(items: T[]) {
  yield* items;
}

async function appArchiveSource(archive: Archive): Promise<TransferSource> {
  const visible = visibleEntries(archive);
  const images = visible.filter((entry) => IMAGE_FILE.test(entry.name));
  const { textItems, labels, rest } = await textFormatItems(
    visible.filter((entry) => !IMAGE_FILE.test(entry.name)),
    images,
  );
  const recipes = rest.filter((entry) => RECIPE_FILE.test(entry.name));
  if (recipes.length === 0 && textItems.length === 0) throw new ArchiveError(ARCHIVE_MESSAGES.nothingFound);
  const items = [
    ...textItems,
    ...recipes.map(
      (entry): SourceItem => ({
        name: entry.name,
        read: () => readEntry(entry, imageBeside(entry, images), archive.budget),
      }),
    ),
  ];
  const formats = [
    ...[...labels].map(FORMAT_NAMES.app),
    ...(recipes.length > 0 ? [archiveFormat(recipes.map((entry) => entry.name))] : []),
  ];
  return {
    format: formats.length === 1 && formats[0] ? formats[0] : message('report.format.list', { formats }),
    total: items.length,
    items: toAsync(items),
    close: () => archive.close(),
  };
}

/**
 * The app an archive of recipe files comes from, by how each app lays its files out: Paprika's
 * .paprikarecipe files, Tandoor's inner zips, Mealie's <slug>/<slug>.json, Nextcloud's recipe.json.
 */
function archiveFormat(names: string[]): MessageRef {
  const all = (test: (name: string) => boolean) => names.length > 0 && names.every(test);
  const base = (name: string) => path.posix.basename(name);
  if (all((name) => /\.paprikarecipe$/i.test(name))) return FORMAT_NAMES.paprika;
  if (all((name) => /\.zip$/i.test(name))) return FORMAT_NAMES.tandoor;
  if (names.some((name) => /(?:^|\/)([^/]+)\/\1\.json$/.test(name))) return FORMAT_NAMES.mealieExport;
  if (all((name) => base(name) === 'recipe.json')) return FORMAT_NAMES.nextcloud;
  return FORMAT_NAMES.recipeArchive;
}

// Files the readers below recognise as they are (JSON, Paprika's gzip, Tandoor's inner zips).
const OWN_READER_FILE = /\.(paprikarecipe|zip|json|jsonld)$/i;

/**
 * The entries in another app's text format (Copy Me That's recipes.html, a Chowdown page, a CSV, a
 * .cook file), recognised by their opening bytes and read now so each recipe is an item of its own;
 * the other entries are left for the readers below.
 */
async function textFormatItems(entries: ArchiveEntry[], images: ArchiveEntry[]) {
  const textItems: SourceItem[] = [];
  const labels = new Set<string>();
  const rest: ArchiveEntry[] = [];
  for (const entry of entries) {
    const format =
      OWN_READER_FILE.test(entry.name) || entry.size > ARCHIVE_LIMITS.maxEntryInMemory
        ? null
        : detectText(await entryHead(entry).catch(() => Buffer.alloc(0)), entry.name);
    if (!format) {
      rest.push(entry);
      continue;
    }
    let text: string;
    try {
      text = decodeText(await entry.read());
    } catch (error) {
      // A damaged entry is its own report line; the rest of the archive is still read.
      if (!(error instanceof ItemError)) throw error;
      textItems.push({ name: entry.name, read: () => Promise.reject(error) });
      continue;
    }
    labels.add(format.label);
    textItems.push(...textFileItems({ name: entry.name, text }, format, imageFinder(entry, images)));
  }
  return { textItems, labels, rest };
}

/** The photo in a recipe's own folder (Nextcloud's full.jpg, Mealie's images/original.webp), if any. */
function imageBeside(entry: ArchiveEntry, images: ArchiveEntry[]): RecipeImage[] {
  const folder = path.posix.dirname(entry.name);
  if (folder === '.') return [];
  return recipePhoto(images.filter((image) => image.name.startsWith(`${folder}/`)));
}

/** The full-size image of these (else the first that is no smaller copy), read when it is attached. */
function recipePhoto(images: ArchiveEntry[]): RecipeImage[] {
  const base = (image: ArchiveEntry) => path.posix.basename(image.name);
  const chosen =
    images.find((image) => FULL_SIZE_IMAGE.test(base(image))) ??
    images.find((image) => !SMALLER_COPY.test(base(image)));
  if (!chosen) return [];
  return [{ fileName: chosen.name, read: () => chosen.read(PHOTO_LIMITS.bytes), cover: true, position: 0 }];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ItemError(message('report.file.notJson'));
  }
}

async function readEntry(
  entry: ArchiveEntry,
  images: RecipeImage[],
  budget: InflationBudget,
): Promise<ImportedRecipe[]> {
  const extension = path.extname(entry.name).toLowerCase();
  if (extension === '.paprikarecipe') {
    let inflated: Buffer;
    try {
      inflated = await gunzipAsync(await entry.read(), { maxOutputLength: ARCHIVE_LIMITS.maxEntryInMemory });
    } catch (error) {
      if (error instanceof ItemError) throw error;
      throw new ItemError(message('report.file.paprikaDamaged'));
    }
    spendInflation(budget, inflated.length);
    return [importForeign(fromPaprika(parseJson(inflated.toString('utf8')) as Record<string, unknown>))];
  }
  if (extension === '.zip') return readTandoorZip(await entry.read(), budget);
  const text = (await entry.read()).toString('utf8');
  if (extension === '.html' || extension === '.htm') return [await readHtml(text, images)];
  return readJson(parseJson(text), images);
}

function readJson(json: unknown, images: RecipeImage[]): ImportedRecipe[] {
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    const object = json as Record<string, unknown>;
    if (isMealie(object)) return [importForeign(fromMealie(object, images))];
    if (isTandoor(object)) return [importForeign(fromTandoor(object, images))];
  }
  const recipes = schemaOrgRecipes(json);
  if (recipes.length === 0) throw new ItemError(UNKNOWN_FORMAT);
  return recipes.map((recipe, index) => importSchemaOrg(recipe, index === 0 ? images : []));
}

/** A Tandoor export: each recipe an inner zip with recipe.json and its image, read with the same limits. */
async function readTandoorZip(bytes: Buffer, budget: InflationBudget): Promise<ImportedRecipe[]> {
  let inner: Archive;
  try {
    inner = await openArchive(bytes, budget);
  } catch (error) {
    // The upload's budget spent: the whole archive is refused, as one that declared too much would be.
    if (budget.remaining < 0) throw error;
    throw new ItemError(error instanceof ArchiveError ? error.text : UNKNOWN_FORMAT);
  }
  try {
    const recipe = inner.entries.find((entry) => path.posix.basename(entry.name) === 'recipe.json');
    if (!recipe) throw new ItemError(UNKNOWN_FORMAT);
    // The inner zip is closed when this returns: its photo is read now (a failure kept for the report).
    const images = await Promise.all(
      recipePhoto(inner.entries.filter((entry) => IMAGE_FILE.test(entry.name))).map(async (image) => ({
        ...image,
        read: await image.read().then(
          (bytes) => async () => bytes,
          (error: unknown) => async () => Promise.reject(error),
        ),
      })),
    );
    return readJson(parseJson((await recipe.read()).toString('utf8')), images);
  } finally {
    inner.close();
  }
}

/** A saved web page goes through the import's own reading of a page (in its worker, with its limits). */
async function readHtml(html: string, images: RecipeImage[]): Promise<ImportedRecipe> {
  try {
    const { draft } = await readSourceOffThread({ kind: 'text', text: html }, false);
    return importedFromDraft(draft, images);
  } catch (error) {
    if (error instanceof ImportError) throw new ItemError(message(error.messageKey, error.messageParams));
    throw error;
  }
}
