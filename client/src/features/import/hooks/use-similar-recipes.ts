import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '#client/lib/trpc.ts';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough that typing a title asks once, short enough that the warning follows the pause. */
const TITLE_DEBOUNCE_MS = 400;

/**
 * The user's recipes whose title resembles the draft's, minus the ones the user chose to ignore.
 * Failures stay quiet: the warning is a courtesy and must never block saving.
 */
export function useSimilarRecipes(title: string) {
  const trpc = useTRPC();
  const settledTitle = useDebouncedValue(title.trim(), TITLE_DEBOUNCE_MS);
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(new Set());

  const { data } = useQuery(
    trpc.recipes.similar.queryOptions(settledTitle ? { title: settledTitle } : skipToken, {
      // While the next title is asked about, the previous answer stays instead of blinking away.
      placeholderData: keepPreviousData,
    }),
  );

  const recipes = settledTitle ? (data ?? []).filter((recipe) => !ignored.has(recipe.id)) : [];
  const ignore = (id: string) => setIgnored((previous) => new Set(previous).add(id));
  return { recipes, ignore };
}
