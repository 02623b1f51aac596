import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Photo-like pictures for the benchmarks (blurred noise: detail, but not the incompressible kind),
 * made once per sharp version and kept in the temporary folder: encoding them takes minutes on a
 * small machine.
 */
const cacheDir = path.join(tmpdir(), `rk-bench-photos-${sharp.versions.sharp}`);

async function cached(name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir, name);
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(cacheDir, { recursive: true });
  const bytes = await make();
  writeFileSync(`${file}.part`, bytes);
  renameSync(`${file}.part`, file);
  return bytes;
}

const NOISE = { type: 'gaussian', mean: 128, sigma: 60 } as const;

/** A phone's photo: 4032 × 3024 (12 MP), JPEG quality 85 (~1.8 MB). */
export function phoneJpeg(): Promise<Buffer> {
  return cached('phone-4032x3024.jpg', async () =>
    sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: NOISE } })
      .blur(2)
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

/**
 * `count` distinct photos as the library export writes them (the display image: 1600 × 1200 WebP,
 * ~65 KB each, so 200 of them make a backup of ~13 MB): windows of one blurred noise field.
 */
export async function exportedPhotos(count: number): Promise<Buffer[]> {
  const makeField = () =>
    sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#808080', noise: NOISE } })
      .blur(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
  let field: ReturnType<typeof makeField> | null = null;
  const noiseField = () => {
    field ??= makeField();
    return field;
  };
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    photos.push(
      await cached(`display-${i}.webp`, async () => {
        const { data, info } = await noiseField();
        return sharp(data, { raw: info })
          .extract({
            left: (i * 37) % 800,
            top: Math.floor(i / 20) * 53 + (i % 7),
            width: 1600,
            height: 1200,
          })
          .webp({ quality: 75 })
          .toBuffer();
      }),
    );
  }
  return photos;
}
