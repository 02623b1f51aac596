import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '#shared/messages/en.ts';
import type { Env } from '../env';
import { englishText } from '../errors';

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

/**
 * How slowly an upload may come: after a grace period, the body must keep an average of at least
 * `minBytesPerS` since its start (UPLOAD_MIN_KB_PER_S, UPLOAD_GRACE_SECONDS). An honest phone on a poor
 * kitchen Wi-Fi sends far more; a client dribbling bytes to hold a connection (and, for an archive, a
 * temporary file) open is cut off.
 */
export interface UploadPace {
  graceMs: number;
  minBytesPerS: number;
}

export function uploadPace(config: Pick<Env, 'UPLOAD_MIN_KB_PER_S' | 'UPLOAD_GRACE_SECONDS'>): UploadPace {
  return { graceMs: config.UPLOAD_GRACE_SECONDS * 1000, minBytesPerS: config.UPLOAD_MIN_KB_PER_S * 1024 };
}

/** How often the pace is checked: coarse, since it only ends dribbling uploads. */
const PACE_CHECK_MS = 1_000;

/**
 * A leftover temporary folder older than this was abandoned: the longest honest upload (200 MB at the
 * default pace) takes under an hour.
 */
const ABANDONED_UPLOAD_MS = 2 * 60 * 60 * 1000;

/** Temporary folders of archive uploads in progress: `rk-upload-<random>` in the system's tmpdir. */
const UPLOAD_DIR_PREFIX = 'rk-upload-';

/** A refusal of an upload, with its HTTP status and the catalogue key of the words for the user. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 408 | 413 | 415,
    readonly messageKey: MessageKey,
  ) {
    super(englishText(messageKey));
    this.name = 'UploadError';
  }
}

export interface UploadRules {
  field: string;
  maxBytes: number;
  messages: { missing: MessageKey; tooLarge: MessageKey; tooSlow: MessageKey };
  pace: UploadPace;
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
  let stopWatching = () => {};
  try {
    const part = await request.file({ limits: { fileSize: rules.maxBytes } });
    if (!part || part.fieldname !== rules.field) throw new UploadError(400, rules.messages.missing);
    // The parser would read (and discard) the rest of the body after the file's limit before the
    // answer could go: the file is failed at once instead, and the answer closes the connection.
    const refuse = (status: 408 | 413, message: MessageKey) =>
      part.file.destroy(new UploadError(status, message));
    part.file.once('limit', () => refuse(413, rules.messages.tooLarge));
    stopWatching = watchPace(request, rules.pace, () => refuse(408, rules.messages.tooSlow));
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
  } finally {
    stopWatching();
  }
}

/**
 * Calls `tooSlow` once the request's body falls behind its pace. Counted on the raw request, which
 * the multipart parser already reads (a listener on a stream nobody reads yet would take its data).
 */
function watchPace(request: FastifyRequest, pace: UploadPace, tooSlow: () => void): () => void {
  const started = Date.now();
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  request.raw.on('data', count);
  const timer = setInterval(() => {
    const elapsed = Date.now() - started;
    if (elapsed > pace.graceMs && received < (pace.minBytesPerS * elapsed) / 1000) tooSlow();
  }, PACE_CHECK_MS);
  return () => {
    clearInterval(timer);
    request.raw.off('data', count);
  };
}

/** A temporary folder for one archive upload; `clearAbandonedUploads` removes those a stop left behind. */
export function uploadDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), UPLOAD_DIR_PREFIX));
}

/**
 * At start: upload folders older than any honest upload could be were left by a process that stopped
 * mid-upload (a kill, a crash). Younger ones may belong to another instance on this machine, so they stay.
 */
export async function clearAbandonedUploads(now = Date.now()): Promise<number> {
  const root = tmpdir();
  const names = (await readdir(root).catch(() => [])).filter((name) => name.startsWith(UPLOAD_DIR_PREFIX));
  let removed = 0;
  for (const name of names) {
    const dir = path.join(root, name);
    const info = await stat(dir).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < ABANDONED_UPLOAD_MS) continue;
    await rm(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
