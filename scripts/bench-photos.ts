/**
 * The photo pipeline's cost (docs/decisions/0020-photos-in-postgresql.md): processPhoto on a phone-sized
 * photo and on the worst upload the limits let through (100 megapixels, EXIF orientation 6), and what
 * the display size costs as WebP and as AVIF. Prints figures; asserts nothing.
 *   npm run bench:photos
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '#server/photos/process-image.ts';
import { MB } from '#shared/bytes.ts';

const RUNS = 3;

/** A photo-like picture (blurred noise: detail, but not the incompressible kind), as a JPEG. */
async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  const raw = await sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .blur(2)
    .jpeg()
    .toBuffer();
  return sharp(raw).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The worst case within the limits: a plain PNG declaring 10,000 × 10,000 (100 MP) with EXIF
 * orientation 6 — a few hundred KB that PNG cannot shrink on load, and that must be turned.
 */
function hugeTurnedPng(): Promise<Buffer> {
  return sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#c0884a' } })
    .png()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function median(work: () => Promise<unknown>, runs = RUNS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function cpuMs(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

sharp.cache(false);
const phone = await photoLikeJpeg(4032, 3024);
console.log(`sharp concurrency ${sharp.concurrency()}; runs per figure: ${RUNS} (median)`);

const phoneMs = await median(() => processPhoto(phone, 'bench'));
console.log(`processPhoto, 4032×3024 JPEG (${kb(phone.length)}): ${phoneMs.toFixed(0)} ms`);

const huge = await hugeTurnedPng();
console.log(`(orientation in the PNG: ${(await sharp(huge).metadata()).orientation})`);
const cpu = process.cpuUsage();
const hugeMs = await median(() => processPhoto(huge, 'bench'), 3);
console.log(
  `processPhoto, 10000×10000 orientation 6 (${kb(huge.length)}): ${hugeMs.toFixed(0)} ms wall, ${(cpuMs(cpu) / 3).toFixed(0)} ms CPU per photo`,
);

// The display size as the two formats would encode it, from the same decoded picture.
const source = await photoLikeJpeg(1200, 800);
const display = (format: 'webp' | 'avif') => {
  const resized = sharp(source).resize({ width: 1600, height: 1600, fit: 'inside' });
  return (format === 'webp' ? resized.webp({ quality: 80, effort: 4 }) : resized.avif()).toBuffer();
};
for (const format of ['webp', 'avif'] as const) {
  const ms = await median(() => display(format));
  const bytes = (await display(format)).length;
  console.log(
    `display size of a 1200×800 JPEG as ${format.toUpperCase()}: ${ms.toFixed(0)} ms, ${kb(bytes)}`,
  );
}

console.log(`peak RSS: ${mb(process.resourceUsage().maxRSS * 1024)}`);
