import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../db/client';
import { type ExportedPhoto, gatherPhotos } from './attachments';
import {
  BACKUP_CLOSING,
  BACKUP_FILE,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupRecipe,
  backupOpening,
} from './backup-format';
import { backupPages, EXPORT_PAGE_SIZE, readBackupRecipes, recipeTitles } from './library-pages';
import { recipeJsonLd } from './recipe-jsonld';

/** A file name from a title: lowercase letters and digits joined by '-', with the id's start to keep it unique. */
export function recipeFileName(recipe: { id: string; title: string }): string {
  const slug = recipe.title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'resepti'}-${recipe.id.slice(0, 8)}`;
}

/**
 * The whole library as a zip stream: recipes/<name>.jsonld per recipe, photos/, and backup.json.
 * Entries are added lazily: yazl asks for an entry's bytes only when it writes it, and the reader's
 * pace holds it back, so memory stays at a page of recipes whatever the library's size.
 *
 * An entry that cannot be read once the download has begun (a recipe or photo deleted meanwhile, the
 * database gone) ends the stream with that error: the download breaks off, the server goes on.
 */
export async function libraryZip(
  db: Database,
  userId: string,
  onError: (error: Error) => void = () => {},
): Promise<Readable> {
  const listed = await recipeTitles(db, userId);
  const ids = listed.map((recipe) => recipe.id);
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => {
    onError(error);
    output.destroy(error);
  });
  const page = pageCache(db, userId, ids);
  for (const [index, recipe] of listed.entries()) {
    addLazy(zip, `recipes/${recipeFileName(recipe)}.jsonld`, {}, async () =>
      Readable.from([`${JSON.stringify(recipeJsonLd(await page(index)), null, 2)}\n`]),
    );
  }
  for (const photo of await photoEntries(db, userId, ids)) {
    addLazy(zip, photo.file, { compress: false }, async () => Readable.from([await photo.bytes()]));
  }
  addLazy(zip, BACKUP_FILE, {}, async () => Readable.from(backupJson(db, userId, ids)));
  zip.end();
  return output;
}

/**
 * An entry whose stream is opened when yazl writes it. yazl pipes the stream without listening for its
 * errors, so a failing one is turned into the zip's error here rather than left unhandled.
 */
function addLazy(zip: ZipFile, name: string, options: { compress?: boolean }, open: () => Promise<Readable>) {
  zip.addReadStreamLazy(name, options, (callback) => {
    open().then(
      (stream) => {
        stream.once('error', (error) => zip.emit('error', error));
        callback(null, stream);
      },
      (error: Error) => callback(error, undefined as never),
    );
  });
}

/** Every photo of the library, gathered a page of recipes at a time. */
async function photoEntries(db: Database, userId: string, ids: readonly string[]) {
  const entries: ExportedPhoto[] = [];
  for (let at = 0; at < ids.length; at += EXPORT_PAGE_SIZE) {
    const page = await gatherPhotos(db, userId, ids.slice(at, at + EXPORT_PAGE_SIZE));
    for (const photos of page.values()) entries.push(...photos);
  }
  return entries;
}

async function* backupJson(db: Database, userId: string, ids: readonly string[]) {
  const header = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    recipeCount: ids.length,
  } as const;
  yield backupOpening(header);
  let first = true;
  for await (const recipes of backupPages(db, userId, ids)) {
    for (const recipe of recipes) {
      yield `${first ? '' : ',\n'}${JSON.stringify(recipe)}`;
      first = false;
    }
  }
  yield `\n${BACKUP_CLOSING}`;
}

/** Recipe `index` of `ids`, read a page at a time as the zip asks for them in order. */
function pageCache(db: Database, userId: string, ids: readonly string[]) {
  let start = -1;
  let loaded: Promise<Map<string, BackupRecipe>> = Promise.resolve(new Map());
  return async (index: number): Promise<BackupRecipe> => {
    const pageStart = index - (index % EXPORT_PAGE_SIZE);
    if (pageStart !== start) {
      start = pageStart;
      loaded = readBackupRecipes(db, userId, ids.slice(pageStart, pageStart + EXPORT_PAGE_SIZE)).then(
        (recipes) => new Map(recipes.map((recipe) => [recipe.id, recipe])),
      );
    }
    const recipe = (await loaded).get(ids[index]!);
    if (!recipe) throw new Error('The recipe was deleted while the library was exported');
    return recipe;
  };
}
