import type { z } from 'zod';
import type { recipeInput } from '../../shared/recipe';
import { applySaveRules } from '../../shared/save-rules';
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
    await lockUserRecipes(tx, userId);
    const [created] = await tx
      .insert(recipes)
      .values({ ...recipe, userId })
      .returning({ id: recipes.id });
    const id = created!.id;
    await syncDuplicatePartners(tx, { userId, recipeId: id, before: null, after: recipe.title });
    return loadRecipe(tx, userId, id);
  });
}
