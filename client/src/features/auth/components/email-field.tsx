import type { ComponentProps } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';

/** The account's email address, as sign-in, sign-up and the reset-link request all ask for it. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="username" {...props} />;
}
