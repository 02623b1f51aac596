import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messageReply } from '#server/http/domain-error-reply.ts';
import { decodeCost } from '#server/photos/decode-cost.ts';
import { DECODE_QUEUE, decodeLoad, inDecodeTurn } from '#server/photos/decode-queue.ts';
import type { PhotoRejectedError } from '#server/photos/photo-errors.ts';
import { processPhoto } from '#server/photos/process-image.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PHOTO_MESSAGES, recipePhotosPath } from '#shared/photos.ts';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { colourJpeg, hostileAvif } from '../support/images';
import { recipeDraft } from './recipes-helpers';

let server: TestServer;
const defaults = { ...DECODE_QUEUE };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => Object.assign(DECODE_QUEUE, defaults));

type Browser = Awaited<ReturnType<typeof signedInClient>>;

async function upload(browser: Browser, recipeId: string, bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'photo');
  const response = await browser.fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

const reasonOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as PhotoRejectedError).reason : 'done';

describe('the decode budget: by decoded bytes, for every image path', () => {
  it('refuses a few-KB AVIF of exactly 100 MP (≈1.8 GB to decode) with 422, from its header alone', async () => {
    const avif = await hostileAvif();
    expect(avif.length).toBeLessThan(4096);
    const metadata = await sharp(avif).metadata();
    expect(metadata.width! * metadata.height!).toBe(PHOTO_LIMITS.pixels); // the pixel limit lets it by
    const chef = await signedInClient(server);
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Muistipommi' }));
    const rssBefore = process.memoryUsage().rss;
    expect(await upload(chef, recipe.id, avif)).toEqual({
      status: 422,
      body: messageReply(PHOTO_MESSAGES.tooMuchMemory),
    });
    // Nothing was decoded: the refusal came from the header (a decode would have added ~1.8 GB).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  }, 120_000);

  it('a 100 MP camera JPEG and a 48 MP phone HEIF still fit one decode’s budget', () => {
    const cost = (format: string, width: number, height: number) =>
      decodeCost({ format, width, height, channels: 3, depth: 'uchar' });
    expect(cost('jpeg', 10_000, 10_000)).toBeLessThanOrEqual(PHOTO_LIMITS.decodedBytes);
    expect(cost('heif', 8064, 6048)).toBeLessThanOrEqual(PHOTO_LIMITS.decodedBytes);
    expect(cost('heif', 10_000, 10_000)).toBeGreaterThan(PHOTO_LIMITS.decodedBytes);
  });

  it('never holds more estimated decoded bytes in flight than the budget, whatever runs at once', async () => {
    const upload = await colourJpeg(2000, 2000); // 12 MB decoded (RGB)
    Object.assign(DECODE_QUEUE, { atOnce: 4, budgetBytes: 2 * 12_000_000 + 1, perUser: 8 });
    let most = { running: 0, inFlightBytes: 0 };
    const watch = setInterval(() => {
      const load = decodeLoad();
      most = {
        running: Math.max(most.running, load.running),
        inFlightBytes: Math.max(most.inFlightBytes, load.inFlightBytes),
      };
    }, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => processPhoto(upload, `user-${i % 3}`)),
    );
    clearInterval(watch);
    expect(results.map(reasonOf)).toEqual(Array(6).fill('done'));
    expect(most.running).toBe(2); // four may run, but only two fit the bytes
    expect(most.inFlightBytes).toBeLessThanOrEqual(DECODE_QUEUE.budgetBytes);
    expect(decodeLoad()).toEqual({ running: 0, inFlightBytes: 0, waiting: 0 });
  }, 60_000);
});

describe('the decode queue is fair per user', () => {
  it('one chef’s flood refuses only her own uploads: another’s ordinary JPEGs go through, in turn', async () => {
    const heavy = await colourJpeg(3000, 3000);
    const ordinary = await colourJpeg(1200, 900);
    const order: string[] = [];
    const flooded = Promise.allSettled(
      Array.from({ length: DECODE_QUEUE.atOnce + DECODE_QUEUE.perUser + 6 }, () =>
        processPhoto(heavy, 'flooder').then(() => order.push('flooder')),
      ),
    );
    // The neighbour comes once the flood fills its line.
    for (let i = 0; i < 200 && decodeLoad().waiting < DECODE_QUEUE.perUser; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const theirs = await Promise.allSettled(
      Array.from({ length: 3 }, () =>
        processPhoto(ordinary, 'neighbour').then(() => order.push('neighbour')),
      ),
    );
    expect(theirs.map(reasonOf)).toEqual(['done', 'done', 'done']);
    expect((await flooded).map(reasonOf)).toContain('busy');
    // Round-robin: the neighbour's three are not left behind the flooder's whole line.
    expect(order.lastIndexOf('neighbour')).toBeLessThan(order.length - 1);
  }, 120_000);

  it('a big decode at the head of the line is not overtaken for ever by smaller ones', async () => {
    Object.assign(DECODE_QUEUE, { atOnce: 2, budgetBytes: 100 });
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = inDecodeTurn('a', 60, () => gate);
    const big = inDecodeTurn('b', 80, async () => {
      started.push('big');
    });
    const small = inDecodeTurn('c', 10, async () => {
      started.push('small');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([]); // the small one waits behind the big one that does not fit yet
    release();
    await Promise.all([holding, big, small]);
    expect(started).toEqual(['big', 'small']);
  });
});

describe('no decode inside a database transaction', () => {
  it('processPhoto refuses to run inside one (a restore decodes first, then saves)', async () => {
    const jpeg = await colourJpeg(20, 20);
    await expect(
      server.deps.db.transaction(async () => {
        await processPhoto(jpeg, 'someone');
      }),
    ).rejects.toThrow(/inside a database transaction/);
    expect((await processPhoto(jpeg, 'someone')).display.width).toBe(20);
  });
});
