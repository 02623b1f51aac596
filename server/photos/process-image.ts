import { createHash } from 'node:crypto';
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
 * Photos decoded at once, per process. A 100-megapixel photo takes a few hundred MB while it is decoded;
 * uploads beyond these wait their turn rather than add up (sharp's own threads still share the cores).
 */
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
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

/** Raster formats a camera, phone or browser produces (AVIF reads as heif). Never SVG (markup) or PDF. */
const READABLE: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff']);
const ANIMATABLE: ReadonlySet<string> = new Set(['gif', 'webp', 'heif']);

/**
 * Reads the header only, before a single pixel is decoded, and refuses what we will not decode: not an
 * image, too many pixels (a decompression bomb declares its size up front), animated.
 */
async function readHeader(bytes: Buffer): Promise<Metadata> {
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
  return metadata;
}

async function encode(source: Sharp, size: PhotoSize): Promise<EncodedImage> {
  const side = LONGEST_SIDE[size];
  const { data, info } = await source
    .clone()
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
  await readHeader(bytes);
  return inTurn(() => encodePhoto(bytes));
}

async function encodePhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  // failOn 'error': a truncated phone upload still shows what arrived; corrupt data is refused.
  const source = sharp(bytes, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error', autoOrient: true });
  try {
    const [display, thumb] = await Promise.all([encode(source, 'display'), encode(source, 'thumb')]);
    return { hash: createHash('sha256').update(display.data).digest('hex'), display, thumb };
  } catch {
    throw new PhotoRejectedError('notAnImage');
  }
}
