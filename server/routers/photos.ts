import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { URL_MESSAGES, webUrl } from '../../shared/import';
import { PHOTO_LIMITS } from '../../shared/photos';
import { RateLimitedError } from '../limits/rate-limiter';
import { addPhotoFromUrl } from '../photos/add-photo-from-url';
import { PHOTO_REFUSALS, PhotoRejectedError } from '../photos/photo-errors';
import { arrangePhotos } from '../photos/recipe-photos';
import { router, tooManyRequests } from '../trpc';
import { recipeIdInput, recipeProcedure } from './recipes';

/** Photo refusals as tRPC errors; a recipe that is not the user's is NOT_FOUND (recipeProcedure). */
const photoProcedure = recipeProcedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const { cause } = result.error;
    if (cause instanceof PhotoRejectedError)
      throw new TRPCError({ code: PHOTO_REFUSALS[cause.reason], message: cause.message, cause });
    if (cause instanceof RateLimitedError) throw tooManyRequests(cause);
  }
  return result;
});

const photoIdsInput = z.array(z.string().max(100)).max(PHOTO_LIMITS.perRecipe);

/** Uploads are plain HTTP (server/http/photo-routes.ts); the rest of a gallery's life is here. */
export const photosRouter = router({
  /**
   * The gallery in this order, the first as the cover; ids left out are removed (a version keeps
   * them). `expectedPhotoIds` is the order the page showed: CONFLICT when it has changed meanwhile.
   */
  arrange: photoProcedure
    .input(z.object({ recipeId: recipeIdInput, photoIds: photoIdsInput, expectedPhotoIds: photoIdsInput }))
    .mutation(({ ctx, input }) => arrangePhotos(ctx.db, { userId: ctx.user.id, ...input })),

  /**
   * The picture a URL import found, added to the saved recipe: fetched through the one safe path
   * (public addresses only, image types, the photo size limit) within the import's rate limit, then
   * processed like an upload.
   */
  addFromUrl: photoProcedure
    .input(
      z.object({
        recipeId: recipeIdInput,
        url: webUrl(URL_MESSAGES),
        /** False while the recipe is being created (the import preview's Save): no version for it. */
        versioned: z.boolean().optional(),
      }),
    )
    .mutation(({ ctx, input }) => addPhotoFromUrl(ctx, { userId: ctx.user.id, ...input })),
});
