import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SafeFetchError } from './safe-fetch-error';

/** Pages the import can read: markup, structured data and plain text. */
const READABLE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'application/ld+json',
  'application/json',
  'text/plain',
]);

export interface MediaType {
  /** Lowercase type without parameters; null when the server sent no Content-Type. */
  type: string | null;
  charset: string | null;
}

export function parseContentType(header: string | undefined): MediaType {
  if (!header?.trim()) return { type: null, charset: null };
  const [type = '', ...params] = header.split(';');
  const charset = params
    .map((param) => param.trim().match(/^charset\s*=\s*"?([^";\s]+)"?$/i)?.[1])
    .find((value) => value !== undefined);
  return { type: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

export function assertReadableType(media: MediaType): void {
  if (media.type !== null && !READABLE_TYPES.has(media.type)) {
    throw new SafeFetchError('unsupported_content', `content type ${media.type} is not readable`);
  }
}

/** A photo: an image type, or none declared (the decoder decides what the bytes are). */
export function assertImageType(media: MediaType): void {
  if (media.type !== null && !media.type.startsWith('image/')) {
    throw new SafeFetchError('unsupported_content', `content type ${media.type} is not an image`);
  }
}

function byteLimit(maxBytes: number, stage: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new SafeFetchError('too_large', `${stage} body exceeds ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
}

function decompressorFor(encoding: string | undefined): Transform {
  switch (encoding?.trim().toLowerCase() || 'identity') {
    case 'identity':
      return new PassThrough();
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new SafeFetchError('unsupported_content', `content encoding ${encoding} is not supported`);
  }
}

function isZlibError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('Z_');
}

/**
 * Reads the body while counting: the limit applies to the bytes received (a compressed stream can be
 * long yet inflate to nothing) and again to the inflated bytes (a small bomb can inflate to gigabytes).
 * Whichever runs over first stops the download at once.
 */
export async function readCappedBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    await pipeline(
      response,
      byteLimit(maxBytes, 'received'),
      decompressorFor(response.headers['content-encoding']),
      byteLimit(maxBytes, 'decompressed'),
      async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      },
      { signal },
    );
  } catch (error) {
    if (isZlibError(error)) {
      throw new SafeFetchError('unsupported_content', 'body could not be decompressed', { cause: error });
    }
    throw error;
  }
  return Buffer.concat(chunks);
}

/** A page that states its encoding only in markup, as many older Finnish (ISO-8859-1) sites do. */
function charsetFromMeta(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString('latin1');
  return head.match(/<meta[^>]+charset\s*=\s*["']?([\w-]+)/i)?.[1]?.toLowerCase() ?? null;
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

function looksBinary(body: Buffer): boolean {
  if (body.includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return false;
  } catch {
    return true;
  }
}

/** Decodes per the declared charset (else a <meta> one for HTML, else UTF-8). */
export function decodeBody(body: Buffer, media: MediaType): string {
  if (media.type === null && looksBinary(body)) {
    throw new SafeFetchError('unsupported_content', 'untyped body is not text');
  }
  const sniffed = media.type === 'text/html' || media.type === null ? charsetFromMeta(body) : null;
  return decoderFor(media.charset ?? sniffed ?? 'utf-8').decode(body);
}
