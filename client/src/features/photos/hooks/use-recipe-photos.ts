import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, isSessionExpired, useTRPC } from '#client/lib/trpc.ts';
import { PhotoUploadError, uploadPhoto } from '../upload-photo';

/**
 * A saved recipe's photos: uploads (one after another, so the gallery keeps the order they were
 * chosen in) and arrangements, each saved at once; the recipe, its list row and its history refresh.
 */
export function useRecipePhotos(recipeId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.recipes.byId.queryFilter({ id: recipeId })),
      queryClient.invalidateQueries(trpc.recipes.list.pathFilter()),
      queryClient.invalidateQueries(trpc.versions.list.queryFilter({ recipeId })),
    ]);

  const upload = useMutation({
    // One after another; a file that is refused does not stop the rest, and each refusal is told.
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        try {
          await uploadPhoto(recipeId, file);
        } catch (error) {
          // An expired session ends them all: the app's own handler takes the chef to sign in.
          if (isSessionExpired(error)) throw error;
          const message = error instanceof PhotoUploadError ? error.message : t('photos.addFailed');
          toast.error(`${file.name}: ${message}`);
        }
      }
    },
    onSettled: refresh,
  });

  const arrange = useMutation(
    trpc.photos.arrange.mutationOptions({
      onError: (error) => {
        if (!isSessionExpired(error)) toast.error(errorMessage(error, t('photos.saveFailed')));
      },
      onSettled: refresh,
    }),
  );

  const { mutate: add } = upload;
  return {
    add: useCallback((files: File[]) => add(files), [add]),
    adding: upload.isPending ? upload.variables.length : 0,
    /** True while an upload or an arrangement is on its way: the editor waits rather than race it. */
    busy: upload.isPending || arrange.isPending,
    /**
     * `shown` is the order on the screen: the server refuses (CONFLICT) when it has changed meanwhile,
     * and the refresh that follows every arrangement shows the chef the current gallery.
     */
    arrange: (photoIds: string[], shown: string[]) =>
      arrange.mutate({ recipeId, photoIds, expectedPhotoIds: shown }),
  };
}
