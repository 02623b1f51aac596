import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '#client/components/ui/button.tsx';
import { NewPasswordFields } from '#client/components/ui/new-password-fields.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { t as translate, useT } from '#client/lib/language.ts';
import { toast } from '#client/lib/toast.tsx';
import { errorMessage, fieldErrors, useTRPC } from '#client/lib/trpc.ts';
import { type FieldErrors, issuesByField, useFieldErrors } from '#client/lib/use-field-errors.ts';
import { useFormValues } from '#client/lib/use-form-values.ts';
import { AUTH_MESSAGES, existingPasswordSchema, newPasswordForm, PASSWORD_MIN_LENGTH } from '#shared/auth.ts';

/** The server's refusals, placed next to the field they are about. */
function serverErrors(error: unknown): FieldErrors {
  const { currentPassword, newPassword } = fieldErrors(error);
  const message = errorMessage(error, '');
  return {
    currentPassword:
      currentPassword ?? (message === translate(AUTH_MESSAGES.currentPasswordWrong) ? message : undefined),
    password: newPassword,
  };
}

/** Current password, then the new one twice. Other sessions end; this one stays signed in. */
export function ChangePasswordForm() {
  const t = useT();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { values: form, field } = useFormValues({ currentPassword: '', password: '', confirmation: '' });
  const { errors, setErrors, formRef } = useFieldErrors();
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        toast.success(t('auth.passwordChanged'));
        void navigate('/recipelibrary/profile');
      },
      onError: (error) => {
        toast.error(t('auth.passwordChangeFailed'));
        setErrors(serverErrors(error));
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = existingPasswordSchema.safeParse(form.currentPassword);
    const next = newPasswordForm.safeParse(form);
    setErrors({
      ...(next.success ? {} : issuesByField(next.error)),
      currentPassword: current.success ? undefined : issuesByField(current.error)[''],
    });
    if (current.success && next.success) {
      change.mutate({ currentPassword: current.data, newPassword: next.data.password });
    }
  }

  return (
    <form ref={formRef} className="card stack password-form" onSubmit={submit} noValidate>
      <TextField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        password={field('password')}
        confirmation={field('confirmation')}
        errors={errors}
        minLength={PASSWORD_MIN_LENGTH}
      />
      <div className="row password-form-actions">
        <Link className="button" to="/recipelibrary/profile">
          {t('app.cancel')}
        </Link>
        <Button type="submit" variant="primary" busy={change.isPending} busyLabel={t('app.saving')}>
          {t('profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}
