/**
 * Categories and subcategories exactly as the product spec lists them.
 * Subcategories are stored in their capitalised form (import/edit); matching is case-insensitive.
 */
export const CATEGORIES = ['salty', 'sweet'] as const;
/** The edit form also offers 'savory', which shares salty's subcategory list. */
export const EDIT_CATEGORIES = ['savory', 'salty', 'sweet'] as const;
export type Category = (typeof EDIT_CATEGORIES)[number];

export const SALTY_SUBCATEGORIES = [
  'Bread',
  'Broths',
  'Crackers',
  'Doughs',
  'Emulsions',
  'Fish & seafood',
  'Granites',
  'Massat',
  'Meat',
  'Milk production',
  'Mixed recipes salty',
  'Pyre',
  'Sauces',
  'Siphons',
  'Stocks',
  'Thouilles',
  'Vegetables',
] as const;

export const SWEET_SUBCATEGORIES = [
  'Anglaise',
  'Cakes',
  'Cheesecakes',
  'Chocolate',
  'Creams',
  'Creme Brulees',
  'Crumble',
  'Curds',
  'Cremeaux',
  'Doughs',
  'Fruit',
  'Ganaches',
  'Gelees',
  'Ice-creams',
  'Macarones',
  'Marengue',
  'Mignardise',
  'Mixed recipes sweet',
  'Mousses',
  'Pannacotta',
  'Sabayon',
  'Sauces',
  'Siphon',
  'Sorbets',
  'Syrup',
  'Thouilles',
] as const;

/** The list screen's filter also offers 'Broth' under sweet (spec: "appears in the list screen only"). */
export const SWEET_LIST_FILTER_SUBCATEGORIES = [
  'Anglaise',
  'Broth',
  ...SWEET_SUBCATEGORIES.slice(1),
] as const;

export function subcategoriesFor(category: string): readonly string[] {
  return category === 'sweet' ? SWEET_SUBCATEGORIES : SALTY_SUBCATEGORIES;
}

/** Subcategory options of the list filter, for a category chosen there. */
export function filterSubcategoriesFor(category: string): readonly string[] {
  return category === 'sweet' ? SWEET_LIST_FILTER_SUBCATEGORIES : SALTY_SUBCATEGORIES;
}

/** Unknown category → salty. */
export function normalizeCategory(value: unknown): Category {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (EDIT_CATEGORIES as readonly string[]).includes(v) ? (v as Category) : 'salty';
}

/** A subcategory outside its category's list → the category's first; matched case-insensitively. */
export function normalizeSubcategory(category: Category, value: unknown): string {
  const list = subcategoriesFor(category);
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return list.find((s) => s.toLowerCase() === v) ?? list[0]!;
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export function normalizeDifficulty(value: unknown): Difficulty {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (DIFFICULTIES as readonly string[]).includes(v) ? (v as Difficulty) : 'medium';
}

/** Stored categories are lowercase ('salty'); people read them capitalised ('Salty'). */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
