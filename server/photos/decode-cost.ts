/**
 * How much memory decoding a photo takes, per pixel and byte of sample, by the format sharp reports.
 * Measured with sharp 0.35 (libvips 8.17) on the pipeline of process-image.ts (resize to 1600 px,
 * WebP): peak RSS over the idle process for 8-bit RGB images.
 * - heif (AVIF, HEIC): libheif decodes the whole picture, then it is converted to RGB and cached:
 *   ~18 bytes a pixel (10000 × 10000: 1,830 MB; 3000 × 3000: 160 MB), 6 × its 3 bytes of RGB.
 * - jpeg, webp, png: decoded in strips or shrunk while loading: 100 MP JPEG 20 MB, 64 MP WebP
 *   35 MB, 25 MP PNG 32 MB, all under their decoded size (3 bytes a pixel); an interlaced PNG or a GIF
 *   is decoded whole, which is that size. Counting the decoded size overestimates them safely.
 */
export const DECODE_OVERHEAD: Readonly<Record<string, number>> = {
  heif: 6,
  jpeg: 1,
  png: 1,
  webp: 1,
  gif: 1,
  tiff: 1,
};

/** Bytes of one sample, by libvips's band format (metadata.depth). */
const SAMPLE_BYTES: Readonly<Record<string, number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  double: 8,
};

/** The estimated peak memory of decoding an image of this header, in bytes. */
export function decodeCost(header: {
  format: string;
  width: number;
  height: number;
  channels?: number | undefined;
  depth?: string | undefined;
}): number {
  const channels = Math.max(3, header.channels ?? 4);
  const sample = SAMPLE_BYTES[header.depth ?? 'uchar'] ?? 1;
  return header.width * header.height * channels * sample * (DECODE_OVERHEAD[header.format] ?? 1);
}
