import { type Category, normalizeCategory, normalizeSubcategory } from '../../../../shared/categories';
import { parseIngredientLine } from '../../../../shared/ingredients';
import type { RouterInputs } from '../../lib/trpc';
import type { Recipe } from './hooks/use-recipe';

/** Amounts stay text while edited: an empty field is "no amount", not a 0 the cook has to delete. */
export interface IngredientRow {
  key: string;
  amount: string;
  unit: string;
  name: string;
  /** The source line the row was read from; dropped once the row is edited so it cannot contradict it. */
  original?: string;
}

export interface StepRow {
  key: string;
  text: string;
}

export interface RecipeFormValues {
  title: string;
  category: Category;
  subcategory: string;
  ingredients: IngredientRow[];
  steps: StepRow[];
  notes: string;
}

export type RecipeUpdate = RouterInputs['recipes']['update'];

// Row keys only need to be unique within this page; crypto.randomUUID is missing on plain-http hosts.
let lastRowKey = 0;
export function newRowKey(): string {
  lastRowKey += 1;
  return `row-${lastRowKey}`;
}

export function emptyIngredient(): IngredientRow {
  return { key: newRowKey(), amount: '', unit: '', name: '' };
}

export function emptyStep(): StepRow {
  return { key: newRowKey(), text: '' };
}

export function toFormValues(recipe: Recipe): RecipeFormValues {
  const category = normalizeCategory(recipe.category);
  return {
    title: recipe.title,
    category,
    subcategory: normalizeSubcategory(category, recipe.subcategory),
    ingredients: recipe.ingredients.map((ingredient) => ({
      key: newRowKey(),
      amount: ingredient.amount > 0 ? String(ingredient.amount) : '',
      unit: ingredient.unit,
      name: ingredient.name,
      ...(ingredient.original && { original: ingredient.original }),
    })),
    steps: recipe.instructions.map((text) => ({ key: newRowKey(), text })),
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

/**
 * Several pasted lines become one row each ("200 g sugar" → 200, g, sugar); a single line is left to
 * the browser's ordinary paste. Whatever the parser sets aside as a note stays in the name, so nothing
 * the cook pasted disappears.
 */
export function ingredientRowsFromPaste(text: string): IngredientRow[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 2) return null;
  return lines.map((line) => {
    const parsed = parseIngredientLine(line);
    const name = [parsed.name, parsed.note].filter(Boolean).join(', ') || line;
    const amount = parsed.amount > 0 ? String(Math.round(parsed.amount * 1000) / 1000) : '';
    return { key: newRowKey(), amount, unit: parsed.unit, name, original: line };
  });
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
