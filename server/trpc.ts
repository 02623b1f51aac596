import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError, z } from 'zod';
import { firstIssue, SESSION_EXPIRED_MESSAGE } from '#shared/errors.ts';
import type { Context } from './context';
import { DomainError, type DomainErrorKind } from './errors';
import { RateLimitedError } from './limits/rate-limiter';

const INTERNAL_MESSAGE = 'Something went wrong on the server';

/** The one map from a domain refusal to the tRPC code it answers with (docs/decisions/0029). */
const CODES: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  invalid: 'BAD_REQUEST',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  too_large: 'PAYLOAD_TOO_LARGE',
  unsupported: 'UNSUPPORTED_MEDIA_TYPE',
  rate_limited: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  upstream_failed: 'BAD_GATEWAY',
};

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

/** Every procedure: a domain refusal reaches the client as its code and its message; anything else is a 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const { cause } = result.error;
    throw new TRPCError({ code: CODES[cause.kind], message: cause.message, cause });
  }
  return result;
});

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_EXPIRED_MESSAGE });
  }
  // tRPC merges what a middleware hands on into the context; only the narrowed fields need naming.
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});
