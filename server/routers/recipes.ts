import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { LIMITS, MESSAGES, recipeInput, recipeUpdateInput, storableText } from '../../shared/recipe';
import { createRecipe } from '../recipes/create-recipe';
import { deleteRecipe } from '../recipes/delete-recipe';
import {
  RecipeEditError,
  RecipeNotFoundError,
  StaleRecipeError,
  VersionNotFoundError,
  VersionUnreadableError,
} from '../recipes/errors';
import { decodeListCursor } from '../recipes/list-cursor';
import { listRecipes } from '../recipes/list-recipes';
import { loadRecipe } from '../recipes/recipe-row';
import { listTags } from '../recipes/recipe-tags';
import { findSimilarRecipes } from '../recipes/similar-recipes';
import { updateRecipe } from '../recipes/update-recipe';
import { protectedProcedure, router } from '../trpc';

/** The recipe domain's refusals as tRPC errors; anything else passes on (and is a 500). */
function toTRPCError(cause: unknown): TRPCError | null {
  if (cause instanceof RecipeNotFoundError || cause instanceof VersionNotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: cause.message, cause });
  }
  if (cause instanceof StaleRecipeError)
    return new TRPCError({ code: 'CONFLICT', message: cause.message, cause });
  if (cause instanceof RecipeEditError)
    return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  if (cause instanceof VersionUnreadableError)
    return new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: cause.message, cause });
  return null;
}

/** A signed-in procedure whose recipe-domain errors reach the client as their tRPC codes. */
export const recipeProcedure = protectedProcedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

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
