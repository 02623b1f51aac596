import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isTooLarge } from './body-limit';
import { UploadError } from './uploads';

/** A refusal an upload route knows of its own: the status and message for an error (and when to come back), or null. */
type Refusal = (
  error: FastifyError,
) => { status: number; message: string; retryAfterSeconds?: number } | null;

/**
 * The error handler of an upload route's scope: a body over the route's limit is 413 with the route's
 * own message (and the connection closed, so a client still streaming cannot keep it busy), an
 * UploadError its status, the route's refusals theirs — all as { message }. Anything else is a real
 * failure and goes on to Fastify's handler.
 */
export function uploadErrorHandler(messages: { tooLarge: string }, refusal: Refusal = () => null) {
  return async (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (isTooLarge(error)) {
      reply.header('connection', 'close');
      return reply.code(413).send({ message: messages.tooLarge });
    }
    if (error instanceof UploadError) return reply.code(error.statusCode).send({ message: error.message });
    const refused = refusal(error);
    if (!refused) throw error;
    if (refused.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(refused.retryAfterSeconds));
    return reply.code(refused.status).send({ message: refused.message });
  };
}
