import { type ComponentRows, fromComponentRows, toComponentRows } from '#client/lib/form-rows.ts';
import type { ImportReview } from '#shared/import-review.ts';
import { type CATEGORIES, normalizeSubcategory } from '#shared/recipes/categories.ts';
import type { RecipeDraft, RecipeInput } from '#shared/recipes/recipe.ts';

export type PreviewCategory = (typeof CATEGORIES)[number];

/** What an import returns: the draft, its review (lines to check), and for a web page its picture. */
export type ImportedDraft = RecipeDraft & { imageUrl?: string | null; review?: ImportReview };

/** What the preview form edits; fields it does not show travel to the save untouched in `draft`. */
export interface EditableDraft {
  draft: RecipeDraft;
  /** The page's picture (URL import), offered as the first photo. */
  imageUrl: string | null;
  /** What the import asks the chef to check; not saved. */
  review?: ImportReview;
  title: string;
  category: PreviewCategory;
  subcategory: string;
  components: ComponentRows[];
  notes: string;
  tags: string[];
}

/** The preview offers salty and sweet only; 'savory' shares salty's subcategories, so it becomes salty. */
function toPreviewCategory(category: string): PreviewCategory {
  return category === 'sweet' ? 'sweet' : 'salty';
}

export function toEditable({ imageUrl = null, review, ...draft }: ImportedDraft): EditableDraft {
  const category = toPreviewCategory(draft.category);
  return {
    draft,
    imageUrl,
    ...(review && { review }),
    title: draft.title,
    category,
    subcategory: normalizeSubcategory(category, draft.subcategory),
    components: toComponentRows(draft),
    notes: draft.notes,
    tags: draft.aiGeneratedTags,
  };
}

/** The edited draft as recipes.create takes it. */
export function toRecipeInput(edited: EditableDraft): RecipeInput {
  return {
    ...edited.draft,
    title: edited.title,
    category: edited.category,
    subcategory: edited.subcategory,
    ...fromComponentRows(edited.components),
    notes: edited.notes,
    aiGeneratedTags: edited.tags,
  };
}
