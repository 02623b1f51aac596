import type { ComponentRows } from '#client/lib/form-rows.ts';
import { type Category, normalizeCategory, subcategoriesFor } from '#shared/recipes/categories.ts';
import type { PanDraft } from '../pan-fields';

/**
 * What the one recipe form edits, on the import preview and on the edit page alike. The optional
 * fields are the screens' differences: the form shows a field only where its screen carries it.
 */
export interface RecipeFormValues {
  title: string;
  category: Category;
  subcategory: string;
  components: ComponentRows[];
  notes: string;
  /** The pan the recipe is for (the edit page); empty sizes mean it names none. */
  pan?: PanDraft;
  /** The recipe's tags (the import preview, where the AI's suggestions are reviewed). */
  tags?: string[];
}

/** A subcategory belongs to one category, so a new category starts from its own first one (spec 4). */
export function withCategory(value: string): Pick<RecipeFormValues, 'category' | 'subcategory'> {
  const category = normalizeCategory(value);
  return { category, subcategory: subcategoriesFor(category)[0] ?? '' };
}

/** The tags with one more; blank or already there in another casing, unchanged. */
export function withTag(tags: readonly string[], tag: string): string[] {
  const clean = tag.trim();
  const known = tags.some((t) => t.toLowerCase() === clean.toLowerCase());
  return clean && !known ? [...tags, clean] : [...tags];
}
