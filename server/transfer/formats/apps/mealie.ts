import type { LineGroup } from '#server/import/extracted-recipe.ts';
import type { RecipeImage } from '#server/transfer/attachments.ts';
import { parseLooseNumber } from '#shared/text/numbers.ts';
import {
  composedLine,
  labelled,
  nutritionLine,
  ratingLine,
  sourceOf,
  textOf,
  timesOf,
  yieldOf,
} from '../foreign-fields';
import { type ForeignRecipe, names } from '../foreign-recipe';

type Json = Record<string, unknown>;

/**
 * A Mealie recipe as its exports write it (docs/decisions/0027-moving-in-from-other-apps.md): the
 * per-recipe JSON of v1 and later in camelCase (its API's Recipe schema: recipeIngredient, orgURL), the
 * pre-v1 export's <slug>.json in snake_case (recipe_ingredient, org_url), and a recipe gathered from a
 * v1+ backup's tables (mealie-backup.ts), also snake_case. Every field is read in both spellings.
 */
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The first of a field's spellings that is set (snake_case as the models name it, camelCase as the API does). */
function pick(json: Json, ...keys: string[]): unknown {
  for (const key of keys) if (json[key] !== undefined && json[key] !== null) return json[key];
  return undefined;
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function isMealie(json: Json): boolean {
  return (
    'slug' in json &&
    !('@type' in json) &&
    (Array.isArray(json.recipeIngredient) || Array.isArray(json.recipe_ingredient))
  );
}

/** A unit or food: an object with a name (v1), a bare name (pre-v1), or nothing. */
const nameOf = (value: unknown) => (isObject(value) ? textOf(value.name) : textOf(value));

/**
 * The line in the chef's words: the text she typed or pasted (original_text), else — when amounts are
 * off (Mealie's disable_amount, where the whole line lives in the note and the quantity is a
 * placeholder 1) — the note, else the parts as Mealie shows them.
 */
function ingredientLine(item: unknown, amountsOff: boolean): string {
  if (!isObject(item)) return textOf(item);
  const original = textOf(pick(item, 'original_text', 'originalText'));
  if (original) return original;
  const note = textOf(item.note);
  const food = nameOf(item.food);
  const unit = nameOf(item.unit);
  const off = Boolean(pick(item, 'disable_amount', 'disableAmount') ?? amountsOff);
  if (off && note) return [food, note].filter(Boolean).join(' ');
  return textOf(item.display) || composedLine({ quantity: item.quantity, unit, food, note });
}

/** Lines under headings: an item with a `title` opens a new group (Mealie's sections) and is its first line. */
function grouped<T>(items: T[], title: (item: T) => string, line: (item: T) => string): LineGroup[] {
  const groups: LineGroup[] = [{ name: '', lines: [] }];
  for (const item of items) {
    if (title(item)) groups.push({ name: title(item), lines: [] });
    const text = line(item);
    if (text) groups.at(-1)!.lines.push(text);
  }
  return groups;
}

/** A step's text, with the short summary newer versions let a step carry before it. */
function stepText(step: unknown): string {
  if (!isObject(step)) return textOf(step);
  return [textOf(step.summary), textOf(step.text)].filter(Boolean).join(': ');
}

/** Mealie's extras: the user's own key–value fields, as an object (exports) or rows (a backup's api_extras). */
function extrasLines(extras: unknown): string[] {
  if (Array.isArray(extras))
    return extras.flatMap((row) => (isObject(row) ? labelled(textOf(row.key_name), row.value) : []));
  return Object.entries(isObject(extras) ? extras : {}).flatMap(([key, value]) => labelled(key, value));
}

export function fromMealie(recipe: Json, images: RecipeImage[]): ForeignRecipe {
  const settings = pick(recipe, 'settings');
  const amountsOff = isObject(settings) && Boolean(pick(settings, 'disable_amount', 'disableAmount'));
  const ingredients = listOf(pick(recipe, 'recipe_ingredient', 'recipeIngredient'));
  const steps = listOf(pick(recipe, 'recipe_instructions', 'recipeInstructions'));
  const notes = listOf(recipe.notes).filter(isObject);
  const comments = listOf(recipe.comments).filter(isObject);
  // v2 splits the yield into a number and its words ("20" + "rolls"); earlier versions write it whole.
  const yieldQuantity = parseLooseNumber(pick(recipe, 'recipe_yield_quantity', 'recipeYieldQuantity')) ?? 0;
  const yieldWords = textOf(pick(recipe, 'recipe_yield', 'recipeYield'));
  const written = yieldQuantity > 0 ? [yieldQuantity, yieldWords].filter(Boolean).join(' ') : yieldWords;
  const servings = yieldOf(written, pick(recipe, 'recipe_servings', 'recipeServings'));
  const times = timesOf({
    prep: pick(recipe, 'prep_time', 'prepTime'),
    // Mealie shows perform_time as the cooking time; cook_time is an older field it no longer fills.
    cook: pick(recipe, 'perform_time', 'performTime', 'cook_time', 'cookTime'),
    total: pick(recipe, 'total_time', 'totalTime'),
  });
  const cuisine = pick(recipe, 'recipe_cuisine', 'recipeCuisine');
  const source = sourceOf(pick(recipe, 'org_url', 'orgURL', 'orgUrl'));
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredientGroups: grouped(
      ingredients,
      (i) => (isObject(i) ? textOf(i.title) : ''),
      (i) => ingredientLine(i, amountsOff),
    ),
    instructionGroups: grouped(steps, (s) => (isObject(s) ? textOf(s.title) : ''), stepText),
    servings: servings.servings,
    prepTime: times.prepTime,
    cookTime: times.cookTime,
    totalTime: times.totalTime,
    categories: names(pick(recipe, 'recipe_category', 'recipeCategory')),
    keywords: names(recipe.tags),
    cuisines: names(cuisine),
    equipment: names(recipe.tools),
    notes: [
      ...notes.map((note) => [textOf(note.title), textOf(note.text)].filter(Boolean).join(': ')),
      ...servings.notes,
      ...times.notes,
      ...nutritionLine(recipe.nutrition),
      ...ratingLine(recipe.rating),
      ...extrasLines(recipe.extras),
      ...comments.flatMap((comment) => labelled('Kommentti', comment.text)),
      ...source.notes,
    ].filter(Boolean),
    sourceUrl: source.sourceUrl,
    images,
  };
}
