import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { photos, recipes } from '#server/db/schema.ts';
import { BACKUP_FORMAT, BACKUP_VERSION } from '#server/transfer/archive/backup-format.ts';
import { gatherPhotos } from '#server/transfer/attachments.ts';
import { readBackupRecipes, recipeTitles } from '#server/transfer/export/library-pages.ts';
import { libraryZip, recipeFileName } from '#server/transfer/export/library-zip.ts';
import { seedRecipes } from '../../scripts/lib/seed-recipes';
import { signedInClient } from '../support/http';
import { colourJpeg } from '../support/images';
import { useSignedInServer } from '../support/signed-in-server';
import { recipeDraft } from './recipes-helpers';
import { backupContent, download, importArchive, reportWords, unzip } from './transfer-helpers';

const LAYERED = recipeDraft({
  title: 'Mustikka-suklaakakku',
  description: 'Kerroksellinen kakku.',
  ingredients: [
    { amount: 200, unit: 'g', name: 'voita', original: '200 g voita, pehmeää' },
    { amount: 2, unit: 'dl', name: 'sokeria' },
    { amount: 3, unit: 'dl', name: 'kermaa' },
    { amount: 150, unit: 'g', name: 'tummaa suklaata' },
  ],
  instructions: [
    'Vaahdota voi ja sokeri.',
    'Paista 175 asteessa.',
    'Kuumenna kerma.',
    'Kaada suklaan päälle.',
  ],
  components: [
    { name: 'Pohja', ingredientCount: 2, instructionCount: 2 },
    { name: 'Ganache', ingredientCount: 2, instructionCount: 2 },
  ],
  preparationTime: 30,
  cookingTime: 90,
  totalTime: 120,
  servings: 12,
  aiGeneratedTags: ['suklaa', 'mustikka'],
  notes: 'Parasta seuraavana päivänä.',
  equipment: ['24 cm vuoka'],
  sourceUrl: 'https://example.com/kakku',
});

describe('export', () => {
  const api = useSignedInServer();

  it('gives one recipe as schema.org JSON-LD: sections, lines as written, ISO durations, keywords, source', async () => {
    const browser = await signedInClient(api.server);
    const recipe = await browser.trpc.recipes.create.mutate(LAYERED);
    const response = await download(browser, api.server, `/api/export/recipes/${recipe.id}.jsonld`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="mustikka-suklaakakku-[0-9a-f]{8}\.jsonld"/,
    );
    const jsonLd = await response.json();
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Mustikka-suklaakakku',
      keywords: 'suklaa, mustikka',
      recipeYield: '12',
      prepTime: 'PT30M',
      cookTime: 'PT1H30M',
      totalTime: 'PT2H',
      recipeIngredient: ['200 g voita, pehmeää', '2 dl sokeria', '3 dl kermaa', '150 g tummaa suklaata'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Pohja',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Vaahdota voi ja sokeri.' },
            { '@type': 'HowToStep', text: 'Paista 175 asteessa.' },
          ],
        },
        {
          '@type': 'HowToSection',
          name: 'Ganache',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Kuumenna kerma.' },
            { '@type': 'HowToStep', text: 'Kaada suklaan päälle.' },
          ],
        },
      ],
      url: 'https://example.com/kakku',
      comment: { '@type': 'Comment', text: 'Parasta seuraavana päivänä.' },
    });
  });

  it('gives a printable page with the text escaped', async () => {
    const browser = await signedInClient(api.server);
    const recipe = await browser.trpc.recipes.create.mutate(
      recipeDraft({ title: 'Kakku <script>alert(1)</script>' }),
    );
    const response = await download(browser, api.server, `/api/export/recipes/${recipe.id}.html`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Kakku &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<li>200 g tumma suklaa</li>');
  });

  it('answers 404 for another user’s recipe, an unknown id or type, and 401 without a session', async () => {
    const owner = await signedInClient(api.server);
    const stranger = await signedInClient(api.server);
    const recipe = await owner.trpc.recipes.create.mutate(recipeDraft());
    for (const path of [
      `/api/export/recipes/${recipe.id}.jsonld`,
      `/api/export/recipes/${recipe.id}.html`,
      '/api/export/recipes/nope.jsonld',
      `/api/export/recipes/${recipe.id}.exe`,
    ]) {
      expect((await download(stranger, api.server, path)).status).toBe(404);
    }
    expect((await fetch(`${api.server.url}/api/export/recipes/${recipe.id}.jsonld`)).status).toBe(401);
    expect((await fetch(`${api.server.url}/api/export/library.zip`)).status).toBe(401);
  });

  it('zips the library: a JSON-LD file per recipe and backup.json with every field, versions and format version', async () => {
    const browser = await signedInClient(api.server);
    const cake = await browser.trpc.recipes.create.mutate(LAYERED);
    const edited = await browser.trpc.recipes.update.mutate({
      ...cake,
      title: 'Mustikkakakku',
      expectedUpdatedAt: cake.updatedAt,
    });
    await browser.trpc.recipes.create.mutate(recipeDraft({ title: 'Mustikkakakku' }));
    const response = await download(browser, api.server, '/api/export/library.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...zip.keys()].filter((name) => name.endsWith('.jsonld'))).toHaveLength(2);
    const backup = JSON.parse(zip.get('backup.json')!.toString('utf8'));
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION, recipeCount: 2 });
    const [first] = backup.recipes;
    const { possibleDuplicate: _flag, ...stored } = edited;
    expect(first).toEqual({
      ...stored,
      possibleDuplicate: true,
      versions: [{ version: 1, createdAt: expect.any(String), changes: { title: 'Mustikka-suklaakakku' } }],
      photos: [],
    });
  });

  it('round trip: export → restore into a new account → export again gives the same content', async () => {
    const chef = await signedInClient(api.server);
    const cake = await chef.trpc.recipes.create.mutate(LAYERED);
    await chef.trpc.recipes.update.mutate({ ...cake, notes: 'Muutettu.', expectedUpdatedAt: cake.updatedAt });
    await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Mustikka-suklaakakku (pieni)' }));
    await chef.trpc.recipes.create.mutate(
      recipeDraft({ title: 'Lohikeitto', category: 'salty', subcategory: 'Soups' }),
    );
    const exported = Buffer.from(
      await (await download(chef, api.server, '/api/export/library.zip')).arrayBuffer(),
    );

    const newcomer = await signedInClient(api.server);
    const job = await importArchive(newcomer, api.server, exported, 'reseptikirjasto.zip');
    expect(job).toMatchObject({ state: 'done', total: 3, done: 3, added: 3, skipped: 0, failed: 0 });
    const again = await unzip(
      Buffer.from(await (await download(newcomer, api.server, '/api/export/library.zip')).arrayBuffer()),
    );
    expect(backupContent(again)).toEqual(backupContent(await unzip(exported)));
    // Similar titles are flagged in the new account as they were in the old one.
    expect(backupContent(again).map((r) => [r.title, r.possibleDuplicate])).toEqual([
      ['Mustikka-suklaakakku', true],
      ['Mustikka-suklaakakku (pieni)', true],
      ['Lohikeitto', false],
    ]);

    // The same backup again into the same account: every recipe is already there.
    const repeat = await importArchive(newcomer, api.server, exported);
    expect(repeat).toMatchObject({ state: 'done', added: 0, skipped: 3, failed: 0 });
    expect(repeat.report.map((line) => reportWords(line.reason))).toEqual(
      Array(3).fill('The same recipe is already in the library.'),
    );
  });

  it('photos travel: photos/<id>.webp in the zip, listed in backup.json, attached again on restore', async () => {
    const chef = await signedInClient(api.server);
    const cake = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Kuvallinen kakku' }));
    for (const colour of ['#c0884a', '#336699']) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await colourJpeg(64, 48, colour))]), 'kuva.jpg');
      const upload = await chef.fetch(`${api.server.url}/api/recipes/${cake.id}/photos`, {
        method: 'POST',
        body: form,
      });
      expect(upload.status).toBe(201);
    }
    const exported = Buffer.from(
      await (await download(chef, api.server, '/api/export/library.zip')).arrayBuffer(),
    );
    const zip = await unzip(exported);
    const [listed] = backupContent(zip);
    const photos = listed!.photos as { file: string; cover: boolean; position: number }[];
    expect(photos.map((p) => [p.cover, p.position])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    for (const photo of photos) expect(zip.get(photo.file)!.subarray(8, 12).toString()).toBe('WEBP');

    const newcomer = await signedInClient(api.server);
    expect(await importArchive(newcomer, api.server, exported)).toMatchObject({ state: 'done', added: 1 });
    const [item] = (await newcomer.trpc.recipes.list.query({})).items;
    const restored = await newcomer.trpc.recipes.byId.query({ id: item!.id });
    expect(restored.photos).toHaveLength(2);
    const again = backupContent(
      await unzip(
        Buffer.from(await (await download(newcomer, api.server, '/api/export/library.zip')).arrayBuffer()),
      ),
    );
    expect((again[0]!.photos as unknown[]).length).toBe(2);
  });

  async function chefWithPhoto() {
    const chef = await signedInClient(api.server);
    const cake = await chef.trpc.recipes.create.mutate(recipeDraft({ title: 'Kakku kuvalla' }));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await colourJpeg(32, 32, '#c0884a'))]), 'kuva.jpg');
    const upload = await chef.fetch(`${api.server.url}/api/recipes/${cake.id}/photos`, {
      method: 'POST',
      body: form,
    });
    expect(upload.status).toBe(201);
    const [row] = await api.server.deps.db
      .select({ userId: recipes.userId })
      .from(recipes)
      .where(eq(recipes.id, cake.id));
    return { chef, cake, userId: row!.userId };
  }

  it('a recipe deleted while the zip streams breaks the download off cleanly; the server goes on', async () => {
    const FILLER_RECIPES = 40;
    const { chef, cake, userId } = await chefWithPhoto();
    // Recipes that do not compress, far more of them than the streams' buffers hold (64 KB each from
    // Node 22 on): yazl waits for the reader long before it reaches the photo.
    for (let n = 0; n < FILLER_RECIPES; n += 1)
      await chef.trpc.recipes.create.mutate(
        recipeDraft({ title: `Täyte ${n}`, notes: randomBytes(15_000).toString('base64') }),
      );
    const errors: Error[] = [];
    const zip = await libraryZip(api.server.deps.db, userId, (error) => errors.push(error));
    zip.on('error', () => {}); // the reader below starts later
    await new Promise((resolve) => setTimeout(resolve, 200));
    await chef.trpc.recipes.delete.mutate({ id: cake.id });
    const read = (async () => {
      for await (const _chunk of zip);
    })();
    await expect(read).rejects.toThrow(/display image/);
    expect(errors).toHaveLength(1);
    // The server is still up, and the export works again without the deleted recipe.
    const again = await unzip(
      Buffer.from(await (await download(chef, api.server, '/api/export/library.zip')).arrayBuffer()),
    );
    expect(backupContent(again)).toHaveLength(FILLER_RECIPES);
  });

  it('a recipe deleted before its page is read is left out of the zip', async () => {
    const db = api.server.deps.db;
    const { userId } = await chefWithPhoto();
    await seedRecipes(db, userId, 250);
    const listed = await recipeTitles(db, userId);
    const zip = await libraryZip(db, userId);
    zip.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The second page is read only once the reader has taken the first.
    const gone = listed[230]!;
    await db.delete(recipes).where(eq(recipes.id, gone.id));
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    const entries = await unzip(Buffer.concat(chunks));
    expect(entries.has(`recipes/${recipeFileName(gone)}.jsonld`)).toBe(false);
    expect([...entries.keys()].filter((name) => name.endsWith('.jsonld'))).toHaveLength(250);
    expect(backupContent(entries).map((r) => r.title)).not.toContain(gone.title);
    expect(backupContent(entries)).toHaveLength(250);
  });

  it('reads only the signed-in user’s recipes, versions and photos, whatever ids it is given', async () => {
    const { cake, userId } = await chefWithPhoto();
    expect((await gatherPhotos(api.server.deps.db, userId, [cake.id])).get(cake.id)).toHaveLength(1);
    const stranger = await signedInClient(api.server);
    const own = await stranger.trpc.recipes.create.mutate(recipeDraft({ title: 'Oma' }));
    const [row] = await api.server.deps.db
      .select({ userId: recipes.userId })
      .from(recipes)
      .where(eq(recipes.id, own.id));
    expect((await gatherPhotos(api.server.deps.db, row!.userId, [cake.id])).get(cake.id)).toEqual([]);
    expect(await readBackupRecipes(api.server.deps.db, row!.userId, [cake.id])).toEqual([]);
  });

  it('exports a library with more photos than PostgreSQL takes parameters (3,400 recipes × 20 photos)', async () => {
    const db = api.server.deps.db;
    const { userId } = await chefWithPhoto();
    await seedRecipes(db, userId, 3_400);
    // 20 photo rows per recipe, in the recipe's photo_ids: 68,000 photo ids, over the 65,535 limit.
    await queryRows(
      db,
      sql`insert into ${photos} (user_id, recipe_id, hash, width, height, thumb_width, thumb_height)
        select ${userId}, r.id, md5(r.id::text || n), 800, 600, 200, 150
        from ${recipes} r, generate_series(1, 20) n where r.user_id = ${userId} and r.photo_ids = '{}'`,
    );
    await queryRows(
      db,
      sql`update ${recipes} r set photo_ids = (select array_agg(p.id order by p.hash) from ${photos} p where p.recipe_id = r.id)
        where r.user_id = ${userId} and r.photo_ids = '{}'`,
    );
    // Gathered for every recipe at once, the queries bind recipe ids only, never the 68,000 photo ids.
    const ids = (await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, userId))).map(
      (row) => row.id,
    );
    const gathered = await gatherPhotos(db, userId, ids);
    expect([...gathered.values()].reduce((sum, list) => sum + list.length, 0)).toBe(3_400 * 20 + 1);
    const [first] = await readBackupRecipes(db, userId, [ids[0]!]);
    expect(first!.photos.length).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
