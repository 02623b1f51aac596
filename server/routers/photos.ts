import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PHOTO_LIMITS } from '../../shared/photos';
import { LIMITS } from '../../shared/recipe';
import { FETCH_FAILED_MESSAGE, SafeFetchError } from '../import/safe-fetch';
import { PhotoRejectedError } from '../photos/photo-errors';
import { addPhoto, arrangePhotos } from '../photos/recipe-photos';
import { readRecipeRow } from '../recipes/recipe-row';
import { router } from '../trpc';
import { spendImportBudget } from './import';
import { recipeIdInput, recipeProcedure } from './recipes';

/** Photo refusals as tRPC errors; a recipe that is not the user's is NOT_FOUND (recipeProcedure). */
const photoProcedure = recipeProcedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const { cause } = result.error;
    if (cause instanceof PhotoRejectedError) {
      const code = cause.reason === 'tooMany' ? 'CONFLICT' : 'UNPROCESSABLE_CONTENT';
      throw new TRPCError({ code, message: cause.message, cause });
    }
    if (cause instanceof SafeFetchError)
      throw new TRPCError({ code: 'BAD_REQUEST', message: FETCH_FAILED_MESSAGE, cause });
  }
  return result;
});

/** Uploads are plain HTTP (server/http/photo-routes.ts); the rest of a gallery's life is here. */
export const photosRouter = router({
  /** The gallery in this order, the first as the cover; ids left out are removed (a version keeps them). */
  arrange: photoProcedure
    .input(
      z.object({
        recipeId: recipeIdInput,
        photoIds: z.array(z.string().max(100)).max(PHOTO_LIMITS.perRecipe),
      }),
    )
    .mutation(({ ctx, input }) => arrangePhotos(ctx.db, { userId: ctx.user.id, ...input })),

  /**
   * The picture a URL import found, added to the saved recipe: fetched through the one safe path
   * (public addresses only, image types, the photo size limit) within the import's rate limit, then
   * processed like an upload.
   */
  addFromUrl: photoProcedure
    .input(z.object({ recipeId: recipeIdInput, url: z.url({ protocol: /^https?$/ }).max(LIMITS.url) }))
    .mutation(async ({ ctx, input }) => {
      // The recipe first: nobody makes the server fetch for a recipe that is not theirs.
      await readRecipeRow(ctx.db, ctx.user.id, input.recipeId);
      await spendImportBudget(ctx);
      const { bytes } = await ctx.fetchImage(input.url);
      return addPhoto(ctx.db, ctx.photoStore, { userId: ctx.user.id, recipeId: input.recipeId, bytes });
    }),
});
