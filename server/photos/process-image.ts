import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_LIMITS, type PhotoSize } from '../../shared/photos';
import { PhotoRejectedError } from './photo-errors';

/** One encoded size of a photo. */
export interface EncodedImage {
  size: PhotoSize;
  contentType: string;
  width: number;
  height: number;
  data: Buffer;
}

/** A photo ready to store: what the server made, never the uploaded bytes. */
export interface ProcessedPhoto {
  /** SHA-256 of the display image, hex. */
  hash: string;
  display: EncodedImage;
  thumb: EncodedImage;
}

/** Longest side of each size; never enlarged. The thumbnail serves the list (2× of 56 px) and srcset. */
const LONGEST_SIDE: Record<PhotoSize, number> = { display: 1600, thumb: 320 };
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * Photos decoded at once, per process: one core is left for answering everything else. A 100-megapixel
 * photo takes a few hundred MB while it is decoded; uploads beyond these wait their turn rather than
 * add up — but only so many, and not for ever: past `waiting` in line, or after `waitMs` there, the upload
 * is refused as 'busy' (503 with Retry-After) rather than hold its bytes in memory indefinitely.
 */
export const DECODE_QUEUE = { atOnce: Math.max(1, availableParallelism() - 1), waiting: 8, waitMs: 30_000 };
/** What a 'busy' refusal tells the client to wait, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= DECODE_QUEUE.atOnce) await waitForSlot();
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function waitForSlot(): Promise<void> {
  if (waiting.length >= DECODE_QUEUE.waiting) throw new PhotoRejectedError('busy');
  return new Promise<void>((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      reject(new PhotoRejectedError('busy'));
    }, DECODE_QUEUE.waitMs);
    waiting.push(turn);
  });
}

/** Raster formats a camera, phone or browser produces (AVIF reads as heif). Never SVG (markup) or PDF. */
const READABLE: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff']);
const ANIMATABLE: ReadonlySet<string> = new Set(['gif', 'webp', 'heif']);

/**
 * Reads the header only, before a single pixel is decoded, and refuses what we will not decode: not an
 * image, too many pixels (a decompression bomb declares its size up front), animated.
 */
async function checkHeader(bytes: Buffer): Promise<void> {
  if (bytes.length > PHOTO_LIMITS.bytes) throw new PhotoRejectedError('tooLarge');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejectedError('notAnImage');
  }
  if (!READABLE.has(metadata.format)) throw new PhotoRejectedError('notAnImage');
  if (!metadata.width || !metadata.height) throw new PhotoRejectedError('notAnImage');
  if (metadata.width * metadata.height > PHOTO_LIMITS.pixels) throw new PhotoRejectedError('tooManyPixels');
  if (ANIMATABLE.has(metadata.format) && (metadata.pages ?? 1) > 1) throw new PhotoRejectedError('animated');
}

/** Longest side `side`, never enlarged, as WebP. */
async function encode(input: Sharp, size: PhotoSize): Promise<EncodedImage> {
  const side = LONGEST_SIDE[size];
  const { data, info } = await input
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  return { size, contentType: 'image/webp', width: info.width, height: info.height, data };
}

/**
 * Decodes an upload and encodes it anew as WebP in two sizes: orientation applied, colours in sRGB, and
 * no metadata carried over (sharp writes none unless asked: EXIF with its GPS position, XMP, IPTC and
 * comments all stay behind). Throws PhotoRejectedError for anything it will not take; never anything
 * else for bad input.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  await checkHeader(bytes);
  return inTurn(() => encodePhoto(bytes));
}

async function encodePhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  try {
    // failOn 'error': a file with corrupt or missing data (a truncated upload included) is refused
    // rather than stored half grey; mere warnings (an odd marker) still pass.
    const upload = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error', autoOrient: true });
    const display = await encode(upload, 'display');
    // The upload is decoded once: the thumbnail comes from the display image (at most 1600 px), which
    // costs a few milliseconds where a second decode of a 100 MP upload cost as much as the first.
    const thumb = await encode(sharp(display.data), 'thumb');
    return { hash: createHash('sha256').update(display.data).digest('hex'), display, thumb };
  } catch {
    throw new PhotoRejectedError('notAnImage');
  }
}
