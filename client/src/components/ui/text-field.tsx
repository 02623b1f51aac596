import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useField } from './field-frame';

export function TextField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} />
    </FieldFrame>
  );
}

/** TextField for text of several lines. */
export function TextAreaField(props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} />
    </FieldFrame>
  );
}
