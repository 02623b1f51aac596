/**
 * When two recipe titles count as possible duplicates (spec 4: one contains the other,
 * case-insensitively): their keys are equal and non-empty, or the shorter is containable and occurs in
 * the longer. duplicate-flags.ts applies the rule in memory, duplicate-sync.ts in SQL; the tests check
 * that both agree with a naive pairwise reading of it.
 */

/**
 * A title shorter than this is a duplicate only of an identical title: otherwise a recipe called "Pi"
 * would flag every title with "pi" in it. Three characters is also the length from which the trigram
 * index can answer a substring search.
 */
export const MIN_CONTAINED_LENGTH = 3;

/** Case-insensitive comparison key. PostgreSQL's lower() agrees with it under a UTF-8 ctype. */
export function titleKey(title: string): string {
  return title.toLowerCase();
}

/** Whether a key is long enough to count when contained in another (char_length in SQL: code points). */
export function isContainable(key: string): boolean {
  // A UTF-16 string has at most two units per code point, so a long one needs no counting.
  if (key.length >= 2 * MIN_CONTAINED_LENGTH) return true;
  let count = 0;
  for (const _ of key) count++;
  return count >= MIN_CONTAINED_LENGTH;
}
