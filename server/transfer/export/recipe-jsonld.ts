import { ingredientAsWritten } from '#shared/ingredient-text.ts';
import { hasNamedComponents, toParts } from '#shared/recipes/components.ts';
import type { ExportedRecipe } from '../archive/backup-format';
import { isoDuration } from './iso-duration';

type JsonLd = Record<string, unknown>;

/** Our own key for the ingredient groups, which schema.org has no property for; restore reads it back. */
export const COMPONENTS_KEY = 'reseptikirjasto:components';

const step = (text: string): JsonLd => ({ '@type': 'HowToStep', text });

/**
 * A recipe as schema.org Recipe JSON-LD, as other apps and search engines read it: named components
 * are HowToSections, ingredient lines are as written, times ISO 8601 durations, tags keywords.
 * What schema.org has no property for (notes, the pan, the difficulty) goes under our own keys, so an
 * app that ignores them loses nothing it could have read.
 */
export function recipeJsonLd(recipe: ExportedRecipe): JsonLd {
  const parts = toParts(recipe);
  const named = hasNamedComponents(parts);
  const instructions = named
    ? parts.map((part) => ({
        '@type': 'HowToSection',
        name: part.name,
        itemListElement: part.instructions.map(step),
      }))
    : recipe.instructions.map(step);
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description || undefined,
    recipeCategory: recipe.subcategory,
    keywords: recipe.aiGeneratedTags.join(', ') || undefined,
    recipeYield: String(recipe.servings ?? recipe.servingSize),
    prepTime: isoDuration(recipe.preparationTime) ?? undefined,
    cookTime: isoDuration(recipe.cookingTime) ?? undefined,
    totalTime: isoDuration(recipe.totalTime) ?? undefined,
    recipeIngredient: recipe.ingredients.map(ingredientAsWritten),
    recipeInstructions: instructions,
    tool:
      recipe.equipment.length > 0
        ? recipe.equipment.map((name) => ({ '@type': 'HowToTool', name }))
        : undefined,
    comment: recipe.notes ? { '@type': 'Comment', text: recipe.notes } : undefined,
    url: recipe.sourceUrl ?? undefined,
    isBasedOn: recipe.sourceUrl ?? undefined,
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
  };
  // Ingredient groups have no schema.org property: each component's lines are listed by name.
  if (named) {
    jsonLd[COMPONENTS_KEY] = parts.map((part) => ({
      name: part.name,
      recipeIngredient: part.ingredients.map(ingredientAsWritten),
    }));
  }
  return Object.fromEntries(Object.entries(jsonLd).filter(([, value]) => value !== undefined));
}
