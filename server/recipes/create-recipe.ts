import type { z } from 'zod';
import type { recipeInput } from '#shared/recipes/recipe.ts';
import { applySaveRules, type NormalizedRecipe } from '#shared/recipes/save-rules.ts';
import type { Database } from '../db/client';
import { recipes } from '../db/schema';
import { syncDuplicatePartners } from './duplicate-sync';
import { loadRecipe, type Recipe } from './recipe-row';
import { lockUserRecipes } from './user-lock';

export type ParsedRecipeInput = z.output<typeof recipeInput>;

/** Saves a reviewed draft (spec 5 "Save from import"): normalised by the save rules, never refused. */
export async function createRecipe(db: Database, userId: string, input: ParsedRecipeInput): Promise<Recipe> {
  const recipe = applySaveRules(input);
  return db.transaction(async (tx) => {
    const id = await insertRecipe(tx, userId, recipe);
    return loadRecipe(tx, userId, id);
  });
}

export interface InsertOptions {
  /** A restore keeps the recipe's own times. */
  createdAt?: Date;
  updatedAt?: Date;
  /**
   * False for a bulk import, which recomputes the whole library's counts once at its end
   * (rebuildDuplicatePartners) instead of moving them on every insert.
   */
  countDuplicates?: boolean;
}

/** Inserts a recipe the save rules have shaped and counts its title's duplicates, in the caller's transaction. */
export async function insertRecipe(
  tx: Database,
  userId: string,
  recipe: NormalizedRecipe,
  { countDuplicates = true, ...timestamps }: InsertOptions = {},
): Promise<string> {
  await lockUserRecipes(tx, userId);
  const [created] = await tx
    .insert(recipes)
    .values({ ...recipe, ...timestamps, userId })
    .returning({ id: recipes.id });
  const id = created!.id;
  if (countDuplicates) {
    await syncDuplicatePartners(tx, { userId, recipeId: id, before: null, after: recipe.title });
  }
  return id;
}
