import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError, z } from 'zod';
import { SESSION_EXPIRED_MESSAGE } from '#shared/errors.ts';
import { en, type MessageKey } from '#shared/messages/en.ts';
import type { RefParams } from '#shared/messages/message-ref.ts';
import type { Context } from './context';
import { DomainError, type DomainErrorKind, englishRef } from './errors';
import { RateLimitedError } from './limits/rate-limiter';

const isMessageKey = (text: string | undefined): text is MessageKey => !!text && Object.hasOwn(en, text);

/**
 * The words of an answer as a catalogue key with parameters (docs/decisions/0034): a domain refusal's
 * own, a refused input's first rule (schemas name their rules by key), a spent session, a failure.
 */
function messageOf(
  error: TRPCError,
  zodError: ZodError | null,
): { key: MessageKey; params?: RefParams } | null {
  if (error.code === 'INTERNAL_SERVER_ERROR') return { key: 'app.serverError' };
  if (zodError) {
    const rule = zodError.issues[0]?.message;
    // zod's own words for a shape no form sends (a hand-made request) stay as zod wrote them.
    if (rule === undefined) return { key: 'app.invalidInput' };
    return isMessageKey(rule) ? { key: rule } : null;
  }
  if (error.cause instanceof DomainError) {
    const { messageKey, messageParams } = error.cause;
    return messageParams ? { key: messageKey, params: messageParams } : { key: messageKey };
  }
  if (error.message === SESSION_EXPIRED_MESSAGE) return { key: 'app.sessionExpired' };
  return null;
}

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
    const message = messageOf(error, zodError);
    return {
      ...shape,
      // English words for logs and plain clients; the browser shows messageKey in the chosen language.
      message: message ? englishRef(message) : (zodError?.issues[0]?.message ?? shape.message),
      data: {
        ...data,
        messageKey: message?.key ?? null,
        messageParams: message?.params ?? null,
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

/** A domain refusal reaches the client as its code and its message; anything else is a 500. */
function withDomainCodes<T extends { ok: boolean; error?: TRPCError }>(result: T): T {
  if (!result.ok && result.error?.cause instanceof DomainError) {
    const { cause } = result.error;
    throw new TRPCError({ code: CODES[cause.kind], message: cause.message, cause });
  }
  return result;
}

/** Every procedure without a session. */
export const publicProcedure = t.procedure.use(async ({ next }) => withDomainCodes(await next()));

/**
 * Every procedure of a signed-in chef. One middleware, not one built on publicProcedure's: each level
 * of tRPC's middleware chain copies the call's options twice, on every call of the hottest procedures.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: SESSION_EXPIRED_MESSAGE });
  }
  // tRPC merges what a middleware hands on into the context; only the narrowed fields need naming.
  return withDomainCodes(await next({ ctx: { user: ctx.user, session: ctx.session } }));
});
