import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_LIMITS, type PhotoSize } from '#shared/photos.ts';
import { inTransaction } from '../db/client';
import { decodeCost } from './decode-cost';
import { inDecodeTurn } from './decode-queue';
import { PhotoRejectedError } from './photo-errors';

// Each decode is one libvips thread (the queue decides how many run), and nothing is kept: sharp's
// operation cache only helps a program that processes the same input twice, which this never does.
sharp.concurrency(1);
sharp.cache(false);

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

/** Raster formats a camera, phone or browser produces (AVIF reads as heif). Never SVG (markup) or PDF. */
const READABLE: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff']);
const ANIMATABLE: ReadonlySet<string> = new Set(['gif', 'webp', 'heif']);

/**
 * Reads the header only, before a single pixel is decoded, and refuses what we will not decode: not an
 * image, too many pixels (a decompression bomb declares its size up front), too much memory to decode
 * (a 2 KB AVIF may declare 100 MP, and AVIF is decoded whole), animated. Returns the decode's cost.
 */
async function checkHeader(bytes: Buffer): Promise<number> {
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
  const cost = decodeCost(metadata);
  if (cost > PHOTO_LIMITS.decodedBytes) throw new PhotoRejectedError('tooMuchMemory');
  return cost;
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
 * else for bad input. `owner` (the user) is whose turn it takes in the decode queue.
 *
 * Never inside a database transaction: a decode takes seconds, and a transaction open that long stalls
 * every other user on the embedded database (one connection). Decode first, then save.
 */
export async function processPhoto(bytes: Buffer, owner: string): Promise<ProcessedPhoto> {
  if (inTransaction()) throw new Error('processPhoto was called inside a database transaction');
  const cost = await checkHeader(bytes);
  return inDecodeTurn(owner, cost, () => encodePhoto(bytes));
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
