import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFiles, photos } from '../../server/db/schema';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoPath, recipePhotosPath } from '../../shared/photos';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { animatedGif, colourJpeg, jpegOrientation6, jpegWithGps, pngBomb } from '../support/images';
import { expectTRPCError } from '../support/trpc-errors';
import { recipeDraft, restoreOf } from './recipes-helpers';

type Browser = Awaited<ReturnType<typeof signedInClient>>;

/** What the edit page sends: one multipart form with the file in `file`, from the site's origin. */
async function upload(browser: Browser, recipeId: string, bytes: Buffer, name = 'photo.jpg') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await browser.fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { photoId?: string; message?: string } };
}

async function uploaded(browser: Browser, recipeId: string, bytes: Buffer) {
  const { status, body } = await upload(browser, recipeId, bytes);
  expect(status, body.message).toBe(201);
  return body.photoId!;
}

function get(browser: Browser, path: string, headers: Record<string, string> = {}) {
  return browser.fetch(`${server.url}${path}`, { headers });
}

async function image(browser: Browser, photoId: string, size: 'thumb' | 'display') {
  const response = await get(browser, photoPath(photoId, size));
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

let server: TestServer;
let chef: Browser;
afterAll(() => server?.close());
let recipeId: string;

beforeAll(async () => {
  server = await startTestServer();
  chef = await signedInClient(server);
  recipeId = (await chef.trpc.recipes.create.mutate(recipeDraft())).id;
});

describe('photo uploads', () => {
  it('re-encodes a camera JPEG as WebP without its metadata: no EXIF, no GPS position', async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif;
    // The test image really carries the position (latitude 60/1 as a big- or little-endian rational).
    const sixty = [Buffer.from([0, 0, 0, 60, 0, 0, 0, 1]), Buffer.from([60, 0, 0, 0, 1, 0, 0, 0])];
    expect(sixty.some((bytes) => exif?.includes(bytes))).toBe(true);

    const photoId = await uploaded(chef, recipeId, original);
    for (const size of ['display', 'thumb'] as const) {
      const response = await get(chef, photoPath(photoId, size));
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(bytes.equals(original)).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(bytes.includes('TestPhone')).toBe(false);
    }
  });

  it('applies the EXIF orientation and resizes to the display size and the thumbnail', async () => {
    const turned = await uploaded(chef, recipeId, await jpegOrientation6());
    expect(await image(chef, turned, 'display')).toMatchObject({ width: 200, height: 600 });
    expect((await image(chef, turned, 'display')).orientation).toBeUndefined();

    const wide = await uploaded(chef, recipeId, await colourJpeg(2400, 1200));
    expect(await image(chef, wide, 'display')).toMatchObject({ width: 1600, height: 800 });
    expect(await image(chef, wide, 'thumb')).toMatchObject({ width: 320, height: 160 });

    const recipe = await chef.trpc.recipes.byId.query({ id: recipeId });
    expect(recipe.photos.at(-2)).toEqual({
      id: turned,
      width: 200,
      height: 600,
      thumbWidth: 107,
      thumbHeight: 320,
    });
    expect(recipe.photos.at(-1)).toEqual({
      id: wide,
      width: 1600,
      height: 800,
      thumbWidth: 320,
      thumbHeight: 160,
    });
  });

  it('serves a photo privately, cacheable for a year, and answers a repeat with 304', async () => {
    const [cover] = (await chef.trpc.recipes.byId.query({ id: recipeId })).photos;
    const response = await get(chef, photoPath(cover!.id, 'thumb'));
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}-thumb"$/);
    expect((await get(chef, photoPath(cover!.id, 'thumb'), { 'if-none-match': etag })).status).toBe(304);
  });

  it('refuses what is not a photo with a clear message, never a 500', async () => {
    const cases: [Buffer, number, string][] = [
      [Buffer.from('definitely not a JPEG\n'), 422, PHOTO_MESSAGES.notAnImage],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        422,
        PHOTO_MESSAGES.notAnImage,
      ],
      [(await colourJpeg(64, 64)).subarray(0, 200), 422, PHOTO_MESSAGES.notAnImage],
      [await pngBomb(), 422, PHOTO_MESSAGES.tooManyPixels],
      [await animatedGif(), 422, PHOTO_MESSAGES.animated],
      // Past the 1 MB every other route allows, within the photo limit: read whole, then refused for what it is.
      [randomBytes(3 * 1024 * 1024), 422, PHOTO_MESSAGES.notAnImage],
      [Buffer.alloc(PHOTO_LIMITS.bytes + 1), 413, PHOTO_MESSAGES.tooLarge],
    ];
    for (const [bytes, status, message] of cases) {
      expect(await upload(chef, recipeId, bytes)).toEqual({ status, body: { message } });
    }
    const noFile = await chef.fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ message: PHOTO_MESSAGES.noFile });
  });

  it('refuses a declared length over the upload limit before reading the body', async () => {
    const { port } = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: recipePhotosPath(recipeId),
        headers: {
          origin: server.origin,
          cookie: chef.jar.header(),
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
        },
      });
      request.on('response', (response) => resolve(response.statusCode ?? 0));
      request.on('error', reject);
      // Headers only: the answer must come without the 200 MB ever being sent.
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it('refuses an upload from another site (multipart needs no preflight)', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await colourJpeg(8, 8))]), 'a.jpg');
    const response = await chef.fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
      method: 'POST',
      body: form,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});

describe('photos are their owner’s only', () => {
  it('answers 404 to another user, to no session, and for an unknown photo or size', async () => {
    const [cover] = (await chef.trpc.recipes.byId.query({ id: recipeId })).photos;
    const stranger = await signedInClient(server);
    const anonymous = server.client();
    for (const browser of [stranger, anonymous]) {
      expect((await get(browser, photoPath(cover!.id, 'display'))).status).toBe(404);
    }
    expect((await get(chef, `/api/photos/${cover!.id}/original`)).status).toBe(404);
    expect((await get(chef, photoPath('00000000-0000-4000-8000-000000000000', 'thumb'))).status).toBe(404);
    expect((await get(chef, photoPath('not-a-uuid', 'thumb'))).status).toBe(404);

    expect((await upload(stranger, recipeId, await colourJpeg(8, 8))).status).toBe(404);
    expect((await upload(anonymous, recipeId, await colourJpeg(8, 8))).status).toBe(401);
    await expectTRPCError(
      stranger.trpc.photos.arrange.mutate({ recipeId, photoIds: [] }),
      'NOT_FOUND',
      'Recipe not found',
    );
    // Nor can a stranger put the chef's photo into a recipe of their own.
    const theirs = await stranger.trpc.recipes.create.mutate(recipeDraft());
    await expectTRPCError(
      stranger.trpc.photos.arrange.mutate({ recipeId: theirs.id, photoIds: [cover!.id] }),
      'UNPROCESSABLE_CONTENT',
      PHOTO_MESSAGES.unknownPhoto,
    );
  });
});

describe('the gallery: order, cover, versions, deletion', () => {
  it('reorders, picks the cover, and a restore brings the earlier cover back', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Galleria' }));
    const first = await uploaded(chef, recipe.id, await colourJpeg(40, 30, '#111'));
    const second = await uploaded(chef, recipe.id, await colourJpeg(40, 30, '#eee'));
    const listed = async () =>
      (await chef.trpc.recipes.byId.query({ id: recipe.id })).photos.map((p) => p.id);
    expect(await listed()).toEqual([first, second]);

    await chef.trpc.photos.arrange.mutate({ recipeId: recipe.id, photoIds: [second, first] });
    expect(await listed()).toEqual([second, first]);
    const page = await chef.trpc.recipes.list.query({ q: 'Galleria' });
    expect(page.items[0]?.coverPhotoId).toBe(second);

    const versions = await chef.trpc.versions.list.query({ recipeId: recipe.id });
    expect(versions.map((v) => v.changedFields)).toEqual([['photoIds'], ['photoIds'], ['photoIds']]);
    const current = await chef.trpc.recipes.byId.query({ id: recipe.id });
    // Version 3 is the reorder: restoring it returns to [first, second], the first photo the cover.
    const restored = await chef.trpc.versions.restore.mutate(restoreOf(current, 3));
    expect(restored.photos.map((p) => p.id)).toEqual([first, second]);

    // A removed photo stays restorable: a version still names it.
    await chef.trpc.photos.arrange.mutate({ recipeId: recipe.id, photoIds: [second] });
    expect(await listed()).toEqual([second]);
    expect((await get(chef, photoPath(first, 'thumb'))).status).toBe(200);
    const afterRemoval = await chef.trpc.recipes.byId.query({ id: recipe.id });
    const newest = (await chef.trpc.versions.list.query({ recipeId: recipe.id }))[0]!.version;
    await chef.trpc.versions.restore.mutate(restoreOf(afterRemoval, newest));
    expect(await listed()).toEqual([first, second]);

    await expectTRPCError(
      chef.trpc.photos.arrange.mutate({ recipeId: recipe.id, photoIds: [first, first] }),
      'UNPROCESSABLE_CONTENT',
      PHOTO_MESSAGES.unknownPhoto,
    );
  });

  it('an edit of the text keeps the photos and does not clash with a photo added meanwhile', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Muokkaus' }));
    const photoId = await uploaded(chef, recipe.id, await colourJpeg(20, 20));
    const saved = await chef.trpc.recipes.update.mutate({
      ...recipe,
      notes: 'Kuvan kanssa',
      expectedUpdatedAt: recipe.updatedAt,
    });
    expect(saved.photos.map((p) => p.id)).toEqual([photoId]);
  });

  it('deleting the recipe deletes its photos and their files', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Poistettava' }));
    const photoId = await uploaded(chef, recipe.id, await colourJpeg(20, 20));
    await chef.trpc.recipes.delete.mutate({ id: recipe.id });
    expect((await get(chef, photoPath(photoId, 'thumb'))).status).toBe(404);
    const db = server.deps.db;
    expect(await db.select().from(photos).where(eq(photos.id, photoId))).toEqual([]);
    expect(await db.select().from(photoFiles).where(eq(photoFiles.photoId, photoId))).toEqual([]);
  });

  it(`takes at most ${PHOTO_LIMITS.perRecipe} photos in a gallery`, async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Täysi' }));
    const tiny = await colourJpeg(4, 4);
    for (let i = 0; i < PHOTO_LIMITS.perRecipe; i++) await uploaded(chef, recipe.id, tiny);
    expect(await upload(chef, recipe.id, tiny)).toEqual({
      status: 409,
      body: { message: PHOTO_MESSAGES.tooMany },
    });
  });
});
