/**
 * The import's last check, on every page and paste: every word of the recipe's lines, in any copy the
 * source holds, reaches the draft — as a line, a component's name, equipment or notes. A line whose words
 * a step lost comes back as its source wrote it, marked for the chef to check (ADR 0026).
 */

import { type CheckedLine, LINE_CHECK_REASONS } from '#shared/import-review.ts';
import { parseIngredientLine } from '#shared/ingredients.ts';
import { type Ingredient, LIMITS, type RecipeDraft } from '#shared/recipes/recipe.ts';
import { clipText } from '../draft-limits';
import { letters } from '../text/text-shape';
import { missingWords, recipeWords, wordSet } from './recipe-words';

/** The recipe's lines in every copy the import read: the lines it chose and those of the other copies. */
export interface RecipeCopies {
  ingredients: readonly string[];
  instructions: readonly string[];
  /** Lines of no list (a paste's every line): one whose words went nowhere joins the notes. */
  elsewhere?: readonly string[];
  /**
   * Whether a line was read as the recipe's structure, not as words: a section heading
   * ("Ainekset"), a yield or a time ("4 annosta", "Valmistusaika 30 min") the draft holds as its fields.
   */
  readAsStructure?: (line: string) => boolean;
}

/**
 * Everything of a draft the chef reads, where a word of a source line may rightly have gone: its lines
 * (as `lists` gives them, else as written), component names, equipment and notes. The one list the
 * invariant, its corpus test and `eval:import` count against.
 */
export function readableText(
  draft: RecipeDraft,
  lists: { ingredients: readonly string[]; instructions: readonly string[] } = {
    ingredients: draft.ingredients.map((i) => i.original ?? i.name),
    instructions: draft.instructions,
  },
): string[] {
  return [
    draft.title,
    draft.description,
    ...lists.ingredients,
    ...lists.instructions,
    ...draft.components.map((c) => c.name ?? ''),
    ...draft.equipment,
    draft.notes,
  ];
}

/** The words a draft holds anywhere the chef will read them; without one list's line `at` if given. */
function draftWords(
  draft: RecipeDraft,
  lists: { ingredients: readonly string[]; instructions: readonly string[] },
  without?: { list: 'ingredients' | 'instructions'; at: number },
): Set<string> {
  const others = (list: 'ingredients' | 'instructions') =>
    without?.list === list ? lists[list].filter((_, i) => i !== without.at) : lists[list];
  return wordSet(
    readableText(draft, { ingredients: others('ingredients'), instructions: others('instructions') }),
  );
}

/**
 * A copy's line whose only missing words are numbers, while the draft holds the same words with other
 * numbers ("5 tsp salt" for the page's "1.5 tsp salt"): copies that disagree on a number were reconciled
 * by a rule that noted why, not lost.
 */
function reconciledNumbers(line: string, missing: string[], draftLines: readonly string[]): boolean {
  if (!missing.every((word) => /^\d/.test(word))) return false;
  const key = letters(line);
  return key !== '' && draftLines.some((kept) => letters(kept) === key);
}

/**
 * The index of the draft's line that shares most words with `line`, at least half of the shorter one's
 * (a line cut short is half of nothing of the whole), or -1.
 */
function closestLine(line: string, lines: readonly string[]): number {
  const words = new Set(recipeWords(line));
  let best = -1;
  let bestShared = 0;
  lines.forEach((candidate, i) => {
    const own = new Set(recipeWords(candidate));
    const shared = [...own].filter((w) => words.has(w)).length;
    if (shared > bestShared && shared * 2 >= Math.min(own.size, words.size)) {
      best = i;
      bestShared = shared;
    }
  });
  return best;
}

function asIngredient(line: string): Ingredient {
  const original = clipText(line.replace(/\s+/g, ' ').trim());
  const { amount, unit, name } = parseIngredientLine(original);
  return { amount, unit, name: name || original, original };
}

/**
 * The draft with every lost line restored: in place of the draft's line that shares most of its words
 * when that line's own words are kept elsewhere, else added to the notes. Each restored line is marked.
 */
export function conserveWords(
  draft: RecipeDraft,
  copies: RecipeCopies,
): { draft: RecipeDraft; check: CheckedLine[] } {
  const check: CheckedLine[] = [];
  const ingredients = [...draft.ingredients];
  const instructions = [...draft.instructions];
  const notes: string[] = [];
  const shown = () => ({
    ingredients: ingredients.map((i) => i.original ?? i.name),
    instructions,
  });
  const found = draftWords(draft, shown());
  for (const list of ['ingredients', 'instructions'] as const) {
    for (const line of copies[list]) {
      const missing = missingWords(line, found);
      if (missing.length === 0 || reconciledNumbers(line, missing, shown()[list])) continue;
      if (copies.readAsStructure?.(line)) continue;
      const at = closestLine(line, shown()[list]);
      // The draft's own line gives way only when none of its words would go with it.
      const others = at >= 0 ? draftWords(draft, shown(), { list, at }) : found;
      for (const word of [...recipeWords(line), ...notes.flatMap(recipeWords)]) others.add(word);
      if (at >= 0 && missingWords(shown()[list][at]!, others).length === 0) {
        if (list === 'ingredients') ingredients[at] = asIngredient(line);
        else instructions[at] = clipText(line.trim());
        check.push({ list, line: line.trim(), reason: LINE_CHECK_REASONS.restored });
      } else {
        notes.push(line.trim());
        check.push({ list: 'notes', line: line.trim(), reason: LINE_CHECK_REASONS.movedToNotes });
      }
      for (const word of recipeWords(line)) found.add(word);
    }
  }
  for (const line of copies.elsewhere ?? []) {
    const missing = missingWords(line, found);
    // A number alone is a typed step number or a yield read into the draft's fields.
    if (missing.every((word) => /^\d/.test(word)) || copies.readAsStructure?.(line)) continue;
    notes.push(line.trim());
    check.push({ list: 'notes', line: line.trim(), reason: LINE_CHECK_REASONS.movedToNotes });
    for (const word of recipeWords(line)) found.add(word);
  }
  if (check.length === 0) return { draft, check };
  return {
    draft: {
      ...draft,
      ingredients,
      instructions,
      notes: clipText([draft.notes, ...notes].filter(Boolean).join('\n'), LIMITS.notes),
    },
    check,
  };
}
