import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { errorMessage, isSessionExpired, useTRPC } from '../../../lib/trpc';
import { uploadPhoto } from '../upload-photo';

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
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadPhoto(recipeId, file);
    },
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });

  const arrange = useMutation(
    trpc.photos.arrange.mutationOptions({
      onError: (error) => {
        if (!isSessionExpired(error)) toast.error(errorMessage(error, 'The photos could not be saved'));
      },
      onSettled: refresh,
    }),
  );

  const { mutate: add } = upload;
  return {
    add: useCallback((files: File[]) => add(files), [add]),
    adding: upload.isPending ? upload.variables.length : 0,
    arrange: (photoIds: string[]) => arrange.mutate({ recipeId, photoIds }),
  };
}
