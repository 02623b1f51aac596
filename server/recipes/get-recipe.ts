import type { Database } from '../db/client';
import { loadRecipe, type Recipe } from './recipe-row';

export function getRecipe(db: Database, userId: string, id: string): Promise<Recipe> {
  return loadRecipe(db, userId, id);
}
