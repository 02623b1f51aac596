import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { MAX_BATCH_CALLS } from '#shared/trpc-endpoint.ts';
import { refuseInHook } from './trpc-error-reply';
import { proceduresOf } from './trpc-procedures';

/**
 * One batched request could otherwise carry hundreds of mutations past every per-request limit.
 * Refused before the body is read; tRPC's own maxBatchSize (the same number) stays as the backstop.
 * A callback hook, as the CSRF guard: every call passes it.
 */
export function batchSizeGuard(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (proceduresOf(request.url).length <= MAX_BATCH_CALLS) return done();
  refuseInHook(request, reply, 'BAD_REQUEST', 'app.tooManyCalls', { count: MAX_BATCH_CALLS });
}
