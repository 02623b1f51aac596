import type { z } from 'zod';
import type { recipeUpdateInput } from '../../shared/recipe';
import { applySaveRules, validateEdit } from '../../shared/save-rules';
import type { Database } from '../db/client';
import { RecipeEditError, StaleRecipeError } from './errors';
import type { Recipe } from './recipe-row';
import { lockRecipe, saveRecipeChanges } from './save-recipe';

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
  const expected = Date.parse(input.expectedUpdatedAt);
  return db.transaction(async (tx) => {
    const current = await lockRecipe(tx, userId, input.id);
    if (current.updatedAt.getTime() !== expected) throw new StaleRecipeError();
    return saveRecipeChanges(tx, userId, current, next);
  });
}
