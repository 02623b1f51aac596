import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { SNIFF_LENGTH, startsLikeMarkup } from './markup-signature';
import { SafeFetchError } from './safe-fetch-error';

/** Pages the import can read: markup, structured data and plain text. */
const READABLE_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'application/ld+json',
  'application/json',
  'text/plain',
]);

/**
 * Types that say only "some bytes": what static servers send for an extension they do not know
 * (python's http.server and nginx: application/octet-stream). Such a body is read when it starts like
 * a page, as a browser would sniff one sent without a type; it is only ever parsed, never run.
 */
const UNLABELLED_TYPES = new Set([
  'application/octet-stream',
  'binary/octet-stream',
  'application/unknown',
  'unknown/unknown',
  '*/*',
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

/** Refuses, before the body is read, a type that can never be a page (an image, a PDF…). */
export function assertReadableType(media: MediaType): void {
  if (media.type === null || READABLE_TYPES.has(media.type) || UNLABELLED_TYPES.has(media.type)) return;
  throw new SafeFetchError('unsupported_content', `content type ${media.type} is not readable`);
}

/** A photo: an image type, none, or mere bytes (the decoder decides what the bytes are). */
export function assertImageType(media: MediaType): void {
  if (media.type === null || media.type.startsWith('image/') || UNLABELLED_TYPES.has(media.type)) return;
  throw new SafeFetchError('unsupported_content', `content type ${media.type} is not an image`);
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

/** The media type a body is read as: the declared one, else what its first bytes show it to be. */
export function bodyType(body: Buffer, declared: string | null): string {
  if (declared !== null && READABLE_TYPES.has(declared)) return declared;
  const head = body.subarray(0, SNIFF_LENGTH);
  if (startsLikeMarkup(head.toString('latin1'))) return 'text/html';
  // Untyped text is read as text (as a browser shows it); bytes said to be "anything" must be a page.
  if (declared === null && !hasBinaryBytes(head)) return 'text/plain';
  throw new SafeFetchError(
    'unsupported_content',
    declared === null ? 'untyped body is not text' : `${declared} body is not a page`,
  );
}

/** Control bytes no text holds (WHATWG MIME Sniffing's "binary data byte"). */
function hasBinaryBytes(head: Buffer): boolean {
  return head.some(
    (byte) =>
      byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f),
  );
}

/**
 * The encoding a page states in its markup (<meta charset>, <meta http-equiv> or the XML declaration).
 * Browsers look further than the standard's first 1024 bytes once the page is in its <head>; so do we.
 */
function charsetInMarkup(body: Buffer): string | null {
  const head = body.subarray(0, 64 * 1024).toString('latin1');
  // Bounded: an unclosed "<meta " repeated over the 64 KB would make an unbounded [^>]+ quadratic.
  const match = head.match(
    /<meta[^>]{1,512}?charset\s*=\s*["']?([\w-]+)|<\?xml[^>]{1,512}?encoding\s*=\s*["']([\w-]+)/i,
  );
  return match?.[1] ?? match?.[2] ?? null;
}

/** The WHATWG name of an encoding label ('utf8' → 'utf-8', 'latin1' → 'windows-1252'); null if unknown. */
function encodingNamed(label: string | null): string | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

function byteOrderMark(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/**
 * Decodes the body. A byte order mark decides, as in browsers. Otherwise bytes that are valid UTF-8
 * are read as UTF-8 whatever the labels say: servers often add a default charset (ISO-8859-1) that the
 * page's own <meta> contradicts, and text in a legacy encoding is practically never valid UTF-8 once
 * it holds a letter outside ASCII. Bytes that are not UTF-8 follow the first label that is not UTF-8
 * (the header's, then the markup's); with no label at all, windows-1252 (what browsers assume for
 * an unlabelled Western page) unless the text is mostly UTF-8 with a few broken bytes.
 */
export function decodeBody(body: Buffer, media: MediaType): string {
  const bom = byteOrderMark(body);
  if (bom) return new TextDecoder(bom).decode(body);
  const header = encodingNamed(media.charset);
  if (header?.startsWith('utf-16')) return new TextDecoder(header).decode(body);
  if (isUtf8(body)) return new TextDecoder('utf-8').decode(body);
  // Markup is looked for whatever the type: a legacy page sent as text/plain still names its charset.
  const labels = [header, encodingNamed(charsetInMarkup(body))].filter((encoding) => encoding !== null);
  const legacy = labels.find((encoding) => encoding !== 'utf-8' && !encoding.startsWith('utf-16'));
  if (legacy) return new TextDecoder(legacy).decode(body);
  const asUtf8 = new TextDecoder('utf-8').decode(body);
  if (labels.length > 0) return asUtf8;
  const broken = asUtf8.match(/\uFFFD/g)?.length ?? 0;
  const decoded = asUtf8.match(/[\u0080-\uFFFC\uFFFE\uFFFF]/g)?.length ?? 0;
  return decoded > broken ? asUtf8 : new TextDecoder('windows-1252').decode(body);
}
