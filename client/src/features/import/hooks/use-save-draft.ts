import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { attachPendingPhotos, type PendingPhoto } from '#client/features/photos/pending-photos.ts';
import { t } from '#client/lib/language.ts';
import { recipePath } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast.tsx';
import { isSessionExpired, useTRPC, useTRPCClient } from '#client/lib/trpc.ts';
import type { RecipeInput } from '#shared/recipes/recipe.ts';

/**
 * Saves the reviewed draft as a new recipe, sends the preview's photos to it, and opens it. On failure
 * nothing is cleared, so the user can simply press Save again; a photo that fails after the recipe is
 * saved is named in a warning, and can be added again on the edit page. `beforeLeaving` lets the page's
 * unsaved-changes guard wave the navigation to the new recipe through.
 */
export function useSaveDraft(beforeLeaving: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ input, photos }: { input: RecipeInput; photos: readonly PendingPhoto[] }) => {
      const recipe = await client.recipes.create.mutate(input);
      const failures = await attachPendingPhotos(recipe.id, photos, client.photos.addFromUrl.mutate);
      return { recipe, failures };
    },
    onSuccess: async ({ recipe, failures }) => {
      toast.success(t('import.saved'));
      for (const failure of failures) toast.warning(t('import.photoNotAdded', { reason: failure }));
      beforeLeaving();
      await navigate(recipePath(recipe.id));
      // Lists, tag choices, duplicate flags and counts all change with a new recipe. Only after
      // leaving: refetched here, the similar-title check would list the recipe just saved.
      void queryClient.invalidateQueries(trpc.recipes.pathFilter());
    },
    onError: (error) => {
      if (!isSessionExpired(error)) toast.error(t('import.saveFailed'));
    },
  });
}
