import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { consumeOrThrow } from '#server/limits/rate-limiter.ts';
import type { AuthUser } from '#shared/auth.ts';
import type { Language } from '#shared/messages/format.ts';
import type { AuthServices } from '../auth-services';
import { AuthError } from '../errors';
import { consumeToken, findTokenOwner, issueToken } from '../one-time-tokens';
import { hashPassword } from '../passwords';
import { invalidateUserSessions } from '../sessions';
import { authRateRules, rateKeys } from '../throttle';
import { findAccountByEmail, toAuthUser } from '../users';
import { passwordResetMail } from './auth-mail';

export const RESET_VALID_HOURS = 1;

/**
 * Always the same answer, given before any of the work is done (in the background), so neither its
 * words nor its timing say whether the address has an account. Limited per client address (a
 * stranger is slowed); per target address the limit is silent — further mails are simply not sent —
 * so strangers cannot flood an inbox, nor keep the owner from a link: the last one sent is in her
 * inbox and stays valid longer than the window.
 */
export async function requestPasswordReset(
  deps: AuthServices,
  email: string,
  clientIp: string,
  language: Language | null = null,
): Promise<void> {
  await consumeOrThrow(deps.rateLimiter, authRateRules(deps.config).reset, rateKeys.resetAddress(clientIp));
  deps.background.run('password-reset request', () => mailResetLink(deps, email, language));
}

async function mailResetLink(deps: AuthServices, email: string, language: Language | null): Promise<void> {
  const rule = authRateRules(deps.config).reset;
  const decision = await deps.rateLimiter.consume(rateKeys.resetAccount(email), rule);
  if (!decision.allowed) {
    deps.logger.warn({}, 'password-reset mails to one address over the limit: not sent');
    return;
  }
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const validMs = RESET_VALID_HOURS * 60 * 60 * 1000;
  const token = await issueToken(deps.db, passwordResetTokens, account.id, validMs);
  await deps.mailer.send(
    passwordResetMail(deps.config.APP_URL, account.email, token, RESET_VALID_HOURS, language),
  );
}

/**
 * Sets a new password from a mailed link and ends every session of the user; the caller then signs
 * the user in afresh. Following the link proves the mailbox, so it also confirms the address and
 * lifts a sign-in lockout.
 */
export async function resetPassword(
  deps: AuthServices,
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
