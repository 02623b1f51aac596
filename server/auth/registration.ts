import type { AuthUser, RegisterResult } from '#shared/auth.ts';
import type { Language } from '#shared/messages/format.ts';
import type { Database } from '../db/client';
import { consumeOrThrow } from '../limits/rate-limiter';
import type { AuthServices } from './auth-services';
import { AuthError } from './errors';
import { registrationAttemptMail } from './mail/auth-mail';
import { sendConfirmation } from './mail/email-confirmation';
import { sendInBackground } from './mail/mailer';
import { hashPassword } from './passwords';
import { authRateRules, rateKeys } from './throttle';
import { insertUser, toAuthUser } from './users';

/**
 * Sign-up (ADR 0005). The password is hashed before the address is looked at, so the hash's cost
 * hides whether the address was taken. With REQUIRE_EMAIL_CONFIRMATION nobody is signed in, so a taken
 * address gets exactly the fresh sign-up's answer and its owner a notice. Without it a fresh sign-up
 * is signed in at once, which a taken address cannot imitate, so it is told plainly (CONFLICT).
 */
export async function register(
  deps: AuthServices,
  input: { email: string; password: string },
  clientIp: string,
  language: Language | null = null,
): Promise<RegisterResult> {
  if (!deps.config.ALLOW_REGISTRATION) throw new AuthError('registration-closed');
  await consumeOrThrow(deps.rateLimiter, authRateRules(deps.config).signup, rateKeys.signupAddress(clientIp));

  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(deps.db, { email: input.email, passwordHash });
  const confirmationRequired = deps.config.REQUIRE_EMAIL_CONFIRMATION;

  if (!user) {
    if (!confirmationRequired) throw new AuthError('email-taken');
    sendInBackground(deps, registrationAttemptMail(deps.config.APP_URL, input.email));
    return { status: 'confirmation-sent' };
  }
  await sendConfirmation(deps, user, language);
  return confirmationRequired
    ? { status: 'confirmation-sent' }
    : { status: 'signed-in', user: toAuthUser(user) };
}

/** An account made by the operator (npm run user:create): confirmed from the start, no mail. */
export async function createVerifiedAccount(
  db: Database,
  input: { email: string; password: string },
): Promise<AuthUser> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, { email: input.email, passwordHash, emailVerifiedAt: new Date() });
  if (!user) throw new AuthError('email-taken');
  return toAuthUser(user);
}
