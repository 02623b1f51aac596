import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/language';

/** The account's email address, as sign-in, sign-up and the reset-link request all ask for it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const t = useT();
  return <TextField label={t('auth.email')} type="email" name="email" autoComplete="username" {...props} />;
}
