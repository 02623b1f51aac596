import {
  type ExtractedRecipe,
  emptyRecipe,
  groupItems,
  type LineGroup,
  withIngredients,
  withInstructions,
} from '#server/import/extracted-recipe.ts';
import { isGroupHeading } from '#server/import/page/ingredient-lines.ts';
import { toDraft } from '#server/import/pipeline.ts';
import { message } from '#shared/messages/message-ref.ts';
import { LIMITS, type RecipeDraft, recipeInput } from '#shared/recipes/recipe.ts';
import type { RecipeImage } from '../attachments';
import { type ImportedRecipe, ItemError, refusedRecipe, type SourceRecipe } from '../imported-recipe';
import { textOf } from './foreign-fields';
import { distinctTerms, withSourceTerms } from './source-terms';

/**
 * Another app's recipe read into the import pipeline's shape: lines as the app wrote them under their
 * headings, and everything we have no field for as labelled lines for the notes — nothing is dropped.
 */
export interface ForeignRecipe {
  title: string;
  description?: string;
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  servings?: number | null;
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  /** The app's own classification, kept as the recipe's tags as written (ADR 0027). */
  categories?: string[];
  keywords?: string[];
  cuisines?: string[];
  courses?: string[];
  /** The app's difficulty in its words ("Easy"); read into ours when it says one clearly. */
  difficulty?: string;
  equipment?: string[];
  /** The app's own notes, then "Label: value" lines for its fields that have no home here. */
  notes: string[];
  sourceUrl?: string | null;
  images: RecipeImage[];
}

export { labelled, nutritionLine, textOf } from './foreign-fields';

/** Names from a list of strings or of objects with a name ([{ name: 'Jälkiruoat' }]). */
export function names(value: unknown): string[] {
  if (!Array.isArray(value)) return textOf(value) ? [textOf(value)] : [];
  return value
    .map((item) =>
      item && typeof item === 'object' ? textOf((item as { name?: unknown }).name) : textOf(item),
    )
    .filter(Boolean);
}

/** Lines of a text block (Paprika's ingredients and directions, a Tandoor step's instruction). */
export function lines(text: unknown): string[] {
  return textOf(text)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A flat list whose headings ("Täyte:", "For the glaze") are written as lines (Paprika's text, a
 * JSON-LD recipeIngredient): grouped by the import's own heading rule, so they name components.
 */
export function groupedByHeadings(list: readonly string[]): LineGroup[] {
  return groupItems(list.map((text) => ({ text, heading: isGroupHeading(text) })));
}

/** The extracted shape the pipeline's toDraft reads (line parsing, components, classification). */
function extractedFrom(recipe: ForeignRecipe): ExtractedRecipe {
  const base: ExtractedRecipe = {
    ...emptyRecipe(),
    title: recipe.title,
    description: recipe.description ?? '',
    servings: recipe.servings ?? null,
    prepTime: recipe.prepTime ?? 0,
    cookTime: recipe.cookTime ?? 0,
    totalTime: recipe.totalTime ?? 0,
    categories: [...(recipe.categories ?? []), ...(recipe.courses ?? [])],
    keywords: recipe.keywords ?? [],
    cuisines: recipe.cuisines ?? [],
    equipment: recipe.equipment ?? [],
    notes: recipe.notes.join('\n'),
  };
  const groups = (list: LineGroup[]) => list.filter((group) => group.lines.length > 0);
  const ingredients = groups(recipe.ingredientGroups);
  const steps = foldedSections(groups(recipe.instructionGroups), LIMITS.components - ingredients.length);
  return withInstructions(withIngredients(base, ingredients, 'json-ld'), steps, 'json-ld');
}

/**
 * Steps in more sections than a recipe has room for as components (an app that titles every step,
 * as Mealie lets one do): the sections past the room are folded into the last one that fits, each
 * title written before its first step, so no title is lost.
 */
function foldedSections(sections: LineGroup[], room: number): LineGroup[] {
  const fits = Math.max(1, room);
  if (sections.length <= fits) return sections;
  const kept = sections.slice(0, fits).map((group) => ({ ...group, lines: [...group.lines] }));
  for (const section of sections.slice(fits)) {
    const [first = '', ...rest] = section.lines;
    kept.at(-1)!.lines.push(section.name ? `${section.name}: ${first}` : first, ...rest);
  }
  return kept;
}

/** A draft through the save rules' input schema: what saving accepts. */
export function importedFromDraft(
  draft: RecipeDraft,
  images: RecipeImage[],
  source?: SourceRecipe,
): ImportedRecipe {
  if (draft.ingredients.length === 0 && draft.instructions.length === 0) {
    throw new ItemError(message('report.file.nothingUsable'));
  }
  const parsed = recipeInput.safeParse(draft);
  if (!parsed.success) throw refusedRecipe(parsed.error);
  return { input: parsed.data, images, ...(source ? { source } : {}) };
}

/** Every term an app classifies a recipe by, in the order it lists them. */
export function sourceTermsOf(recipe: {
  categories?: string[];
  courses?: string[];
  cuisines?: string[];
  keywords?: string[];
}): string[] {
  return distinctTerms([
    ...(recipe.categories ?? []),
    ...(recipe.courses ?? []),
    ...(recipe.cuisines ?? []),
    ...(recipe.keywords ?? []),
  ]);
}

/**
 * A pipeline draft of another app's recipe, with the app's own classification over the rules' (its
 * tags as written; the rule tags only when it gave none): every format's import ends here.
 */
export function foreignDraft(extracted: ExtractedRecipe, sourceUrl: string | null, difficulty?: string) {
  return withSourceTerms(toDraft(extracted, sourceUrl), {
    terms: sourceTermsOf(extracted),
    ...(difficulty ? { difficulty } : {}),
  });
}

/** A foreign recipe → what is saved, through the import pipeline's rules. */
export function importForeign(recipe: ForeignRecipe): ImportedRecipe {
  const extracted = extractedFrom(recipe);
  const lines = (groups: LineGroup[]) =>
    groups.flatMap((group) => [group.name, ...group.lines]).filter(Boolean);
  return importedFromDraft(
    foreignDraft(extracted, recipe.sourceUrl ?? null, recipe.difficulty),
    recipe.images,
    {
      ingredients: lines(recipe.ingredientGroups),
      steps: lines(recipe.instructionGroups),
      terms: sourceTermsOf({ ...recipe, courses: recipe.courses ?? [] }),
    },
  );
}
