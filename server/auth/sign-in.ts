import type { AuthUser } from '#shared/auth.ts';
import type { Language } from '#shared/messages/format.ts';
import { consumeOrThrow } from '../limits/rate-limiter';
import type { AuthServices } from './auth-services';
import { trustedDevice } from './device-token';
import { AuthError } from './errors';
import { sendConfirmation } from './mail/email-confirmation';
import { verifyPassword } from './passwords';
import { authRateRules, rateKeys } from './throttle';
import { findAccountByEmail, toAuthUser } from './users';

/**
 * Checks a password sign-in. An unknown address and a wrong password fail alike, after the same
 * argon2 work. Each attempt is counted before the check, so a burst of parallel guesses cannot
 * slip past the limit, and given back once the password proves right.
 *
 * Attempts count per client address, and then either per account — for every client that has no
 * device token of the account — or, from a browser the owner signed in on before, per that device
 * (OWASP device cookies): strangers' failures slow strangers, never the owner's own browser.
 */
export async function checkSignIn(
  deps: AuthServices,
  credentials: { email: string; password: string },
  client: { ip: string; deviceToken: string | null; language?: Language | null },
): Promise<AuthUser> {
  const rule = authRateRules(deps.config).login;
  const addressKey = rateKeys.loginAddress(client.ip);
  await consumeOrThrow(deps.rateLimiter, rule, addressKey);

  const account = await findAccountByEmail(deps.db, credentials.email);
  const device = trustedDevice(client.deviceToken, account);
  const attemptKey = device ? rateKeys.loginDevice(device) : rateKeys.loginAccount(credentials.email);
  await consumeOrThrow(deps.rateLimiter, rule, attemptKey);

  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, credentials.password);
  if (!account || !passwordMatches) throw new AuthError('invalid-credentials');

  await Promise.all([deps.rateLimiter.reset(attemptKey), deps.rateLimiter.refund(addressKey)]);
  // Only now, with the password proven, may the answer say anything about the account.
  if (deps.config.REQUIRE_EMAIL_CONFIRMATION && account.emailVerifiedAt === null) {
    await sendConfirmation(deps, account, client.language ?? null);
    throw new AuthError('email-not-confirmed');
  }
  return toAuthUser(account);
}
