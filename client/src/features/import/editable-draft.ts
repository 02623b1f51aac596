import { fromComponentRows, toComponentRows } from '#client/lib/form-rows.ts';
import type { ImportReview } from '#shared/import-review.ts';
import { type Category, normalizeSubcategory } from '#shared/recipes/categories.ts';
import type { RecipeDraft, RecipeInput } from '#shared/recipes/recipe.ts';
import type { RecipeFormValues } from '../recipes/components/recipe-form/form-values';

/** What an import returns: the draft, its review (lines to check), and for a web page its picture. */
export type ImportedDraft = RecipeDraft & { imageUrl?: string | null; review?: ImportReview };

/** The preview's values carry the tags: the AI's suggestions are reviewed before the recipe exists. */
export type PreviewValues = RecipeFormValues & { tags: string[] };

/** What the preview edits; fields the form does not show travel to the save untouched in `draft`. */
export interface EditableDraft {
  draft: RecipeDraft;
  /** The page's picture (URL import), offered as the first photo. */
  imageUrl: string | null;
  /** What the import asks the chef to check; not saved. */
  review?: ImportReview;
  values: PreviewValues;
}

/** The preview offers salty and sweet only; 'savory' shares salty's subcategories, so it becomes salty. */
function toPreviewCategory(category: string): Category {
  return category === 'sweet' ? 'sweet' : 'salty';
}

export function toEditable({ imageUrl = null, review, ...draft }: ImportedDraft): EditableDraft {
  const category = toPreviewCategory(draft.category);
  return {
    draft,
    imageUrl,
    ...(review && { review }),
    values: {
      title: draft.title,
      category,
      subcategory: normalizeSubcategory(category, draft.subcategory),
      components: toComponentRows(draft),
      notes: draft.notes,
      tags: draft.aiGeneratedTags,
    },
  };
}

/** The edited draft as recipes.create takes it. */
export function toRecipeInput(draft: RecipeDraft, values: PreviewValues): RecipeInput {
  return {
    ...draft,
    title: values.title,
    category: values.category,
    subcategory: values.subcategory,
    ...fromComponentRows(values.components),
    notes: values.notes,
    aiGeneratedTags: values.tags,
  };
}
