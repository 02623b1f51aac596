/**
 * Moving in from Mealie in the browser, with the real files its project ships as test data
 * (../shared/corpus/peer-exports, README there). What each recipe held is read here straight from the
 * file (its database.json tables, or its per-recipe JSON), never through the reader under test.
 * Neither v1+ admin backup in the corpus carries a photo (their data/ holds only .PLACEHOLDER), so the
 * photo is followed through the pre-v1 file (recipes/<slug>/<slug>.json beside images/original.webp),
 * which the app reports as "Mealie recipe export".
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { anyOf } from '#shared/text/regex.ts';
import { unzip } from '../server/transfer-helpers';
import { signUp } from './fixtures/accounts';
import { expectAccessible, watchConsole } from './support';

const PEERS = path.resolve(import.meta.dirname, '../../../shared/corpus/peer-exports');
const SCHEMA = 'bcfdad6b7355';
const BACKUP = `${PEERS}/mealie-backups/backup-version-${SCHEMA}-1.zip`;
const PRE_V1 = `${PEERS}/mealie/mealie.zip`;
const PROFILE = '/recipelibrary/profile';
const present = existsSync(PEERS);
if (!present) console.warn(`movein.spec: ${PEERS} is not here; the move-in journeys are skipped.`);

type Row = Record<string, unknown>;

/** The profile's "Palauta tai tuo toisesta sovelluksesta": choose the file, send it, follow the job. */
async function moveIn(page: Page, file: string) {
  await page.goto(PROFILE);
  await page.getByLabel('Archive').setInputFiles(file);
  await page.getByRole('button', { name: 'Import archive' }).click();
  await expect(page).toHaveURL(/siirto=[0-9a-f-]{36}/);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toBeVisible({ timeout: 60_000 });
}

/** Finds a recipe through the library's search and opens it. */
async function openFromLibrary(page: Page, title: string) {
  await page.goto('/recipelibrary');
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  // The search is written to the URL a moment after typing; a click before that is overtaken by it.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The report's line for a recipe, named by its own name (a file's path may follow it), added. */
const addedLine = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Report' })
    .getByRole('row', { name: new RegExp(`^${anyOf([name])}\\s.*Added`) });

/** The detail page's tags, in any order. */
async function shownTags(page: Page) {
  const tags = page.getByRole('region', { name: 'AI-generated tags' }).getByRole('listitem');
  await expect(tags.first()).toBeVisible();
  return (await tags.allTextContents()).map((tag) => tag.trim()).sort();
}

test.describe('moving in from Mealie (real backups)', () => {
  test.skip(!present, `${PEERS} is not here: the move-in journeys over real backups are skipped`);

  test('a v1+ backup: the format recognised, every recipe in the report, a recipe with its tags', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const entries = await unzip(await readFile(BACKUP));
    const database = JSON.parse(entries.get('database.json')!.toString('utf8')) as Record<string, Row[]>;
    const recipes = database.recipes!;
    const tagName = new Map(database.tags!.map((tag) => [tag.id, String(tag.name)]));
    const tagsOf = (recipe: Row) =>
      database
        .recipes_to_tags!.filter((link) => link.recipe_id === recipe.id)
        .map((link) => tagName.get(link.tag_id)!);
    // The recipe with the most tags: the most for the move-in to lose.
    const tagged = [...recipes].sort((a, b) => tagsOf(b).length - tagsOf(a).length)[0]!;
    expect(tagsOf(tagged).length).toBeGreaterThan(1);

    await signUp(page);
    await moveIn(page, BACKUP);
    await expect(page.getByText(`Format found: Mealie backup (database version ${SCHEMA})`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
      `Done — ${recipes.length} / ${recipes.length}`,
    );
    for (const recipe of recipes) await expect(addedLine(page, String(recipe.name))).toBeVisible();
    await expectAccessible(page);

    await openFromLibrary(page, String(tagged.name));
    expect(await shownTags(page)).toEqual(tagsOf(tagged).sort());
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a pre-v1 export: a recipe with its tags as written and its photo', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const entries = await unzip(await readFile(PRE_V1));
    // recipes/<slug>/<slug>.json beside recipes/<slug>/images/original.*, as Mealie's backup writes them.
    const withPhoto = [...entries.keys()].filter((name) =>
      /\/recipes\/[^/]+\/images\/original\.\w+$/.test(name),
    );
    const sources = [...entries]
      .filter(([name]) => /(?:^|\/)recipes\/([^/]+)\/\1\.json$/.test(name) && !name.startsWith('__MACOSX/'))
      .map(([name, bytes]) => ({
        dir: path.posix.dirname(name),
        json: JSON.parse(bytes.toString('utf8')) as Row,
      }));
    const source = sources.find(
      ({ dir, json }) =>
        Array.isArray(json.tags) &&
        json.tags.length > 0 &&
        withPhoto.some((name) => name.startsWith(`${dir}/images/`)),
    );
    expect(source, 'the pre-v1 export has a recipe with tags and a photo').toBeDefined();
    const title = String(source!.json.name);

    await signUp(page);
    await moveIn(page, PRE_V1);
    await expect(page.getByText('Format found: Mealie recipe export')).toBeVisible();
    for (const { json } of sources) await expect(addedLine(page, String(json.name))).toBeVisible();
    // The report holds keys: in Finnish the same job reads in Finnish, and back in English again.
    const formats = {
      fi: 'Tunnistettu muoto: Mealie-reseptien vienti',
      en: 'Format found: Mealie recipe export',
    };
    for (const [language, format] of Object.entries(formats)) {
      await page.evaluate((chosen) => localStorage.setItem('recipe-language', chosen), language);
      await page.reload();
      await expect(page.getByText(format)).toBeVisible();
    }

    await openFromLibrary(page, title);
    expect(await shownTags(page)).toEqual((source!.json.tags as string[]).map(String).sort());
    const photo = page.getByRole('img', { name: title, exact: true });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
