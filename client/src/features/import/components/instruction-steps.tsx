import { useId } from 'react';
import { LIMITS } from '../../../../../shared/recipe';
import { Button } from '../../../components/ui/button';
import type { StepRow } from '../../../lib/form-rows';
import type { DraftEditor } from '../hooks/use-draft-editor';
import { usePendingFocus } from '../hooks/use-pending-focus';

interface InstructionStepsProps extends Pick<DraftEditor, 'updateStep' | 'removeStep' | 'addStep'> {
  steps: StepRow[];
}

export function InstructionSteps({ steps, updateStep, removeStep, addStep }: InstructionStepsProps) {
  const id = useId();
  const focusSoon = usePendingFocus();
  const fieldId = (key: string, field: 'text' | 'delete') => `${id}-${key}-${field}`;
  const addButtonId = `${id}-add`;

  const remove = (index: number) => {
    const next = steps[index + 1] ?? steps[index - 1];
    focusSoon(next ? fieldId(next.key, 'delete') : addButtonId);
    removeStep(steps[index]!.key);
  };

  return (
    <section className="card stack draft-section" aria-labelledby={`${id}-heading`}>
      <div className="draft-section-header">
        <h3 id={`${id}-heading`}>Instructions</h3>
        <span className="muted">{steps.length}</span>
      </div>
      {steps.length > 0 ? (
        <ol className="instruction-steps">
          {steps.map((step, index) => (
            <li key={step.key} className="instruction-step">
              <div className="instruction-step-header">
                <label htmlFor={fieldId(step.key, 'text')}>Step {index + 1}</label>
                <Button
                  id={fieldId(step.key, 'delete')}
                  className="small"
                  variant="ghost"
                  onClick={() => remove(index)}
                >
                  Delete<span className="visually-hidden"> step {index + 1}</span>
                </Button>
              </div>
              <textarea
                id={fieldId(step.key, 'text')}
                rows={3}
                maxLength={LIMITS.text}
                value={step.text}
                onChange={(event) => updateStep(step.key, event.target.value)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No steps yet.</p>
      )}
      <div className="row">
        <Button id={addButtonId} onClick={() => focusSoon(fieldId(addStep(), 'text'))}>
          Add step
        </Button>
      </div>
    </section>
  );
}
