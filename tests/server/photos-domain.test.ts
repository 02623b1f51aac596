import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, recipes } from '#server/db/schema.ts';
import { FETCH_FAILED_MESSAGE } from '#server/egress/safe-fetch.ts';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { pageImageUrl } from '#server/import/page/page-image.ts';
import { USER_BUDGETS } from '#server/limits/user-budgets.ts';
import { DECODE_QUEUE } from '#server/photos/decode-queue.ts';
import type { PhotoRejectedError } from '#server/photos/photo-errors.ts';
import { processPhoto } from '#server/photos/process-image.ts';
import { arrangePhotos, attachPhoto } from '#server/photos/recipe-photos.ts';
import { listRecipes } from '#server/recipes/list/list-recipes.ts';
import { restorablePhotoIds } from '#server/recipes/photo-order.ts';
import { gatherPhotos } from '#server/transfer/attachments.ts';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { seedRecipes } from '../../scripts/lib/seed-recipes';
import { signedInClient, type TestServer } from '../support/http';
import { colourJpeg } from '../support/images';
import { startSiteAndServer } from '../support/local-site';
import { expectTRPCError } from '../support/trpc-errors';
import { createSignedInUser } from '../support/users';
import { recipeDraft } from './recipes-helpers';

let server: TestServer;
let siteOrigin: string;
let stop: (() => Promise<void>) | undefined;
let picture: Buffer;
let siteRequests = 0;

beforeAll(async () => {
  picture = await colourJpeg(300, 200, '#d4a373');
  const started = await startSiteAndServer((req, res) => {
    siteRequests++;
    if (req.url === '/kakku.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
  });
  ({ server, close: stop } = started);
  siteOrigin = started.site.origin;
});

afterAll(() => stop?.());

describe('the page picture a URL import brings', () => {
  const read = (html: string) => pageImageUrl(parseHtml(html), 'https://example.com/recipes/cake');

  it('reads schema.org image in its forms, else og:image, as an absolute http(s) address', () => {
    const ld = (image: unknown) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Cake', image })}</script>`;
    expect(read(ld('/img/cake.jpg'))).toBe('https://example.com/img/cake.jpg');
    expect(read(ld(['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg']))).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(read(ld({ '@type': 'ImageObject', url: 'https://cdn.example.com/c.webp' }))).toBe(
      'https://cdn.example.com/c.webp',
    );
    const og = '<meta property="og:image" content="https://example.com/og.jpg">';
    expect(read(`${og}${ld(undefined)}`)).toBe('https://example.com/og.jpg');
    expect(read(`${og}${ld('javascript:alert(1)')}`)).toBe('https://example.com/og.jpg');
    expect(read('<p>No picture</p>')).toBeNull();
  });

  it('is fetched through safe-fetch and added to the saved recipe like an upload', async () => {
    const chef = await signedInClient(server);
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft());
    const { photoId } = await chef.trpc.photos.addFromUrl.mutate({
      recipeId: recipe.id,
      url: `${siteOrigin}/kakku.jpg`,
    });
    const saved = await chef.trpc.recipes.byId.query({ id: recipe.id });
    expect(saved.photos).toEqual([
      {
        id: photoId,
        version: expect.stringMatching(/^[0-9a-f]{16}$/),
        width: 300,
        height: 200,
        thumbWidth: 300,
        thumbHeight: 200,
      },
    ]);

    // Not an image, and an address safe-fetch refuses, are the same 'Failed to fetch URL'.
    for (const url of [`${siteOrigin}/page.html`, 'http://169.254.169.254/latest/meta-data']) {
      await expectTRPCError(
        chef.trpc.photos.addFromUrl.mutate({ recipeId: recipe.id, url }),
        'BAD_REQUEST',
        FETCH_FAILED_MESSAGE,
      );
    }
  });

  it('is NOT_FOUND for a stranger: nothing fetched, none of their import budget spent', async () => {
    const chef = await signedInClient(server);
    const recipe = await chef.trpc.recipes.create.mutate(recipeDraft());
    const { user, token } = await createSignedInUser(server.deps);
    const stranger = server.client();
    stranger.jar.set('session', token);
    const fetchedBefore = siteRequests;
    await expectTRPCError(
      stranger.trpc.photos.addFromUrl.mutate({ recipeId: recipe.id, url: `${siteOrigin}/kakku.jpg` }),
      'NOT_FOUND',
      'Recipe not found',
    );
    expect(siteRequests).toBe(fetchedBefore);
    // The whole budget is still there: all of it can be spent, and one more is refused.
    const key = `import:user:${user.id}`;
    for (let i = 0; i < USER_BUDGETS.import.limit; i++) {
      expect(await server.deps.rateLimiter.consume(key, USER_BUDGETS.import)).toEqual({ allowed: true });
    }
    expect((await server.deps.rateLimiter.consume(key, USER_BUDGETS.import)).allowed).toBe(false);
  });
});

describe('the decode queue', () => {
  it('refuses one user’s uploads past her place in line as busy instead of holding them without end', async () => {
    const upload = await colourJpeg(2000, 2000);
    const count = DECODE_QUEUE.atOnce + DECODE_QUEUE.perUser + 3;
    const results = await Promise.allSettled(
      Array.from({ length: count }, () => processPhoto(upload, 'flooder')),
    );
    const busy = results.filter(
      (result) => result.status === 'rejected' && (result.reason as PhotoRejectedError).reason === 'busy',
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + done.length).toBe(count);
    expect(done.length).toBeGreaterThanOrEqual(DECODE_QUEUE.atOnce + DECODE_QUEUE.perUser);
    // And the queue is whole again afterwards.
    expect((await processPhoto(upload, 'flooder')).display.width).toBe(1600);
  }, 60_000);
});

describe('photos kept per recipe', () => {
  it(`keeps at most ${PHOTO_LIMITS.storedPerRecipe}: past that the oldest removed ones go for good`, async () => {
    const { db, photoStore } = server.deps;
    const { user } = await createSignedInUser(server.deps);
    const [row] = await db
      .insert(recipes)
      .values({ userId: user.id, title: 'Monta kuvaa', subcategory: 'Cakes' })
      .returning({ id: recipes.id });
    const recipeId = row!.id;
    const photo = await processPhoto(await colourJpeg(8, 8), 'test');
    const attach = () =>
      db.transaction(
        async (tx) => (await attachPhoto(tx, photoStore, { userId: user.id, recipeId, photo })).photoId,
      );
    const removed: string[] = [];
    // Three full galleries, each removed in turn: 60 rows, 20 in none.
    for (let round = 0; round < PHOTO_LIMITS.storedPerRecipe / PHOTO_LIMITS.perRecipe; round++) {
      const gallery: string[] = [];
      for (let i = 0; i < PHOTO_LIMITS.perRecipe; i++) gallery.push(await attach());
      if (round < 2) {
        await arrangePhotos(db, { userId: user.id, recipeId, photoIds: [], expectedPhotoIds: gallery });
        removed.push(...gallery);
      } else {
        await arrangePhotos(db, {
          userId: user.id,
          recipeId,
          photoIds: gallery.slice(1),
          expectedPhotoIds: gallery,
        });
        removed.push(gallery[0]!);
      }
    }
    const stored = () => db.select({ id: photos.id }).from(photos).where(eq(photos.recipeId, recipeId));
    expect(await stored()).toHaveLength(PHOTO_LIMITS.storedPerRecipe);

    const added = await attach();
    const left = new Set((await stored()).map((p) => p.id));
    expect(left.size).toBe(PHOTO_LIMITS.storedPerRecipe);
    expect(left.has(removed[0]!)).toBe(false);
    expect(left.has(removed[1]!)).toBe(true);
    expect(left.has(added)).toBe(true);
    // A version naming the deleted photo restores without it.
    const restorable = await db.transaction((tx) =>
      restorablePhotoIds(tx, recipeId, [removed[0], removed[1]]),
    );
    expect(restorable).toEqual([removed[1]]);
  }, 60_000);
});

describe('the API the export and archive imports use', () => {
  it('attaches processed photos inside the caller’s transaction and exports them in order', async () => {
    const { db, photoStore } = server.deps;
    const { user } = await createSignedInUser(server.deps);
    const [row] = await db
      .insert(recipes)
      .values({ userId: user.id, title: 'Arkistosta', subcategory: 'Cakes' })
      .returning({ id: recipes.id });
    const recipeId = row!.id;
    const [dark, light] = await Promise.all([
      processPhoto(await colourJpeg(60, 40, '#222'), 'test'),
      processPhoto(await colourJpeg(40, 60, '#ddd'), 'test'),
    ]);

    // A transaction that fails afterwards leaves no photo behind.
    await expect(
      db.transaction(async (tx) => {
        await attachPhoto(tx, photoStore, { userId: user.id, recipeId, photo: dark, versioned: false });
        throw new Error('archive entry failed');
      }),
    ).rejects.toThrow('archive entry failed');
    expect(await db.select().from(photos).where(eq(photos.recipeId, recipeId))).toEqual([]);

    const ids = await db.transaction(async (tx) => [
      (await attachPhoto(tx, photoStore, { userId: user.id, recipeId, photo: dark, versioned: false }))
        .photoId,
      (await attachPhoto(tx, photoStore, { userId: user.id, recipeId, photo: light, versioned: false }))
        .photoId,
    ]);
    // The export gathers them in order, cover first, with their display images.
    const exported = (await gatherPhotos(db, user.id, [recipeId])).get(recipeId)!;
    expect(exported.map(({ bytes: _bytes, ...photo }) => photo)).toEqual([
      { file: `photos/${ids[0]}.webp`, cover: true, position: 0, width: 60, height: 40 },
      { file: `photos/${ids[1]}.webp`, cover: false, position: 1, width: 40, height: 60 },
    ]);
    expect((await sharp(await exported[1]!.bytes()).metadata()).width).toBe(40);
    // Another user gets nothing out of it.
    const { user: stranger } = await createSignedInUser(server.deps);
    expect((await gatherPhotos(db, stranger.id, [recipeId])).get(recipeId)).toEqual([]);
  });
});

describe('the list at 10,000 recipes', () => {
  it('keeps its payload: rows without photos unchanged, a cover adds its id only', async () => {
    const { db, photoStore } = server.deps;
    const { user } = await createSignedInUser(server.deps);
    await seedRecipes(db, user.id, 10_000);
    const before = await listRecipes(db, user.id, { limit: 50 });
    expect(before.total).toBe(10_000);
    for (const item of before.items) expect(item).not.toHaveProperty('coverPhotoId');

    const photo = await processPhoto(await colourJpeg(32, 32), 'test');
    await db.transaction(async (tx) => {
      for (const item of before.items) {
        await attachPhoto(tx, photoStore, { userId: user.id, recipeId: item.id, photo, versioned: false });
      }
    });
    const after = await listRecipes(db, user.id, { limit: 50 });
    // `,"coverPhotoId":"<36-character uuid>"` per row, and nothing else.
    const perRow = ',"coverPhotoId":""'.length + 36;
    expect(JSON.stringify(after).length - JSON.stringify(before).length).toBe(50 * perRow);
    expect(after.items.map(({ coverPhotoId: _cover, ...item }) => item)).toEqual(before.items);
  }, 60_000);
});
