import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { t } from '#client/lib/language.ts';
import type { MessageKey } from '#shared/messages/en.ts';

type FocusTarget = 'field' | 'up' | 'down' | 'delete';
export type MoveDirection = 'up' | 'down';
export type RowNoun = 'ingredient' | 'step';

/** Each noun has whole sentences of its own: Finnish inflects the noun and its number ("aineksen 2 alle"). */
const ROW_TEXTS = {
  ingredient: {
    up: 'rows.ingredient.moveUp',
    down: 'rows.ingredient.moveDown',
    addBelow: 'rows.ingredient.addBelow',
    delete: 'rows.ingredient.delete',
    add: 'rows.ingredient.add',
  },
  step: {
    up: 'rows.step.moveUp',
    down: 'rows.step.moveDown',
    addBelow: 'rows.step.addBelow',
    delete: 'rows.step.delete',
    add: 'rows.step.add',
  },
} as const satisfies Record<RowNoun, Record<MoveDirection | 'addBelow' | 'delete' | 'add', MessageKey>>;

const MOVE_TITLES = { up: 'rows.moveUpTitle', down: 'rows.moveDownTitle' } as const;

export interface RowListEditorProps<Row extends { key: string }> {
  /** Names the buttons ("Move ingredient 2 up"), and marks the add button for the form's focus (`data-add-row`). */
  noun: RowNoun;
  rows: Row[];
  onChange(rows: Row[]): void;
  createRow(): Row;
  /** The row's fields; the one that should take focus carries data-row-focus="field". */
  renderFields(row: Row, index: number): ReactNode;
  /** The recipe-wide number of the first row: rows are numbered across components. */
  firstNumber: number;
  /** Move up / down / add below (the edit page); without it a row can only be deleted (the import preview). */
  reorderable: boolean;
  /** A row moved past either end leaves for the neighbouring component; absent where there is none. */
  moveOut?: Partial<Record<MoveDirection, (row: Row) => void>>;
  /** Names the delete button; "Delete step 3" by default. */
  deleteLabel?(row: Row, position: number): string;
  /** Names the add button; "Add step" by default. */
  addLabel?: string;
  className?: string;
}

/**
 * An ordered list of editable rows. After every action focus lands where the keyboard user expects
 * it: on the moved row's button (so pressing again keeps moving it, into the next component too), in
 * the new row, or on the delete button of the row that took the deleted one's place. Row keys are
 * unique on the page, so a row that moved into another list is found there.
 */
export function RowListEditor<Row extends { key: string }>({
  noun,
  rows,
  onChange,
  createRow,
  renderFields,
  firstNumber,
  reorderable,
  moveOut,
  deleteLabel,
  addLabel,
  className,
}: RowListEditorProps<Row>) {
  const texts = ROW_TEXTS[noun];
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<{ key: string; target: FocusTarget } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = document.querySelector(`[data-row-key="${pending.key}"]`);
    const fallback = pending.target === 'up' ? 'down' : 'up';
    const candidates = [pending.target, fallback].map((target) =>
      row?.querySelector<HTMLElement>(`[data-row-focus="${target}"]:not(:disabled)`),
    );
    (candidates.find(Boolean) ?? addRef.current)?.focus();
  });

  const move = (from: number, direction: MoveDirection) => {
    const row = rows[from];
    if (!row) return;
    pendingFocus.current = { key: row.key, target: direction };
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) {
      moveOut?.[direction]?.(row);
      return;
    }
    const next = [...rows];
    next.splice(from, 1);
    next.splice(to, 0, row);
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
    pendingFocus.current = neighbour ? { key: neighbour.key, target: 'delete' } : null;
    onChange(next);
    if (!neighbour) addRef.current?.focus();
  };

  return (
    <>
      {rows.length > 0 && (
        <ol className={['edit-rows', className ?? ''].join(' ').trim()} data-rows={noun} start={firstNumber}>
          {rows.map((row, index) => {
            const position = firstNumber + index;
            const canMove = (direction: MoveDirection) =>
              (direction === 'up' ? index > 0 : index < rows.length - 1) || Boolean(moveOut?.[direction]);
            return (
              <li key={row.key} data-row-key={row.key} className="edit-row">
                <div className="edit-row-fields">{renderFields(row, index)}</div>
                <div className="edit-row-actions">
                  {reorderable &&
                    (['up', 'down'] as const).map((direction) => (
                      <button
                        key={direction}
                        type="button"
                        className="row-action"
                        data-row-focus={direction}
                        aria-label={t(texts[direction], { number: position })}
                        title={t(MOVE_TITLES[direction])}
                        disabled={!canMove(direction)}
                        onClick={() => move(index, direction)}
                      >
                        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                      </button>
                    ))}
                  {reorderable && (
                    <button
                      type="button"
                      className="row-action"
                      aria-label={t(texts.addBelow, { number: position })}
                      title={t('rows.addBelowTitle')}
                      onClick={() => insertBelow(index)}
                    >
                      <span aria-hidden="true">+</span>
                    </button>
                  )}
                  <button
                    type="button"
                    className="row-action danger"
                    data-row-focus="delete"
                    aria-label={deleteLabel?.(row, position) ?? t(texts.delete, { number: position })}
                    title={t('rows.deleteTitle')}
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
        data-add-row={noun}
        aria-label={addLabel ?? t(texts.add)}
        onClick={() => insertBelow(rows.length - 1)}
      >
        <span aria-hidden="true">+</span> {t(texts.add)}
      </button>
    </>
  );
}
