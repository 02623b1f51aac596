import { and, eq } from 'drizzle-orm';
import type { RecipePhoto } from '#shared/photos.ts';
import type { NormalizedRecipe } from '#shared/recipes/save-rules.ts';
import { isUuid } from '#shared/uuid.ts';
import type { Database } from '../db/client';
import { recipes } from '../db/schema';
import { RecipeNotFoundError } from './errors';
import { photosInOrder } from './photo-order';

export type RecipeField = keyof NormalizedRecipe;

/**
 * The fields a user writes (the save rules' output): what an update compares and a version records.
 * A record rather than a list, so a field added to the save rules but not here is a type error.
 */
const WRITTEN_FIELDS: Record<RecipeField, true> = {
  title: true,
  category: true,
  subcategory: true,
  description: true,
  ingredients: true,
  instructions: true,
  components: true,
  preparationTime: true,
  cookingTime: true,
  totalTime: true,
  servingSize: true,
  servings: true,
  pan: true,
  difficulty: true,
  equipment: true,
  notes: true,
  aiGeneratedTags: true,
  sourceUrl: true,
};
export const RECIPE_FIELDS = Object.keys(WRITTEN_FIELDS) as RecipeField[];

/**
 * What a version records and a restore brings back: the written fields, and the photos' order (cover
 * first), which the photo actions change outside the edit form (server/photos/recipe-photos.ts).
 */
export type VersionedField = RecipeField | 'photoIds';
export const VERSIONED_FIELDS: readonly VersionedField[] = [...RECIPE_FIELDS, 'photoIds'];

export const recipeColumns = {
  id: recipes.id,
  title: recipes.title,
  category: recipes.category,
  subcategory: recipes.subcategory,
  description: recipes.description,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  components: recipes.components,
  preparationTime: recipes.preparationTime,
  cookingTime: recipes.cookingTime,
  totalTime: recipes.totalTime,
  servingSize: recipes.servingSize,
  servings: recipes.servings,
  pan: recipes.pan,
  difficulty: recipes.difficulty,
  equipment: recipes.equipment,
  notes: recipes.notes,
  aiGeneratedTags: recipes.aiGeneratedTags,
  sourceUrl: recipes.sourceUrl,
  photoIds: recipes.photoIds,
  possibleDuplicate: recipes.possibleDuplicate,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

export type RecipeRow = Pick<typeof recipes.$inferSelect, keyof typeof recipeColumns>;

/** A recipe on the wire: plain JSON, so the timestamps are ISO strings; its photos in order, cover first. */
export type Recipe = Omit<RecipeRow, 'createdAt' | 'updatedAt' | 'photoIds'> & {
  createdAt: string;
  updatedAt: string;
  photos: RecipePhoto[];
};

/** The user's recipe as the client receives it, or RecipeNotFoundError. */
export async function loadRecipe(db: Database, userId: string, id: string): Promise<Recipe> {
  return toRecipe(db, await readRecipeRow(db, userId, id));
}

export async function toRecipe(db: Database, row: RecipeRow): Promise<Recipe> {
  const { photoIds, ...fields } = row;
  return {
    ...fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    photos: await photosInOrder(db, row.id, photoIds),
  };
}

/** The user's recipe, or RecipeNotFoundError. `lock` holds the row until the transaction ends. */
export async function readRecipeRow(
  db: Database,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RecipeRow> {
  if (!isUuid(id)) throw new RecipeNotFoundError();
  const query = db
    .select(recipeColumns)
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new RecipeNotFoundError();
  return row;
}
