import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { fieldErrors, useTRPC } from '#client/lib/trpc.ts';
import { issuesByField, useFieldErrors } from '#client/lib/use-field-errors.ts';
import { loginInput } from '#shared/auth.ts';
import { failureMessage } from '../failure-message';
import { useSessionUpdates } from '../hooks/use-session';
import { EmailField } from './email-field';

interface SignInFormProps {
  email: string;
  onEmailChange(email: string): void;
  onForgotPassword(): void;
}

/** Email and password. On success the session query holds the user and the page moves on. */
export function SignInForm({ email, onEmailChange, onForgotPassword }: SignInFormProps) {
  const t = useT();
  const trpc = useTRPC();
  const session = useSessionUpdates();
  const [password, setPassword] = useState('');
  const { errors, setErrors, formRef } = useFieldErrors();
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: ({ user }) => {
        toast.success(t('auth.loginSuccessful'));
        session.signedIn(user);
      },
      onError: (error) => {
        toast.error(failureMessage(error, t('auth.loginFailed')));
        setErrors(fieldErrors(error));
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginInput.safeParse({ email, password });
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (parsed.success) login.mutate(parsed.data);
  }

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <EmailField
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <button type="button" className="link-button auth-aside" onClick={onForgotPassword}>
        {t('auth.forgotPassword')}
      </button>
      <Button type="submit" variant="primary" busy={login.isPending} busyLabel={t('auth.signingIn')}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
