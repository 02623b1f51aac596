import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import type { PhotoSize } from '#shared/photos.ts';
import { inTransaction } from '../db/client';
import { decodeCost } from './decode-cost';
import { inDecodeTurn } from './decode-queue';
import { PhotoRejectedError } from './photo-errors';
import { WebpContainerError, webpWithoutMetadata } from './webp-container';

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
/**
 * The thumbnail is encoded with less effort: at 320 px it costs ~3.5 ms less a photo for ~3 % more
 * bytes (measured on Mealie's photos), which a move-in of 1,000 photos feels and the list does not.
 */
const WEBP: Record<PhotoSize, { quality: number; effort: number }> = {
  display: { quality: 80, effort: 4 },
  thumb: { quality: 80, effort: 2 },
};
/**
 * A WebP already within the display size is kept as its display image (its metadata chunks removed)
 * when it is at most this large: Mealie's backups hold every photo so, and encoding them again cost
 * ~0.2–0.5 s each (ADR 0020, "A WebP kept as it is"). Past it, a lossless or quality-100 file is
 * encoded again, so a display image stays a few hundred KB whichever way it came.
 */
export const KEPT_WEBP_MAX_BYTES = 512 * 1024;

/** Raster formats a camera, phone or browser produces (AVIF reads as heif). Never SVG (markup) or PDF. */
const READABLE: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff']);
const ANIMATABLE: ReadonlySet<string> = new Set(['gif', 'webp', 'heif']);

/**
 * Reads the header only, before a single pixel is decoded, and refuses what we will not decode: not an
 * image, too many pixels (a decompression bomb declares its size up front), too much memory to decode
 * (a 2 KB AVIF may declare 100 MP, and AVIF is decoded whole), animated. Returns the decode's cost.
 */
async function checkHeader(bytes: Buffer): Promise<{ metadata: Metadata; cost: number }> {
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
  return { metadata, cost };
}

/**
 * Whether the upload may be its own display image: a still WebP (so already the stored format) no
 * larger than the display size and KEPT_WEBP_MAX_BYTES, with nothing for the full pipeline to apply (an
 * EXIF orientation to turn, a colour profile to convert to sRGB).
 */
function keptAsIs(metadata: Metadata, bytes: Buffer): boolean {
  return (
    metadata.format === 'webp' &&
    bytes.length <= KEPT_WEBP_MAX_BYTES &&
    Math.max(metadata.width, metadata.height) <= LONGEST_SIDE.display &&
    (metadata.orientation ?? 1) === 1 &&
    !metadata.hasProfile
  );
}

/** Longest side `side`, never enlarged, as WebP. */
async function encode(input: Sharp, size: PhotoSize): Promise<EncodedImage> {
  const side = LONGEST_SIDE[size];
  const { data, info } = await input
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp(WEBP[size])
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
  const { metadata, cost } = await checkHeader(bytes);
  if (keptAsIs(metadata, bytes)) return inDecodeTurn(owner, cost, () => keepWebp(bytes, metadata));
  return inDecodeTurn(owner, cost, () => encodePhoto(bytes));
}

/**
 * A WebP kept as its display image: the container rewritten without its metadata (EXIF, XMP, unknown
 * chunks), then decoded whole, with the same limits as any upload, to make the thumbnail, so a picture
 * whose compressed data is damaged is refused here as it would be by the full pipeline.
 */
async function keepWebp(bytes: Buffer, metadata: Metadata): Promise<ProcessedPhoto> {
  let data: Buffer;
  try {
    data = webpWithoutMetadata(bytes, metadata);
  } catch (error) {
    if (error instanceof WebpContainerError) throw new PhotoRejectedError('notAnImage');
    throw error;
  }
  const display: EncodedImage = {
    size: 'display',
    contentType: 'image/webp',
    width: metadata.width,
    height: metadata.height,
    data,
  };
  try {
    const thumb = await encode(
      sharp(data, { limitInputPixels: PHOTO_LIMITS.pixels, failOn: 'error' }),
      'thumb',
    );
    return { hash: createHash('sha256').update(data).digest('hex'), display, thumb };
  } catch {
    throw new PhotoRejectedError('notAnImage');
  }
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
