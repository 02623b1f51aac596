import { useState } from 'react';
import { t } from '#client/lib/language.ts';
import { parseIngredientLine } from '#shared/ingredients.ts';
import {
  type BakersPercentages,
  bakersPercentages,
  MAX_FACTOR,
  type ScaleBy,
  scaleFactor,
} from '#shared/scaling/scale-by.ts';
import { MULTIPLIER_DEFAULT } from '#shared/scaling/scaling.ts';
import { parseLooseNumber } from '#shared/text/numbers.ts';
import { fromPanDraft, type PanDraft, toPanDraft } from '../components/pan-fields';
import type { Recipe } from './use-recipe';

export type ScaleMode = ScaleBy['by'];

/** What each mode's fields hold while typed; switching modes keeps what was typed in the others. */
export interface ScaleInputs {
  multiplier: number;
  servings: string;
  /** How many the recipe serves, as typed on the detail page (prefilled with what it says). */
  recipeServings: string;
  ingredient: { index: number; have: string };
  weight: { grams: string; component: string };
  pan: PanDraft;
  /** The recipe's own pan, as typed on the detail page (prefilled with what it says). */
  recipePan: PanDraft;
}

/** The recipe's servings as typed: a positive number, or undefined (the saved value, if any, counts). */
export function typedServings(text: string): number | undefined {
  const value = parseLooseNumber(text) ?? 0;
  return value > 0 ? value : undefined;
}

/** "750 g", "1,5 kg", "3" → an amount and its unit ('' for the ingredient's own). */
function readHave(text: string): { amount: number; unit: string } {
  const parsed = parseIngredientLine(text);
  return { amount: parsed.amount, unit: parsed.unit };
}

function toScaleBy(mode: ScaleMode, inputs: ScaleInputs): ScaleBy | null {
  switch (mode) {
    case 'multiplier':
      return { by: 'multiplier', multiplier: inputs.multiplier };
    case 'servings':
      return {
        by: 'servings',
        servings: Number(inputs.servings),
        from: typedServings(inputs.recipeServings),
      };
    case 'ingredient':
      return { by: 'ingredient', index: inputs.ingredient.index, ...readHave(inputs.ingredient.have) };
    case 'weight': {
      const component = inputs.weight.component === '' ? null : Number(inputs.weight.component);
      return { by: 'weight', grams: parseLooseNumber(inputs.weight.grams) ?? 0, component };
    }
    case 'pan': {
      const pan = fromPanDraft(inputs.pan);
      const from = fromPanDraft(inputs.recipePan);
      return pan && { by: 'pan', pan, ...(from && { from }) };
    }
  }
}

/**
 * The detail page's scaling: a mode (the ×multiplier slider by default), what was typed for each mode,
 * and the two views over the amounts (metric, baker's percentages). The factor is 1 while the fields
 * say nothing usable, and `problem` says why.
 */
export function useRecipeScaling(recipe: Recipe) {
  const initial = (): ScaleInputs => ({
    multiplier: MULTIPLIER_DEFAULT,
    // Nothing is assumed: without servings the field waits for her number.
    servings: recipe.servings ? String(recipe.servings) : '',
    recipeServings: recipe.servings ? String(recipe.servings) : '',
    ingredient: { index: recipe.ingredients.findIndex((i) => i.amount > 0), have: '' },
    weight: { grams: '', component: '' },
    pan: toPanDraft(recipe.pan),
    recipePan: toPanDraft(recipe.pan),
  });
  const [mode, setMode] = useState<ScaleMode>('multiplier');
  const [inputs, setInputs] = useState(initial);
  const [metric, setMetric] = useState(false);
  const [bakers, setBakers] = useState(false);

  const scaleBy = toScaleBy(mode, inputs);
  const result = scaleBy ? scaleFactor(recipe, scaleBy) : null;
  const factor = result && 'factor' in result ? result.factor : 1;
  // The problem in the words of the language shown (`tooBig` names the limit).
  const problem =
    result && 'problem' in result ? t(result.problem, { count: MAX_FACTOR, ...result.params }) : null;
  const percentages: BakersPercentages | null = bakers ? bakersPercentages(recipe.ingredients) : null;

  return {
    mode,
    setMode,
    inputs,
    change: (patch: Partial<ScaleInputs>) => setInputs((current) => ({ ...current, ...patch })),
    factor,
    problem,
    /** Whether anything differs from the recipe as written. */
    scaled: factor !== 1,
    reset: () => {
      setMode('multiplier');
      setInputs(initial());
    },
    metric,
    setMetric,
    bakers,
    setBakers,
    percentages,
  };
}

export type RecipeScaling = ReturnType<typeof useRecipeScaling>;
