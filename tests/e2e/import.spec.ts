import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './fixtures/accounts';
import { serveRecipePages } from './fixtures/recipe-pages';
import { expectAccessible, watchConsole } from './support';

const NEW_RECIPE_PATH = '/recipelibrary/new';
const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'import');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

/**
 * Chromium logs every 4xx/5xx response as "Failed to load resource"; the tests below provoke such
 * answers on purpose (a refused URL, a failed import or save), so only that exact message is let through.
 */
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (e) => !/^Failed to load resource: the server responded with a status of [45]\d\d/.test(e),
  );
}

/** A server failure as tRPC reports it; the screens must fall back to their own texts. */
const INTERNAL_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR' } } }),
};

/** Every import call the page makes, to prove that a refused file never reaches the server. */
function watchImportRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/import.')) calls.push(request.url());
  });
  return calls;
}

async function openImport(page: Page) {
  await signUp(page);
  await page.goto(NEW_RECIPE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'New Recipe' })).toBeVisible();
}

const ingredientRows = (page: Page) =>
  page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');

test.describe('import screen', () => {
  test('imports a pasted Finnish recipe, takes edits and saves it', async ({ page }) => {
    const errors = watchConsole(page);
    await openImport(page);
    await expectAccessible(page);

    const importButton = page.getByRole('button', { name: 'Import Recipe' });
    const urlButton = page.getByRole('button', { name: 'Import from URL' });
    await expect(importButton).toBeDisabled();
    await page.getByLabel('Recipe text').fill('   ');
    await expect(importButton).toBeDisabled();

    // Held until the busy state has been checked: the rules pipeline answers too fast to see it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/import.fromText**', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByLabel('Recipe text').fill(await fixture('mustikkapiirakka.txt'));
    await page.getByLabel('Recipe URL').fill('http://127.0.0.1:3101/anything.html');
    await importButton.click();
    await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    await expect(urlButton).toBeDisabled();
    await expect(page.getByLabel('Choose a .txt file')).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { name: 'Review the recipe' })).toBeFocused();
    await expect(page.getByLabel('Title')).toHaveValue('Mustikkapiirakka');
    await expect(ingredientRows(page)).toHaveCount(8);
    await expect(page.getByLabel('Ingredient 2 amount')).toHaveValue('2');
    await expect(page.getByLabel('Ingredient 2 unit')).toHaveValue('dl');
    await expect(page.getByLabel('Ingredient 2 name')).toHaveValue('sokeria');
    // "1/2 tl" is read as 0.5 and the source line stays beside it.
    await expect(page.getByLabel('Ingredient 8 amount')).toHaveValue('0.5');
    await expect(ingredientRows(page).nth(7)).toContainText('Source: 1/2 tl suolaa');
    await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue(
      'Sulata voi ja sekoita joukkoon sokeri.',
    );
    await expect(page.getByLabel(/^Step \d$/)).toHaveCount(4);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('sweet');

    await page.getByLabel('Title').fill('Mummon mustikkapiirakka');
    await page.getByRole('button', { name: 'Delete ingredient 7: kermaviiliä' }).click();
    await expect(ingredientRows(page)).toHaveCount(7);
    await expect(page.getByLabel('Ingredient 7 name')).toHaveValue('suolaa');
    // The row below moved up into the deleted one's place and took the focus.
    await expect(page.getByRole('button', { name: 'Delete ingredient 7: suolaa' })).toBeFocused();

    // Several lines pasted into a name field become rows of their own.
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await expect(page.getByLabel('Ingredient 8 amount')).toBeFocused();
    await page.getByLabel('Ingredient 8 name').evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '1 dl kermaa\n2 rkl vaniljasokeria');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(ingredientRows(page)).toHaveCount(9);
    await expect(page.getByLabel('Ingredient 9 unit')).toHaveValue('rkl');
    await expect(page.getByLabel('Ingredient 9 name')).toHaveValue('vaniljasokeria');

    await page.getByRole('button', { name: 'Add step' }).click();
    await expect(page.getByLabel('Step 5', { exact: true })).toBeFocused();
    await page.getByLabel('Step 5', { exact: true }).fill('Tarjoa vaniljakastikkeen kanssa.');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recipe saved successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipelibrary/${UUID.source}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mummon mustikkapiirakka' })).toBeVisible();
    await expect(page.getByText('Tarjoa vaniljakastikkeen kanssa.')).toBeVisible();
    await expect(page.getByText('kermaviiliä')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('says when an import or a save fails, keeps the draft, and Cancel goes back', async ({ page }) => {
    const errors = watchConsole(page);
    await openImport(page);
    await page.getByLabel('Recipe text').fill(await fixture('lemon-curd.txt'));

    await page.route('**/trpc/import.fromText**', (route) => route.fulfill(INTERNAL_ERROR));
    await page.getByRole('button', { name: 'Import Recipe' }).click();
    await expect(page.getByText('Reseptin tuonti epäonnistui')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import Recipe' })).toBeEnabled();
    await page.unroute('**/trpc/import.fromText**');

    await page.getByRole('button', { name: 'Import Recipe' }).click();
    await page.getByLabel('Title').fill('Lemon curd for tarts');

    await page.route('**/trpc/recipes.create**', (route) => route.fulfill(INTERNAL_ERROR));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Failed to save recipe')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${NEW_RECIPE_PATH}$`));
    await expect(page.getByLabel('Title')).toHaveValue('Lemon curd for tarts');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    // Leaving the page asks first: the reviewed draft exists nowhere else.
    await page.getByRole('navigation').getByRole('link', { name: 'Recipes' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Lemon curd for tarts');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Title')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'New Recipe' })).toBeFocused();
    // The pasted text is still there to try again.
    await expect(page.getByLabel('Recipe text')).toHaveValue(/Lemon Curd/);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('imports a .txt file and refuses other files and files over 10MB', async ({ page }) => {
    const errors = watchConsole(page);
    await openImport(page);
    const imports = watchImportRequests(page);
    const fileInput = page.getByLabel('Choose a .txt file');
    await expect(page.getByText('Maximum size: 10MB')).toBeVisible();

    await fileInput.setInputFiles({
      name: 'recipe.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByRole('alert')).toHaveText('Only .txt files can be imported');

    await fileInput.setInputFiles({
      name: 'huge.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
    });
    await expect(page.getByRole('alert')).toHaveText('The file is larger than 10MB');
    expect(imports).toEqual([]);

    await fileInput.setInputFiles({
      name: 'lemon-curd.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(await fixture('lemon-curd.txt')),
    });
    await expect(page.getByLabel('Title')).toHaveValue('Lemon Curd');
    await expect(ingredientRows(page)).toHaveCount(4);
    await expect(page.getByLabel('Ingredient 2 name')).toHaveValue('sugar');
    expect(imports).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('imports a page by URL from its JSON-LD and reports a refused address', async ({ page }) => {
    const errors = watchConsole(page);
    const pages = await serveRecipePages();
    try {
      await openImport(page);
      const urlField = page.getByLabel('Recipe URL');
      await expect(urlField).toHaveAttribute('type', 'url');
      const urlButton = page.getByRole('button', { name: 'Import from URL' });
      await expect(urlButton).toBeDisabled();

      await urlField.fill('http://127.0.0.1:9/');
      await urlButton.click();
      await expect(page.getByText('Failed to fetch URL')).toBeVisible();
      await expect(urlButton).toBeEnabled();

      await urlField.fill('not an address');
      await urlButton.click();
      await expect(page.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
      await expect(urlField).toHaveAttribute('aria-invalid', 'true');

      const address = pages.url('suklaamousse.html');
      await urlField.fill(address);
      await urlButton.click();
      await expect(page.getByLabel('Title')).toHaveValue('Tumma suklaamousse');
      await expect(ingredientRows(page)).toHaveCount(4);
      await expect(page.getByLabel('Ingredient 1 amount')).toHaveValue('200');
      await expect(page.getByLabel('Ingredient 1 unit')).toHaveValue('g');
      await expect(page.getByLabel('Ingredient 1 name')).toHaveValue('tummaa suklaata');
      await expect(page.getByLabel('Step 3', { exact: true })).toHaveValue(/Kääntele vaahdotettu kerma/);
      await expect(page.getByRole('link', { name: address })).toHaveAttribute('href', address);
    } finally {
      await pages.close();
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('warns about a similar saved recipe with View and Ignore', async ({ page, baseURL }) => {
    const errors = watchConsole(page);
    await signUp(page);
    const created = await page.request.post('/trpc/recipes.create', {
      // The server's CSRF guard accepts state-changing calls from its own origin only.
      headers: { Origin: new URL(baseURL!).origin },
      data: {
        title: 'Mustikkapiirakka',
        category: 'sweet',
        ingredients: [{ amount: 400, unit: 'g', name: 'mustikoita' }],
        instructions: ['Paista.'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()).result.data as { id: string };

    await page.goto(NEW_RECIPE_PATH);
    await page.getByLabel('Recipe text').fill(await fixture('mustikkapiirakka.txt'));
    await page.getByRole('button', { name: 'Import Recipe' }).click();

    const warning = page.getByRole('status').filter({ hasText: 'Similar recipes in your library' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveCount(1);
    const view = warning.getByRole('link', { name: /^View Mustikkapiirakka/ });
    await expect(view).toHaveAttribute('href', `/recipelibrary/${id}`);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', /noopener/);
    await expectAccessible(page);

    await warning.getByRole('button', { name: /^Ignore/ }).click();
    await expect(page.getByText('Similar recipes in your library')).toHaveCount(0);
    await expect(page.getByLabel('Title')).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('fits a 375px phone screen, sources and preview alike', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openImport(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByLabel('Recipe text').fill(await fixture('mustikkapiirakka.txt'));
    await page.getByRole('button', { name: 'Import Recipe' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Mustikkapiirakka');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
