import { type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * What ties a form control to its label, hint and error: the frame's props, the control's own (its id,
 * aria-invalid and aria-describedby naming the hint and error when shown), and the rest of the props,
 * which are the control's too.
 */
export function useField<P extends FieldProps>({ label, error, hint, id, className, ...rest }: P) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    frame: { controlId, label, hint, error, className },
    control: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      ...rest,
    },
  };
}

type FieldFrameProps = ReturnType<typeof useField>['frame'] & { children: ReactNode };

/** A form control with its label above, and its hint and error under it: one look for every field. */
export function FieldFrame({ controlId, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <label htmlFor={controlId}>{label}</label>
      {children}
      {hint && (
        <p id={`${controlId}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
