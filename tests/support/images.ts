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

/** EXIF as a phone writes it: a maker, and a GPS position (Helsinki) that must never be stored. */
const PHONE_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'Pastry 1' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '60/1 10/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '24/1 56/1 0/1',
  },
};

/** A camera JPEG: EXIF with a GPS position (Helsinki) and a maker, as phones write it. */
export function jpegWithGps() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#a35' } })
    .jpeg()
    .withExif(PHONE_EXIF)
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

/** A picture as a phone's app saves it as WebP: EXIF with a GPS position (Helsinki) and a maker, and XMP. */
export function webpWithGps(picture: Buffer) {
  return sharp(picture)
    .webp({ quality: 80 })
    .withExif(PHONE_EXIF)
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Make="TestPhone"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

/** The chunks of a WebP's RIFF container, read on their own (not by the code under test). */
export function webpChunks(webp: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    chunks.push({ type: webp.toString('latin1', at, at + 4), data: webp.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A photo-like WebP (blurred noise, so it compresses as a photo does) of this size. */
export async function photoLikeWebp(width: number, height: number, quality = 80) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  return sharp(noise).webp({ quality }).toBuffer();
}
