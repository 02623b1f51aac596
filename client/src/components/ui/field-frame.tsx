import { type ReactNode, useId } from 'react';

interface FieldIds {
  /** The control's id: the one given, else a generated one. */
  controlId: string;
  /** What the control's aria-describedby names: its hint and its error, when shown. */
  describedBy: string | undefined;
}

/** The ids that tie a form control to its label, hint and error. */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { controlId, describedBy: describedBy || undefined };
}

interface FieldFrameProps {
  controlId: string;
  label: string;
  hint?: ReactNode;
  /** Shown under the control and announced with it. */
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

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
