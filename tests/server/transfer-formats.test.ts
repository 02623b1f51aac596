import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import {
  fixtureJson,
  jsonLdAndHtmlZip,
  mealieExport,
  nextcloudFolder,
  paprikaExport,
  recipeSageExport,
  tandoorExport,
  zipOf,
} from '../fixtures/transfer/build';
import { signedInClient } from '../support/http';
import { useSignedInServer } from '../support/signed-in-server';
import { type Browser, download, importArchive, reportWords } from './transfer-helpers';

/** The user's recipes by title, whole. */
async function library(browser: Browser) {
  const page = await browser.trpc.recipes.list.query({});
  const recipes = await Promise.all(
    page.items.map((item) => browser.trpc.recipes.byId.query({ id: item.id })),
  );
  return new Map(recipes.map((recipe) => [recipe.title, recipe]));
}

const originals = (recipe: { ingredients: { original?: string; name: string }[] }) =>
  recipe.ingredients.map((i) => i.original ?? i.name);
const componentNames = (recipe: { components: { name: string }[] }) => recipe.components.map((c) => c.name);

describe('moving in from other apps', () => {
  const api = useSignedInServer();

  it('Mealie: sections as components, lines as written, tags, tools, notes and nutrition kept', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, await mealieExport(), 'mealie.zip');
    expect(job).toMatchObject({ state: 'done', total: 1, added: 1, failed: 0 });
    expect(job.report[0]!.reason).toBeNull();
    const pie = (await library(browser)).get('Mustikkapiirakka')!;
    // images/original.webp beside the recipe's JSON became its cover (not min- or tiny-original.webp).
    expect(pie.photos).toHaveLength(1);
    expect(originals(pie)).toEqual([
      '150 g voita, pehmeää',
      '1 dl sokeria',
      '3 dl vehnäjauhoja',
      '400 g mustikoita',
      '2 dl kermaviiliä',
    ]);
    expect(componentNames(pie)).toEqual(['Pohja', 'Täyte']);
    expect(pie).toMatchObject({
      category: 'sweet',
      description: 'Kesäinen piirakka murotaikinapohjalla.',
      servings: 8,
      preparationTime: 25,
      cookingTime: 40,
      totalTime: 75,
      equipment: ['piirakkavuoka'],
      sourceUrl: 'https://example.com/mustikkapiirakka',
    });
    expect(pie.notes).toContain('Vinkki: Pakastetut mustikat käyvät sulattamatta.');
    expect(pie.notes).toContain('Ravintoarvot: calories 320 kcal, fatContent 16 g');
    expect(pie.notes).toContain('Arvio: 5/5');
    expect(pie.notes).toContain('Uunin asento: alatasolla'); // Mealie's extras
  });

  it('Tandoor: each named step a component, original_text or amount, unit, food and note', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, await tandoorExport(), 'tandoor.zip');
    expect(job).toMatchObject({ state: 'done', total: 1, added: 1, failed: 0 });
    const soup = (await library(browser)).get('Lohikeitto')!;
    expect(originals(soup)).toEqual([
      '6 perunaa',
      '1 l kalalientä',
      '400 g lohta, kuutioituna',
      '2 dl ruokakermaa',
      'tilliä, tuoretta',
    ]);
    expect(componentNames(soup)).toEqual(['Liemi', 'Viimeistely']);
    expect(soup.photos).toHaveLength(1); // image.jpg in the recipe's own zip
    expect(soup.instructions).toEqual([
      'Kuori ja pilko perunat.',
      'Keitä perunat kalaliemessä pehmeiksi.',
      'Lisää lohi ja kerma, hauduta 5 minuuttia.',
    ]);
    expect(soup).toMatchObject({
      category: 'salty',
      servings: 4,
      preparationTime: 20,
      totalTime: 45,
      sourceUrl: 'https://example.com/lohikeitto',
    });
    expect(soup.notes).toContain('Ravintoarvot: calories 410, carbohydrates 22, fats 24, proteins 28');
    expect(soup.notes).toContain('Odotusaika (min): 25');
    expect(soup.notes).toContain('Vaiheen aika (Liemi, min): 20');
    expect(soup.notes).toContain('Vaiheen aika (Viimeistely, min): 10');
  });

  it('Paprika (.paprikarecipes): gzipped JSON per recipe, headings as components, every field kept', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, await paprikaExport(), 'Export.paprikarecipes');
    expect(job).toMatchObject({ state: 'done', total: 2, added: 2, failed: 0 });
    const recipes = await library(browser);
    const buns = recipes.get('Kanelipullat')!;
    const source = fixtureJson<{ ingredients: string }[]>('paprika-recipes.json')[0]!;
    const lines = source.ingredients.split('\n').filter((line) => !line.endsWith(':'));
    expect(originals(buns)).toEqual(lines);
    // The steps have no headings: as on an imported page, they are a component of their own ('Method').
    expect(componentNames(buns)).toEqual(['Taikina:', 'Täyte:', '']);
    expect(buns).toMatchObject({
      category: 'sweet',
      description: 'Perinteiset pullat.',
      preparationTime: 60,
      cookingTime: 10,
      totalTime: 120,
      sourceUrl: 'https://example.com/kanelipullat',
    });
    for (const kept of [
      'Pakastuvat hyvin.',
      'Ravintoarvot: Energia 250 kcal / pulla',
      'Vaikeus: Keskitaso',
      'Arvio: 4/5',
      'Lähde: Mummon vihko',
      'Annokset: 40 pullaa',
      'Kuvan osoite: https://example.com/kuvat/kanelipullat.jpg',
      'Luotu Paprikassa: 2024-05-01 10:00:00',
    ]) {
      expect(buns.notes).toContain(kept);
    }
    expect(job.report.find((line) => line.title === 'Kanelipullat')!.reason).toBeNull();
    expect(buns.photos).toHaveLength(1); // photo_data
    expect(recipes.get('Kaurakeksit')!.photos).toHaveLength(0);
    expect(originals(recipes.get('Kaurakeksit')!)).toHaveLength(5);
  });

  it('Nextcloud Cookbook: a folder per recipe with recipe.json (schema.org) and its images', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, await nextcloudFolder(), 'cookbook.zip');
    expect(job).toMatchObject({ state: 'done', total: 1, added: 1, failed: 0 });
    expect(job.report[0]!.reason).toBeNull();
    const dessert = (await library(browser)).get('Sitruunarahka')!;
    expect(dessert.photos).toHaveLength(1); // full.jpg; thumb.jpg and thumb16.jpg are its smaller copies
    expect(originals(dessert)).toEqual([
      '250 g maitorahkaa',
      '2 dl vispikermaa',
      '1 sitruunan mehu ja raastettu kuori',
      '3/4 dl sokeria',
    ]);
    expect(dessert).toMatchObject({
      category: 'sweet',
      servings: 6,
      preparationTime: 15,
      totalTime: 135,
      equipment: ['sähkövatkain', 'kulho'],
      sourceUrl: 'https://example.com/sitruunarahka',
    });
    expect(dessert.notes).toContain('Ravintoarvot: calories 210 kcal, sugarContent 14 g');
  });

  it('RecipeSage JSON-LD export: one JSON file of recipes, its comments as notes', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, recipeSageExport(), 'recipesage-export.json');
    expect(job).toMatchObject({ state: 'done', total: 2, added: 2, failed: 0 });
    const recipes = await library(browser);
    const cake = recipes.get('Porkkanakakku')!;
    expect(originals(cake)).toEqual([
      '3 munaa',
      '2 dl sokeria',
      '3 dl raastettua porkkanaa',
      '2,5 dl vehnäjauhoja',
      '1 tl kanelia',
      '200 g tuorejuustoa',
      '1 dl tomusokeria',
    ]);
    expect(cake.notes).toContain('Maistuu parhaalta seuraavana päivänä.');
    expect(cake.notes).toContain('Lähde: Tädin resepti');
    expect(cake).toMatchObject({
      sourceUrl: 'https://example.com/porkkanakakku',
      preparationTime: 20,
      totalTime: 80,
    });
    expect(recipes.get('Tomaattikeitto')).toMatchObject({ category: 'salty' });
  });

  it('a zip of JSON-LD and HTML pages goes through the import pipeline', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, await jsonLdAndHtmlZip(), 'sivut.zip');
    expect(job).toMatchObject({ state: 'done', total: 2, added: 2, failed: 0 });
    const recipes = await library(browser);
    expect(originals(recipes.get('Omenapiirakka')!)).toEqual([
      '4 omenaa',
      '150 g voita',
      '1 dl sokeria',
      '2 dl vehnäjauhoja',
    ]);
    expect(recipes.get('Omenapiirakka')!.sourceUrl).toBe('https://example.com/omenapiirakka');
    expect(recipes.has('Sitruunarahka')).toBe(true);
  });

  it('our own JSON-LD files alone (without backup.json) come back with their components', async () => {
    const chef = await signedInClient(api.server);
    const recipe = await chef.trpc.recipes.create.mutate({
      title: 'Sacher',
      ingredients: [
        { amount: 150, unit: 'g', name: 'suklaata', original: '150 g suklaata' },
        { amount: 2, unit: 'dl', name: 'aprikoosihilloa', original: '2 dl aprikoosihilloa' },
      ],
      instructions: ['Paista pohja.', 'Levitä hillo.'],
      components: [
        { name: 'Pohja', ingredientCount: 1, instructionCount: 1 },
        { name: 'Täyte', ingredientCount: 1, instructionCount: 1 },
      ],
      notes: 'Kermavaahdon kanssa.',
    });
    const jsonLd = await (await download(chef, api.server, `/api/export/recipes/${recipe.id}.jsonld`)).text();
    const other = await signedInClient(api.server);
    const job = await importArchive(other, api.server, await zipOf({ 'recipes/sacher.jsonld': jsonLd }));
    expect(job).toMatchObject({ state: 'done', added: 1 });
    const copy = (await library(other)).get('Sacher')!;
    expect(originals(copy)).toEqual(['150 g suklaata', '2 dl aprikoosihilloa']);
    expect(copy.components).toEqual(recipe.components);
    expect(copy.instructions).toEqual(recipe.instructions);
    expect(copy.notes).toBe('Kermavaahdon kanssa.');
  });

  it('an image that is no picture is named in the report; the recipe is still added', async () => {
    const browser = await signedInClient(api.server);
    const archive = await zipOf({
      'Sitruunarahka/recipe.json': JSON.stringify(fixtureJson('nextcloud-recipe.json')),
      'Sitruunarahka/full.jpg': 'not an image',
    });
    const job = await importArchive(browser, api.server, archive);
    expect(job).toMatchObject({ state: 'done', added: 1 });
    expect(reportWords(job.report[0]!.reason)).toMatch(/^1 image was not imported/);
    expect((await library(browser)).get('Sitruunarahka')!.photos).toHaveLength(0);
  });

  it('a photo over the photo limit is refused before it is read; the recipe is still added', async () => {
    const browser = await signedInClient(api.server);
    const huge = Buffer.alloc(PHOTO_LIMITS.bytes + 1, 0xff);
    const job = await importArchive(browser, api.server, await nextcloudFolder(huge));
    expect(job).toMatchObject({ state: 'done', added: 1 });
    expect(reportWords(job.report[0]!.reason)).toMatch(/^1 image was not imported/);
    expect((await library(browser)).get('Sitruunarahka')!.photos).toHaveLength(0);
  });

  it('a malformed file is one failed line with its reason; the rest of the archive is imported', async () => {
    const browser = await signedInClient(api.server);
    const archive = await zipOf({
      'a/recipe.json': '{ not json',
      'b/recipe.json': JSON.stringify({ hello: 'world' }),
      'c.paprikarecipe': 'not gzip',
      'd/recipe.json': JSON.stringify({ '@type': 'Recipe', name: 'Tyhjä' }),
      'e.zip': 'not a zip',
      'Sitruunarahka/recipe.json': JSON.stringify(fixtureJson('nextcloud-recipe.json')),
    });
    const job = await importArchive(browser, api.server, archive);
    expect(job).toMatchObject({ state: 'done', total: 6, done: 6, added: 1, failed: 5 });
    expect(
      Object.fromEntries(
        job.report.filter((l) => l.outcome === 'failed').map((l) => [l.name, reportWords(l.reason)]),
      ),
    ).toEqual({
      'a/recipe.json': 'The file is not valid JSON.',
      'b/recipe.json': 'The file holds no recipe in a known format.',
      'c.paprikarecipe': 'The Paprika recipe could not be unpacked (not a gzip file, or too large).',
      'd/recipe.json': 'No ingredients or instructions were found in the file.',
      'e.zip': 'The file is neither a zip archive nor a JSON file.',
    });
  });
});
