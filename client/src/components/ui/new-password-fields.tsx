import type { InputHTMLAttributes } from 'react';
import { TextField } from './text-field';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

interface NewPasswordFieldsProps {
  password: InputProps;
  confirmation: InputProps;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /** Told under the first field; the rule itself is checked by the form. */
  minLength: number;
  labels?: { password: string; confirmation: string };
}

const NEW_PASSWORD_LABELS = { password: 'New password', confirmation: 'Confirm new password' };

/** A new password typed twice, as sign-up, reset and change all ask for it. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  minLength,
  labels = NEW_PASSWORD_LABELS,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters.`}
        {...password}
        error={errors.password}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        {...confirmation}
        error={errors.confirmation}
      />
    </>
  );
}
