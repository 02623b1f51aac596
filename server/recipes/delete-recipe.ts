import { and, eq } from 'drizzle-orm';
import { isUuid } from '#shared/uuid.ts';
import type { Database } from '../db/client';
import { recipes } from '../db/schema';
import { syncDuplicatePartners } from './duplicate-sync';
import { RecipeNotFoundError } from './errors';
import { lockUserRecipes } from './user-lock';

/** Deletes the recipe with its versions, and takes its title out of the others' duplicate counts. */
export async function deleteRecipe(db: Database, userId: string, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw new RecipeNotFoundError();
  return db.transaction(async (tx) => {
    await lockUserRecipes(tx, userId);
    const [deleted] = await tx
      .delete(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
      .returning({ title: recipes.title });
    if (!deleted) throw new RecipeNotFoundError();
    await syncDuplicatePartners(tx, { userId, recipeId: id, before: deleted.title, after: null });
    return { id };
  });
}
