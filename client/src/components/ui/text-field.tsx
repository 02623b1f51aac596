import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useField } from './field-frame';

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control } = useField({ label, error, hint, id, className });
  return (
    <FieldFrame {...frame}>
      <input {...control} {...rest} />
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
  const { frame, control } = useField({ label, error, hint, id, className });
  return (
    <FieldFrame {...frame}>
      <textarea {...control} {...rest} />
    </FieldFrame>
  );
}
