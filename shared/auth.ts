import { z } from 'zod';

/**
 * Account rules shared by the server and the browser forms, so both refuse the same input with the
 * same words. Texts quoted by the product spec are kept exactly (the Finnish ones too).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase or manager-generated password; bounds the work argon2 is asked to do. */
export const PASSWORD_MAX_LENGTH = 256;
/** The longest address SMTP can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Salasanan tulee olla vähintään ${PASSWORD_MIN_LENGTH} merkkiä pitkä`,
  passwordTooLong: `Salasana saa olla enintään ${PASSWORD_MAX_LENGTH} merkkiä pitkä`,
  passwordsDoNotMatch: 'Salasanat eivät täsmää',
  linkInvalid: 'This link is invalid or has expired. Please request a new one.',
  loginFailed: 'Login failed',
  emailNotConfirmed: 'Please confirm your email address first. We sent you a link.',
  registrationClosed: 'Registration is closed',
  emailTaken: 'An account with this email already exists',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

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
