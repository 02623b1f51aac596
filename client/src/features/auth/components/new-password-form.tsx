import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { NewPasswordFields } from '#client/components/ui/new-password-fields.tsx';
import { useT } from '#client/lib/language.ts';
import { LIBRARY_HOME } from '#client/lib/paths.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, fieldErrors, useTRPC } from '#client/lib/trpc.ts';
import { issuesByField, useFieldErrors } from '#client/lib/use-field-errors.ts';
import { useFormValues } from '#client/lib/use-form-values.ts';
import { newPasswordForm, PASSWORD_MIN_LENGTH } from '#shared/auth.ts';
import { useSessionUpdates } from '../hooks/use-session';

/**
 * Sets a new password with the token from a reset mail. The server ends every other session and
 * signs this browser in, so success leads straight into the library.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const t = useT();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const session = useSessionUpdates();
  const { values: form, field } = useFormValues({ password: '', confirmation: '' });
  const { errors, setErrors, formRef } = useFieldErrors();
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: ({ user }) => {
        toast.success(t('auth.passwordChanged'));
        session.signedIn(user);
        void navigate(LIBRARY_HOME, { replace: true });
      },
      onError: (error) => {
        // An expired or used link says so in the server's words; anything else gets the spec's text.
        toast.error(errorMessage(error, t('auth.passwordChangeFailed')));
        setErrors(fieldErrors(error));
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newPasswordForm.safeParse(form);
    setErrors(parsed.success ? {} : issuesByField(parsed.error));
    if (parsed.success) reset.mutate({ token, password: parsed.data.password });
  }

  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate>
      <NewPasswordFields
        password={field('password')}
        confirmation={field('confirmation')}
        errors={errors}
        minLength={PASSWORD_MIN_LENGTH}
      />
      <Button type="submit" variant="primary" busy={reset.isPending} busyLabel={t('app.saving')}>
        {t('auth.setNewPassword')}
      </Button>
    </form>
  );
}
