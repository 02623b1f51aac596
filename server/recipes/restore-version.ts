import { recipeInput } from '#shared/recipes/recipe.ts';
import { applySaveRules } from '#shared/recipes/save-rules.ts';
import type { Database } from '../db/client';
import { VersionNotFoundError, VersionUnreadableError } from './errors';
import { restorablePhotoIds } from './photo-order';
import { type Recipe, type RecipeRow, VERSIONED_FIELDS } from './recipe-row';
import { readVersionsFrom } from './recipe-versions';
import { lockUnchangedRecipe, saveRecipeChanges } from './save-recipe';

/**
 * Returns the recipe to its content just before edit `version`: each version holds the values its
 * edit replaced, so undoing the newest edit first and that one last rebuilds that state. The result
 * is saved as an ordinary edit, which is itself versioned: a restore can be undone the same way. Like an
 * edit, it is refused (CONFLICT) when the recipe changed after the chef looked at it.
 */
export async function restoreVersion(
  db: Database,
  userId: string,
  input: { recipeId: string; version: number; expectedUpdatedAt: string },
): Promise<Recipe> {
  const { recipeId, version } = input;
  return db.transaction(async (tx) => {
    const current = await lockUnchangedRecipe(tx, userId, recipeId, input.expectedUpdatedAt);
    const newestFirst = await readVersionsFrom(tx, recipeId, version);
    if (newestFirst.at(-1)?.version !== version) throw new VersionNotFoundError();

    const restored: Record<string, unknown> = fieldsOf(current);
    for (const { changes } of newestFirst) {
      for (const field of VERSIONED_FIELDS) if (field in changes) restored[field] = changes[field];
    }
    // Through the save rules like any input: a version written by older code still becomes a valid recipe.
    const parsed = recipeInput.safeParse(restored);
    if (!parsed.success) throw new VersionUnreadableError();
    const photoIds = await restorablePhotoIds(tx, recipeId, restored.photoIds);
    return saveRecipeChanges(tx, userId, current, { ...applySaveRules(parsed.data), photoIds });
  });
}

function fieldsOf(row: RecipeRow): Record<string, unknown> {
  return Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, row[field]]));
}
