import { type CATEGORIES, normalizeSubcategory } from '../../../../shared/categories';
import type { RecipeDraft, RecipeInput } from '../../../../shared/recipe';
import { type IngredientRow, type StepRow, toIngredientRow, toStepRow } from '../../lib/form-rows';

export type PreviewCategory = (typeof CATEGORIES)[number];

/** What the preview form edits; fields it does not show travel to the save untouched in `draft`. */
export interface EditableDraft {
  draft: RecipeDraft;
  title: string;
  category: PreviewCategory;
  subcategory: string;
  /** A row's `original` is saved untouched even when the row is edited. */
  ingredients: IngredientRow[];
  steps: StepRow[];
  notes: string;
  tags: string[];
}

/** The preview offers salty and sweet only; 'savory' shares salty's subcategories, so it becomes salty. */
function toPreviewCategory(category: string): PreviewCategory {
  return category === 'sweet' ? 'sweet' : 'salty';
}

export function toEditable(draft: RecipeDraft): EditableDraft {
  const category = toPreviewCategory(draft.category);
  return {
    draft,
    title: draft.title,
    category,
    subcategory: normalizeSubcategory(category, draft.subcategory),
    ingredients: draft.ingredients.map(toIngredientRow),
    steps: draft.instructions.map(toStepRow),
    notes: draft.notes,
    tags: draft.aiGeneratedTags,
  };
}

/**
 * The edited draft as recipes.create takes it. Amounts stay text: parsing, defaults and dropping
 * empty rows are the save rules' job (shared/save-rules.ts), so they live in one place.
 */
export function toRecipeInput(edited: EditableDraft): RecipeInput {
  return {
    ...edited.draft,
    title: edited.title,
    category: edited.category,
    subcategory: edited.subcategory,
    ingredients: edited.ingredients.map(({ amount, unit, name, original }) => ({
      amount,
      unit,
      name,
      original: original ?? null,
    })),
    instructions: edited.steps.map((step) => step.text),
    notes: edited.notes,
    aiGeneratedTags: edited.tags,
  };
}

/** Whether the displayed row still reads like its source line; if not, the source is worth showing. */
export function rowMatchesOriginal(row: IngredientRow): boolean {
  if (!row.original) return true;
  const shown = [row.amount, row.unit, row.name].filter(Boolean).join(' ');
  const squash = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\s,.]+/g, ' ')
      .trim();
  return squash(shown) === squash(row.original);
}
