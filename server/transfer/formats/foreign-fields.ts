/**
 * What every other app's reader needs to turn its fields into ours, read the one way the import reads
 * them: yields through the yield reader, durations through the duration reader, ingredient parts
 * composed into one line for the line parser, photos as images for the one photo pipeline. A reader
 * calls these; it never parses numbers of its own (no parseFloat of "about 20 rolls").
 */

import { durationMinutes } from '#server/import/values/duration.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { parseLooseNumber } from '#shared/text/numbers.ts';
import type { ArchiveEntry } from '../archive/archive';
import type { RecipeImage } from '../attachments';

/** The labels of the notes lines a field keeps its own words in, one wording for every format. */
export const FIELD_LABELS = {
  yield: 'Annokset',
  prepTime: 'Valmisteluaika',
  cookTime: 'Kypsennysaika',
  totalTime: 'Kokonaisaika',
  nutrition: 'Ravintoarvot',
  rating: 'Arvio',
  difficulty: 'Vaikeus',
  tags: 'Tunnisteet',
  source: 'Lähde',
} as const;

/** A source the app names: a web address is the recipe's link; anything else is kept in the notes. */
export function sourceOf(value: unknown): { sourceUrl: string | null; notes: string[] } {
  const text = textOf(value);
  return /^https?:\/\/\S+$/i.test(text)
    ? { sourceUrl: text, notes: [] }
    : { sourceUrl: null, notes: labelled(FIELD_LABELS.source, text) };
}

/** Text of a value that may be a string, a number or a list of them; '' otherwise. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  return '';
}

/** "Label: value" when there is a value, for the notes. */
export function labelled(label: string, value: unknown): string[] {
  const text = textOf(value);
  return text ? [`${label}: ${text}`] : [];
}

/** A value that is only a number ("4", 4, "4.0"): nothing of it is lost when it becomes the number. */
const BARE_NUMBER = /^\d+(?:[.,]\d+)?$/;

/**
 * Servings from an app's yield ("about 20 rolls" → 20, "4", "Serves 4–6" → 4), through the import's
 * yield reader, with the yield's words kept for the notes when they say more than the number.
 * `counted` is an app's own numeric servings field, which wins when it is set.
 */
export function yieldOf(written: unknown, counted?: unknown): { servings: number | null; notes: string[] } {
  const number = typeof counted === 'number' || typeof counted === 'string' ? yieldServings(counted) : null;
  const text = textOf(written);
  const servings = number ?? yieldServings(text);
  return { servings, notes: text && !BARE_NUMBER.test(text) ? labelled(FIELD_LABELS.yield, text) : [] };
}

/** Minutes of a duration as apps write it ("PT1H20M", "1 hour 20 min", "45", 45); 0 when unknown. */
export function minutesOf(value: unknown): number {
  return durationMinutes(typeof value === 'number' ? value : textOf(value));
}

/**
 * The three times in minutes, and their words in the notes when the words say more than a number of
 * minutes ("10-13 Minutes", "overnight"): the chef's wording is never replaced by our reading of it.
 */
export function timesOf(times: { prep?: unknown; cook?: unknown; total?: unknown }): {
  prepTime: number;
  cookTime: number;
  totalTime: number;
  notes: string[];
} {
  const kept = (label: string, value: unknown) => {
    const text = textOf(value);
    return text && !BARE_NUMBER.test(text) && !/^P[\dT]/i.test(text) ? labelled(label, text) : [];
  };
  return {
    prepTime: minutesOf(times.prep),
    cookTime: minutesOf(times.cook),
    totalTime: minutesOf(times.total),
    notes: [
      ...kept(FIELD_LABELS.prepTime, times.prep),
      ...kept(FIELD_LABELS.cookTime, times.cook),
      ...kept(FIELD_LABELS.totalTime, times.total),
    ],
  };
}

/**
 * One ingredient line from an app's parts (amount, unit, food, note), as the app itself shows it, for
 * the one line parser. A zero or missing amount is no amount ("salt to taste").
 */
export function composedLine(parts: { quantity?: unknown; unit?: unknown; food?: unknown; note?: unknown }) {
  const quantity = textOf(parts.quantity);
  return [quantity === '0' ? '' : quantity, textOf(parts.unit), textOf(parts.food), textOf(parts.note)]
    .filter(Boolean)
    .join(' ');
}

/** Nutrition as one notes line ("Ravintoarvot: calories 250 kcal, fat_content 9 g"), empty values left out. */
export function nutritionLine(nutrition: unknown): string[] {
  if (!nutrition || typeof nutrition !== 'object') return labelled(FIELD_LABELS.nutrition, nutrition);
  const parts = Object.entries(nutrition)
    .filter(([key, value]) => !key.startsWith('@') && textOf(value))
    .map(([key, value]) => `${key} ${textOf(value)}`);
  return parts.length > 0 ? [`${FIELD_LABELS.nutrition}: ${parts.join(', ')}`] : [];
}

/** A rating out of five, for the notes (there is no rating field); none when unrated. */
export function ratingLine(rating: unknown): string[] {
  const value = parseLooseNumber(typeof rating === 'number' ? rating : textOf(rating)) ?? 0;
  return value > 0 ? labelled(FIELD_LABELS.rating, `${value}/5`) : [];
}

/** An archive entry as a recipe's photo: read only when attached, through the photo pipeline's limits. */
export function entryPhoto(entry: ArchiveEntry, position: number): RecipeImage {
  return {
    fileName: entry.name,
    read: () => entry.read(PHOTO_LIMITS.bytes),
    cover: position === 0,
    position,
  };
}

/** Bytes an app carries inline (Paprika's base64 photo_data) as a recipe's photo. */
export function inlinePhoto(fileName: string, base64: string, position: number): RecipeImage {
  return { fileName, read: async () => Buffer.from(base64, 'base64'), cover: position === 0, position };
}
