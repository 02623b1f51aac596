import type { z } from 'zod';
import type { recipeUpdateInput } from '#shared/recipes/recipe.ts';
import { applySaveRules, validateEdit } from '#shared/recipes/save-rules.ts';
import type { Database } from '../db/client';
import { RecipeEditError } from './errors';
import type { Recipe } from './recipe-row';
import { lockUnchangedRecipe, saveRecipeChanges } from './save-recipe';

export type ParsedRecipeUpdate = z.output<typeof recipeUpdateInput>;

/**
 * Saves the edit form (spec 5 "Edit save"): the whole recipe as edited, checked by the edit rules,
 * normalised by the save rules, and refused when the stored recipe is newer than the one the editor
 * loaded (expectedUpdatedAt), so nobody's save silently undoes another's.
 */
export async function updateRecipe(db: Database, userId: string, input: ParsedRecipeUpdate): Promise<Recipe> {
  const problem = validateEdit(input);
  if (problem) throw new RecipeEditError(problem);
  const next = applySaveRules(input);
  return db.transaction(async (tx) => {
    const current = await lockUnchangedRecipe(tx, userId, input.id, input.expectedUpdatedAt);
    return saveRecipeChanges(tx, userId, current, next);
  });
}
