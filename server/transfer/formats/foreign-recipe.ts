import { DIFFICULTIES, type Difficulty } from '../../../shared/categories';
import { firstIssue } from '../../../shared/errors';
import { type RecipeDraft, recipeInput } from '../../../shared/recipe';
import {
  type ExtractedRecipe,
  emptyRecipe,
  groupItems,
  type LineGroup,
  withIngredients,
  withInstructions,
} from '../../import/extract/extracted-recipe';
import { isGroupHeading } from '../../import/extract/ingredient-lines';
import { toDraft } from '../../import/pipeline';
import type { RecipeImage } from '../attachments';
import { type ImportedRecipe, ItemError } from '../imported-recipe';

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
  categories?: string[];
  keywords?: string[];
  /** The source's own difficulty as it wrote it ("Easy"); used when it names one of ours. */
  difficulty?: string;
  equipment?: string[];
  /** The app's own notes, then "Label: value" lines for its fields that have no home here. */
  notes: string[];
  sourceUrl?: string | null;
  images: RecipeImage[];
}

/** Text of a value that may be a string, a number or a list of them; '' otherwise. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(', ');
  return '';
}

/** "Label: value" when there is a value, for the notes. */
export function labelled(label: string, value: unknown): string[] {
  const text = textOf(value);
  return text ? [`${label}: ${text}`] : [];
}

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

/** Nutrition as one notes line ("Ravintoarvot: calories 250 kcal, fatContent 9 g"). */
export function nutritionLine(nutrition: unknown): string[] {
  if (!nutrition || typeof nutrition !== 'object') return labelled('Ravintoarvot', nutrition);
  const parts = Object.entries(nutrition)
    .filter(([key, value]) => !key.startsWith('@') && textOf(value))
    .map(([key, value]) => `${key} ${textOf(value)}`);
  return parts.length > 0 ? [`Ravintoarvot: ${parts.join(', ')}`] : [];
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
    categories: recipe.categories ?? [],
    keywords: recipe.keywords ?? [],
    equipment: recipe.equipment ?? [],
    notes: recipe.notes.join('\n'),
  };
  const groups = (list: LineGroup[]) => list.filter((group) => group.lines.length > 0);
  return withInstructions(
    withIngredients(base, groups(recipe.ingredientGroups), 'json-ld'),
    groups(recipe.instructionGroups),
    'json-ld',
  );
}

/** A draft through the save rules' input schema: what saving accepts. */
export function importedFromDraft(draft: RecipeDraft, images: RecipeImage[]): ImportedRecipe {
  if (draft.ingredients.length === 0 && draft.instructions.length === 0) {
    throw new ItemError('Tiedostosta ei löytynyt ainesosia eikä ohjeita.');
  }
  const parsed = recipeInput.safeParse(draft);
  if (!parsed.success) throw new ItemError(`Resepti hylättiin: ${firstIssue(parsed.error, 'virheellinen')}`);
  return { input: parsed.data, images };
}

/** A foreign recipe → what is saved, through the import pipeline's rules. */
export function importForeign(recipe: ForeignRecipe): ImportedRecipe {
  const draft = toDraft(extractedFrom(recipe), recipe.sourceUrl ?? null);
  return importedFromDraft(
    { ...draft, difficulty: sourceDifficulty(recipe) ?? draft.difficulty },
    recipe.images,
  );
}

/** The source's difficulty when it is one of ours ("Easy" → easy); else the rules decide. */
function sourceDifficulty(recipe: ForeignRecipe): Difficulty | null {
  const value = recipe.difficulty?.trim().toLowerCase() ?? '';
  return (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : null;
}
