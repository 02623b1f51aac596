import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '#client/features/recipes/hooks/use-dismiss.ts';
import { t } from '#client/lib/language.ts';
import { useTRPC } from '#client/lib/trpc.ts';

interface TagFilterProps {
  selected: string[];
  onChange(tags: string[]): void;
}

/** The tag multi-select: a button that opens a panel of checkboxes; recipes must carry every tag chosen. */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const trpc = useTRPC();
  const tags = useQuery(trpc.recipes.tags.queryOptions());
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, buttonRef);
  const labelId = useId();
  const buttonId = useId();
  const panelId = useId();

  // A tag chosen in a shared link may no longer exist; it stays listed so it can be unticked.
  const known = tags.data ?? [];
  const missing = selected.filter((tag) => !known.some((option) => option.tag === tag));
  const options = [...known, ...missing.map((tag) => ({ tag, count: 0 }))];

  const toggle = (tag: string) =>
    onChange(selected.includes(tag) ? selected.filter((other) => other !== tag) : [...selected, tag]);

  return (
    <div className="field tag-filter" ref={rootRef}>
      <span className="label" id={labelId}>
        {t('recipes.tags')}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="tag-filter-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span>
          {selected.length === 0
            ? t('recipes.allTags')
            : t('recipes.tagsSelected', { count: selected.length })}
        </span>
        <span className="tag-filter-chevron" aria-hidden="true" />
      </button>
      <fieldset id={panelId} className="tag-filter-panel" hidden={!open}>
        <legend className="visually-hidden">{t('recipes.filterByTags')}</legend>
        <label className="tag-option tag-option-all">
          <input type="checkbox" checked={selected.length === 0} onChange={() => onChange([])} />
          {t('recipes.allTags')}
        </label>
        {tags.isPending && <p className="muted tag-filter-note">{t('recipes.loadingTags')}</p>}
        {tags.isError && <p className="form-error tag-filter-note">{t('recipes.tagsFailed')}</p>}
        {tags.isSuccess && options.length === 0 && (
          <p className="muted tag-filter-note">{t('recipes.noTags')}</p>
        )}
        {options.map(({ tag, count }) => (
          <label className="tag-option" key={tag}>
            <input type="checkbox" checked={selected.includes(tag)} onChange={() => toggle(tag)} />
            <span className="tag-option-text">{tag}</span>
            {count > 0 && <span className="tag-option-count">{count}</span>}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
