import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '#server/db/client.ts';
import {
  BACKUP_CLOSING,
  BACKUP_FILE,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  backupOpening,
} from '../archive/backup-format';
import { gatherPhotos } from '../attachments';
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
 * Recipes are read a page at a time and the next page only once yazl has reached the end of this
 * one; photos and backup.json are lazy entries, read when yazl writes them. The reader's pace holds
 * it all back, so memory stays at a page of recipes whatever the library's size. A recipe deleted
 * before its page is read is left out.
 *
 * An entry that cannot be read once it is due (a photo deleted meanwhile, the database gone) ends the
 * stream with that error: the download breaks off, the server goes on.
 */
export async function libraryZip(
  db: Database,
  userId: string,
  onError: (error: Error) => void = () => {},
): Promise<Readable> {
  const ids = (await recipeTitles(db, userId)).map((recipe) => recipe.id);
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let ended = false;
  const fail = (error: Error) => {
    if (ended) return;
    ended = true;
    onError(error);
    output.destroy(error);
  };
  zip.on('error', fail);
  // A reader that goes away (or an error) stops yazl: the page loop must not wait for it forever.
  let wake: (() => void) | null = null;
  output.once('close', () => {
    ended = true;
    wake?.();
  });
  void (async () => {
    for (let at = 0; at < ids.length && !ended; at += EXPORT_PAGE_SIZE) {
      const page = ids.slice(at, at + EXPORT_PAGE_SIZE);
      const photos = await gatherPhotos(db, userId, page);
      // The JSON-LD files carry no history: backup.json reads the versions, page by page, once.
      const recipes = await readBackupRecipes(db, userId, page, { photos, versions: false });
      const entries: { name: string; compress: boolean; open: () => Promise<Readable> }[] = [
        ...recipes.map((recipe) => ({
          name: `recipes/${recipeFileName(recipe)}.jsonld`,
          compress: true,
          open: async () => Readable.from([`${JSON.stringify(recipeJsonLd(recipe), null, 2)}\n`]),
        })),
        ...[...photos.values()].flat().map((photo) => ({
          name: photo.file,
          compress: false,
          open: async () => Readable.from([await photo.bytes()]),
        })),
      ];
      if (entries.length === 0) continue;
      await new Promise<void>((reached) => {
        wake = reached;
        for (const [index, entry] of entries.entries()) {
          addLazy(zip, entry.name, { compress: entry.compress }, () => {
            if (index === entries.length - 1) reached();
            return entry.open();
          });
        }
      });
      wake = null;
    }
    if (ended) return;
    addLazy(zip, BACKUP_FILE, {}, async () => Readable.from(backupJson(db, userId, ids)));
    zip.end();
  })().catch(fail);
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
