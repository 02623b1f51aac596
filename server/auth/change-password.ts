import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';
import { consumeOrThrow } from '../limits/rate-limiter';
import type { AuthServices } from './auth-services';
import { AuthError } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { invalidateUserSessions } from './sessions';
import { authRateRules, rateKeys } from './throttle';

/**
 * Changes the signed-in user's password and ends their other sessions (this one stays). The current
 * password is required and counted per user, so a stolen session cannot be used to guess it while
 * strangers' failed sign-ins never block it; outstanding reset links are cancelled.
 */
export async function changePassword(
  deps: AuthServices,
  current: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const accountKey = rateKeys.passwordChange(current.userId);
  await consumeOrThrow(deps.rateLimiter, authRateRules(deps.config).login, accountKey);

  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, current.userId))
    .limit(1);
  if (!(await verifyPassword(row?.passwordHash ?? null, input.currentPassword))) {
    throw new AuthError('wrong-current-password');
  }
  await deps.rateLimiter.reset(accountKey);

  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, current.userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, current.userId));
    await invalidateUserSessions(tx, current.userId, current.sessionId);
  });
}
