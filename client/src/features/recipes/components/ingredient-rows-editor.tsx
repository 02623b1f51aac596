import type { ClipboardEvent } from 'react';
import { emptyIngredientRow, type IngredientRow, ingredientRowsFromPaste } from '../../../lib/form-rows';
import { RowListEditor } from './row-list-editor';

type IngredientPatch = Partial<Pick<IngredientRow, 'amount' | 'unit' | 'name'>>;

/** An edited row no longer says what its source line said, so the line is let go. */
function editedRow({ original: _original, ...row }: IngredientRow, patch: IngredientPatch): IngredientRow {
  return { ...row, ...patch };
}

interface IngredientRowsEditorProps {
  rows: IngredientRow[];
  onChange(rows: IngredientRow[]): void;
  describedBy: string | undefined;
}

export function IngredientRowsEditor({ rows, onChange, describedBy }: IngredientRowsEditorProps) {
  const edit = (index: number, patch: IngredientPatch) =>
    onChange(rows.map((row, i) => (i === index ? editedRow(row, patch) : row)));

  // Pasting a whole ingredient list into one name field fills one row per line.
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = ingredientRowsFromPaste(event.clipboardData.getData('text'));
    const current = rows[index];
    if (!pasted || !current) return;
    event.preventDefault();
    const blank = !current.amount && !current.unit && !current.name;
    // The first pasted row keeps this row's key, so the field being typed in keeps its focus.
    const [first, ...rest] = pasted;
    const inserted = blank && first ? [{ ...first, key: current.key }, ...rest] : pasted;
    onChange([...rows.slice(0, blank ? index : index + 1), ...inserted, ...rows.slice(index + 1)]);
  };

  return (
    <>
      <div className="edit-ingredient-columns" aria-hidden="true">
        <span>Amount</span>
        <span>Unit</span>
        <span>Ingredient</span>
      </div>
      <RowListEditor
        noun="ingredient"
        className="edit-ingredient-rows"
        rows={rows}
        onChange={onChange}
        createRow={emptyIngredientRow}
        renderFields={(row, index) => {
          const id = `ingredient-${row.key}`;
          const position = index + 1;
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
            </>
          );
        }}
      />
    </>
  );
}
