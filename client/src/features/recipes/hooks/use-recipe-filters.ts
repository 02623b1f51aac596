import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORIES, filterSubcategoriesFor } from '#shared/recipes/categories.ts';

export interface RecipeFilters {
  q: string;
  /** '' stands for All. */
  category: string;
  /** '' stands for All subcategories. */
  subcategory: string;
  tags: string[];
}

/**
 * A shared or hand-edited URL may carry anything: values outside the lists are read as "no filter"
 * so the selects never show a choice they do not offer.
 */
function readFilters(params: URLSearchParams): RecipeFilters {
  const rawCategory = params.get('category') ?? '';
  const category = (CATEGORIES as readonly string[]).includes(rawCategory) ? rawCategory : '';
  const rawSubcategory = params.get('subcategory') ?? '';
  const subcategory =
    category && filterSubcategoriesFor(category).includes(rawSubcategory) ? rawSubcategory : '';
  const tags = [...new Set(params.getAll('tags').filter(Boolean))];
  return { q: params.get('q') ?? '', category, subcategory, tags };
}

function writeFilters(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.category && filters.subcategory) params.set('subcategory', filters.subcategory);
  for (const tag of filters.tags) params.append('tags', tag);
  return params;
}

/**
 * The list filters live in the URL so a filtered view can be shared and the back button steps through
 * earlier filters. Typing replaces the history entry instead of adding one per keystroke.
 */
export function useRecipeFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readFilters(params), [params]);
  // The router commits a new URL a moment after setParams. Until it does, the controls show the
  // choice just made; otherwise a ticked checkbox would flicker back to unticked.
  const [pending, setPending] = useState<{ over: URLSearchParams; filters: RecipeFilters } | null>(null);
  const filters = pending?.over === params ? pending.filters : fromUrl;

  const update = useCallback(
    (change: Partial<RecipeFilters>, { replace = false } = {}) => {
      const next = { ...filters, ...change };
      setPending({ over: params, filters: next });
      setParams(writeFilters(next), { replace });
    },
    [filters, params, setParams],
  );

  const setQuery = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  // A subcategory belongs to one category, so choosing another category starts from all of them.
  const setCategory = useCallback((category: string) => update({ category, subcategory: '' }), [update]);
  const setSubcategory = useCallback((subcategory: string) => update({ subcategory }), [update]);
  const setTags = useCallback((tags: string[]) => update({ tags }), [update]);
  const clear = useCallback(() => update({ q: '', category: '', subcategory: '', tags: [] }), [update]);

  const active = Boolean(filters.q || filters.category || filters.tags.length);
  return { filters, active, setQuery, setCategory, setSubcategory, setTags, clear };
}
