import { type ReactNode, useLayoutEffect, useRef } from 'react';

type FocusTarget = 'field' | 'up' | 'down';

interface RowListEditorProps<Row extends { key: string }> {
  /** 'ingredient' or 'step': names the buttons ("Move ingredient 2 up"). */
  noun: string;
  rows: Row[];
  onChange(rows: Row[]): void;
  createRow(): Row;
  /** The row's fields; the one that should take focus carries data-row-focus. */
  renderFields(row: Row, index: number): ReactNode;
  className?: string;
}

/**
 * An ordered list of editable rows, each with move up / move down / add below / delete. After every
 * action focus lands where the keyboard user expects it: on the moved row's button (so pressing again
 * keeps moving it), in the new row, or on the row that took the deleted one's place.
 */
export function RowListEditor<Row extends { key: string }>({
  noun,
  rows,
  onChange,
  createRow,
  renderFields,
  className,
}: RowListEditorProps<Row>) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<{ key: string; target: FocusTarget } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector(`[data-row-key="${pending.key}"]`);
    const fallback = pending.target === 'up' ? 'down' : 'up';
    const candidates = [pending.target, fallback].map((target) =>
      row?.querySelector<HTMLElement>(`[data-row-focus="${target}"]:not(:disabled)`),
    );
    (candidates.find(Boolean) ?? addRef.current)?.focus();
  });

  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (!row) return;
    next.splice(to, 0, row);
    pendingFocus.current = { key: row.key, target: to < from ? 'up' : 'down' };
    onChange(next);
  };

  const insertBelow = (index: number) => {
    const row = createRow();
    pendingFocus.current = { key: row.key, target: 'field' };
    onChange([...rows.slice(0, index + 1), row, ...rows.slice(index + 1)]);
  };

  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? { key: neighbour.key, target: 'field' } : null;
    onChange(next);
    if (!neighbour) addRef.current?.focus();
  };

  return (
    <>
      {rows.length > 0 && (
        <ol ref={listRef} className={['edit-rows', className ?? ''].join(' ').trim()}>
          {rows.map((row, index) => {
            const position = index + 1;
            return (
              <li key={row.key} data-row-key={row.key} className="edit-row">
                <div className="edit-row-fields">{renderFields(row, index)}</div>
                <div className="edit-row-actions">
                  <button
                    type="button"
                    className="row-action"
                    data-row-focus="up"
                    aria-label={`Move ${noun} ${position} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="row-action"
                    data-row-focus="down"
                    aria-label={`Move ${noun} ${position} down`}
                    title="Move down"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="row-action"
                    aria-label={`Add ${noun} below ${noun} ${position}`}
                    title="Add below"
                    onClick={() => insertBelow(index)}
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                  <button
                    type="button"
                    className="row-action danger"
                    aria-label={`Delete ${noun} ${position}`}
                    title="Delete"
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        ref={addRef}
        type="button"
        className="button small edit-rows-add"
        onClick={() => insertBelow(rows.length - 1)}
      >
        <span aria-hidden="true">+</span> Add {noun}
      </button>
    </>
  );
}
