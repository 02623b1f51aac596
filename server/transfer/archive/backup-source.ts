import { z } from 'zod';
import { RECIPE_FIELDS } from '#server/recipes/recipe-row.ts';
import { VERSION_LIMITS, type VersionChanges } from '#server/recipes/recipe-versions.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { message } from '#shared/messages/message-ref.ts';
import { recipeInput } from '#shared/recipes/recipe.ts';
import type { RecipeImage } from '../attachments';
import { FORMAT_NAMES } from '../formats/format-names';
import {
  type ImportedRecipe,
  ItemError,
  refusedRecipe,
  type SourceItem,
  type TransferSource,
} from '../imported-recipe';
import type { Archive, ArchiveEntry } from './archive';
import { ArchiveError } from './archive';
import { ARCHIVE_LIMITS } from './archive-limits';
import {
  BACKUP_FILE,
  BACKUP_VERSION,
  backupHeaderSchema,
  backupRecipeSchema,
  type ParsedBackupRecipe,
} from './backup-format';
import { boundedLines } from './bounded-lines';

const UNREADABLE = message('report.backup.unreadable');
const NEWER_VERSION = message('report.backup.tooNew');
const TOO_LONG = message('report.file.lineTooLong');

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
  if (header.data.version > BACKUP_VERSION) throw new ArchiveError(NEWER_VERSION);
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
  return {
    format: FORMAT_NAMES.ownBackup,
    total: header.data.recipeCount,
    items: items(),
    close: () => archive.close(),
  };
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
    throw new ItemError(message('report.file.lineNotJson'));
  }
  const parsed = backupRecipeSchema.safeParse(json);
  if (!parsed.success) throw refusedRecipe(parsed.error);
  return [restoredRecipe(parsed.data, photos)];
}

function restoredRecipe(recipe: ParsedBackupRecipe, photos: Map<string, ArchiveEntry>): ImportedRecipe {
  const { versions, photos: listed, createdAt, updatedAt, ...input } = recipe;
  const byNumber = new Map<number, { version: number; createdAt: Date; changes: VersionChanges }>();
  let dropped = 0;
  let repeated = 0;
  for (const v of versions) {
    const changes = validChanges(v.changes);
    if (!changes) dropped += 1;
    else if (byNumber.has(v.version)) repeated += 1;
    else byNumber.set(v.version, { version: v.version, createdAt: new Date(v.createdAt), changes });
  }
  // A version that only re-ordered photos names photo ids of the old library: it is left out.
  const meaningful = [...byNumber.values()]
    .filter((v) => Object.keys(v.changes).length > 0)
    .sort((a, b) => a.version - b.version);
  const pruned = Math.max(0, meaningful.length - VERSION_LIMITS.kept);
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
  const notes = [
    ...(dropped > 0 ? [message('report.versionsDropped', { count: dropped })] : []),
    ...(repeated > 0 ? [message('report.versionsRepeated', { count: repeated })] : []),
    ...(pruned > 0 ? [message('report.versionsPruned', { count: pruned, kept: VERSION_LIMITS.kept })] : []),
  ];
  return {
    input,
    history: {
      ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
      ...(updatedAt ? { updatedAt: new Date(updatedAt) } : {}),
      versions: meaningful.slice(pruned),
    },
    images,
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/**
 * What a version may hold: earlier values of a recipe's fields as the save rules accept them, and the
 * photos' order. Anything else would be stored under a real field's name and fail when restored.
 */
const versionChanges = recipeInput
  .partial()
  .extend({ photoIds: z.array(z.string()).optional() })
  .strict();

/**
 * A version's changes as restore-version can put them back (photo ids left out), or null if invalid.
 * The values are kept as stored (not as parsed) so that a round trip gives the same history.
 */
function validChanges(changes: Record<string, unknown>): VersionChanges | null {
  if (!versionChanges.safeParse(changes).success) return null;
  return Object.fromEntries(
    RECIPE_FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]),
  );
}
