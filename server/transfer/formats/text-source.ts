import path from 'node:path';
import { tooComplexMessage } from '#server/import/import-errors.ts';
import { HtmlTooComplexError } from '#server/import/read/bounded-html.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { message } from '#shared/messages/message-ref.ts';
import type { ArchiveEntry } from '../archive/archive';
import type { RecipeImage } from '../attachments';
import { ItemError, type SourceItem } from '../imported-recipe';
import { textFormatOf } from '.';
import { importForeign } from './foreign-recipe';
import { DETECT_HEAD_BYTES, type FindImage, type TextFile, type TextFormat } from './text-format';

/**
 * A text file in another app's format as report items, one per recipe and named by it ("recipes.html:
 * Classic Stuffed Shells"), so the report says what happened to each. A file that cannot be read is
 * one item whose reading gives the reason.
 */
export function textFileItems(file: TextFile, format: TextFormat, findImage: FindImage): SourceItem[] {
  let recipes: ReturnType<TextFormat['read']>;
  try {
    recipes = format.read(file, findImage);
  } catch (error) {
    const reason = readingError(error);
    return [{ name: `${file.name} (${format.label})`, read: () => Promise.reject(reason) }];
  }
  if (recipes.length === 0) {
    return [
      {
        name: `${file.name} (${format.label})`,
        read: () =>
          Promise.reject(new ItemError(message('report.file.noRecipesOfFormat', { format: format.label }))),
      },
    ];
  }
  return recipes.map((recipe, index) => ({
    name: `${file.name} (${format.label}): ${recipe.title || `#${index + 1}`}`,
    read: async () => [importForeign(recipe)],
  }));
}

/** What a hostile file's reading threw, as the report's reason: a page nested or sized past the limits. */
function readingError(error: unknown): ItemError {
  if (error instanceof ItemError) return error;
  if (error instanceof HtmlTooComplexError) return new ItemError(tooComplexMessage(error.limit));
  // A stack overflow is input nested past what any reader handles.
  if (error instanceof RangeError) return new ItemError(tooComplexMessage('depth'));
  throw error;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const WINDOWS_1252 = new TextDecoder('windows-1252');

/**
 * A text file's characters: UTF-8 (what the current apps write), else Windows-1252 — the older
 * programs' exports (Meal-Master files, CSVs saved from Excel) are not UTF-8, and read as UTF-8 their
 * accented letters would become replacement marks.
 */
export function decodeText(bytes: Buffer): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    return WINDOWS_1252.decode(bytes);
  }
}

/** The format of a text by its opening bytes, or null (binary files are no text format). */
export function detectText(head: Buffer, name: string) {
  const text = decodeText(head);
  if (text.includes('\0')) return null;
  return textFormatOf(text, name);
}

/** An entry's first bytes, without inflating the rest. */
export async function entryHead(entry: ArchiveEntry): Promise<Buffer> {
  const stream = await entry.stream();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= DETECT_HEAD_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, DETECT_HEAD_BYTES);
}

/**
 * The images a text entry names, looked up in its archive: the path relative to the entry (Copy Me
 * That's "images/x.jpg"), else the one image of that file name anywhere in it (Chowdown's "x.jpg" in
 * the site's images/ folder).
 */
export function imageFinder(entry: ArchiveEntry, images: readonly ArchiveEntry[]): FindImage {
  return (reference) => {
    let wanted = reference.trim();
    try {
      wanted = decodeURIComponent(wanted);
    } catch {
      // Kept as written.
    }
    if (!wanted || /^[a-z]+:/i.test(wanted)) return [];
    const relative = path.posix.normalize(path.posix.join(path.posix.dirname(entry.name), wanted));
    const byName = images.filter((image) => path.posix.basename(image.name) === path.posix.basename(wanted));
    const found = images.find((image) => image.name === relative) ?? (byName.length === 1 ? byName[0] : null);
    if (!found) return [];
    const image: RecipeImage = {
      fileName: found.name,
      read: () => found.read(PHOTO_LIMITS.bytes),
      cover: true,
      position: 0,
    };
    return [image];
  };
}
