import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, useTRPC } from '#client/lib/trpc.ts';
import type { Pan } from '#shared/scaling/pans.ts';
import { toFormValues, toUpdateInput } from '../edit-values';
import type { Recipe } from './use-recipe';

/**
 * Saves how many the recipe serves and its pan from the detail page's scaling panel: the recipe as
 * loaded with those two fields changed, through the same update (and conflict check) as the editor.
 */
export function useSaveYield(recipe: Recipe) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.recipes.update.mutationOptions());
  const save = (patch: { servings?: number; pan?: Pan }) =>
    update.mutate(
      { ...toUpdateInput(toFormValues(recipe), recipe), ...patch },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(trpc.recipes.byId.queryKey({ id: recipe.id }), saved);
          void queryClient.invalidateQueries(trpc.versions.list.queryFilter({ recipeId: recipe.id }));
          toast.success(t('recipes.yieldSaved'));
        },
        onError: (error) => toast.error(errorMessage(error, t('recipes.yieldSaveFailed'))),
      },
    );
  return { save, saving: update.isPending };
}
