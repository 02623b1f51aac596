import { type ClipboardEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import type { IngredientRow } from '../../../lib/form-rows';
import { rowMatchesOriginal } from '../editable-draft';
import type { DraftEditor } from '../hooks/use-draft-editor';
import { usePendingFocus } from '../hooks/use-pending-focus';

type IngredientEdits = Pick<
  DraftEditor,
  'updateIngredient' | 'removeIngredient' | 'addIngredient' | 'pasteIngredientLines'
>;

interface IngredientRowsProps extends IngredientEdits {
  rows: IngredientRow[];
}

export function IngredientRows({
  rows,
  updateIngredient,
  removeIngredient,
  addIngredient,
  pasteIngredientLines,
}: IngredientRowsProps) {
  const id = useId();
  const focusSoon = usePendingFocus();
  const fieldId = (key: string, field: 'amount' | 'name' | 'delete') => `${id}-${key}-${field}`;
  const addButtonId = `${id}-add`;

  const remove = (index: number) => {
    // The row that moves up into the deleted one's place takes the focus, else the one above it.
    const next = rows[index + 1] ?? rows[index - 1];
    focusSoon(next ? fieldId(next.key, 'delete') : addButtonId);
    removeIngredient(rows[index]!.key);
  };

  const add = () => focusSoon(fieldId(addIngredient(), 'amount'));

  const pasteIntoName = (key: string) => (event: ClipboardEvent<HTMLInputElement>) => {
    const added = pasteIngredientLines(key, event.clipboardData.getData('text'));
    if (!added) return;
    event.preventDefault();
    focusSoon(fieldId(added.at(-1)!, 'name'));
  };

  return (
    <section className="card stack draft-section" aria-labelledby={`${id}-heading`}>
      <div className="draft-section-header">
        <h3 id={`${id}-heading`}>Ingredients</h3>
        <span className="muted">{rows.length}</span>
      </div>
      {rows.length > 0 ? (
        <>
          <div className="ingredient-columns" aria-hidden="true">
            <span>Amount</span>
            <span>Unit</span>
            <span>Ingredient</span>
          </div>
          <ol className="ingredient-rows">
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                <li key={row.key} className="ingredient-row">
                  <input
                    id={fieldId(row.key, 'amount')}
                    className="ingredient-amount"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.1}
                    placeholder="Amount"
                    aria-label={`Ingredient ${n} amount`}
                    value={row.amount}
                    onChange={(event) => updateIngredient(row.key, { amount: event.target.value })}
                  />
                  <input
                    className="ingredient-unit"
                    placeholder="Unit"
                    aria-label={`Ingredient ${n} unit`}
                    value={row.unit}
                    onChange={(event) => updateIngredient(row.key, { unit: event.target.value })}
                  />
                  <input
                    id={fieldId(row.key, 'name')}
                    className="ingredient-name"
                    placeholder="Ingredient"
                    aria-label={`Ingredient ${n} name`}
                    value={row.name}
                    onChange={(event) => updateIngredient(row.key, { name: event.target.value })}
                    onPaste={pasteIntoName(row.key)}
                  />
                  <Button
                    id={fieldId(row.key, 'delete')}
                    className="icon-button ingredient-delete"
                    variant="ghost"
                    aria-label={`Delete ingredient ${n}${row.name.trim() ? `: ${row.name.trim()}` : ''}`}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                  {!rowMatchesOriginal(row) && (
                    <p className="ingredient-source">
                      <span className="visually-hidden">Ingredient {n}, </span>Source: {row.original}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="muted">No ingredients. Add them one by one, or paste a list into a name field.</p>
      )}
      <div className="row">
        <Button id={addButtonId} onClick={add}>
          Add ingredient
        </Button>
      </div>
    </section>
  );
}
