import type { InputHTMLAttributes } from 'react';
import { useT } from '#client/lib/language.ts';
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

/** A new password typed twice, as sign-up, reset and change all ask for it. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  minLength,
  labels,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={labels?.password ?? t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { count: minLength })}
        {...password}
        error={errors.password}
      />
      <TextField
        label={labels?.confirmation ?? t('auth.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        {...confirmation}
        error={errors.confirmation}
      />
    </>
  );
}
