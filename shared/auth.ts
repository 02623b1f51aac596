import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits/auth-limits';
import type { MessageKey } from './messages/en';

/**
 * Account rules shared by the server and the browser forms, so both refuse the same input with the
 * same words. Texts quoted by the product spec are kept exactly (the Finnish ones too).
 */
export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** The catalogue keys of the rules' refusals (shared/messages): the server sends the key, each screen its words. */
export const AUTH_MESSAGES = {
  emailRequired: 'auth.emailRequired',
  emailInvalid: 'auth.emailInvalid',
  passwordRequired: 'auth.passwordRequired',
  passwordTooShort: 'auth.passwordTooShort',
  passwordTooLong: 'auth.passwordTooLong',
  passwordsDoNotMatch: 'auth.passwordsDoNotMatch',
  linkInvalid: 'auth.linkInvalid',
  loginFailed: 'auth.loginFailed',
  emailNotConfirmed: 'auth.emailNotConfirmed',
  registrationClosed: 'auth.registrationClosed',
  emailTaken: 'auth.emailTaken',
  currentPasswordWrong: 'auth.currentPasswordWrong',
} as const satisfies Record<string, MessageKey>;

/** Trimmed and lower-cased: one account per mailbox however the address is typed. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** A password being chosen (sign-up, reset, change). Never trimmed: every character counts. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** A password being checked: only required, so a rule change never locks out an older account. */
export const existingPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** The one-time tokens mailed in links: 32 random bytes in base64url. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.linkInvalid);

export const loginInput = z.object({ email: emailSchema, password: existingPasswordSchema });
export const registerInput = z.object({ email: emailSchema, password: passwordSchema });
export const requestPasswordResetInput = z.object({ email: emailSchema });
export const resetPasswordInput = z.object({ token: linkTokenSchema, password: passwordSchema });
export const changePasswordInput = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: passwordSchema,
});
export const confirmEmailInput = z.object({ token: linkTokenSchema });

/** The reset and change forms: a new password typed twice. */
export const newPasswordForm = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((form) => form.password === form.confirmation, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmation'],
  });

/** The signed-in user as every auth procedure returns it: never a hash, dates as ISO strings. */
export interface AuthUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
}

export interface Profile {
  email: string;
  createdAt: string;
  recipeCount: number;
}

/** register answers the same whether or not the address was free, wherever it can (ADR 0005). */
export type RegisterResult = { status: 'signed-in'; user: AuthUser } | { status: 'confirmation-sent' };
