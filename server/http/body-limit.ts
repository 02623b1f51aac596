import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MB } from '#shared/bytes.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PHOTO_ROUTES } from '#shared/photos.ts';
import { TRANSFER_PATHS } from '#shared/transfer.ts';
import { englishText } from '../errors';
import { ARCHIVE_LIMITS } from '../transfer/archive/archive-limits';
import { sendTrpcError } from './trpc-error-reply';
import { proceduresOf, TRPC_PREFIX } from './trpc-procedures';

/** Room in an upload's request for the multipart boundaries, headers and small fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Most requests are small; a whole recipe at its limits is ~3 MB; only a pasted .txt may be 10 MB. */
export const DEFAULT_BODY_LIMIT = 1 * MB;
export const LARGE_BODY_LIMIT = 12 * MB;
export const TRPC_BODY_LIMITS: Readonly<Record<string, number>> = {
  'recipes.create': 4 * MB,
  'recipes.update': 4 * MB,
  'import.fromText': LARGE_BODY_LIMIT,
};

/**
 * File uploads (multipart, server/http/uploads.ts), by route: the whole request may be this large, and
 * the upload's file part is held to the same figure minus room for the form's other parts. A new upload
 * route is one line here.
 */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  [PHOTO_ROUTES.upload]: PHOTO_LIMITS.bytes + MULTIPART_OVERHEAD,
  [TRANSFER_PATHS.archiveUpload]: ARCHIVE_LIMITS.maxBytes + MULTIPART_OVERHEAD,
};

class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(readonly limit: number) {
    super(englishText('app.requestTooLarge', { mb: Math.round(limit / MB) }));
    this.name = 'BodyTooLargeError';
  }
}

/** A body over its limit: ours (counted or declared) or Fastify's own parser's. */
export function isTooLarge(error: unknown): boolean {
  return (
    error instanceof BodyTooLargeError || (error as { code?: string })?.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
  );
}

/** What a request may send: DEFAULT_BODY_LIMIT, unless a procedure it calls (alone or in a batch) allows more. */
function allowedBodySize(url: string, limits: Readonly<Record<string, number>>): number {
  if (!url.startsWith(TRPC_PREFIX)) return DEFAULT_BODY_LIMIT;
  return Math.max(DEFAULT_BODY_LIMIT, ...proceduresOf(url).map((p) => limits[p] ?? 0));
}

/**
 * Fastify's bodyLimit is per route, and tRPC serves every procedure from one route. This preParsing
 * hook counts the bytes actually read, so a chunked body (no Content-Length) is held to the same
 * limit as a declared one; a declared length over it is refused before anything is read.
 */
export function bodySizeGuard(limits: {
  /** By tRPC procedure (TRPC_BODY_LIMITS). */
  trpc: Readonly<Record<string, number>>;
  /** By upload route pattern (UPLOAD_BODY_LIMITS): read by the multipart parser, not counted here. */
  uploads: Readonly<Record<string, number>>;
}) {
  return async function guard(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
    const upload = limits.uploads[request.routeOptions.url ?? ''];
    const allowed = upload ?? allowedBodySize(request.url, limits.trpc);
    if (Number(request.headers['content-length'] ?? 0) > allowed) throw new BodyTooLargeError(allowed);
    // The multipart parser reads the raw request itself (so a counting stream here would stall it);
    // its own limits — the file's size, the number and size of parts — bound what it reads.
    if (upload !== undefined) return payload;
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
  if (!isTooLarge(error)) throw error;
  reply.header('connection', 'close');
  // Fastify's own parser does not say its limit; ours does.
  if (error instanceof BodyTooLargeError) {
    await sendTrpcError(reply, 'PAYLOAD_TOO_LARGE', 'app.requestTooLarge', {
      mb: Math.round(error.limit / MB),
    });
  } else {
    await sendTrpcError(reply, 'PAYLOAD_TOO_LARGE', 'app.requestTooLargeAny');
  }
}
