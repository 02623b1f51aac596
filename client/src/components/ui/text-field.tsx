import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

interface FieldProps {
  label: string;
  /** Shown next to the field and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}

/** TextField for text of several lines. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  return (
    <FieldFrame controlId={controlId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
