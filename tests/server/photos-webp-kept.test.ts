/**
 * A WebP already within the display size is stored as it came, without its metadata, instead of
 * being decoded and encoded again (ADR 0020): Mealie's backups hold a WebP for every recipe. Through
 * the real upload route and photo address, on PGlite or PostgreSQL; the real photos are Mealie's
 * own (../shared/corpus/peer-exports/mealie, its project's test data).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_WEBP_MAX_BYTES } from '#server/photos/process-image.ts';
import { WebpContainerError, webpWithoutMetadata } from '#server/photos/webp-container.ts';
import { PHOTO_MESSAGES, photoPath, recipePhotosPath } from '#shared/photos.ts';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { photoLikeWebp, webpChunks, webpWithGps } from '../support/images';
import { recipeDraft } from './recipes-helpers';
import { unzip } from './transfer-helpers';

type Browser = Awaited<ReturnType<typeof signedInClient>>;

const MEALIE = resolve(import.meta.dirname, '../../../shared/corpus/peer-exports/mealie/mealie.zip');
const present = existsSync(MEALIE);
if (!present) console.warn(`SKIPPED (real Mealie photos): ${MEALIE} is not here`);

let server: TestServer;
let chef: Browser;
let recipeId: string;

beforeAll(async () => {
  server = await startTestServer();
  chef = await signedInClient(server);
  recipeId = (await chef.trpc.recipes.create.mutate(recipeDraft())).id;
});
afterAll(() => server?.close());

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'photo.webp');
  const response = await chef.fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
    method: 'POST',
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { photoId?: string; message?: string; messageKey?: string },
  };
}

/** The stored image of this size, as the photo address serves it. */
async function stored(bytes: Buffer, size: 'display' | 'thumb' = 'display') {
  const { status, body } = await upload(bytes);
  expect(status, body.message).toBe(201);
  const response = await chef.fetch(`${server.url}${photoPath(body.photoId!, size)}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const frame = (webp: Buffer) => webpChunks(webp).find((chunk) => /^VP8[ L]$/.test(chunk.type))!.data;
/** Latitude 60/1 as EXIF writes a rational, in either byte order. */
const SIXTY = [Buffer.from([0, 0, 0, 60, 0, 0, 0, 1]), Buffer.from([60, 0, 0, 0, 1, 0, 0, 0])];

describe.skipIf(!present)('a real photo from a Mealie backup', () => {
  let originals: Buffer[];
  beforeAll(async () => {
    const zip = await unzip(readFileSync(MEALIE));
    originals = [...zip]
      .filter(([name]) => !name.startsWith('__MACOSX') && name.endsWith('/images/original.webp'))
      .map(([, bytes]) => bytes);
    expect(originals).toHaveLength(3);
  });

  it('is stored as it came: the same compressed picture, nothing re-encoded', async () => {
    for (const original of originals) {
      const display = await stored(original);
      expect(frame(display).equals(frame(original))).toBe(true);
      const { width, height } = await sharp(original).metadata();
      expect(await sharp(display).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('with EXIF (a GPS position) and XMP added as a phone writes them: kept without them', async () => {
    const phone = await webpWithGps(originals[0]!);
    // The file really carries them: an EXIF chunk with the position, an XMP chunk, the maker's name.
    expect(webpChunks(phone).map((chunk) => chunk.type)).toEqual(['VP8X', 'VP8 ', 'EXIF', 'XMP ']);
    expect(SIXTY.some((bytes) => phone.includes(bytes))).toBe(true);

    const display = await stored(phone);
    expect(webpChunks(display).map((chunk) => chunk.type)).toEqual(['VP8X', 'VP8 ']);
    expect(frame(display).equals(frame(phone))).toBe(true);
    const metadata = await sharp(display).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(SIXTY.some((bytes) => display.includes(bytes))).toBe(false);
    expect(display.includes('TestPhone')).toBe(false);
    // The thumbnail is made anew from the decoded picture.
    const thumb = await sharp(await stored(phone, 'thumb')).metadata();
    expect([thumb.width, thumb.exif]).toEqual([320, undefined]);
  });
});

describe('a WebP that is not kept as it came', () => {
  it('over the display size: made anew at 1600 px', async () => {
    const wide = await photoLikeWebp(2000, 1000);
    const display = await stored(wide);
    expect(await sharp(display).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it(`over ${KEPT_WEBP_MAX_BYTES / 1024} KB: made anew, smaller`, async () => {
    const heavy = await photoLikeWebp(1600, 1200, 100);
    expect(heavy.length).toBeGreaterThan(KEPT_WEBP_MAX_BYTES);
    const display = await stored(heavy);
    expect(display.length).toBeLessThan(heavy.length);
    expect(await sharp(display).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('with an EXIF orientation: turned, as any upload', async () => {
    const turned = await sharp(await photoLikeWebp(300, 100))
      .webp()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const metadata = await sharp(await stored(turned)).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([100, 300, undefined]);
  });
});

describe('a WebP whose header lies, or declares too much', () => {
  let webp: Buffer;
  beforeAll(async () => {
    webp = await sharp(await photoLikeWebp(600, 400))
      .webp()
      .withExif({ IFD0: { Make: 'TestPhone' } })
      .toBuffer();
    expect(webpChunks(webp)[0]!.type).toBe('VP8X');
  });
  // The reply names its reason by catalogue key (ADR 0034); PHOTO_MESSAGES holds the keys.
  const refused = async (bytes: Buffer, messageKey: string) => {
    const { status, body } = await upload(bytes);
    expect([status, body.messageKey]).toEqual([422, messageKey]);
  };

  it('a frame header declaring 16,383 × 16,383 (268 MP) in a few KB: refused from its header', async () => {
    const bomb = Buffer.from(await photoLikeWebp(600, 400));
    const at = 12 + 8 + 6; // RIFF header, the VP8 chunk's header, frame tag and start code
    expect(bomb.toString('latin1', 12, 16)).toBe('VP8 ');
    bomb.writeUInt16LE(16_383, at);
    bomb.writeUInt16LE(16_383, at + 2);
    await refused(bomb, PHOTO_MESSAGES.tooManyPixels);
  });

  it('a canvas (VP8X) of another size than its picture: refused, whichever size it claims', async () => {
    for (const [width, height] of [
      [1200, 800],
      [50_000, 50_000],
    ] as const) {
      const lying = Buffer.from(webp);
      lying.writeUIntLE(width - 1, 12 + 8 + 4, 3);
      lying.writeUIntLE(height - 1, 12 + 8 + 7, 3);
      await refused(lying, PHOTO_MESSAGES.notAnImage);
    }
  });

  it('a RIFF or chunk size past the end of the file: refused', async () => {
    const short = webp.subarray(0, webp.length - 500);
    await refused(short, PHOTO_MESSAGES.notAnImage);
    const riffTooLong = Buffer.from(webp);
    riffTooLong.writeUInt32LE(webp.length + 1000, 4);
    await refused(riffTooLong, PHOTO_MESSAGES.notAnImage);
  });

  it('the container is checked by the rewrite itself, not only by the decoder', () => {
    const size = { width: 600, height: 400 };
    expect(webpChunks(webpWithoutMetadata(webp, size)).map((chunk) => chunk.type)).toEqual(['VP8X', 'VP8 ']);
    expect(() => webpWithoutMetadata(webp, { width: 601, height: 400 })).toThrow(WebpContainerError);
    const chunkPastEnd = Buffer.from(webp);
    chunkPastEnd.writeUInt32LE(webp.length, 12 + 4); // VP8X claims the whole file
    expect(() => webpWithoutMetadata(chunkPastEnd, size)).toThrow(WebpContainerError);
    const [head, ...chunks] = [webp.subarray(0, 12), ...rawChunks(webp)];
    const twoFrames = riffOf(head!, [
      ...chunks,
      chunks.find((chunk) => chunk.toString('latin1', 0, 4) === 'VP8 ')!,
    ]);
    expect(() => webpWithoutMetadata(twoFrames, size)).toThrow(WebpContainerError);
  });
});

/** Each chunk with its header and padding, as bytes. */
function rawChunks(webp: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = webp.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    chunks.push(webp.subarray(at, end));
    at = end;
  }
  return chunks;
}

function riffOf(head: Buffer, chunks: Buffer[]): Buffer {
  const bytes = Buffer.concat([head, ...chunks]);
  bytes.writeUInt32LE(bytes.length - 8, 4);
  return bytes;
}
