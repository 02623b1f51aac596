import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { NewPasswordFields } from '#client/components/ui/new-password-fields.tsx';
import { useT } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { fieldErrors, useTRPC } from '#client/lib/trpc.ts';
import { issuesByField, useFieldErrors } from '#client/lib/use-field-errors.ts';
import { useFormValues } from '#client/lib/use-form-values.ts';
import { newPasswordForm, PASSWORD_MIN_LENGTH, registerInput } from '#shared/auth.ts';
import { failureMessage } from '../failure-message';
import { useSessionUpdates } from '../hooks/use-session';
import { EmailField } from './email-field';

interface RegisterFormProps {
  /** When the server wants the address confirmed first, nobody is signed in yet. */
  onConfirmationSent(email: string): void;
}

export function RegisterForm({ onConfirmationSent }: RegisterFormProps) {
  const t = useT();
  const trpc = useTRPC();
  const session = useSessionUpdates();
  const { values: form, field } = useFormValues({ email: '', password: '', confirmation: '' });
  const { errors, setErrors, formRef } = useFieldErrors();
  const register = useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (result, input) => {
        if (result.status === 'confirmation-sent') {
          onConfirmationSent(input.email);
          return;
        }
        toast.success(t('auth.accountCreated'));
        session.signedIn(result.user);
      },
      onError: (error) => {
        toast.error(failureMessage(error, t('auth.signUpFailed')));
        setErrors(fieldErrors(error));
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Every rule the server would apply is checked first: a known-bad form never leaves the browser.
    const account = registerInput.safeParse(form);
    const passwords = newPasswordForm.safeParse(form);
    setErrors({
      ...(passwords.success ? {} : issuesByField(passwords.error)),
      ...(account.success ? {} : issuesByField(account.error)),
    });
    if (account.success && passwords.success) register.mutate(account.data);
  }

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <EmailField {...field('email')} error={errors.email} />
      <NewPasswordFields
        password={field('password')}
        confirmation={field('confirmation')}
        errors={errors}
        minLength={PASSWORD_MIN_LENGTH}
        labels={{ password: t('auth.password'), confirmation: t('auth.confirmPassword') }}
      />
      <Button type="submit" variant="primary" busy={register.isPending} busyLabel={t('auth.creatingAccount')}>
        {t('auth.createAccount')}
      </Button>
    </form>
  );
}
