/**
 * Structured data lists a recipe's ingredient lines flat where the page's recipe card shows them under
 * headings ("For the Chili Paste", "Glaze"): the chef's components. The two copies rarely agree letter
 * for letter — the card adds a second measure ("1 cup (226 g) butter"), spells a unit out ("teaspoon"
 * for "tsp"), drops a bracket — so their lines are aligned by their words, in order, and the data's
 * lines take the card's grouping where most of them agree (ADR 0043).
 */

import type { LineGroup } from '../extracted-recipe';
import { recipeWords } from './recipe-words';

/**
 * Two lines are one ingredient when at least this share of the shorter line's words is in the other:
 * "1/2 teaspoon" of a card that shows its spice's name apart still meets "1/2 tsp … Garlic Powder".
 */
const SAME_LINE = 0.5;
/** At least this share of each copy's lines must meet one of the other's: the same list, twice. */
const MOSTLY = 0.7;

/** The share of the shorter line's words that the other holds (0 when either has none). */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / small.size;
}

/**
 * For each line of `a`, the index of the line of `b` it is aligned with, or -1: the order-keeping pairing
 * of lines that share most words, with the most words shared in all (an alignment by dynamic programming,
 * as a diff aligns two texts).
 */
export function alignLines(a: readonly string[], b: readonly string[]): number[] {
  const wordsA = a.map((line) => new Set(recipeWords(line)));
  const wordsB = b.map((line) => new Set(recipeWords(line)));
  const score = (i: number, j: number) => {
    const s = overlap(wordsA[i]!, wordsB[j]!);
    return s >= SAME_LINE ? s : -1;
  };
  // best[i][j]: the best alignment of a's first i lines with b's first j.
  const best = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const s = score(i - 1, j - 1);
      best[i]![j] = Math.max(best[i - 1]![j]!, best[i]![j - 1]!, s < 0 ? 0 : best[i - 1]![j - 1]! + s);
    }
  }
  const pairs = new Array<number>(a.length).fill(-1);
  for (let i = a.length, j = b.length; i > 0 && j > 0; ) {
    const s = score(i - 1, j - 1);
    if (s >= 0 && best[i]![j] === best[i - 1]![j - 1]! + s) {
      pairs[i - 1] = j - 1;
      i--;
      j--;
    } else if (best[i]![j] === best[i - 1]![j]) i--;
    else j--;
  }
  return pairs;
}

/**
 * The data's lines under the card's group headings, each with the group of the card's line it meets (a
 * line the card does not show stays with the line before it), when most lines of each copy meet one of
 * the other's and every group of the card holds one of the data's lines. Else null: the card shows
 * another list, or groups the data cannot follow.
 */
export function groupAsShown(lines: readonly string[], shown: readonly LineGroup[]): LineGroup[] | null {
  const shownLines = shown.flatMap((g) => g.lines);
  const groupOf = shown.flatMap((g, k) => g.lines.map(() => k));
  const pairs = alignLines(lines, shownLines);
  const met = pairs.filter((j) => j >= 0).length;
  if (met < MOSTLY * lines.length || met < MOSTLY * shownLines.length) return null;
  let group = 0;
  const groupIndex = pairs.map((j) => {
    if (j >= 0) group = groupOf[j]!;
    return group;
  });
  const grouped = shown.map((g, k) => ({ name: g.name, lines: lines.filter((_, i) => groupIndex[i] === k) }));
  return grouped.every((g) => g.lines.length > 0) ? grouped : null;
}
