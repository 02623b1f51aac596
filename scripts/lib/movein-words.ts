/**
 * What a moved-in recipe lost, word by word: the words of the source's ingredient lines and steps
 * (headings among them) that the saved recipe does not hold anywhere in its ingredients, components,
 * steps or notes, and the source's terms that are neither its tags nor in its notes.
 */

import type { ImportedRecipe } from '#server/transfer/imported-recipe.ts';
import { applySaveRules } from '#shared/recipes/save-rules.ts';

export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export interface RecipeLoss {
  title: string;
  ingredientWords: number;
  stepWords: number;
  lostIngredientWords: string[];
  lostStepWords: string[];
  terms: number;
  lostTerms: string[];
}

export function recipeLoss(imported: ImportedRecipe): RecipeLoss | null {
  const source = imported.source;
  if (!source) return null;
  const saved = applySaveRules(imported.input);
  const kept = new Set(
    wordsOf(
      [
        saved.title,
        ...saved.ingredients.flatMap((i) => [i.original ?? '', i.name, i.unit]),
        ...saved.components.map((c) => c.name ?? ''),
        ...saved.instructions,
        ...saved.equipment,
        saved.notes,
      ].join('\n'),
    ),
  );
  const lost = (lines: string[]) => lines.flatMap(wordsOf).filter((word) => !kept.has(word));
  const tags = new Set(saved.aiGeneratedTags.map((tag) => tag.toLowerCase()));
  const notes = saved.notes.toLowerCase();
  return {
    title: saved.title,
    ingredientWords: source.ingredients.flatMap(wordsOf).length,
    stepWords: source.steps.flatMap(wordsOf).length,
    lostIngredientWords: lost(source.ingredients),
    lostStepWords: lost(source.steps),
    terms: source.terms.length,
    lostTerms: source.terms.filter(
      (term) => !tags.has(term.trim().toLowerCase()) && !notes.includes(term.trim().toLowerCase()),
    ),
  };
}
