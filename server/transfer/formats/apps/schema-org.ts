import { type ExtractedRecipe, groupItems, withIngredients } from '#server/import/extracted-recipe.ts';
import { extractJsonLdRecipeFromJson } from '#server/import/page/jsonld.ts';
import { durationMinutes } from '#server/import/values/duration.ts';
import type { RecipeImage } from '#server/transfer/attachments.ts';
import { COMPONENTS_KEY } from '#server/transfer/export/recipe-jsonld.ts';
import type { ImportedRecipe } from '#server/transfer/imported-recipe.ts';
import { parseLooseNumber } from '#shared/text/numbers.ts';
import { FIELD_LABELS } from '../foreign-fields';
import {
  foreignDraft,
  groupedByHeadings,
  importedFromDraft,
  labelled,
  names,
  nutritionLine,
  sourceTermsOf,
  textOf,
} from '../foreign-recipe';

type Json = Record<string, unknown>;

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
    // One author or a list of them (Nextcloud keeps the page's [{ "@type": "Person", name }]).
    ...labelled(
      'Tekijä',
      Array.isArray(recipe.author)
        ? names(recipe.author)
        : textOf((recipe.author as Json | undefined)?.name ?? recipe.author),
    ),
    ...labelled('Ruokavalio', recipe.suitableForDiet),
    ...labelled('Kypsennystapa', recipe.cookingMethod),
    ...ratingNote(recipe.aggregateRating),
    ...(durationMinutes(recipe.performTime) > 0 ? labelled('Työaika', recipe.performTime) : []),
  ];
}

/** RecipeSage's and Nextcloud's rating ("ratingValue": "4", "bestRating": "5") for the notes. */
function ratingNote(rating: unknown): string[] {
  if (!rating || typeof rating !== 'object') return [];
  // Sites write averages to many places ("4.580034423407917"): one decimal is what a reader reads.
  const value = Math.round((parseLooseNumber(textOf((rating as Json).ratingValue)) ?? 0) * 10) / 10;
  return value > 0
    ? labelled(FIELD_LABELS.rating, `${value}/${textOf((rating as Json).bestRating) || 5}`)
    : [];
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

// RecipeSage's exporter writes an ingredient heading as the line in brackets: "[Filling]".
const BRACKETED_HEADING = /^\[([^\]]+)\]$/;

function headedGroups(lines: readonly string[]) {
  if (!lines.some((line) => BRACKETED_HEADING.test(line.trim()))) return groupedByHeadings(lines);
  return groupItems(
    lines.map((line) => {
      const heading = BRACKETED_HEADING.exec(line.trim());
      return heading ? { text: heading[1]!.trim(), heading: true } : { text: line, heading: false };
    }),
  );
}

/** Our own export lists each component's ingredient lines (schema.org has no ingredient groups). */
function withOwnGroups(extracted: ExtractedRecipe, recipe: Json): ExtractedRecipe {
  const groups = recipe[COMPONENTS_KEY];
  // Other apps write their headings as lines of recipeIngredient ("Kuorrutus:", RecipeSage "[Filling]").
  if (!Array.isArray(groups))
    return withIngredients(extracted, headedGroups(extracted.ingredients), 'json-ld');
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
