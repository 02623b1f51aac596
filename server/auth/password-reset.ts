import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../shared/auth';
import { passwordResetTokens, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { passwordResetMail } from './auth-mail';
import { AuthError } from './errors';
import { sendInBackground } from './mailer';
import { consumeToken, findTokenOwner, issueToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { invalidateUserSessions } from './sessions';
import { authRateRules, consumeOrThrow, rateKeys } from './throttle';
import { findAccountByEmail, toAuthUser } from './users';

export const RESET_VALID_HOURS = 1;

/**
 * Always the same answer: whether the address has an account shows only in the recipient's inbox.
 * Counted per client address and per target address, so nobody can flood one inbox from many places.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, clientIp: string): Promise<void> {
  const rule = authRateRules(deps.config).reset;
  await consumeOrThrow(deps.rateLimiter, rule, rateKeys.resetAddress(clientIp), rateKeys.resetAccount(email));

  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const token = await issueToken(
    deps.db,
    passwordResetTokens,
    account.id,
    RESET_VALID_HOURS * 60 * 60 * 1000,
  );
  sendInBackground(
    deps.mailer,
    deps.logger,
    passwordResetMail(deps.config.APP_URL, account.email, token, RESET_VALID_HOURS),
  );
}

/**
 * Sets a new password from a mailed link and ends every session of the user; the caller then signs
 * the user in afresh. Following the link proves the mailbox, so it also confirms the address and
 * lifts a sign-in lockout.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string },
): Promise<AuthUser> {
  // A cheap look first, so a made-up token never costs an argon2 hash.
  if (!(await findTokenOwner(deps.db, passwordResetTokens, input.token))) throw new AuthError('invalid-link');
  const passwordHash = await hashPassword(input.password);

  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, passwordResetTokens, input.token);
    if (!userId) return null;
    const [row] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({
        id: users.id,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      });
    await invalidateUserSessions(tx, userId);
    return row ?? null;
  });
  if (!user) throw new AuthError('invalid-link');
  await deps.rateLimiter.reset(rateKeys.loginAccount(user.email));
  return toAuthUser(user);
}
