import { emptyStepRow, type StepRow } from '../../../lib/form-rows';
import { RowListEditor } from './row-list-editor';

interface StepRowsEditorProps {
  rows: StepRow[];
  onChange(rows: StepRow[]): void;
  describedBy: string | undefined;
}

export function StepRowsEditor({ rows, onChange, describedBy }: StepRowsEditorProps) {
  return (
    <RowListEditor
      noun="step"
      className="edit-step-rows"
      rows={rows}
      onChange={onChange}
      createRow={emptyStepRow}
      renderFields={(row, index) => {
        const id = `step-${row.key}`;
        return (
          <>
            <label className="edit-step-number" htmlFor={id}>
              <span className="visually-hidden">Step </span>
              {index + 1}
            </label>
            <textarea
              id={id}
              rows={2}
              data-row-focus="field"
              value={row.text}
              aria-describedby={describedBy}
              onChange={(event) =>
                onChange(rows.map((r, i) => (i === index ? { ...r, text: event.target.value } : r)))
              }
            />
          </>
        );
      }}
    />
  );
}
