import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain-colour image of the given size, small to make and to send. */
export function colourJpeg(width: number, height: number, background = '#c0884a') {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A camera JPEG: EXIF with a GPS position (Helsinki) and a maker, as phones write it. */
export function jpegWithGps() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#a35' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Pastry 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '60/1 10/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '24/1 56/1 0/1',
      },
    })
    .toBuffer();
}

/** A landscape sensor picture (600 × 200) that EXIF orientation 6 says to show turned: 200 × 600. */
export function jpegOrientation6() {
  return sharp({ create: { width: 600, height: 200, channels: 3, background: '#357' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A decompression bomb: a real 1 × 1 PNG whose header (IHDR, CRC fixed) declares 50,000 × 50,000
 * pixels. Nothing large is ever made: the refusal must come from the header alone.
 */
export async function pngBomb() {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // Signature (8) | length (4) | "IHDR" (4) | width (4) | height (4) | … | CRC over type and data.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Two frames of 8 × 8 as an animated GIF. */
export function animatedGif() {
  const frame = (background: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background } })
      .png()
      .toBuffer();
  return Promise.all([frame('#f00'), frame('#00f')]).then((frames) =>
    sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer(),
  );
}

/**
 * A memory bomb that passes the pixel limit: a real AVIF of exactly 100 MP (10000 × 10000, one colour),
 * a few KB on disk, which libheif decodes whole (~1.8 GB). Encoding it takes ~20 s, so it is made once
 * per sharp version and kept in the temporary folder.
 */
export async function hostileAvif(): Promise<Buffer> {
  const file = path.join(tmpdir(), `rk-test-avif-10000-${sharp.versions.sharp}.avif`);
  if (existsSync(file)) return readFileSync(file);
  const avif = await sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#c0884a' },
    limitInputPixels: false,
  })
    .avif({ quality: 20, effort: 0 })
    .toBuffer();
  writeFileSync(`${file}.part`, avif);
  renameSync(`${file}.part`, file);
  return avif;
}
