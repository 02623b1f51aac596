import { emptyStepRow, type StepRow } from '#client/lib/form-rows.ts';
import { t } from '#client/lib/language.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { LineCheckMark } from './line-check-mark';
import { RowListEditor, type RowListEditorProps } from './row-list-editor';

type StepRowsEditorProps = Pick<
  RowListEditorProps<StepRow>,
  'rows' | 'onChange' | 'firstNumber' | 'reorderable' | 'moveOut' | 'addLabel'
> & { describedBy: string | undefined; toCheck?: ReadonlySet<string> | undefined };

export function StepRowsEditor({ rows, onChange, describedBy, toCheck, ...list }: StepRowsEditorProps) {
  return (
    <RowListEditor
      noun="step"
      className="edit-step-rows"
      rows={rows}
      onChange={onChange}
      createRow={emptyStepRow}
      {...list}
      renderFields={(row, index) => {
        const id = `step-${row.key}`;
        return (
          <>
            <label className="edit-step-number" htmlFor={id}>
              <span className="visually-hidden">{t('form.step')}</span>
              {list.firstNumber + index}
            </label>
            <textarea
              id={id}
              rows={2}
              maxLength={LIMITS.text}
              data-row-focus="field"
              value={row.text}
              aria-describedby={describedBy}
              onChange={(event) =>
                onChange(rows.map((r, i) => (i === index ? { ...r, text: event.target.value } : r)))
              }
            />
            {toCheck?.has(row.text.trim()) && <LineCheckMark />}
          </>
        );
      }}
    />
  );
}
