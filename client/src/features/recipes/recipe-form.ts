import { type Category, normalizeCategory, normalizeSubcategory } from '../../../../shared/categories';
import { type IngredientRow, type StepRow, toIngredientRow, toStepRow } from '../../lib/form-rows';
import type { RouterInputs } from '../../lib/trpc';
import type { Recipe } from './hooks/use-recipe';

export interface RecipeFormValues {
  title: string;
  category: Category;
  subcategory: string;
  /** An edited row drops its `original`: the source line would no longer say what the row says. */
  ingredients: IngredientRow[];
  steps: StepRow[];
  notes: string;
}

type RecipeUpdate = RouterInputs['recipes']['update'];

export function toFormValues(recipe: Recipe): RecipeFormValues {
  const category = normalizeCategory(recipe.category);
  return {
    title: recipe.title,
    category,
    subcategory: normalizeSubcategory(category, recipe.subcategory),
    ingredients: recipe.ingredients.map(toIngredientRow),
    steps: recipe.instructions.map(toStepRow),
    notes: recipe.notes,
  };
}

/** What the form says, without row keys: equal snapshots mean nothing was changed. */
export function formSnapshot(values: RecipeFormValues): string {
  return JSON.stringify({
    ...values,
    ingredients: values.ingredients.map(({ amount, unit, name }) => [amount, unit, name]),
    steps: values.steps.map((step) => step.text),
  });
}

function toAmount(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The whole recipe as update expects it: the form's fields over the version the form is based on,
 * so the fields this form does not show (times, tags, equipment…) are kept as they are.
 */
export function toUpdateInput(values: RecipeFormValues, base: Recipe): RecipeUpdate {
  return {
    id: base.id,
    expectedUpdatedAt: base.updatedAt,
    title: values.title,
    category: values.category,
    subcategory: values.subcategory,
    description: base.description,
    ingredients: values.ingredients.map((row) => ({
      amount: toAmount(row.amount),
      unit: row.unit,
      name: row.name,
      ...(row.original && { original: row.original }),
    })),
    instructions: values.steps.map((step) => step.text),
    preparationTime: base.preparationTime,
    cookingTime: base.cookingTime,
    totalTime: base.totalTime,
    servingSize: base.servingSize,
    servings: base.servings,
    difficulty: base.difficulty,
    equipment: base.equipment,
    notes: values.notes,
    aiGeneratedTags: base.aiGeneratedTags,
    sourceUrl: base.sourceUrl,
  };
}

export function forValidation(values: RecipeFormValues) {
  return {
    title: values.title,
    ingredients: values.ingredients,
    instructions: values.steps.map((s) => s.text),
  };
}

/** The fields someone else changed between two saved versions, for the conflict notice. */
export function changedFields(before: Recipe, after: Recipe): string[] {
  const fields = [
    'title',
    'category',
    'subcategory',
    'description',
    'ingredients',
    'instructions',
    'preparationTime',
    'cookingTime',
    'totalTime',
    'servingSize',
    'servings',
    'difficulty',
    'equipment',
    'notes',
    'aiGeneratedTags',
    'sourceUrl',
  ] as const;
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
