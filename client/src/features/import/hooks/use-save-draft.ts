import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { recipePath } from '../../../lib/paths';
import { isSessionExpired, useTRPC } from '../../../lib/trpc';

/**
 * Saves the reviewed draft as a new recipe and opens it. On failure nothing is cleared, so the user
 * can simply press Save again. `beforeLeaving` lets the page's unsaved-changes guard wave the
 * navigation to the new recipe through.
 */
export function useSaveDraft(beforeLeaving: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.recipes.create.mutationOptions({
      onSuccess: async (recipe) => {
        toast.success('Recipe saved successfully');
        beforeLeaving();
        await navigate(recipePath(recipe.id));
        // Lists, tag choices, duplicate flags and counts all change with a new recipe. Only after
        // leaving: refetched here, the similar-title check would list the recipe just saved.
        void queryClient.invalidateQueries(trpc.recipes.pathFilter());
      },
      onError: (error) => {
        if (!isSessionExpired(error)) toast.error('Failed to save recipe');
      },
    }),
  );
}
