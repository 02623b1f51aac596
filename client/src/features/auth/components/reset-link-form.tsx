import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { fieldErrors, useTRPC } from '#client/lib/trpc.ts';
import { issuesByField, useFieldErrors } from '#client/lib/use-field-errors.ts';
import { requestPasswordResetInput } from '#shared/auth.ts';
import { failureMessage } from '../failure-message';
import { EmailField } from './email-field';

interface ResetLinkFormProps {
  email: string;
  onEmailChange(email: string): void;
  onBack(): void;
}

/**
 * Asks for a password reset link. The server answers alike for any address, so success only means
 * "if there is an account, the mail is on its way"; the form then returns to sign-in.
 */
export function ResetLinkForm({ email, onEmailChange, onBack }: ResetLinkFormProps) {
  const t = useT();
  const trpc = useTRPC();
  const { errors, setErrors, formRef } = useFieldErrors();
  const requestLink = useMutation(
    trpc.auth.requestPasswordReset.mutationOptions({
      onSuccess: () => {
        toast.success(t('auth.resetLinkSent'));
        onBack();
      },
      onError: (error) => {
        toast.error(failureMessage(error, t('auth.resetLinkFailed')));
        setErrors(fieldErrors(error));
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = requestPasswordResetInput.safeParse({ email });
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (parsed.success) requestLink.mutate(parsed.data);
  }

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <EmailField
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
      />
      <Button type="submit" variant="primary" busy={requestLink.isPending} busyLabel={t('auth.sending')}>
        {t('auth.sendResetLink')}
      </Button>
      <button type="button" className="link-button auth-back" onClick={onBack}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
