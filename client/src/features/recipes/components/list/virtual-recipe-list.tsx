import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { t } from '#client/lib/language.ts';
import { RecipeRow, type RecipeSummary } from './recipe-row';

/** Rows measure themselves; this is only the first guess for rows not yet on screen. */
const ESTIMATED_ROW_HEIGHT = 84;
/** Start fetching the next page while this many loaded rows are still below the viewport. */
const PREFETCH_ROWS = 15;

export interface VirtualRecipeListProps {
  items: RecipeSummary[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): void;
  onDelete(recipe: RecipeSummary): void;
}

/**
 * Renders only the rows near the viewport, so a library of thousands scrolls as smoothly as one of
 * ten; the page itself scrolls (no inner scroll box), which keeps phones' native scrolling.
 */
export function VirtualRecipeList({
  items,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  onDelete,
}: VirtualRecipeListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const scrollMargin = useListOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - PREFETCH_ROWS) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, items.length, fetchNextPage]);

  return (
    <>
      <ol
        ref={listRef}
        className="recipe-list"
        aria-label={t('recipes.title')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const recipe = items[row.index];
          if (!recipe) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-setsize={total}
              aria-posinset={row.index + 1}
              className="recipe-list-item"
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <RecipeRow recipe={recipe} onDelete={onDelete} />
            </li>
          );
        })}
      </ol>
      {isFetchingNextPage && <Spinner label={t('recipes.loadingMore')} />}
    </>
  );
}

/** Where the list starts on the page; the filters above it wrap differently on every screen width. */
function useListOffset(ref: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
