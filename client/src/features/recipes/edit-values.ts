import { fromComponentRows, toComponentRows } from '#client/lib/form-rows.ts';
import type { RouterInputs } from '#client/lib/trpc.ts';
import { normalizeCategory, normalizeSubcategory } from '#shared/recipes/categories.ts';
import { fromPanDraft, type PanDraft, toPanDraft } from './components/pan-fields';
import type { RecipeFormValues } from './components/recipe-form/form-values';
import type { Recipe } from './hooks/use-recipe';

/** The edit page's values carry the pan: a saved recipe is scaled to other pans. */
export type EditValues = RecipeFormValues & { pan: PanDraft };

type RecipeUpdate = RouterInputs['recipes']['update'];

export function toFormValues(recipe: Recipe): EditValues {
  const category = normalizeCategory(recipe.category);
  return {
    title: recipe.title,
    category,
    subcategory: normalizeSubcategory(category, recipe.subcategory),
    components: toComponentRows(recipe),
    pan: toPanDraft(recipe.pan),
    notes: recipe.notes,
  };
}

/** What the form says, without row keys: equal snapshots mean nothing was changed. */
export function formSnapshot(values: EditValues): string {
  return JSON.stringify({ ...values, components: fromComponentRows(values.components) });
}

/**
 * The whole recipe as update expects it: the form's fields over the version the form is based on,
 * so the fields this form does not show (times, tags, equipment…) are kept as they are.
 */
export function toUpdateInput(values: EditValues, base: Recipe): RecipeUpdate {
  return {
    id: base.id,
    expectedUpdatedAt: base.updatedAt,
    title: values.title,
    category: values.category,
    subcategory: values.subcategory,
    description: base.description,
    ...fromComponentRows(values.components),
    preparationTime: base.preparationTime,
    cookingTime: base.cookingTime,
    totalTime: base.totalTime,
    servingSize: base.servingSize,
    servings: base.servings,
    pan: fromPanDraft(values.pan),
    difficulty: base.difficulty,
    equipment: base.equipment,
    notes: values.notes,
    aiGeneratedTags: base.aiGeneratedTags,
    sourceUrl: base.sourceUrl,
  };
}

export function forValidation(values: EditValues) {
  return { title: values.title, ...fromComponentRows(values.components) };
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
    'components',
    'preparationTime',
    'cookingTime',
    'totalTime',
    'servingSize',
    'servings',
    'pan',
    'difficulty',
    'equipment',
    'notes',
    'aiGeneratedTags',
    'sourceUrl',
  ] as const;
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
