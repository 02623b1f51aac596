import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MB } from '#shared/bytes.ts';
import type { MessageKey } from '#shared/messages/en.ts';
import { isTooLarge } from './body-limit';
import { domainErrorReply, messageReply } from './domain-error-reply';
import { UploadError } from './uploads';

/**
 * After a refusal in the middle of a body the connection is closed (`connection: close`, so no client
 * sends another request on it), but not at once: closing with the client's bytes unread resets the
 * connection, which can take the answer with it before the client reads it. So the close lingers, as
 * Apache's and nginx's do: the answer and our end of the stream go out, what still comes is read and
 * thrown away for up to LINGER (Node's own dump of an unread body), and then the socket is destroyed.
 */
const LINGER = { ms: 2_000, bytes: 64 * MB } as const;

function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  reply.header('connection', 'close');
  const socket = request.raw.socket;
  // Node ends a `connection: close` answer with socket.destroySoon(), which destroys the socket as
  // soon as the answer is written: this socket's is the lingering close instead.
  socket.destroySoon = () => {
    socket.end();
    let discarded = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER.ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER.bytes) socket.destroy();
    });
  };
}

export interface UploadRouteReplies {
  /** A body over the route's limit. */
  tooLarge: MessageKey;
  /** The route's own words for a thing not found, where they differ from the domain's. */
  notFound?: MessageKey;
  /** When to come back after a refusal other than a rate limit (which says so itself). */
  retryAfter?: (error: unknown) => number | undefined;
}

/**
 * The error handler of an upload route's scope: a body over the route's limit is 413 with the route's
 * own message (and the connection closed, so a client still streaming cannot keep it busy), an
 * UploadError its status, a domain refusal the status of its kind — all as { message, messageKey }
 * (the English words and the catalogue key the browser shows in its language). Anything else
 * is a real failure and goes on to Fastify's handler.
 */
export function uploadErrorHandler(replies: UploadRouteReplies) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isTooLarge(error)) {
      reply.header('connection', 'close');
      return reply.code(413).send(messageReply(replies.tooLarge));
    }
    if (error instanceof UploadError) {
      if (error.statusCode === 413 || error.statusCode === 408) closeAfterAnswer(request, reply);
      return reply.code(error.statusCode).send(messageReply(error.messageKey));
    }
    const refused = domainErrorReply(error);
    if (!refused) throw error;
    const retryAfterSeconds = refused.retryAfterSeconds ?? replies.retryAfter?.(error);
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    if (refused.kind === 'not_found' && replies.notFound) {
      return reply.code(refused.status).send(messageReply(replies.notFound));
    }
    return reply.code(refused.status).send(messageReply(refused.messageKey, refused.messageParams));
  };
}
