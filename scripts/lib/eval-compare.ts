/**
 * How the page evaluation compares what the import found with what a page's expectation says: strictly
 * (whitespace collapsed) or tolerantly (case, how a fraction is typed, spaces before punctuation).
 */

import { recipeWords } from '#server/import/reconcile/recipe-words.ts';
import { withCanonicalNumbers } from '#server/import/values/number-spelling.ts';

/** Runs of whitespace → one space, trimmed; soft hyphens, which a reader never sees, left out. */
export function strict(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lowercase, every number in one spelling, no space before punctuation or inside brackets. */
export function tolerant(text: string): string {
  return withCanonicalNumbers(strict(text).toLowerCase())
    .replace(/\s+(?=[,.;:!?)\]])/g, '')
    .replace(/([([])\s+/g, '$1');
}

/**
 * The words of a text, lowercased: what must never go missing. They are counted as the import's own
 * word-conservation invariant counts them (recipeWords): runs of letters or of digits, so "250g" and
 * "250 g" hold the same words, as do "1½" and "1 1/2", and "2 tbsp" and "2 tablespoon".
 */
export function words(text: string): readonly string[] {
  return recipeWords(strict(text));
}

/** Length of the longest common subsequence: how many lines agree, in order. */
export function matchedInOrder(got: readonly string[], want: readonly string[]): number {
  let previous = new Array<number>(want.length + 1).fill(0);
  for (const line of got) {
    const row = [0];
    for (let j = 0; j < want.length; j++) {
      row.push(line === want[j] ? previous[j]! + 1 : Math.max(previous[j + 1]!, row[j]!));
    }
    previous = row;
  }
  return previous[want.length]!;
}

/**
 * Expected lines some of whose words appear nowhere in what the import found for that list (and in
 * `elsewhere`: the other places of the draft a word may go — group names, equipment, notes).
 */
export function linesLosingWords(
  got: readonly string[],
  want: readonly string[],
  elsewhere: readonly string[] = [],
): string[] {
  const found = new Set([...got, ...elsewhere].flatMap(words));
  return want.filter((line) => words(line).some((word) => !found.has(word)));
}

/** The expectation's list: an array of lines, or one newline-separated string. */
export function expectedLines(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.split(/\r?\n/).map(strict).filter(Boolean);
  if (Array.isArray(value)) return value.map((line) => strict(String(line))).filter(Boolean);
  return undefined;
}

/** A group's name as it is compared: "For the Glaze:" and "glaze" agree. */
export function groupName(name: string): string {
  return tolerant(name)
    .replace(/[:：]$/, '')
    .replace(/^for (?:the )?/, '')
    .trim();
}
