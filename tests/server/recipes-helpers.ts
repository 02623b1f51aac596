import type { AppDeps } from '#server/context.ts';
import type { Recipe } from '#server/recipes/recipe-row.ts';
import type { RecipeInput, RecipeUpdateInput } from '#shared/recipes/recipe.ts';
import { callerFor } from '../support/caller';
import { createSignedInUser } from '../support/users';

/** A signed-in user with a procedure caller (createCaller: no HTTP). */
export async function signedInCaller(deps: AppDeps) {
  const signedIn = await createSignedInUser(deps);
  return { ...signedIn, caller: callerFor(deps, signedIn) };
}

export type Caller = Awaited<ReturnType<typeof signedInCaller>>['caller'];

/** A recipe the edit form accepts; `overrides` replace whole fields. */
export function recipeDraft(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: 'Suklaamousse',
    category: 'sweet',
    subcategory: 'Mousses',
    ingredients: [{ amount: 200, unit: 'g', name: 'tumma suklaa' }],
    instructions: ['Sulata suklaa.', 'Vatkaa kerma ja yhdistä.'],
    aiGeneratedTags: ['chocolate'],
    ...overrides,
  };
}

/** The update input for saving `recipe` with `patch` applied, as the edit form sends it. */
export function editOf(recipe: Recipe, patch: Partial<RecipeInput> = {}): RecipeUpdateInput {
  return { ...recipe, ...patch, expectedUpdatedAt: recipe.updatedAt };
}

/** The versions.restore input for undoing back to before edit `version` of `recipe` as last seen. */
export function restoreOf(recipe: Pick<Recipe, 'id' | 'updatedAt'>, version: number) {
  return { recipeId: recipe.id, version, expectedUpdatedAt: recipe.updatedAt };
}
