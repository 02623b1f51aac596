import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { firstIssue, SESSION_EXPIRED_MESSAGE } from '../shared/errors';
import type { Context } from './context';
import { RateLimitedError } from './limits/rate-limiter';

const INTERNAL_MESSAGE = 'Something went wrong on the server';

/**
 * initTRPC runs once here. Plain JSON on the wire (no transformer): dates travel as ISO strings.
 * Errors: zod issues become a human message plus field errors; internal errors never leak their
 * message or stack (they are logged by the adapter's onError, with the request id the answer
 * carries). A rate-limit refusal carries how long to wait (`retryAfterSeconds`), so a form can show
 * or count down the retry time.
 * @see https://trpc.io/docs/server/error-formatting
 */
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message: zodError
        ? firstIssue(zodError, 'Invalid input')
        : error.code === 'INTERNAL_SERVER_ERROR'
          ? INTERNAL_MESSAGE
          : shape.message,
      data: {
        ...data,
        zodError: zodError ? z.flattenError(zodError) : null,
        retryAfterSeconds: error.cause instanceof RateLimitedError ? error.cause.retryAfterSeconds : null,
        // For a failure only the log explains: the id of the request's log lines, for the error
        // screen. Expected refusals stay byte for byte alike (no enumeration through a random field).
        requestId: error.code === 'INTERNAL_SERVER_ERROR' ? (ctx?.requestId ?? null) : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_EXPIRED_MESSAGE });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** A spent rate limit as tRPC says it: TOO_MANY_REQUESTS, its wait kept for the formatter (Retry-After). */
export function tooManyRequests(cause: RateLimitedError): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message, cause });
}
