import {
  changePasswordInput,
  confirmEmailInput,
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
} from '#shared/auth.ts';
import { changePassword } from '../auth/change-password';
import { deviceTokenForUser } from '../auth/device-token';
import { confirmEmail } from '../auth/mail/email-confirmation';
import { requestPasswordReset, resetPassword } from '../auth/mail/password-reset';
import { getProfile } from '../auth/profile';
import { register } from '../auth/registration';
import { startSession } from '../auth/session-start';
import { invalidateSession } from '../auth/sessions';
import { checkSignIn } from '../auth/sign-in';
import { toAuthUser } from '../auth/users';
import type { Context } from '../context';
import { DomainError } from '../errors';
import { RateLimitedError } from '../limits/rate-limiter';
import type { Logger } from '../platform/logger';
import { protectedProcedure, publicProcedure, router } from '../trpc';

/** A spent limit on the account flows is worth a line in the log (someone may be guessing passwords). */
function logRateLimits<R extends { ok: boolean; error?: { cause?: unknown } }>(result: R, logger: Logger): R {
  const cause = result.ok ? null : result.error?.cause;
  if (cause instanceof RateLimitedError) {
    logger.warn({ retryAfterSeconds: cause.retryAfterSeconds }, 'auth rate limit reached');
  }
  return result;
}

const publicAuthProcedure = publicProcedure.use(async ({ ctx, next }) =>
  logRateLimits(await next(), ctx.logger),
);
const protectedAuthProcedure = protectedProcedure.use(async ({ ctx, next }) =>
  logRateLimits(await next(), ctx.logger),
);

/**
 * A fresh session for the user, replacing whatever session the browser came with, and a device token:
 * this browser's later sign-ins are not held up by strangers' failures on the account.
 */
async function signInAs(ctx: Context, userId: string): Promise<void> {
  const { token, expiresAt } = await startSession(ctx, userId, ctx.session?.id);
  ctx.sessionCookie.set(token, expiresAt);
  await trustDevice(ctx, userId);
}

async function trustDevice(ctx: Context, userId: string): Promise<void> {
  const deviceToken = await deviceTokenForUser(ctx.db, userId);
  if (deviceToken) ctx.deviceCookie.set(deviceToken);
}

export const authRouter = router({
  register: publicAuthProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const result = await register(ctx, input, ctx.clientIp, ctx.language);
    if (result.status === 'signed-in') await signInAs(ctx, result.user.id);
    return result;
  }),

  login: publicAuthProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await checkSignIn(ctx, input, {
      ip: ctx.clientIp,
      deviceToken: ctx.deviceCookie.token,
      language: ctx.language,
    });
    await signInAs(ctx, user.id);
    return { user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    ctx.sessionCookie.clear();
  }),

  me: publicProcedure.query(({ ctx }) => (ctx.user ? toAuthUser(ctx.user) : null)),

  requestPasswordReset: publicAuthProcedure
    .input(requestPasswordResetInput)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input.email, ctx.clientIp, ctx.language);
    }),

  resetPassword: publicAuthProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const user = await resetPassword(ctx, input);
    await signInAs(ctx, user.id);
    return { user };
  }),

  changePassword: protectedAuthProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const current = { userId: ctx.user.id, sessionId: ctx.session.id };
    await changePassword(ctx, current, input);
    // The new password retires the account's device tokens; this browser keeps being trusted.
    await trustDevice(ctx, ctx.user.id);
  }),

  confirmEmail: publicAuthProcedure
    .input(confirmEmailInput)
    .mutation(({ ctx, input }) => confirmEmail(ctx.db, input.token)),

  profile: protectedProcedure.query(async ({ ctx }) => {
    const profile = await getProfile(ctx.db, ctx.user.id);
    if (!profile) throw new DomainError('unauthenticated', 'app.sessionExpired');
    return profile;
  }),
});
