import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '#client/lib/language.ts';
import { RecipeRow } from './recipe-row';
import type { VirtualRecipeListProps } from './virtual-recipe-list';

/** More rows than any screen shows at once: the first screen needs no windowing. */
const FIRST_SCREEN_ROWS = 20;

const CONTROLS = 'a, button';

/** Which row and which of its controls has the focus, if any. */
function focusedControl() {
  const focused = document.activeElement;
  const row = focused?.closest<HTMLElement>('.recipe-list li[aria-posinset]');
  if (!focused || !row) return null;
  const control = [...row.querySelectorAll(CONTROLS)].indexOf(focused);
  return control < 0 ? null : { position: row.getAttribute('aria-posinset') ?? '', control };
}

/** Loaded once per page life; a list shown again (Back) starts windowed. */
let windowedList: ComponentType<VirtualRecipeListProps> | null = null;
const loadWindowedList = () =>
  import('./virtual-recipe-list').then((m) => {
    windowedList = m.VirtualRecipeList;
    return m.VirtualRecipeList;
  });

/**
 * The list's rows. The first screenful renders as plain rows; the windowed list (and its
 * virtualizer, ~10 KB gzipped) loads only when a longer list's end of that screenful comes near the
 * viewport, so the library's first load does not carry it (docs/decisions/0031).
 */
export function RecipeRows(props: VirtualRecipeListProps) {
  const { items, total, hasNextPage, onDelete } = props;
  const [Windowed, setWindowed] = useState(() => windowedList);
  const lastRow = useRef<HTMLLIElement>(null);
  const refocus = useRef<{ position: string; control: number } | null>(null);
  const longer = hasNextPage || items.length > FIRST_SCREEN_ROWS;

  useEffect(() => {
    const row = lastRow.current;
    if (Windowed || !longer || !row) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadWindowedList().then((list) => {
          refocus.current = focusedControl();
          setWindowed(() => list);
        });
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(row);
    return () => observer.disconnect();
  }, [Windowed, longer]);

  // The windowed list renders its rows anew: a keyboard user keeps her place in the list.
  useLayoutEffect(() => {
    const place = refocus.current;
    refocus.current = null;
    if (!Windowed || !place) return;
    const row = document.querySelector(`.recipe-list li[aria-posinset="${place.position}"]`);
    row?.querySelectorAll<HTMLElement>(CONTROLS)[place.control]?.focus();
  }, [Windowed]);

  if (Windowed) return <Windowed {...props} />;
  const shown = items.slice(0, FIRST_SCREEN_ROWS);
  return (
    <ol className="recipe-list recipe-list-first-screen" aria-label={t('recipes.title')}>
      {shown.map((recipe, index) => (
        <li
          key={recipe.id}
          ref={index === shown.length - 1 ? lastRow : undefined}
          aria-setsize={total}
          aria-posinset={index + 1}
          className="recipe-list-item"
        >
          <RecipeRow recipe={recipe} onDelete={onDelete} />
        </li>
      ))}
    </ol>
  );
}
