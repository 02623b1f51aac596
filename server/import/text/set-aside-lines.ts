/**
 * The lines a page's text reader set aside inside a list: a run of them with a line the reader kept in
 * that list right before it and right after it. Such a run is the list's own (a tip among the
 * ingredients), so its words are owed to the draft (reconcile/word-conservation.ts). A list is often
 * gathered from two stretches of a page (a blog's notes on its ingredients, then the recipe card), and
 * what stands between them, or after the list's end, is the site's: "Jump to Recipe", "Pin Recipe",
 * ratings, related posts — so a run counts only when nothing else breaks it, and only lines the reader
 * itself took for the list and set aside (`setAside`) make it up.
 */

import type { TextLine } from './text-lines';

/** The lines of `setAside` that stand, in `all` (by `at`), in a run between two of `kept`. */
export function setAsideWithin(
  all: readonly TextLine[],
  kept: readonly TextLine[],
  setAside: readonly TextLine[],
): string[] {
  const keptAt = new Set(kept.map((line) => line.at));
  const asideAt = new Set(setAside.map((line) => line.at));
  const within: string[] = [];
  let run: string[] = [];
  let opened = false;
  for (const line of all) {
    if (keptAt.has(line.at)) {
      within.push(...run);
      run = [];
      opened = true;
    } else if (opened && asideAt.has(line.at)) run.push(line.text);
    else {
      run = [];
      opened = false;
    }
  }
  return within;
}
