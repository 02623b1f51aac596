import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type RouterInputs, useTRPC } from '#client/lib/trpc.ts';
import type { RecipeFilters } from './use-recipe-filters';

const PAGE_SIZE = 50;

type ListInput = RouterInputs['recipes']['list'];

function toListInput(filters: RecipeFilters): ListInput {
  const q = filters.q.trim();
  return {
    ...(q && { q }),
    ...(filters.category && { category: filters.category }),
    ...(filters.subcategory && { subcategory: filters.subcategory }),
    ...(filters.tags.length > 0 && { tags: filters.tags }),
    limit: PAGE_SIZE,
  };
}

/**
 * Pages of the filtered list, fetched as the reader scrolls. While a new filter loads, the previous
 * results stay on screen instead of flashing a spinner on every keystroke.
 */
export function useRecipeList(filters: RecipeFilters) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.recipes.list.infiniteQueryOptions(toListInput(filters), {
      getNextPageParam: (page) => page.nextCursor,
      placeholderData: keepPreviousData,
    }),
  );
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}
