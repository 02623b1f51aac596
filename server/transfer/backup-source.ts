import { z } from 'zod';
import { PHOTO_LIMITS } from '../../shared/photos';
import { RECIPE_FIELDS } from '../recipes/recipe-row';
import type { VersionChanges } from '../recipes/recipe-versions';
import type { Archive, ArchiveEntry } from './archive';
import { ArchiveError } from './archive';
import { ARCHIVE_LIMITS } from './archive-limits';
import type { RecipeImage } from './attachments';
import {
  BACKUP_FILE,
  backupHeaderSchema,
  backupRecipeSchema,
  type ParsedBackupRecipe,
} from './backup-format';
import { boundedLines } from './bounded-lines';
import { type ImportedRecipe, ItemError, type SourceItem, type TransferSource } from './imported-recipe';

const UNREADABLE = 'backup.json ei ole tämän sovelluksen varmuuskopio tai se on vioittunut.';
const TOO_LONG = 'Resepti hylättiin: sen rivi on liian pitkä luettavaksi.';

export function isBackup(archive: Archive): boolean {
  return archive.entries.some((entry) => entry.name === BACKUP_FILE);
}

/**
 * A backup zip: backup.json read line by line (one recipe per line, as the export writes it), each
 * recipe with its versions and its photos from the zip's photos/ folder.
 */
export async function backupSource(
  archive: Archive,
  maxLine: number = ARCHIVE_LIMITS.maxEntryInMemory,
): Promise<TransferSource> {
  const file = archive.entries.find((entry) => entry.name === BACKUP_FILE)!;
  if (file.size > ARCHIVE_LIMITS.maxBackupJson) throw new ArchiveError(UNREADABLE);
  const photos = new Map(archive.entries.filter((e) => e.name.startsWith('photos/')).map((e) => [e.name, e]));
  const lines = boundedLines(await file.stream(), maxLine);
  // A stream that fails mid-file (a corrupt entry) refuses the archive with a message, not a crash.
  const nextLine = async () => {
    try {
      return await lines.next();
    } catch {
      throw new ArchiveError(UNREADABLE);
    }
  };
  const first = await nextLine();
  const header = backupHeaderSchema.safeParse(
    parseHeader(first.done || !('text' in first.value) ? '' : first.value.text),
  );
  if (!header.success) throw new ArchiveError(UNREADABLE);
  async function* items(): AsyncGenerator<SourceItem> {
    let position = 0;
    for (let next = await nextLine(); !next.done; next = await nextLine()) {
      const read = next.value;
      const line = 'text' in read ? read.text.replace(/,$/, '').trim() : null;
      if (line === '' || line === ']}') continue;
      position += 1;
      yield {
        name: `${BACKUP_FILE} #${position}`,
        read: () => (line === null ? Promise.reject(new ItemError(TOO_LONG)) : readRecipeLine(line, photos)),
      };
    }
  }
  return { total: header.data.recipeCount, items: items(), close: () => archive.close() };
}

/** `{"format":…,"recipes":[` → the header object. */
function parseHeader(line: string): unknown {
  const opening = line.trim();
  if (!opening.endsWith('"recipes":[')) return null;
  try {
    return JSON.parse(`${opening.slice(0, -'"recipes":['.length).replace(/,$/, '')}}`);
  } catch {
    return null;
  }
}

async function readRecipeLine(line: string, photos: Map<string, ArchiveEntry>): Promise<ImportedRecipe[]> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new ItemError('Rivi ei ole kelvollista JSONia.');
  }
  const parsed = backupRecipeSchema.safeParse(json);
  if (!parsed.success)
    throw new ItemError(`Resepti hylättiin: ${z.prettifyError(parsed.error).split('\n')[0]}`);
  return [restoredRecipe(parsed.data, photos)];
}

function restoredRecipe(recipe: ParsedBackupRecipe, photos: Map<string, ArchiveEntry>): ImportedRecipe {
  const { versions, photos: listed, createdAt, updatedAt, ...input } = recipe;
  const images: RecipeImage[] = [];
  for (const photo of listed) {
    const entry = photos.get(photo.file);
    if (entry)
      images.push({
        fileName: photo.file,
        read: () => entry.read(PHOTO_LIMITS.bytes),
        cover: photo.cover,
        position: photo.position,
      });
  }
  return {
    input,
    history: {
      ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
      ...(updatedAt ? { updatedAt: new Date(updatedAt) } : {}),
      // A version that only re-ordered photos names photo ids of the old library: it is left out.
      versions: versions
        .map((v) => ({
          version: v.version,
          createdAt: new Date(v.createdAt),
          changes: knownFields(v.changes),
        }))
        .filter((v) => Object.keys(v.changes).length > 0),
    },
    images,
  };
}

/** A version keeps only fields a recipe has: what restore-version can put back. */
function knownFields(changes: Record<string, unknown>): VersionChanges {
  return Object.fromEntries(
    RECIPE_FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]),
  );
}
