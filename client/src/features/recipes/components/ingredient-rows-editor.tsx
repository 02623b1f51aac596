import type { ClipboardEvent } from 'react';
import {
  emptyIngredientRow,
  type IngredientRow,
  ingredientRowsFromPaste,
  insertPastedRows,
} from '#client/lib/form-rows.ts';
import { LineCheckMark } from './line-check-mark';
import { RowListEditor, type RowListEditorProps } from './row-list-editor';

type IngredientPatch = Partial<Pick<IngredientRow, 'amount' | 'unit' | 'name'>>;

/** An edited row no longer says what its source line said, so the line is let go (ADR 0013). */
function editedRow({ original: _original, ...row }: IngredientRow, patch: IngredientPatch): IngredientRow {
  return { ...row, ...patch };
}

/** Whether the row still reads like its source line; if not (a parse to review), the line is shown. */
function rowMatchesOriginal(row: IngredientRow): boolean {
  if (!row.original) return true;
  const squash = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\s,.]+/g, ' ')
      .trim();
  return squash([row.amount, row.unit, row.name].filter(Boolean).join(' ')) === squash(row.original);
}

type IngredientRowsEditorProps = Pick<
  RowListEditorProps<IngredientRow>,
  'rows' | 'onChange' | 'firstNumber' | 'reorderable' | 'moveOut' | 'addLabel'
> & { describedBy: string | undefined; toCheck?: ReadonlySet<string> | undefined };

export function IngredientRowsEditor({
  rows,
  onChange,
  describedBy,
  toCheck,
  ...list
}: IngredientRowsEditorProps) {
  const edit = (index: number, patch: IngredientPatch) =>
    onChange(rows.map((row, i) => (i === index ? editedRow(row, patch) : row)));

  // Pasting a whole ingredient list into one name field fills one row per line.
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = ingredientRowsFromPaste(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    onChange(insertPastedRows(rows, index, pasted));
    // The last pasted row takes the focus: the cook goes on typing below what was pasted.
    const last = pasted.at(-1);
    if (last) requestAnimationFrame(() => document.getElementById(`ingredient-${last.key}-name`)?.focus());
  };

  return (
    <>
      {rows.length > 0 && (
        <div className="edit-ingredient-columns" aria-hidden="true">
          <span>Amount</span>
          <span>Unit</span>
          <span>Ingredient</span>
        </div>
      )}
      <RowListEditor
        noun="ingredient"
        className="edit-ingredient-rows"
        rows={rows}
        onChange={onChange}
        createRow={emptyIngredientRow}
        deleteLabel={(row, position) =>
          `Delete ingredient ${position}${row.name.trim() ? `: ${row.name.trim()}` : ''}`
        }
        {...list}
        renderFields={(row, index) => {
          const id = `ingredient-${row.key}`;
          const position = list.firstNumber + index;
          return (
            <>
              <label className="visually-hidden" htmlFor={`${id}-amount`}>
                Ingredient {position} amount
              </label>
              <input
                id={`${id}-amount`}
                className="edit-ingredient-amount"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.1}
                placeholder="Amount"
                data-row-focus="field"
                value={row.amount}
                aria-describedby={describedBy}
                onChange={(event) => edit(index, { amount: event.target.value })}
              />
              <label className="visually-hidden" htmlFor={`${id}-unit`}>
                Ingredient {position} unit
              </label>
              <input
                id={`${id}-unit`}
                className="edit-ingredient-unit"
                placeholder="Unit"
                value={row.unit}
                onChange={(event) => edit(index, { unit: event.target.value })}
              />
              <label className="visually-hidden" htmlFor={`${id}-name`}>
                Ingredient {position} name
              </label>
              <input
                id={`${id}-name`}
                className="edit-ingredient-name"
                placeholder="Ingredient"
                value={row.name}
                aria-describedby={describedBy}
                onChange={(event) => edit(index, { name: event.target.value })}
                onPaste={(event) => paste(index, event)}
              />
              {row.original && toCheck?.has(row.original) && <LineCheckMark />}
              {!rowMatchesOriginal(row) && (
                <p className="ingredient-source">
                  <span className="visually-hidden">Ingredient {position}, </span>Source: {row.original}
                </p>
              )}
            </>
          );
        }}
      />
    </>
  );
}
