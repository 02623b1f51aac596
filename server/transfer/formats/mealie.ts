import { durationMinutes } from '../../import/extract/duration';
import type { LineGroup } from '../../import/extract/extracted-recipe';
import type { RecipeImage } from '../attachments';
import { type ForeignRecipe, labelled, names, nutritionLine, textOf } from './foreign-recipe';

type Json = Record<string, unknown>;

/** Mealie's recipe JSON (its export zip: a folder per recipe with <slug>.json and images/). */
export function isMealie(json: Json): boolean {
  return 'slug' in json && Array.isArray(json.recipeIngredient) && !('@type' in json);
}

/** The line as Mealie shows it: its original text, its display text, or amount, unit, food and note. */
function ingredientLine(item: unknown): string {
  if (!item || typeof item !== 'object') return textOf(item);
  const i = item as Json;
  const composed = [
    textOf(i.quantity) === '0' ? '' : textOf(i.quantity),
    textOf((i.unit as Json | null)?.name),
    textOf((i.food as Json | null)?.name),
    textOf(i.note),
  ]
    .filter(Boolean)
    .join(' ');
  return textOf(i.originalText) || textOf(i.display) || composed || textOf(i.note);
}

/** Lines under headings: an item with a `title` opens a new group (Mealie's ingredient sections). */
function grouped<T>(items: T[], title: (item: T) => string, line: (item: T) => string): LineGroup[] {
  const groups: LineGroup[] = [{ name: '', lines: [] }];
  for (const item of items) {
    if (title(item)) groups.push({ name: title(item), lines: [] });
    const text = line(item);
    if (text) groups.at(-1)!.lines.push(text);
  }
  return groups;
}

/**
 * Mealie's admin backup (its database.json, every table of the server) is no recipe export: it is
 * named for what it is, so the user can make the export that imports.
 */
export function isMealieServerBackup(json: Json): boolean {
  return 'alembic_version' in json && 'recipes' in json;
}
export const MEALIE_SERVER_BACKUP =
  'Tämä on Mealien koko palvelimen varmuuskopio (database.json), jota ei voi tuoda. Vie reseptit Mealiesta sen reseptien vientitoiminnolla (Data Management → Recipes → Export) ja tuo saatu zip-tiedosto.';

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function fromMealie(recipe: Json, images: RecipeImage[]): ForeignRecipe {
  const ingredients = (recipe.recipeIngredient as unknown[]) ?? [];
  const steps = Array.isArray(recipe.recipeInstructions) ? (recipe.recipeInstructions as Json[]) : [];
  const notes = Array.isArray(recipe.notes) ? (recipe.notes as Json[]) : [];
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredientGroups: grouped(ingredients, (i) => textOf((i as Json)?.title), ingredientLine),
    instructionGroups: grouped(
      steps,
      (s) => textOf(s.title),
      (s) => textOf(s.text),
    ),
    servings: Number(recipe.recipeServings) || Number.parseFloat(textOf(recipe.recipeYield)) || null,
    prepTime: durationMinutes(textOf(recipe.prepTime)),
    cookTime: durationMinutes(textOf(recipe.performTime ?? recipe.cookTime)),
    totalTime: durationMinutes(textOf(recipe.totalTime)),
    categories: names(recipe.recipeCategory),
    keywords: names(recipe.tags),
    equipment: names(recipe.tools),
    notes: [
      ...notes.map((note) => [textOf(note.title), textOf(note.text)].filter(Boolean).join(': ')),
      ...labelled('Annokset', recipe.recipeYield),
      ...labelled('Valmisteluaika', recipe.prepTime),
      ...labelled('Kypsennysaika', recipe.performTime ?? recipe.cookTime),
      ...labelled('Kokonaisaika', recipe.totalTime),
      ...nutritionLine(recipe.nutrition),
      ...(Number(recipe.rating) > 0 ? labelled('Arvio', `${recipe.rating}/5`) : []),
      // Mealie's extras: the user's own key–value fields.
      ...Object.entries(isObject(recipe.extras) ? recipe.extras : {}).flatMap(([key, value]) =>
        labelled(key, value),
      ),
    ],
    sourceUrl: textOf(recipe.orgURL) || null,
    images,
  };
}
