import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFiles, photos } from '#server/db/schema.ts';
import { englishText } from '#server/errors.ts';
import { messageReply } from '#server/http/domain-error-reply.ts';
import { spendUserBudget, USER_BUDGETS } from '#server/limits/user-budgets.ts';
import { writeVersion } from '#server/recipes/recipe-versions.ts';
import { MB } from '#shared/bytes.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { PHOTO_MESSAGES, photoPath, recipePhotosPath } from '#shared/photos.ts';
import { signedInClient, startTestServer, type TestServer } from '../support/http';
import { animatedGif, colourJpeg, jpegOrientation6, jpegWithGps, pngBomb } from '../support/images';
import { expectTRPCError } from '../support/trpc-errors';
import { createSignedInUser } from '../support/users';
import { recipeDraft, restoreOf } from './recipes-helpers';

type PhotoMessageKey = (typeof PHOTO_MESSAGES)[keyof typeof PHOTO_MESSAGES];

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

/**
 * A multipart upload sent by hand, as no browser would: chosen headers only (no Origin unless given),
 * and the body in chunks without a Content-Length. Resolves with the status and the answer's text.
 */
function rawUpload(path: string, headers: Record<string, string>, chunks: Iterable<Buffer>) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may answer and close while the body is still going: that is the point of some tests.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    void (async () => {
      for (const chunk of chunks) {
        if (request.destroyed) return;
        if (!request.write(chunk))
          await new Promise((drained) => request.once('drain', drained).once('close', drained));
      }
      request.end();
    })();
  });
}

/** The parts of a multipart body around a file in `file`. */
function multipart(boundary: string) {
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
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
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      // The same picture, made anew at this size: not the uploaded file passed through.
      expect([metadata.width, metadata.height]).toEqual(size === 'display' ? [640, 480] : [320, 240]);
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
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
      width: 200,
      height: 600,
      thumbWidth: 107,
      thumbHeight: 320,
    });
    expect(recipe.photos.at(-1)).toEqual({
      id: wide,
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
      width: 1600,
      height: 800,
      thumbWidth: 320,
      thumbHeight: 160,
    });
  });

  it('serves a photo privately: for a year at its content-hashed address, else revalidated', async () => {
    const [cover] = (await chef.trpc.recipes.byId.query({ id: recipeId })).photos;
    const [row] = await server.deps.db
      .select({ hash: photos.hash })
      .from(photos)
      .where(eq(photos.id, cover!.id));
    expect(cover!.version).toBe(row!.hash.slice(0, 16));
    expect(photoPath(cover!.id, 'thumb', cover!.version)).toBe(
      `/api/photos/${cover!.id}/thumb?v=${cover!.version}`,
    );

    const response = await get(chef, photoPath(cover!.id, 'thumb', cover!.version));
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}-thumb"$/);
    expect((await get(chef, photoPath(cover!.id, 'thumb'), { 'if-none-match': etag })).status).toBe(304);
    // Without the version, or with one that is not the photo's bytes any more: asked again each time.
    for (const path of [photoPath(cover!.id, 'thumb'), photoPath(cover!.id, 'thumb', '0123456789abcdef')]) {
      const unversioned = await get(chef, path);
      expect(unversioned.status).toBe(200);
      expect(unversioned.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('refuses what is not a photo with a clear message, never a 500', async () => {
    const cases: [Buffer, number, PhotoMessageKey][] = [
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
      expect(await upload(chef, recipeId, bytes)).toEqual({ status, body: messageReply(message) });
    }
    const noFile = await chef.fetch(`${server.url}${recipePhotosPath(recipeId)}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual(messageReply(PHOTO_MESSAGES.noFile));
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

  it('refuses a chunked upload (no Content-Length) past 15 MB with 413', async () => {
    const { head, tail } = multipart('chunked');
    const MB = Buffer.alloc(1024 * 1024, 1);
    const answer = await rawUpload(
      recipePhotosPath(recipeId),
      {
        origin: server.origin,
        cookie: chef.jar.header(),
        'content-type': 'multipart/form-data; boundary=chunked',
        'transfer-encoding': 'chunked',
      },
      [head, ...Array.from({ length: 17 }, () => MB), tail],
    );
    expect(answer).toEqual({ status: 413, text: JSON.stringify(messageReply(PHOTO_MESSAGES.tooLarge)) });
  });

  it('refuses an upload with a foreign Origin, or with none, when Sec-Fetch-Site is absent', async () => {
    const { head, tail } = multipart('x');
    const body = [head, await colourJpeg(8, 8), tail];
    const base = { cookie: chef.jar.header(), 'content-type': 'multipart/form-data; boundary=x' };
    const before = (await chef.trpc.recipes.byId.query({ id: recipeId })).photos.length;
    for (const headers of [{ ...base, origin: 'https://evil.example' }, base]) {
      const answer = await rawUpload(recipePhotosPath(recipeId), headers, body);
      expect(answer).toEqual({
        status: 403,
        text: JSON.stringify({ message: 'Request refused', messageKey: 'app.requestRefused' }),
      });
    }
    // The same request from the site's own origin is taken: the refusals were the origin's doing.
    const taken = await rawUpload(recipePhotosPath(recipeId), { ...base, origin: server.origin }, body);
    expect(taken.status).toBe(201);
    expect((await chef.trpc.recipes.byId.query({ id: recipeId })).photos.length).toBe(before + 1);
  });

  it('spends a per-user upload budget before reading the upload: over it, 429 with Retry-After', async () => {
    const { user, token } = await createSignedInUser(server.deps);
    const baker = server.client();
    baker.jar.set('session', token);
    const own = await baker.trpc.recipes.create.mutate(recipeDraft());
    for (let i = 0; i < USER_BUDGETS.photo.limit; i++)
      await spendUserBudget(server.deps.rateLimiter, 'photo', user.id);
    // No image at all: read and decoded, it would be refused with 422; the budget answers first.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(3 * MB)]), 'a.jpg');
    const response = await baker.fetch(`${server.url}${recipePhotosPath(own.id)}`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Too many attempts/);
    // Another user's budget is their own.
    expect((await upload(chef, recipeId, await colourJpeg(8, 8))).status).toBe(201);
  });

  it('takes five uploads to one recipe at once: five photos, none lost', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Rinnakkain' }));
    const colours = ['#100', '#200', '#300', '#400', '#500'];
    const ids = await Promise.all(
      colours.map(async (colour) => uploaded(chef, recipe.id, await colourJpeg(30, 30, colour))),
    );
    expect(new Set(ids).size).toBe(5);
    const listed = (await chef.trpc.recipes.byId.query({ id: recipe.id })).photos.map((p) => p.id);
    expect([...listed].sort()).toEqual([...ids].sort());
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
      stranger.trpc.photos.arrange.mutate({ recipeId, photoIds: [], expectedPhotoIds: [] }),
      'NOT_FOUND',
      'Recipe not found',
    );
    // Nor can a stranger put the chef's photo into a recipe of their own.
    const theirs = await stranger.trpc.recipes.create.mutate(recipeDraft());
    await expectTRPCError(
      stranger.trpc.photos.arrange.mutate({
        recipeId: theirs.id,
        photoIds: [cover!.id],
        expectedPhotoIds: [],
      }),
      'UNPROCESSABLE_CONTENT',
      englishText(PHOTO_MESSAGES.unknownPhoto),
    );
  });
});

describe('the photo routes’ session', () => {
  it('clears a session cookie that names no session, as the tRPC context does', async () => {
    const [cover] = (await chef.trpc.recipes.byId.query({ id: recipeId })).photos;
    const response = await fetch(`${server.url}${photoPath(cover!.id, 'thumb')}`, {
      headers: { cookie: 'session=forged.token' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
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

    await chef.trpc.photos.arrange.mutate({
      recipeId: recipe.id,
      photoIds: [second, first],
      expectedPhotoIds: [first, second],
    });
    expect(await listed()).toEqual([second, first]);
    const page = await chef.trpc.recipes.list.query({ q: 'Galleria' });
    expect(page.items[0]?.coverPhotoId).toBe(second);

    const versions = await chef.trpc.versions.list.query({ recipeId: recipe.id });
    expect(versions.map((v) => v.changedFields)).toEqual([['photoIds'], ['photoIds'], ['photoIds']]);
    const current = await chef.trpc.recipes.byId.query({ id: recipe.id });
    // Version 3 is the reorder: restoring it returns to [first, second], the first photo the cover.
    const restored = await chef.trpc.versions.restore.mutate(restoreOf(current, 3));
    expect(restored.photos.map((p) => p.id)).toEqual([first, second]);

    // A removed photo is no longer served, but stays restorable: a version still names it.
    await chef.trpc.photos.arrange.mutate({
      recipeId: recipe.id,
      photoIds: [second],
      expectedPhotoIds: [first, second],
    });
    expect(await listed()).toEqual([second]);
    expect((await get(chef, photoPath(first, 'thumb'))).status).toBe(404);
    const afterRemoval = await chef.trpc.recipes.byId.query({ id: recipe.id });
    const newest = (await chef.trpc.versions.list.query({ recipeId: recipe.id }))[0]!.version;
    await chef.trpc.versions.restore.mutate(restoreOf(afterRemoval, newest));
    expect(await listed()).toEqual([first, second]);
    expect((await get(chef, photoPath(first, 'thumb'))).status).toBe(200);

    await expectTRPCError(
      chef.trpc.photos.arrange.mutate({
        recipeId: recipe.id,
        photoIds: [first, first],
        expectedPhotoIds: [first, second],
      }),
      'UNPROCESSABLE_CONTENT',
      englishText(PHOTO_MESSAGES.unknownPhoto),
    );
  });

  it('refuses an arrangement made from a stale gallery rather than drop a photo added meanwhile', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Kaksi välilehteä' }));
    const a = await uploaded(chef, recipe.id, await colourJpeg(20, 20, '#a00'));
    const b = await uploaded(chef, recipe.id, await colourJpeg(20, 20, '#0a0'));
    await chef.trpc.photos.arrange.mutate({
      recipeId: recipe.id,
      photoIds: [b, a],
      expectedPhotoIds: [a, b],
    });
    // Another tab adds C; this tab still shows [A, B] and sends its reorder.
    const c = await uploaded(chef, recipe.id, await colourJpeg(20, 20, '#00a'));
    await expectTRPCError(
      chef.trpc.photos.arrange.mutate({ recipeId: recipe.id, photoIds: [b, a], expectedPhotoIds: [a, b] }),
      'CONFLICT',
      englishText(PHOTO_MESSAGES.staleOrder),
    );
    const listed = (await chef.trpc.recipes.byId.query({ id: recipe.id })).photos.map((p) => p.id);
    expect(listed).toEqual([b, a, c]);
    expect((await get(chef, photoPath(c, 'thumb'))).status).toBe(200);
  });

  it('refuses an arrangement of more than 20 photos, or naming an unknown photo', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Järjestys' }));
    const photoId = await uploaded(chef, recipe.id, await colourJpeg(20, 20));
    const many = Array.from({ length: PHOTO_LIMITS.perRecipe + 1 }, () => photoId);
    await expectTRPCError(
      chef.trpc.photos.arrange.mutate({ recipeId: recipe.id, photoIds: many, expectedPhotoIds: [photoId] }),
      'BAD_REQUEST',
    );
    await expectTRPCError(
      chef.trpc.photos.arrange.mutate({
        recipeId: recipe.id,
        photoIds: [photoId, '00000000-0000-4000-8000-000000000000'],
        expectedPhotoIds: [photoId],
      }),
      'UNPROCESSABLE_CONTENT',
      englishText(PHOTO_MESSAGES.unknownPhoto),
    );
    const listed = (await chef.trpc.recipes.byId.query({ id: recipe.id })).photos.map((p) => p.id);
    expect(listed).toEqual([photoId]);
  });

  it('restores a forged version naming another user’s photo without that photo', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Väärennetty' }));
    const own = await uploaded(chef, recipe.id, await colourJpeg(20, 20));
    const stranger = await signedInClient(server);
    const theirs = await stranger.trpc.recipes.create.mutate(recipeDraft());
    const foreign = await uploaded(stranger, theirs.id, await colourJpeg(20, 20, '#0f0'));
    await server.deps.db.transaction((tx) => writeVersion(tx, recipe.id, { photoIds: [foreign, own] }));
    const current = await chef.trpc.recipes.byId.query({ id: recipe.id });
    const newest = (await chef.trpc.versions.list.query({ recipeId: recipe.id }))[0]!.version;
    const restored = await chef.trpc.versions.restore.mutate(restoreOf(current, newest));
    expect(restored.photos.map((p) => p.id)).toEqual([own]);
    expect((await get(chef, photoPath(foreign, 'thumb'))).status).toBe(404);
  });

  it('photos a new recipe is created with (versioned=false) write no versions; later ones do', async () => {
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Tuotu' }));
    for (const colour of ['#111', '#222', '#333']) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await colourJpeg(20, 20, colour))]), 'a.jpg');
      const response = await chef.fetch(`${server.url}${recipePhotosPath(recipe.id, { versioned: false })}`, {
        method: 'POST',
        body: form,
      });
      expect(response.status).toBe(201);
    }
    expect((await chef.trpc.recipes.byId.query({ id: recipe.id })).photos).toHaveLength(3);
    expect(await chef.trpc.versions.list.query({ recipeId: recipe.id })).toEqual([]);
    await uploaded(chef, recipe.id, await colourJpeg(20, 20));
    const versions = await chef.trpc.versions.list.query({ recipeId: recipe.id });
    expect(versions.map((v) => v.changedFields)).toEqual([['photoIds']]);
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
      body: messageReply(PHOTO_MESSAGES.tooMany),
    });
    // Checked before the file is read or decoded: a non-image gets the same answer, not 'not an image'.
    expect(await upload(chef, recipe.id, randomBytes(3 * 1024 * 1024))).toEqual({
      status: 409,
      body: messageReply(PHOTO_MESSAGES.tooMany),
    });
  });
});
