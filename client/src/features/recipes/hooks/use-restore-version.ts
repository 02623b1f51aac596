import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorCode, errorMessage, isSessionExpired, useTRPC } from '#client/lib/trpc.ts';
import { MESSAGES } from '#shared/recipes/recipe.ts';

/**
 * Restores an earlier state, shows it at once, and reloads the history (the restore is a new version)
 * and the lists. The restore carries the updatedAt on screen; when the recipe was changed elsewhere
 * since, the server refuses (CONFLICT) and the page reloads the recipe and its history and says why.
 */
export function useRestoreVersion(recipeId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const reloadHistory = () => queryClient.invalidateQueries(trpc.versions.list.queryFilter({ recipeId }));
  return useMutation(
    trpc.versions.restore.mutationOptions({
      onSuccess: async (restored) => {
        toast.success(t('versions.restored'));
        queryClient.setQueryData(trpc.recipes.byId.queryKey({ id: recipeId }), restored);
        await Promise.all([
          reloadHistory(),
          queryClient.invalidateQueries(trpc.recipes.list.pathFilter()),
          queryClient.invalidateQueries(trpc.recipes.tags.pathFilter()),
        ]);
      },
      onError: async (error) => {
        if (isSessionExpired(error)) return;
        if (errorCode(error) !== 'CONFLICT') {
          toast.error(t('versions.restoreFailed'));
          return;
        }
        toast.error(errorMessage(error, t(MESSAGES.changedElsewhere)));
        await Promise.all([
          queryClient.invalidateQueries(trpc.recipes.byId.queryFilter({ id: recipeId })),
          reloadHistory(),
        ]);
      },
    }),
  );
}
