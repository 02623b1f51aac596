import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isSessionExpired, useTRPC } from '../../../lib/trpc';

/** Restores an earlier state, shows it at once, and reloads the history (the restore is a new version) and the lists. */
export function useRestoreVersion(recipeId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.versions.restore.mutationOptions({
      onSuccess: async (restored) => {
        toast.success('Version restored');
        queryClient.setQueryData(trpc.recipes.byId.queryKey({ id: recipeId }), restored);
        await Promise.all([
          queryClient.invalidateQueries(trpc.versions.list.queryFilter({ recipeId })),
          queryClient.invalidateQueries(trpc.recipes.list.pathFilter()),
          queryClient.invalidateQueries(trpc.recipes.tags.pathFilter()),
        ]);
      },
      onError: (error) => {
        if (!isSessionExpired(error)) toast.error('Restore failed');
      },
    }),
  );
}
