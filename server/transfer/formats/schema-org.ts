import { durationMinutes } from '../../import/extract/duration';
import { type ExtractedRecipe, withIngredients } from '../../import/extract/extracted-recipe';
import { extractJsonLdRecipeFromJson } from '../../import/extract/jsonld';
import type { RecipeImage } from '../attachments';
import type { ImportedRecipe } from '../imported-recipe';
import { COMPONENTS_KEY } from '../recipe-jsonld';
import {
  foreignDraft,
  groupedByHeadings,
  importedFromDraft,
  labelled,
  nutritionLine,
  sourceTermsOf,
  textOf,
} from './foreign-recipe';

type Json = Record<string, unknown>;

function isRecipe(node: unknown): node is Json {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return false;
  const type = (node as Json)['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /(^|[/:#])recipe$/i.test(t));
}

/** Every schema.org Recipe in a JSON document: one object, an array (RecipeSage's export) or a @graph. */
export function schemaOrgRecipes(json: unknown): Json[] {
  if (Array.isArray(json)) return json.flatMap(schemaOrgRecipes);
  if (isRecipe(json)) return [json];
  if (json && typeof json === 'object' && Array.isArray((json as Json)['@graph'])) {
    return schemaOrgRecipes((json as Json)['@graph']);
  }
  return [];
}

/** Comments (RecipeSage keeps the notes there), nutrition and the rest a Recipe has and we do not. */
function extraNotes(recipe: Json): string[] {
  const comments = (Array.isArray(recipe.comment) ? recipe.comment : [recipe.comment])
    .map((comment) =>
      comment && typeof comment === 'object' ? textOf((comment as Json).text) : textOf(comment),
    )
    .filter(Boolean);
  return [
    ...comments,
    ...nutritionLine(recipe.nutrition),
    ...labelled('Lähde', recipe.creditText),
    ...labelled('Tekijä', textOf((recipe.author as Json | undefined)?.name ?? recipe.author)),
    ...labelled('Ruokavalio', recipe.suitableForDiet),
    ...labelled('Kypsennystapa', recipe.cookingMethod),
    ...(durationMinutes(recipe.performTime) > 0 ? labelled('Työaika', recipe.performTime) : []),
  ];
}

function sourceUrl(recipe: Json): string | null {
  for (const value of [recipe.url, recipe.isBasedOn, recipe.mainEntityOfPage]) {
    const url =
      typeof value === 'object' && value
        ? textOf((value as Json)['@id'] ?? (value as Json).url)
        : textOf(value);
    if (/^https?:\/\//i.test(url)) return url;
  }
  return null;
}

/** Our own export lists each component's ingredient lines (schema.org has no ingredient groups). */
function withOwnGroups(extracted: ExtractedRecipe, recipe: Json): ExtractedRecipe {
  const groups = recipe[COMPONENTS_KEY];
  // Other apps write their headings as lines of recipeIngredient ("Kuorrutus:").
  if (!Array.isArray(groups))
    return withIngredients(extracted, groupedByHeadings(extracted.ingredients), 'json-ld');
  return withIngredients(
    extracted,
    groups.map((group: Json) => ({
      name: textOf(group.name),
      lines: (Array.isArray(group.recipeIngredient) ? group.recipeIngredient : []).map(textOf),
    })),
    'json-ld',
  );
}

/** A schema.org Recipe (Nextcloud Cookbook, RecipeSage, our own export) through the JSON-LD reader. */
export function importSchemaOrg(recipe: Json, images: RecipeImage[]): ImportedRecipe {
  const extracted = withOwnGroups(extractJsonLdRecipeFromJson(recipe, [])!, recipe);
  const notes = [extracted.notes, ...extraNotes(recipe)].filter(Boolean).join('\n');
  const tools = (Array.isArray(recipe.tool) ? recipe.tool : recipe.tool ? [recipe.tool] : [])
    .map((tool) => (tool && typeof tool === 'object' ? textOf((tool as Json).name) : textOf(tool)))
    .filter(Boolean);
  const lines = (groups: ExtractedRecipe['ingredientGroups']) =>
    groups.flatMap((group) => [group.name, ...group.lines]).filter(Boolean);
  return importedFromDraft(
    foreignDraft(
      { ...extracted, notes, equipment: [...extracted.equipment, ...tools] },
      sourceUrl(recipe),
      textOf(recipe.difficulty) || undefined,
    ),
    images,
    {
      ingredients: lines(extracted.ingredientGroups),
      steps: lines(extracted.instructionGroups),
      terms: sourceTermsOf(extracted),
    },
  );
}
