import type { z } from 'zod';
import type { MessageKey } from '../messages/en';
import { normalizePan } from '../scaling/pans';
import { parseLooseNumber } from '../text/numbers';
import {
  type Category,
  type Difficulty,
  normalizeCategory,
  normalizeDifficulty,
  normalizeSubcategory,
} from './categories';
import { fromParts, toParts } from './components';
import {
  DEFAULT_SERVING_SIZE,
  DEFAULT_TITLE,
  type Ingredient,
  type IngredientInput,
  MESSAGES,
  type RecipeDraft,
  type recipeInput,
} from './recipe';

/** recipeInput after zod has parsed it (lists defaulted to []), as tRPC hands it to recipes.create. */
type ParsedRecipeInput = z.output<typeof recipeInput>;

/** Exactly the stored recipe fields (table recipes, camelCase) once the save rules have run. */
export interface NormalizedRecipe extends RecipeDraft {
  category: Category;
  difficulty: Difficulty;
}

/** The save rules of spec 5 ("Save from import"): lenient input in, a storable recipe out, never a refusal. */
export function applySaveRules(input: ParsedRecipeInput): NormalizedRecipe {
  const category = normalizeCategory(input.category);
  return {
    ...componentsOf(input),
    title: trimmed(input.title) || DEFAULT_TITLE,
    category,
    subcategory: normalizeSubcategory(category, input.subcategory),
    description: trimmed(input.description),
    preparationTime: toMinutes(input.preparationTime),
    cookingTime: toMinutes(input.cookingTime),
    totalTime: toMinutes(input.totalTime),
    servingSize: toPositiveInteger(input.servingSize) ?? DEFAULT_SERVING_SIZE,
    servings: toPositiveInteger(input.servings),
    pan: normalizePan(input.pan),
    difficulty: normalizeDifficulty(input.difficulty),
    equipment: nonBlankTrimmed(input.equipment),
    notes: trimmed(input.notes),
    aiGeneratedTags: uniqueTags(input.aiGeneratedTags),
    sourceUrl: httpUrlOrNull(input.sourceUrl),
  };
}

function trimmed(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function nonBlankTrimmed(values: readonly string[]): string[] {
  return values.map((v) => v.trim()).filter((v) => v !== '');
}

/** Amounts and times that are missing, unreadable or negative count as 0. */
function toNonNegative(value: unknown): number {
  const n = parseLooseNumber(value);
  return n !== null && n > 0 ? n : 0;
}

/** Upper bounds that keep absurd imports (PT99999999H, "99999999999 servings") inside an integer column. */
export const MAX_MINUTES = 100_000;
export const MAX_SERVINGS = 10_000;

function toMinutes(value: unknown): number {
  return Math.min(MAX_MINUTES, Math.round(toNonNegative(value)));
}

/** Null when missing or when it rounds below 1: "0 people" means the source did not say. */
function toPositiveInteger(value: unknown): number | null {
  const n = Math.min(MAX_SERVINGS, Math.round(toNonNegative(value)));
  return n >= 1 ? n : null;
}

/**
 * The save rules apply inside each component: empty lines go, and so does a component left with no
 * line at all (it says nothing to the cook).
 */
function componentsOf(
  input: ParsedRecipeInput,
): Pick<NormalizedRecipe, 'components' | 'ingredients' | 'instructions'> {
  const declared = input.components.map((component) => ({ ...component, name: trimmed(component.name) }));
  const parts = toParts({ ...input, components: declared })
    .map((part) => ({
      name: part.name,
      ingredients: part.ingredients.flatMap(toIngredient),
      instructions: nonBlankTrimmed(part.instructions),
    }))
    .filter((part) => part.ingredients.length > 0 || part.instructions.length > 0);
  return fromParts(parts);
}

/** An ingredient without a name says nothing to the cook, so it is dropped. */
function toIngredient(input: IngredientInput): Ingredient[] {
  const name = trimmed(input.name);
  if (!name) return [];
  const ingredient: Ingredient = { amount: toNonNegative(input.amount), unit: trimmed(input.unit), name };
  const original = trimmed(input.original);
  if (original) ingredient.original = original;
  return [ingredient];
}

/** The AI repeats tags in other casings ("Chocolate", "chocolate"); the first spelling wins. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return nonBlankTrimmed(tags).filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Only web links are kept: a "javascript:" or "file:" source must never become a clickable link. */
function httpUrlOrNull(value: string | null | undefined): string | null {
  const url = trimmed(value);
  if (!URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? url : null;
}

export type EditField = 'title' | 'ingredients' | 'instructions';
export interface EditValidationError {
  field: EditField;
  message: MessageKey;
}

/** The edit form's save rules (spec 5 "Edit save"), checked in the order the form shows its fields. */
export function validateEdit(recipe: {
  title?: string | null;
  ingredients: { name?: string | null }[];
  instructions: string[];
}): EditValidationError | null {
  if (!trimmed(recipe.title)) return { field: 'title', message: MESSAGES.titleRequired };
  if (!recipe.ingredients.some((i) => trimmed(i.name))) {
    return { field: 'ingredients', message: MESSAGES.ingredientRequired };
  }
  if (!recipe.instructions.some((s) => s.trim())) {
    return { field: 'instructions', message: MESSAGES.instructionRequired };
  }
  return null;
}
