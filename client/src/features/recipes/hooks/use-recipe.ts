import { useQuery } from '@tanstack/react-query';
import { t } from '#client/lib/language.ts';
import { errorCode, isSessionExpired, type RouterOutputs, useTRPC } from '#client/lib/trpc.ts';

export type Recipe = RouterOutputs['recipes']['byId'];

/** The server answers NOT_FOUND for a missing recipe, someone else's, and an id that is no id at all. */
export function isRecipeMissing(error: unknown): boolean {
  return errorCode(error) === 'NOT_FOUND';
}

export function recipeLoadErrorMessage(error: unknown): string {
  return t(isRecipeMissing(error) ? 'recipes.notFound' : 'recipes.loadFailedOne');
}

export function useRecipe(id: string, options: { alwaysRefetch?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.recipes.byId.queryOptions({ id }),
    // A missing recipe will not appear by asking again.
    retry: (count, error) => !isRecipeMissing(error) && !isSessionExpired(error) && count < 2,
    ...(options.alwaysRefetch && { refetchOnMount: 'always' as const }),
  });
}
