import { z } from 'zod';
import { LIMITS, MESSAGES, recipeInput, recipeUpdateInput, storableText } from '#shared/recipes/recipe.ts';
import { createRecipe } from '../recipes/create-recipe';
import { deleteRecipe } from '../recipes/delete-recipe';
import { decodeListCursor } from '../recipes/list/list-cursor';
import { listRecipes } from '../recipes/list/list-recipes';
import { listTags } from '../recipes/list/recipe-tags';
import { findSimilarRecipes } from '../recipes/list/similar-recipes';
import { loadRecipe } from '../recipes/recipe-row';
import { updateRecipe } from '../recipes/update-recipe';
import { protectedProcedure, router } from '../trpc';

/** A signed-in procedure on the user's recipes (photos and versions build on it). */
export const recipeProcedure = protectedProcedure;

/** Any string: one that is not a recipe's id answers NOT_FOUND like a missing recipe, never a 500. */
export const recipeIdInput = z.string().max(100);

const listInput = z.object({
  q: z.string().max(LIMITS.title).transform(storableText).optional(),
  category: z.string().max(50).transform(storableText).optional(),
  subcategory: z.string().max(100).transform(storableText).optional(),
  tags: z
    .array(z.string().max(LIMITS.tag).transform(storableText))
    .max(LIMITS.tags, `Filter by at most ${LIMITS.tags} tags`)
    .optional(),
  cursor: z
    .string()
    .max(200)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const cursor = decodeListCursor(value);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
      return cursor;
    }),
  limit: z.number().int().min(1).max(200).default(50),
});

export const recipesRouter = router({
  list: recipeProcedure.input(listInput).query(({ ctx, input }) => listRecipes(ctx.db, ctx.user.id, input)),

  tags: recipeProcedure.query(({ ctx }) => listTags(ctx.db, ctx.user.id)),

  byId: recipeProcedure
    .input(z.object({ id: recipeIdInput }))
    .query(({ ctx, input }) => loadRecipe(ctx.db, ctx.user.id, input.id)),

  create: recipeProcedure
    .input(recipeInput)
    .mutation(({ ctx, input }) => createRecipe(ctx.db, ctx.user.id, input)),

  update: recipeProcedure
    .input(recipeUpdateInput)
    .mutation(({ ctx, input }) => updateRecipe(ctx.db, ctx.user.id, input)),

  delete: recipeProcedure
    .input(z.object({ id: recipeIdInput }))
    .mutation(({ ctx, input }) => deleteRecipe(ctx.db, ctx.user.id, input.id)),

  similar: recipeProcedure
    .input(z.object({ title: z.string().max(LIMITS.title, MESSAGES.titleTooLong).transform(storableText) }))
    .query(({ ctx, input }) => findSimilarRecipes(ctx.db, ctx.user.id, input.title)),
});
