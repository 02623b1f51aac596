import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '#shared/messages/en.ts';
import type { MessageParams } from '#shared/messages/format.ts';
import { englishText } from '../errors';

/** The HTTP status tRPC answers a code with: one mapping for plain routes and procedures alike. */
export function httpStatusOf(code: TRPC_ERROR_CODE_KEY): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code }));
}

/**
 * A refusal made in front of tRPC (CSRF, body size, batch size) in tRPC's own error shape, its words
 * by catalogue key as every procedure's are (ADR 0034), so the browser shows it in the chef's language.
 */
export async function sendTrpcError(
  reply: FastifyReply,
  code: TRPC_ERROR_CODE_KEY,
  messageKey: MessageKey,
  messageParams?: MessageParams,
) {
  const httpStatus = httpStatusOf(code);
  const data = { code, httpStatus, messageKey, messageParams: messageParams ?? null };
  const message = englishText(messageKey, messageParams);
  await reply.code(httpStatus).send({ error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data } });
}

/**
 * The same refusal from a callback hook (the CSRF and batch-size guards), which answers and goes no
 * further: nothing awaits the send, so a failed one is logged rather than left unhandled.
 */
export function refuseInHook(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TRPC_ERROR_CODE_KEY,
  messageKey: MessageKey,
  messageParams?: MessageParams,
) {
  sendTrpcError(reply, code, messageKey, messageParams).catch((error) => request.log.error(error));
}
