import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PHOTO_LIMITS } from '../../shared/photos';
import { ImportError } from '../import/import-errors';
import { readSourceOffThread } from '../import/read-source-off-thread';
import {
  type Archive,
  type ArchiveEntry,
  ArchiveError,
  type InflationBudget,
  openArchive,
  spendInflation,
} from './archive';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from './archive-limits';
import type { RecipeImage } from './attachments';
import { backupSource, isBackup } from './backup-source';
import { importedFromDraft, importForeign } from './formats/foreign-recipe';
import { fromMealie, isMealie, isMealieServerBackup, MEALIE_SERVER_BACKUP } from './formats/mealie';
import { fromPaprika } from './formats/paprika';
import { importSchemaOrg, schemaOrgRecipes } from './formats/schema-org';
import { fromTandoor, isTandoor } from './formats/tandoor';
import { type ImportedRecipe, ItemError, type SourceItem, type TransferSource } from './imported-recipe';

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
const UNKNOWN_FORMAT = 'Tiedostossa ei ole reseptiä tunnetussa muodossa.';

/**
 * What an uploaded file holds, as report items: our backup, or other apps' archives (Mealie, Tandoor,
 * Paprika, Nextcloud Cookbook, RecipeSage, any zip or folder of schema.org JSON-LD or HTML pages), or
 * one JSON file of schema.org recipes (RecipeSage's JSON-LD export).
 */
export async function openTransferSource(
  file: string,
  inflationCap: number = ARCHIVE_LIMITS.maxTotalUncompressed,
): Promise<TransferSource> {
  if (await startsLikeJson(file)) return jsonFileSource(file);
  const archive = await openArchive(file, { remaining: inflationCap });
  try {
    if (isBackup(archive)) return await backupSource(archive);
    return appArchiveSource(archive);
  } catch (error) {
    archive.close();
    throw error;
  }
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
  let recipes: Record<string, unknown>[] = [];
  try {
    recipes = schemaOrgRecipes(parseJson(await readFile(file, 'utf8')));
  } catch {
    // Refused below with the same message as a JSON file without recipes.
  }
  if (recipes.length === 0) throw new ArchiveError(UNKNOWN_FORMAT);
  const items = recipes.map(
    (recipe, index): SourceItem => ({
      name: `${path.basename(file)} #${index + 1}`,
      read: async () => [importSchemaOrg(recipe, [])],
    }),
  );
  return { total: items.length, items: toAsync(items), close() {} };
}

async function* toAsync<T>(items: T[]) {
  yield* items;
}

function appArchiveSource(archive: Archive): TransferSource {
  const visible = archive.entries.filter(
    (entry) => !entry.name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX'),
  );
  const recipes = visible.filter((entry) => RECIPE_FILE.test(entry.name));
  const images = visible.filter((entry) => IMAGE_FILE.test(entry.name));
  if (recipes.length === 0) throw new ArchiveError(ARCHIVE_MESSAGES.nothingFound);
  const items = recipes.map(
    (entry): SourceItem => ({
      name: entry.name,
      read: () => readEntry(entry, imageBeside(entry, images), archive.budget),
    }),
  );
  return { total: items.length, items: toAsync(items), close: () => archive.close() };
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
    throw new ItemError('Tiedosto ei ole kelvollista JSONia.');
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
      throw new ItemError('Paprika-reseptiä ei voitu purkaa (ei gzip-tiedosto tai liian suuri).');
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
    if (isMealieServerBackup(object)) throw new ItemError(MEALIE_SERVER_BACKUP);
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
    throw new ItemError(error instanceof Error ? error.message : UNKNOWN_FORMAT);
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
    if (error instanceof ImportError) throw new ItemError(error.message);
    throw error;
  }
}
