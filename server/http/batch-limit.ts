import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BATCH_CALLS } from '#shared/trpc-batch.ts';
import { sendTrpcError } from './trpc-error-reply';
import { proceduresOf } from './trpc-procedures';

/**
 * One batched request could otherwise carry hundreds of mutations past every per-request limit.
 * Refused before the body is read; tRPC's own maxBatchSize (the same number) stays as the backstop.
 */
export async function batchSizeGuard(request: FastifyRequest, reply: FastifyReply) {
  if (proceduresOf(request.url).length <= MAX_BATCH_CALLS) return;
  await sendTrpcError(reply, 'BAD_REQUEST', 'app.tooManyCalls', { count: MAX_BATCH_CALLS });
}
