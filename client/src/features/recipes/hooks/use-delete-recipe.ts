import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { isSessionExpired, type RouterOutputs, useTRPC } from '#client/lib/trpc.ts';

type ListPage = RouterOutputs['recipes']['list'];

/** Every page carries the same total, so each one counts the removal. */
function withoutRecipe(data: InfiniteData<ListPage> | undefined, id: string) {
  if (!data?.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== id),
    total: Math.max(0, page.total - 1),
  }));
  return { ...data, pages };
}

/**
 * Deletes a recipe and takes it out of every cached list at once, so its row disappears without
 * waiting for the lists to refetch (which also settles the duplicate flags and the tag counts).
 * The recipe's own queries are only marked stale: the detail page that asked for the deletion is
 * still mounted while it navigates away, and an immediate refetch would report 'Recipe not found'.
 */
export function useDeleteRecipe() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.recipes.delete.mutationOptions({
      onSuccess: (_result, { id }) => {
        toast.success(t('recipes.deleted'));
        queryClient.setQueriesData<InfiniteData<ListPage>>(trpc.recipes.list.pathFilter(), (data) =>
          withoutRecipe(data, id),
        );
        void queryClient.invalidateQueries({ ...trpc.recipes.byId.queryFilter({ id }), refetchType: 'none' });
        void queryClient.invalidateQueries({
          ...trpc.versions.list.queryFilter({ recipeId: id }),
          refetchType: 'none',
        });
        void queryClient.invalidateQueries(trpc.recipes.list.pathFilter());
        void queryClient.invalidateQueries(trpc.recipes.tags.pathFilter());
      },
      onError: (error) => {
        if (!isSessionExpired(error)) toast.error(t('recipes.deleteFailed'));
      },
    }),
  );
}
