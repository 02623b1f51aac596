import { z } from 'zod';
import type { MessageKey } from '../messages/en';
import type { Pan } from '../scaling/pans';
import type { RecipeComponent } from './components';
import { LIMITS } from './recipe-limits';

export { LIMITS };

export const DEFAULT_TITLE = 'Nimetön resepti';
export const DEFAULT_SERVING_SIZE = 4;

/** The catalogue keys of the recipe rules' refusals (shared/messages holds the words). */
export const MESSAGES = {
  titleRequired: 'recipes.titleRequired',
  ingredientRequired: 'recipes.ingredientRequired',
  instructionRequired: 'recipes.instructionRequired',
  titleTooLong: 'recipes.titleTooLong',
  tooManyIngredients: 'recipes.tooManyIngredients',
  tooManyInstructions: 'recipes.tooManyInstructions',
  textTooLong: 'recipes.textTooLong',
  notesTooLong: 'recipes.notesTooLong',
  tooManyTags: 'recipes.tooManyTags',
  changedElsewhere: 'recipes.changedElsewhere',
  tooManyComponents: 'recipes.tooManyComponents',
  componentNameTooLong: 'recipes.componentNameTooLong',
} as const satisfies Record<string, MessageKey>;

// A UTF-16 surrogate without its pair: JSON.stringify escapes it as "\ud83d", which PostgreSQL's jsonb refuses.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as PostgreSQL can store it. NUL characters (which text columns cannot hold) carry no meaning in
 * a recipe and are dropped; a lone surrogate, half of a character cut or garbled on its way from a
 * page, becomes U+FFFD as String.prototype.toWellFormed would make it (written out for older browsers).
 */
export const storableText = (value: string) =>
  value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

const text = (max: number = LIMITS.text, message: string = MESSAGES.textTooLong) =>
  z.string().max(max, message).transform(storableText);

/** A number that may arrive as text ("1,5", "") from a form or an import; parsed by the save rules. */
const looseNumber = z.union([z.number(), z.string().max(50)]).nullish();

export const ingredientInput = z.object({
  amount: looseNumber,
  unit: text(100).nullish(),
  name: text().nullish(),
  original: text().nullish(),
});
export type IngredientInput = z.infer<typeof ingredientInput>;

/** A component as a run of the lists around it (shared/recipes/components.ts); the save rules fit the counts. */
const componentInput = z.object({
  name: text(LIMITS.componentName, MESSAGES.componentNameTooLong).nullish(),
  ingredientCount: z.number().int().min(0).max(LIMITS.ingredients),
  instructionCount: z.number().int().min(0).max(LIMITS.instructions),
});

/**
 * What recipes.create accepts and what the import returns as a draft. Lenient by design: the save
 * rules (server/recipes) normalise it rather than refuse it; only the size limits refuse.
 */
export const recipeInput = z.object({
  title: text(LIMITS.title, MESSAGES.titleTooLong).nullish(),
  category: z.string().max(50).transform(storableText).nullish(),
  subcategory: z.string().max(100).transform(storableText).nullish(),
  description: text().nullish(),
  ingredients: z.array(ingredientInput).max(LIMITS.ingredients, MESSAGES.tooManyIngredients).default([]),
  instructions: z.array(text()).max(LIMITS.instructions, MESSAGES.tooManyInstructions).default([]),
  /** Missing or empty: the whole recipe is one unnamed component. */
  components: z.array(componentInput).max(LIMITS.components, MESSAGES.tooManyComponents).default([]),
  preparationTime: looseNumber,
  cookingTime: looseNumber,
  totalTime: looseNumber,
  servingSize: looseNumber,
  servings: looseNumber,
  /** The pan the recipe is written for; one the save rules cannot read is dropped (shared/scaling/pans.ts). */
  pan: z.unknown().optional(),
  difficulty: z.string().max(20).transform(storableText).nullish(),
  equipment: z.array(text(LIMITS.equipmentItem)).max(LIMITS.equipment).default([]),
  notes: text(LIMITS.notes, MESSAGES.notesTooLong).nullish(),
  aiGeneratedTags: z.array(text(LIMITS.tag)).max(LIMITS.tags, MESSAGES.tooManyTags).default([]),
  sourceUrl: z.string().max(LIMITS.url).transform(storableText).nullish(),
});
export type RecipeInput = z.input<typeof recipeInput>;

/** The updatedAt a writer last saw (recipes.update, versions.restore): an older one is a CONFLICT. */
export const expectedUpdatedAtInput = z.iso.datetime({ offset: true });

/**
 * What recipes.update accepts: the full recipe as edited plus the updated_at the editor loaded, so a
 * save over someone else's newer save is refused instead of silently overwriting it.
 */
export const recipeUpdateInput = recipeInput.extend({
  id: z.uuid(),
  expectedUpdatedAt: expectedUpdatedAtInput,
});
export type RecipeUpdateInput = z.input<typeof recipeUpdateInput>;

/** An ingredient as stored and returned. */
export interface Ingredient {
  amount: number;
  unit: string;
  name: string;
  original?: string;
}

/** A recipe draft as the import returns it: the input shape of recipes.create, fully filled. */
export interface RecipeDraft {
  title: string;
  description: string;
  category: string;
  subcategory: string;
  ingredients: Ingredient[];
  instructions: string[];
  /** Their counts add up to the two lists' lengths; [] is one unnamed component (a plain recipe). */
  components: RecipeComponent[];
  preparationTime: number;
  cookingTime: number;
  totalTime: number;
  servingSize: number;
  servings: number | null;
  pan: Pan | null;
  difficulty: string;
  equipment: string[];
  notes: string;
  aiGeneratedTags: string[];
  sourceUrl: string | null;
}

/** The minutes shown in the list: preparation_time, else total_time, else 0. */
export function recipeMinutes(r: { preparationTime: number | null; totalTime: number | null }): number {
  if (r.preparationTime && r.preparationTime > 0) return r.preparationTime;
  if (r.totalTime && r.totalTime > 0) return r.totalTime;
  return 0;
}
