import { englishRef } from '#server/errors.ts';
import type { ArchiveEntry } from '#server/transfer/archive/archive.ts';
import type { RecipeImage } from '#server/transfer/attachments.ts';
import { ItemError, type SourceItem } from '#server/transfer/imported-recipe.ts';
import { type MessageRef, message } from '#shared/messages/message-ref.ts';
import { entryPhoto, textOf } from '../foreign-fields';
import { importForeign } from '../foreign-recipe';
import { fromMealie } from './mealie';

type Json = Record<string, unknown>;
type Row = Json;

/**
 * Mealie's v1+ admin backup (docs/decisions/0027-moving-in-from-other-apps.md): database.json holds
 * every table of the server as `{ table: [row, …] }` (Mealie's AlchemyExporter), alembic_version names
 * the schema, and data/recipes/<recipe id>/images/ holds each recipe's photos. Tables and columns are
 * read where present, never by a list of schema versions: a column a version added (recipe_servings,
 * summary) is used when there, one it dropped is simply absent.
 */
export const MEALIE_DATABASE = 'database.json';

/** Columns every table has that are no part of a recipe. */
const BOOKKEEPING = new Set(['id', 'recipe_id', 'created_at', 'update_at', 'updated_at', 'group_id']);

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function isMealieDatabase(json: unknown): json is Json {
  return isObject(json) && 'alembic_version' in json && 'recipes' in json;
}

/** The schema version the backup names (alembic's revision id), or '' when it names none. */
export function mealieSchemaVersion(json: Json): string {
  const rows = Array.isArray(json.alembic_version) ? json.alembic_version : [json.alembic_version];
  return rows.map((row) => (isObject(row) ? textOf(row.version_num) : textOf(row))).find(Boolean) ?? '';
}

function rows(json: Json, table: string): Row[] {
  const value = json[table];
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** Ids compared as Mealie writes them: a UUID with or without its dashes, in any case. */
export const sameId = (id: unknown) => textOf(id).replace(/-/g, '').toLowerCase();

function byRecipe(list: Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of list) {
    const id = sameId(row.recipe_id);
    const bucket = map.get(id);
    if (bucket) bucket.push(row);
    else map.set(id, [row]);
  }
  return map;
}

const byPosition = (list: Row[]) =>
  [...list].sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0));

function named(list: Row[]): Map<string, Row> {
  return new Map(list.map((row) => [sameId(row.id), row]));
}

/** A recipe's terms through a join table (recipes_to_tags → tags). */
function joined(json: Json, join: string, table: string, column: string): Map<string, string[]> {
  const terms = named(rows(json, table));
  const map = new Map<string, string[]>();
  for (const link of rows(json, join)) {
    const name = textOf(terms.get(sameId(link[column]))?.name);
    if (!name) continue;
    const id = sameId(link.recipe_id);
    map.set(id, [...(map.get(id) ?? []), name]);
  }
  return map;
}

const without = (row: Row | undefined) =>
  row ? Object.fromEntries(Object.entries(row).filter(([key]) => !BOOKKEEPING.has(key))) : undefined;

export class MealieBackupError extends Error {
  readonly text: MessageRef;
  constructor(version: string) {
    const text = message('report.mealie.unreadable', {
      version: version || message('report.format.unknownVersion'),
    });
    super(englishRef(text));
    this.text = text;
    this.name = 'MealieBackupError';
  }
}

/**
 * The backup's recipes, one report item each (named by the recipe), in the file's order so a resumed
 * job finds its place. Each recipe is gathered from its tables as Mealie's own per-recipe export
 * writes it and read by the same reader; its photo is images/original.* in its data folder.
 */
export function mealieBackupItems(json: Json, images: readonly ArchiveEntry[]): SourceItem[] {
  const recipes = rows(json, 'recipes');
  if (recipes.length > 0 && !recipes.some((recipe) => textOf(recipe.name)))
    throw new MealieBackupError(mealieSchemaVersion(json));
  const ingredients = byRecipe(rows(json, 'recipes_ingredients'));
  const instructions = byRecipe(rows(json, 'recipe_instructions'));
  const notes = byRecipe(rows(json, 'notes'));
  const nutrition = byRecipe(rows(json, 'recipe_nutrition'));
  const settings = byRecipe(rows(json, 'recipe_settings'));
  const extras = byRecipe(rows(json, 'api_extras'));
  const comments = byRecipe(rows(json, 'recipe_comments'));
  // Ratings moved from the recipe to each user's own (users_to_recipes) in later schemas.
  const ratings = byRecipe(rows(json, 'users_to_recipes').filter((row) => Number(row.rating) > 0));
  const categories = joined(json, 'recipes_to_categories', 'categories', 'category_id');
  const tags = joined(json, 'recipes_to_tags', 'tags', 'tag_id');
  const tools = joined(json, 'recipes_to_tools', 'tools', 'tool_id');
  const units = named(rows(json, 'ingredient_units'));
  const foods = named(rows(json, 'ingredient_foods'));
  const photos = photosByRecipe(images);
  return recipes.map((recipe): SourceItem => {
    const id = sameId(recipe.id);
    const name = textOf(recipe.name) || textOf(recipe.slug) || id;
    return {
      name,
      read: async () => {
        if (!textOf(recipe.name)) throw new ItemError(message('report.file.noName'));
        const gathered: Json = {
          ...recipe,
          recipe_ingredient: byPosition(ingredients.get(id) ?? []).map((row) => ({
            ...row,
            unit: units.get(sameId(row.unit_id)) ?? null,
            food: foods.get(sameId(row.food_id)) ?? null,
          })),
          recipe_instructions: byPosition(instructions.get(id) ?? []),
          notes: notes.get(id) ?? [],
          nutrition: without(nutrition.get(id)?.[0]),
          settings: settings.get(id)?.[0],
          extras: extras.get(id) ?? [],
          comments: comments.get(id) ?? [],
          rating: recipe.rating ?? ownRating(ratings.get(id) ?? [], recipe.user_id),
          recipe_category: categories.get(id) ?? [],
          tags: tags.get(id) ?? [],
          tools: tools.get(id) ?? [],
        };
        return [importForeign(fromMealie(gathered, photos.get(id) ?? []))];
      },
    };
  });
}

/** The recipe owner's rating, else the highest anyone gave. */
function ownRating(list: Row[], owner: unknown): number | undefined {
  const own = list.find((row) => sameId(row.user_id) === sameId(owner));
  const value = Number(own?.rating ?? Math.max(...list.map((row) => Number(row.rating) || 0), 0));
  return value > 0 ? value : undefined;
}

const RECIPE_IMAGE = /^(?:.*\/)?data\/recipes\/([^/]+)\/images\/([^/]+)$/;
/** Mealie keeps each photo as original.webp and its smaller copies (min-original, tiny-original). */
const ORIGINAL = /^original\./i;

function photosByRecipe(images: readonly ArchiveEntry[]): Map<string, RecipeImage[]> {
  const map = new Map<string, RecipeImage[]>();
  for (const entry of images) {
    const match = RECIPE_IMAGE.exec(entry.name);
    if (!match || !ORIGINAL.test(match[2]!)) continue;
    const id = sameId(match[1]);
    map.set(id, [...(map.get(id) ?? []), entryPhoto(entry, map.get(id)?.length ?? 0)]);
  }
  return map;
}
