import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyReply } from 'fastify';

/** The HTTP status tRPC answers a code with: one mapping for plain routes and procedures alike. */
export function httpStatusOf(code: TRPC_ERROR_CODE_KEY): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code }));
}

/**
 * A refusal made in front of tRPC (CSRF, body size, batch size) in tRPC's own error shape, so the
 * browser's client shows its message like any procedure's error.
 */
export async function sendTrpcError(reply: FastifyReply, code: TRPC_ERROR_CODE_KEY, message: string) {
  const httpStatus = httpStatusOf(code);
  const data = { code, httpStatus };
  await reply.code(httpStatus).send({ error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data } });
}
