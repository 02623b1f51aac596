/**
 * Words an app's own classification uses that say our category or difficulty outright. Seen as the
 * category/course values of Mealie (recipe_category "Dessert"), Paprika (categories, difficulty
 * "Easy"), Tandoor keywords, schema.org recipeCategory/recipeCourse (Nextcloud, RecipeSage) and the
 * Finnish the chef writes. Compared whole and case-insensitively, never as parts of words.
 */
import type { Category, Difficulty } from '#shared/recipes/categories.ts';

/** A course or category that is sweet or salty in nearly every kitchen. */
export const CATEGORY_TERMS: Readonly<Record<Exclude<Category, 'savory'>, readonly string[]>> = {
  sweet: [
    'sweet',
    'sweets',
    'dessert',
    'desserts',
    'baking',
    'pastry',
    'pastries',
    'makea',
    'makeat',
    'jälkiruoka',
    'jälkiruoat',
    'leivonnaiset',
    'nachspeise',
    'dessert & kuchen',
  ],
  salty: [
    'salty',
    'savory',
    'savoury',
    'main course',
    'main courses',
    'main dish',
    'main dishes',
    'mains',
    'dinner',
    'side dish',
    'side dishes',
    'appetizer',
    'appetizers',
    'starter',
    'starters',
    'suolainen',
    'suolaiset',
    'pääruoka',
    'pääruoat',
    'alkuruoka',
    'lisäke',
    'hauptgericht',
    'beilage',
    'vorspeise',
  ],
};

/** An app's difficulty in its own words. */
export const DIFFICULTY_TERMS: Readonly<Record<Difficulty, readonly string[]>> = {
  easy: ['easy', 'simple', 'beginner', 'very easy', 'helppo', 'einfach', 'leicht', 'facile', 'fácil'],
  medium: ['medium', 'moderate', 'intermediate', 'average', 'keskivaikea', 'mittel', 'moyen', 'media'],
  hard: [
    'hard',
    'difficult',
    'advanced',
    'challenging',
    'expert',
    'vaikea',
    'schwer',
    'difficile',
    'difícil',
  ],
};
