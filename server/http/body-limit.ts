import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { TRANSFER_PATHS } from '../../shared/transfer';
import { ARCHIVE_LIMITS } from '../transfer/archive-limits';
import { sendTrpcError } from './trpc-error-reply';
import { proceduresOf } from './trpc-procedures';

const MB = 1024 * 1024;

/** Most requests are small; a whole recipe at its limits is ~3 MB; only a pasted .txt may be 10 MB. */
export const DEFAULT_BODY_LIMIT = 1 * MB;
export const LARGE_BODY_LIMIT = 12 * MB;
export const TRPC_BODY_LIMITS: Readonly<Record<string, number>> = {
  'recipes.create': 4 * MB,
  'recipes.update': 4 * MB,
  'import.fromText': LARGE_BODY_LIMIT,
};

/**
 * Plain upload routes (route prefix → limit); every other non-tRPC URL is held to DEFAULT_BODY_LIMIT.
 * An upload is streamed to disk as it arrives, so its limit is the only bound it needs here.
 */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  [TRANSFER_PATHS.archiveUpload]: ARCHIVE_LIMITS.maxBytes,
};

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(readonly limit: number) {
    super(`The request is too large (at most ${Math.round(limit / MB)} MB)`);
    this.name = 'BodyTooLargeError';
  }
}

/** An upload route's limit, or null when `url` is none. */
function uploadLimit(url: string): number | null {
  const prefix = Object.keys(UPLOAD_BODY_LIMITS).find((p) => url === p || url.startsWith(`${p}?`));
  return prefix ? UPLOAD_BODY_LIMITS[prefix]! : null;
}

/**
 * What a request may send: an upload route's own limit; else DEFAULT_BODY_LIMIT, unless a procedure it
 * calls (alone or in a batch) allows more.
 */
function allowedBodySize(url: string, limits: Readonly<Record<string, number>>): number {
  const upload = uploadLimit(url);
  if (upload !== null) return upload;
  if (!url.startsWith('/trpc/')) return DEFAULT_BODY_LIMIT;
  return Math.max(DEFAULT_BODY_LIMIT, ...proceduresOf(url).map((p) => limits[p] ?? 0));
}

/**
 * Fastify's bodyLimit is per route, and tRPC serves every procedure from one route. This preParsing
 * hook counts the bytes actually read, so a chunked body (no Content-Length) is held to the same
 * limit as a declared one; a declared length over it is refused before anything is read.
 */
export function bodySizeGuard(limits: Readonly<Record<string, number>>) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
    const allowed = allowedBodySize(request.url, limits);
    if (Number(request.headers['content-length'] ?? 0) > allowed) throw new BodyTooLargeError(allowed);
    // @fastify/multipart reads the raw request itself (not this payload): its own limits count an
    // upload's bytes (file size, parts), so piping the raw stream here would only steal them.
    if (uploadLimit(request.url) !== null) return payload;
    return countingStream(payload, allowed);
  };
}

type CountedStream = Transform & { receivedEncodedLength: number };

function countingStream(payload: NodeJS.ReadableStream, limit: number): CountedStream {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      counter.receivedEncodedLength += chunk.length;
      if (counter.receivedEncodedLength > limit) {
        payload.unpipe(counter);
        callback(new BodyTooLargeError(limit));
        return;
      }
      callback(null, chunk);
    },
  }) as CountedStream;
  counter.receivedEncodedLength = 0;
  payload.on('error', (error) => counter.destroy(error));
  payload.pipe(counter);
  return counter;
}

/**
 * Error handler for the tRPC scope: a body over its limit answers 413 in tRPC's error shape and closes
 * the connection, so a client still streaming cannot keep the socket busy with bytes nobody reads.
 * Anything else goes on to Fastify's own handler.
 */
export async function tooLargeErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLarge = error instanceof BodyTooLargeError || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
  if (!tooLarge) throw error;
  reply.header('connection', 'close');
  await sendTrpcError(reply, 'PAYLOAD_TOO_LARGE', error.message);
}
