import type { ComponentProps } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/language.ts';

/** The account's email address, as sign-in, sign-up and the reset-link request all ask for it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const t = useT();
  return <TextField label={t('auth.email')} type="email" name="email" autoComplete="username" {...props} />;
}
