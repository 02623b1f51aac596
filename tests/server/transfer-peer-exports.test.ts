/**
 * Moving in from other apps with their real export files (../shared/corpus/peer-exports, the apps'
 * own test data): every recipe found, every word of its ingredient lines and steps kept, its photo and
 * source URL kept. Run through the real upload, job runner and tRPC client, on PGlite or PostgreSQL.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import { HTML_LIMITS } from '#server/import/read/bounded-html.ts';
import { copyMeThat } from '#server/transfer/formats/apps/copymethat.ts';
import { csvRecords } from '#server/transfer/formats/csv.ts';
import { JPEG, zipOf } from '../fixtures/transfer/build';
import { signedInClient } from '../support/http';
import { useSignedInServer } from '../support/signed-in-server';
import { type Browser, importArchive, unzip } from './transfer-helpers';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/peer-exports');
const present = existsSync(CORPUS);
if (!present) console.warn(`SKIPPED: the other apps' real export files are not at ${CORPUS}`);

const file = (name: string) => readFileSync(join(CORPUS, name));

type Recipe = Awaited<ReturnType<Browser['trpc']['recipes']['byId']['query']>>;

async function library(browser: Browser): Promise<Map<string, Recipe>> {
  const page = await browser.trpc.recipes.list.query({});
  const recipes = await Promise.all(
    page.items.map((item) => browser.trpc.recipes.byId.query({ id: item.id })),
  );
  return new Map(recipes.map((recipe) => [recipe.title.trim(), recipe]));
}

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** Everything of the recipe a reader sees, as words. */
function keptWords(recipe: Recipe): Set<string> {
  return new Set(
    [
      recipe.title,
      recipe.description,
      ...recipe.ingredients.map((i) => i.original ?? i.name),
      ...recipe.components.map((c) => c.name),
      ...recipe.instructions,
      recipe.notes,
      ...recipe.equipment,
    ].flatMap((text) => words(text ?? '')),
  );
}

/** The source's words the saved recipe does not have. */
function lost(source: readonly string[], recipe: Recipe): string[] {
  const kept = keptWords(recipe);
  return source.flatMap(words).filter((word) => !kept.has(word));
}

async function moveIn(bytes: Buffer, name: string) {
  const browser = await signedInClient(api.server);
  const job = await importArchive(browser, api.server, bytes, name);
  return { job, recipes: await library(browser) };
}

let api: ReturnType<typeof useSignedInServer>;

describe.skipIf(!present)("moving in with other apps' real export files", () => {
  api = useSignedInServer();

  it('Copy Me That: every recipe of recipes.html, with its source URL, photo and every word', async () => {
    const zip = await unzip(file('copymethat/copymethat.zip'));
    const html = zip.get('recipes.html')!.toString('utf8');
    const blocks = html.split('<div class = "recipe">').slice(1);
    const { job, recipes } = await moveIn(file('copymethat/copymethat.zip'), 'copymethat.zip');
    expect(job).toMatchObject({ state: 'done', total: 3, added: 3, failed: 0 });
    for (const block of blocks) {
      const items = (pattern: RegExp) =>
        [...block.matchAll(pattern)].map((match) => decodeHTML(match[1]!).replace(/\s+/g, ' ').trim());
      const title = items(/<div id = "name">([\s\S]*?)<\/div>/g)[0]!;
      const recipe = recipes.get(title)!;
      expect(recipe, title).toBeDefined();
      expect(recipe.sourceUrl).toBe(items(/id = "original_link" href = "([^"]+)"/g)[0]);
      expect(recipe.photos).toHaveLength(1);
      const ingredients = items(/<li class= "recipeIngredient">([\s\S]*?)<\/li>/g);
      expect(recipe.ingredients.map((i) => i.original ?? i.name)).toEqual(ingredients);
      const steps = items(/<li class = "instruction"[^>]*>([\s\S]*?)<\/li>/g);
      const notes = items(/<li class = "recipeNote">([\s\S]*?)<\/li>/g);
      expect(lost([...steps, ...notes], recipe)).toEqual([]);
    }
  });

  it('Copy Me That: a library past one page’s element limit is read recipe by recipe', async () => {
    const html = (await unzip(file('copymethat/copymethat.zip'))).get('recipes.html')!.toString('utf8');
    const [head, ...blocks] = html.split('<div class = "recipe">');
    const library =
      head +
      blocks
        .map((block) => `<div class = "recipe">${block}`)
        .join('')
        .repeat(500);
    expect(library.match(/<(?:div|li|span|a|img|ul|ol)\b/g)!.length).toBeGreaterThan(HTML_LIMITS.elements);
    expect(copyMeThat.read({ name: 'recipes.html', text: library }, () => [])).toHaveLength(1500);
  });

  it('Chowdown: each Markdown page with its front matter lists, its story and its image', async () => {
    const { job, recipes } = await moveIn(file('chowdown/chowdown.zip'), 'chowdown.zip');
    expect(job).toMatchObject({ state: 'done', total: 2, added: 2, failed: 0 });
    const okra = recipes.get('Roasted Okra')!;
    expect(okra.ingredients.map((i) => i.original ?? i.name)).toEqual([
      '1 bunch of okra',
      'salt, pepper, etc to taste',
    ]);
    expect(okra.instructions).toHaveLength(4);
    expect(okra.photos).toHaveLength(1);
    expect(okra.notes).toContain('I love me some okra');
    const zip = await unzip(file('chowdown/chowdown.zip'));
    for (const [name, bytes] of zip) {
      if (!name.endsWith('.md')) continue;
      const text = bytes.toString('utf8');
      const title = /title:\s*"?([^"\n]+)"?/.exec(text)![1]!.trim();
      const listed = [...text.matchAll(/^- (.*)$/gm)].map((match) => match[1]!);
      const story = text
        .split(/^---\s*$/m)
        .slice(2)
        .join(' ');
      expect(lost([...listed, story], recipes.get(title)!), title).toEqual([]);
      expect(recipes.get(title)!.photos, title).toHaveLength(1);
    }
  });

  it('Plan to Eat (CSV in a zip): every row, headings as components, the source URL', async () => {
    const { job, recipes } = await moveIn(file('plantoeat/plantoeat.zip'), 'plantoeat.zip');
    expect(job).toMatchObject({ state: 'done', total: 2, added: 2, failed: 0 });
    const csv = (await unzip(file('plantoeat/plantoeat.zip'))).get('plantoeat.csv')!.toString('utf8');
    for (const row of csvRecords(csv).records) {
      const recipe = recipes.get(row.Title!)!;
      expect(lost([row.Ingredients!, row.Directions!, row.Description!], recipe), row.Title).toEqual([]);
    }
    const test = recipes.get('Test Recipe')!;
    expect(test.components.map((c) => c.name)).toEqual(expect.arrayContaining(['Heading', 'Heading2']));
    expect(test.ingredients.map((i) => i.original ?? i.name)).toEqual([
      '2 itm Test, note',
      '3 pkg Two, note2',
    ]);
    expect(test.sourceUrl).toBe('https://eatwithclarity.com/sushi-bowl-with-sesame-tofu/');
    expect(test.servings).toBe(7);
  });

  it('My Recipe Box (CSV alone): all ten recipes, every ingredient line and step word, the source URL', async () => {
    const bytes = file('myrecipebox/myrecipebox.csv');
    const { job, recipes } = await moveIn(bytes, 'myrecipebox.csv');
    expect(job).toMatchObject({ state: 'done', total: 10, added: 10, failed: 0 });
    for (const row of csvRecords(bytes.toString('utf8')).records) {
      const recipe = recipes.get(row.title!.trim())!;
      expect(recipe, row.title).toBeDefined();
      const lines = row.ingredients!.split('\n').map((line) => line.trim());
      for (const line of lines.filter(Boolean)) {
        expect(lost([line], recipe), `${row.title}: ${line}`).toEqual([]);
      }
      expect(lost([row.instructions!, row.notes!], recipe), row.title).toEqual([]);
      if (/^https?:/.test(row.source!)) expect(recipe.sourceUrl).toBe(row.source);
    }
  });

  const cookFiles = present ? readdirSync(join(CORPUS, 'cooklang')).filter((n) => n.endsWith('.cook')) : [];

  /** A .cook file's steps and comments as words, without its metadata and its marks' braces. */
  const cookWords = (text: string) =>
    text
      .replace(/^---[\s\S]*?^---\s*$/m, '')
      .replace(/^>>.*$/gm, '')
      .replace(/[{}%]/g, ' ');

  it('Cooklang (.cook alone): ingredients, cookware and timers read, the steps keep their words', async () => {
    for (const name of cookFiles) {
      const text = readFileSync(join(CORPUS, 'cooklang', name), 'utf8');
      const { job, recipes } = await moveIn(Buffer.from(text), name);
      expect(job, name).toMatchObject({ state: 'done', total: 1, added: 1, failed: 0 });
      const [recipe] = [...recipes.values()];
      expect(lost([cookWords(text)], recipe!), name).toEqual([]);
    }
    const text = readFileSync(join(CORPUS, 'cooklang', 'American Pancakes.cook'), 'utf8');
    const { recipes } = await moveIn(Buffer.from(text), 'American Pancakes.cook');
    const pancakes = recipes.get('American Pancakes')!;
    expect(pancakes.ingredients.map((i) => i.original ?? i.name)).toEqual(
      expect.arrayContaining(['0.5 l buttermilk', '1 egg', '2 1/2 cups flour', '1/2 tsp baking soda', 'oil']),
    );
    expect(pancakes.equipment).toEqual(['bowl', 'frying pan']);
    expect(pancakes.instructions).toContain(
      'Leave the batter for 30 minutes to allow the buttermilk and baking soda to react.',
    );
    // The cook's comments are hers: kept in the notes, out of the steps.
    expect(pancakes.notes).toContain('maple syrup is the choice for normies');
    expect(pancakes.instructions.join(' ')).not.toMatch(/[@#~{}]|--/);
  });

  it('Cooklang (a folder zipped): every file a recipe, the metadata read, the pictures beside it', async () => {
    const bytes = await zipOf({
      ...Object.fromEntries(
        cookFiles.map((name) => [`recipes/${name}`, readFileSync(join(CORPUS, 'cooklang', name))]),
      ),
      // The convention's pictures (cooklang/spec conventions.md): the recipe's, and its second step's.
      'recipes/American Pancakes.jpg': JPEG,
      'recipes/American Pancakes.2.jpg': JPEG,
    });
    const { job, recipes } = await moveIn(bytes, 'cooklang.zip');
    expect(job).toMatchObject({ state: 'done', total: 3, added: 3, failed: 0 });
    expect(recipes.get('Another Lemon Blueberry Bread')).toMatchObject({
      servings: 10,
      totalTime: 90,
      sourceUrl: 'https://www.glorioustreats.com/lemon-blueberry-bread/',
    });
    expect(recipes.get('American Pancakes')!.photos).toHaveLength(2);
    expect(recipes.get('Christmas Butter Swirl Shortbread Cookies')).toMatchObject({
      servings: 24,
      description: 'A great holiday treat for your loved ones',
      sourceUrl: 'https://www.fifteenspatulas.com/butter-swirl-shortbread-cookies/',
    });
  });

  it('Tandoor: Markdown steps as text, "### Source" and its link not steps, the link the source URL', async () => {
    const { job, recipes } = await moveIn(file('tandoor/tandoor.zip'), 'tandoor.zip');
    expect(job).toMatchObject({ state: 'done', total: 1, added: 1, failed: 0 });
    const chili = recipes.get('“Texas Red” Chili')!;
    expect(chili.instructions).toHaveLength(3);
    expect(chili.instructions.join(' ')).not.toMatch(/###|Craftbeerkitchen|http/);
    expect(chili.notes).toMatch(/Source: Craftbeerkitchen\.com http:\/\/craftbeerkitchen\.com\//);
    expect(chili.sourceUrl).toMatch(/^http:\/\/craftbeerkitchen\.com\//);
    expect(chili.photos).toHaveLength(1);
    const inner = await unzip([...(await unzip(file('tandoor/tandoor.zip'))).values()][0]!);
    const source = JSON.parse(inner.get('recipe.json')!.toString('utf8')) as {
      steps: { instruction: string; ingredients: { original_text?: string; food?: { name: string } }[] }[];
    };
    expect(
      lost(
        source.steps.map((step) => step.instruction),
        chili,
      ),
    ).toEqual([]);
  });

  it('Paprika: "Easy" is easy, "about 20 rolls" serves 20, every photo and word kept', async () => {
    const { job, recipes } = await moveIn(file('paprika/paprika.zip'), 'paprika.zip');
    expect(job).toMatchObject({ state: 'done', total: 5, added: 5, failed: 0 });
    const zip = await unzip(file('paprika/paprika.zip'));
    for (const [name, bytes] of zip) {
      if (!name.endsWith('.paprikarecipe') || name.includes('__MACOSX')) continue;
      const source = JSON.parse(gunzipSync(bytes).toString('utf8')) as Record<string, string>;
      const recipe = recipes.get(source.name!.trim())!;
      expect(recipe, source.name).toBeDefined();
      expect(lost([source.ingredients!, source.directions!], recipe), source.name).toEqual([]);
      expect(recipe.photos, source.name).toHaveLength(1);
      expect(recipe.sourceUrl).toBe(source.source_url);
      if (source.difficulty === 'Easy') expect(recipe.difficulty, source.name).toBe('easy');
    }
    expect(recipes.get('Zucchini Rolls with Goat Cheese and Mint')!.servings).toBe(20);
  });

  it('Nextcloud Cookbook: every recipe.json with its photo and every word', async () => {
    const { job, recipes } = await moveIn(file('nextcloud/nextcloud.zip'), 'nextcloud.zip');
    expect(job).toMatchObject({ state: 'done', total: 3, added: 3, failed: 0 });
    const zip = await unzip(file('nextcloud/nextcloud.zip'));
    for (const [name, bytes] of zip) {
      if (!name.endsWith('recipe.json')) continue;
      const source = JSON.parse(bytes.toString('utf8')) as {
        name: string;
        recipeIngredient: string[];
        recipeInstructions: (string | { text: string })[];
        url?: string;
      };
      const recipe = recipes.get(source.name.trim())!;
      expect(recipe, source.name).toBeDefined();
      const steps = source.recipeInstructions.map((step) => (typeof step === 'string' ? step : step.text));
      expect(lost([...source.recipeIngredient, ...steps], recipe), source.name).toEqual([]);
      // Not every recipe has a photo (Skillet Shepherd's Pie has none): each one that has is kept.
      expect(recipe.sourceUrl, source.name).toBe(source.url);
      const photo = zip.has(name.replace(/recipe\.json$/, 'full.jpg'));
      expect(recipe.photos, source.name).toHaveLength(photo ? 1 : 0);
    }
  });
});
