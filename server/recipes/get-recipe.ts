import type { Database } from '../db/client';
import { type Recipe, readRecipeRow, toRecipe } from './recipe-row';

export async function getRecipe(db: Database, userId: string, id: string): Promise<Recipe> {
  return toRecipe(await readRecipeRow(db, userId, id));
}
