import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { NormalizedRecipe } from '#shared/recipes/save-rules.ts';
import type { Database } from '../db/client';
import { recipes } from '../db/schema';
import { syncDuplicatePartners } from './duplicate-sync';
import { StaleRecipeError } from './errors';
import {
  loadRecipe,
  RECIPE_FIELDS,
  type Recipe,
  type RecipeRow,
  readRecipeRow,
  toRecipe,
} from './recipe-row';
import { type VersionChanges, writeVersion } from './recipe-versions';
import { lockUserRecipes } from './user-lock';

/** Locks the user's recipe writes and the recipe's row for the rest of the transaction. */
async function lockRecipe(tx: Database, userId: string, id: string): Promise<RecipeRow> {
  await lockUserRecipes(tx, userId);
  return readRecipeRow(tx, userId, id, { lock: true });
}

/**
 * lockRecipe, refusing when the stored recipe is newer than the one the writer saw (expectedUpdatedAt),
 * so nobody's save or restore silently undoes another's edit.
 */
export async function lockUnchangedRecipe(
  tx: Database,
  userId: string,
  id: string,
  expectedUpdatedAt: string,
): Promise<RecipeRow> {
  const current = await lockRecipe(tx, userId, id);
  if (current.updatedAt.getTime() !== Date.parse(expectedUpdatedAt)) throw new StaleRecipeError();
  return current;
}

/** A recipe's new content; the photos' order only when it is being set (a restore), else kept. */
export type NextRecipe = NormalizedRecipe & { photoIds?: string[] };

/**
 * Writes `next` over the locked `current` recipe: a version row holding the previous value of each
 * changed field, then the recipe, then the duplicate counts if the title changed. An edit that
 * changes nothing writes nothing, so updatedAt (the editor's concurrency token) stays as it was.
 */
export async function saveRecipeChanges(
  tx: Database,
  userId: string,
  current: RecipeRow,
  next: NextRecipe,
): Promise<Recipe> {
  const changes: VersionChanges = {};
  for (const field of RECIPE_FIELDS) {
    if (!isDeepStrictEqual(current[field], next[field])) changes[field] = current[field];
  }
  if (next.photoIds && !isDeepStrictEqual(current.photoIds, next.photoIds))
    changes.photoIds = current.photoIds;
  if (Object.keys(changes).length === 0) return toRecipe(tx, current);

  await writeVersion(tx, current.id, changes);
  await tx
    .update(recipes)
    // Strictly later than before even within one millisecond, so an old updatedAt never matches again.
    .set({ ...next, updatedAt: sql`greatest(now(), ${recipes.updatedAt} + interval '1 millisecond')` })
    .where(eq(recipes.id, current.id));
  if ('title' in changes) {
    await syncDuplicatePartners(tx, {
      userId,
      recipeId: current.id,
      before: current.title,
      after: next.title,
    });
  }
  return loadRecipe(tx, userId, current.id);
}
