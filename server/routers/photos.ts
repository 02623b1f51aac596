import { z } from 'zod';
import { URL_MESSAGES, webUrl } from '#shared/import.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { addPhotoFromUrl } from '../photos/add-photo-from-url';
import { arrangePhotos } from '../photos/recipe-photos';
import { router } from '../trpc';
import { recipeIdInput, recipeProcedure } from './recipes';

const photoProcedure = recipeProcedure;

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
