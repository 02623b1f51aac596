import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { paprikaExport } from '../fixtures/transfer/build';
import { signUp } from './fixtures/accounts';
import { callApi, type SavedRecipe } from './fixtures/api';
import { serveRecipePages } from './fixtures/recipe-pages';
import { expectAccessible, watchConsole } from './support';

const PROFILE = '/recipelibrary/profile';

const saveRecipe = (page: Page, title: string) =>
  callApi<SavedRecipe>(page, 'recipes.create', {
    title,
    ingredients: [{ amount: 2, unit: 'dl', name: 'kermaa', original: '2 dl kermaa' }],
    instructions: ['Vatkaa kerma.'],
    aiGeneratedTags: ['kerma'],
  });

/** The profile's import: choose the file, send it, and wait for the job to finish. */
async function importOnProfile(page: Page, file: string) {
  await page.goto(PROFILE);
  await page.getByLabel('Archive').setInputFiles(file);
  await page.getByRole('button', { name: 'Import archive' }).click();
  await expect(page).toHaveURL(/siirto=[0-9a-f-]{36}/);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toBeVisible({ timeout: 20_000 });
}

test.describe('export, backup and moving in', () => {
  test('exports a recipe and the library, then restores the backup into a new account', async ({
    page,
    browser,
  }) => {
    const errors = watchConsole(page);
    await signUp(page);
    const cake = await saveRecipe(page, 'Kermakakku');
    await saveRecipe(page, 'Vaniljakastike');

    await page.goto(`/recipelibrary/${cake.id}`);
    await expect(page.getByRole('link', { name: 'Printable page' })).toHaveAttribute(
      'href',
      `/api/export/recipes/${cake.id}.html?lang=en`,
    );
    const jsonLdDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download JSON-LD' }).click();
    const jsonLd = JSON.parse(await readFile((await (await jsonLdDownload).path())!, 'utf8'));
    expect(jsonLd).toMatchObject({
      '@type': 'Recipe',
      name: 'Kermakakku',
      recipeIngredient: ['2 dl kermaa'],
    });
    await expectAccessible(page);

    await page.goto(PROFILE);
    await expect(page.getByRole('heading', { name: 'Backup and transfer' })).toBeVisible();
    await expectAccessible(page);
    const zipDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download backup (zip)' }).click();
    const download = await zipDownload;
    expect(download.suggestedFilename()).toMatch(/^reseptikirjasto-\d{4}-\d\d-\d\d\.zip$/);
    const zipFile = path.join(tmpdir(), `rk-e2e-${Date.now()}-backup.zip`);
    await download.saveAs(zipFile);
    expect((await readFile(zipFile)).subarray(0, 2).toString()).toBe('PK');

    // Another chef restores it: the progress, then the report, survive a reload.
    const context = await browser.newContext();
    const other = await context.newPage();
    const otherErrors = watchConsole(other);
    await signUp(other);
    await importOnProfile(other, zipFile);
    await expect(other.getByRole('status').filter({ hasText: 'Done — 2 / 2' })).toBeVisible();
    await other.reload();
    await expect(other.getByRole('status').filter({ hasText: 'Done — 2 / 2' })).toBeVisible();
    await expectAccessible(other);
    await other.goto('/recipelibrary');
    await expect(other.getByRole('link', { name: 'Kermakakku', exact: true })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Vaniljakastike', exact: true })).toBeVisible();
    expect(otherErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('moves in from a Paprika archive: every field kept, the photo as the cover', async ({ page }) => {
    const errors = watchConsole(page);
    await signUp(page);
    const file = path.join(tmpdir(), `rk-e2e-${Date.now()}.paprikarecipes`);
    await writeFile(file, await paprikaExport());
    await importOnProfile(page, file);
    await expect(page.getByRole('status').filter({ hasText: 'Done — 2 / 2' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '2');
    await expectAccessible(page);
    await page.goto('/recipelibrary');
    await page.getByRole('link', { name: 'Kanelipullat', exact: true }).click();
    await expect(page.getByText('5 dl maitoa')).toBeVisible();
    await expect(page.getByText(/Vaikeus: Keskitaso/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Kanelipullat', exact: true })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('imports a list of URLs, shows a result per address and saves the chosen ones', async ({ page }) => {
    const errors = watchConsole(page);
    const pages = await serveRecipePages();
    try {
      await signUp(page);
      await page.goto('/recipelibrary/new');
      await expect(page.getByRole('heading', { name: 'Import many pages at once' })).toBeVisible();
      await page
        .getByLabel('Addresses, one per line')
        .fill(`${pages.url('suklaamousse.html')}\n${pages.url('puuttuu.html')}\n`);
      await page.getByRole('button', { name: 'Import addresses' }).click();
      await expect(page).toHaveURL(/siirto=/);
      await expect(page.getByRole('status').filter({ hasText: /^Done — 2 \/ 2/ })).toBeVisible({
        timeout: 20_000,
      });
      await expect(
        page.getByRole('table', { name: 'Report' }).getByRole('row', { name: /puuttuu\.html.*Failed/ }),
      ).toBeVisible();
      const choice = page.getByRole('checkbox', { name: /Tumma suklaamousse/ });
      await expect(choice).toBeChecked();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save the chosen' }).click();
      await expect(page.getByText('Saved 1 recipe.')).toBeVisible();
      await page.getByRole('link', { name: 'To the library' }).click();
      await expect(page.getByRole('link', { name: 'Tumma suklaamousse', exact: true })).toBeVisible();
      expect(errors.filter((e) => !/^Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await pages.close();
    }
  });
});
