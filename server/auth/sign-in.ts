import type { AuthUser } from '../../shared/auth';
import type { AppDeps } from '../deps';
import { sendConfirmation } from './email-confirmation';
import { AuthError } from './errors';
import { verifyPassword } from './passwords';
import { authRateRules, consumeOrThrow, rateKeys } from './throttle';
import { findAccountByEmail, toAuthUser } from './users';

/**
 * Checks a password sign-in. An unknown address and a wrong password fail alike, after the same
 * argon2 work. Each attempt is counted before the check, so a burst of parallel guesses cannot
 * slip past the limit, and given back once the password proves right.
 */
export async function checkSignIn(
  deps: AppDeps,
  credentials: { email: string; password: string },
  clientIp: string,
): Promise<AuthUser> {
  const addressKey = rateKeys.loginAddress(clientIp);
  const accountKey = rateKeys.loginAccount(credentials.email);
  await consumeOrThrow(deps.rateLimiter, authRateRules(deps.config).login, addressKey, accountKey);

  const account = await findAccountByEmail(deps.db, credentials.email);
  const passwordMatches = await verifyPassword(account?.passwordHash ?? null, credentials.password);
  if (!account || !passwordMatches) throw new AuthError('invalid-credentials');

  await Promise.all([deps.rateLimiter.reset(accountKey), deps.rateLimiter.refund(addressKey)]);
  // Only now, with the password proven, may the answer say anything about the account.
  if (deps.config.REQUIRE_EMAIL_CONFIRMATION && account.emailVerifiedAt === null) {
    await sendConfirmation(deps, account);
    throw new AuthError('email-not-confirmed');
  }
  return toAuthUser(account);
}
