import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Multipart parsing, registered once for every upload route (photos, archives). One file per
 * request and a few small fields; each route states its file's size limit when it reads it, and the
 * request as a whole is held to UPLOAD_BODY_LIMITS (body-limit.ts).
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fieldSize: 16 * 1024, parts: 20, headerPairs: 100 },
  });
}

/** A refusal of an upload, with its HTTP status and a message for the user. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadRules {
  field: string;
  maxBytes: number;
  messages: { missing: string; tooLarge: string };
}

/** The request's file in `field`, read whole within `maxBytes`, or an UploadError saying what is wrong. */
export function readUploadedFile(request: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  return withUploadedFile(request, rules, (part) => part.toBuffer());
}

/**
 * The request's file in `field`, streamed to `path` within `maxBytes` (an archive is never held in
 * memory); resolves to the file's name as the browser sent it.
 */
export function saveUploadedFile(request: FastifyRequest, rules: UploadRules, path: string): Promise<string> {
  return withUploadedFile(request, rules, async (part) => {
    await pipeline(part.file, createWriteStream(path));
    return part.filename;
  });
}

/** Filesystem failures on the server's side while an upload is written out (not the client's doing). */
const SERVER_FILE_ERRORS: ReadonlySet<string> = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EIO',
  'EMFILE',
]);

async function withUploadedFile<T>(
  request: FastifyRequest,
  rules: UploadRules,
  consume: (part: MultipartFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new UploadError(415, rules.messages.missing);
  try {
    const part = await request.file({ limits: { fileSize: rules.maxBytes } });
    if (!part || part.fieldname !== rules.field) throw new UploadError(400, rules.messages.missing);
    const result = await consume(part);
    // toBuffer() does not always throw for a file cut at the limit (it checks between chunks); the
    // stream's own flag says so either way.
    if (part.file.truncated) throw new UploadError(413, rules.messages.tooLarge);
    return result;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new UploadError(413, rules.messages.tooLarge);
    }
    // A file the server could not write (a full disk) is the server's failure, logged as one.
    if (SERVER_FILE_ERRORS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    // Otherwise it was reading the request: too many parts, a malformed body or a dropped connection
    // is the client's doing, never the server's.
    throw new UploadError(400, rules.messages.missing);
  }
}
