import type { MessageKey } from '../messages/en';
import type { MessageParams } from '../messages/format';
import { type RecipeComponent, toParts } from '../recipes/components';
import type { Ingredient } from '../recipes/recipe';
import { measureOf } from './measures';
import { convertAmount, densityOf, gramsOf } from './metric';
import { type Pan, panFactor } from './pans';

/**
 * The ways a pastry chef scales a recipe (issue 9). Each one comes down to a factor applied to every
 * amount; the ×multiplier slider stays the default.
 */
export type ScaleBy =
  | { by: 'multiplier'; multiplier: number }
  /** `from`: how many the recipe serves, as she tells it when the recipe does not say (never assumed). */
  | { by: 'servings'; servings: number; from?: number }
  /** "I have 750 g of flour": the amount of ingredient `index` (in the recipe's flat list) she has. */
  | { by: 'ingredient'; index: number; amount: number; unit: string }
  /** A total batch weight, of the whole recipe (component null) or of one component. */
  | { by: 'weight'; grams: number; component: number | null }
  /** `from`: the recipe's pan, as she sets it on the detail page before it is saved. */
  | { by: 'pan'; pan: Pan; from?: Pan | null };

export interface ScalableRecipe {
  ingredients: Ingredient[];
  components: RecipeComponent[];
  servings: number | null;
  servingSize: number;
  pan: Pan | null;
}

export type ScaleResult = { factor: number } | { problem: ScaleProblem; params?: MessageParams };

/** Past this nobody is scaling a recipe, they are typing into the wrong field. */
export const MAX_FACTOR = 1000;

/** The catalogue keys of why a scaling reads nothing (`tooBig` takes `{ count: MAX_FACTOR }`). */
export const SCALE_PROBLEMS = {
  notPositive: 'scaling.notPositive',
  tooBig: 'scaling.tooBig',
  noIngredient: 'scaling.noIngredient',
  noAmount: 'scaling.noAmount',
  noWeight: 'scaling.noWeight',
  noPan: 'scaling.noPan',
  noServings: 'scaling.noServings',
  badPan: 'scaling.badPan',
  incomparable: 'scaling.incomparable',
} as const satisfies Record<string, MessageKey>;

export type ScaleProblem = (typeof SCALE_PROBLEMS)[keyof typeof SCALE_PROBLEMS];

export function scaleFactor(recipe: ScalableRecipe, scale: ScaleBy): ScaleResult {
  const factor = rawFactor(recipe, scale);
  if ('problem' in factor) return factor;
  if (!(factor.factor > 0) || !Number.isFinite(factor.factor)) return { problem: SCALE_PROBLEMS.notPositive };
  if (factor.factor > MAX_FACTOR) return { problem: SCALE_PROBLEMS.tooBig };
  return factor;
}

function rawFactor(recipe: ScalableRecipe, scale: ScaleBy): ScaleResult {
  switch (scale.by) {
    case 'multiplier':
      return { factor: scale.multiplier };
    case 'servings': {
      // Never the serving-size default: a 12-piece cake scaled "to 24" from an assumed 4 would be ×6.
      const from = scale.from ?? recipe.servings;
      if (!(from && from > 0)) return { problem: SCALE_PROBLEMS.noServings };
      return { factor: scale.servings / from };
    }
    case 'ingredient': {
      const ingredient = recipe.ingredients[scale.index];
      if (!ingredient) return { problem: SCALE_PROBLEMS.noIngredient };
      if (!(ingredient.amount > 0)) return { problem: SCALE_PROBLEMS.noAmount };
      const unit = scale.unit.trim() || ingredient.unit;
      // Grams she has against the grams the line prints (or its density gives): the same rule as the metric view.
      const weighed = measureOf(unit);
      const grams = weighed?.kind === 'mass' ? gramsOf(ingredient) : null;
      if (weighed && grams) return { factor: (scale.amount * weighed.base) / grams };
      const have = convertAmount(scale.amount, unit, ingredient.unit, ingredient.name);
      if (have === null)
        return {
          problem: SCALE_PROBLEMS.incomparable,
          params: { unit, recipeUnit: ingredient.unit, name: ingredient.name },
        };
      return { factor: have / ingredient.amount };
    }
    case 'weight': {
      const total = batchWeight(recipe, scale.component);
      return total > 0 ? { factor: scale.grams / total } : { problem: SCALE_PROBLEMS.noWeight };
    }
    case 'pan': {
      const from = scale.from === undefined ? recipe.pan : scale.from;
      if (!from) return { problem: SCALE_PROBLEMS.noPan };
      const factor = panFactor(from, scale.pan);
      return factor === null ? { problem: SCALE_PROBLEMS.badPan } : { factor };
    }
  }
}

/** Grams of the ingredients weighed in the recipe (g, kg, oz, lb…), of one component or of all. */
export function batchWeight(
  recipe: Pick<ScalableRecipe, 'ingredients' | 'components'>,
  component: number | null,
): number {
  const parts = toParts({ ...recipe, instructions: [] });
  const ingredients = component === null ? recipe.ingredients : (parts[component]?.ingredients ?? []);
  return ingredients.reduce((sum, ingredient) => {
    const weighed = measureOf(ingredient.unit)?.kind === 'mass';
    return weighed && ingredient.amount > 0
      ? sum + ingredient.amount * measureOf(ingredient.unit)!.base
      : sum;
  }, 0);
}

/** Each ingredient as a percentage of the base (the flours by default); null where it cannot be weighed. */
export interface BakersPercentages {
  percentages: (number | null)[];
  /** The ingredients the base adds up, by index. */
  base: number[];
  baseGrams: number;
}

/** Indexes of the flours of the dough: the default base of baker's percentages. */
export function flourIndexes(ingredients: readonly Ingredient[]): number[] {
  return ingredients.flatMap((ingredient, index) => (densityOf(ingredient.name)?.flour ? [index] : []));
}

/**
 * Baker's percentages: every weighable ingredient as % of the base's total weight, volumes through
 * the density table. Null when the base weighs nothing (no flour, or flour measured in cups of an
 * unknown kind).
 */
export function bakersPercentages(
  ingredients: readonly Ingredient[],
  base: readonly number[] = flourIndexes(ingredients),
): BakersPercentages | null {
  const grams = ingredients.map((ingredient) => gramsOf(ingredient));
  const baseGrams = base.reduce((sum, index) => sum + (grams[index] ?? 0), 0);
  if (!(baseGrams > 0)) return null;
  return {
    percentages: grams.map((g) => (g === null ? null : (g / baseGrams) * 100)),
    base: [...base],
    baseGrams,
  };
}
