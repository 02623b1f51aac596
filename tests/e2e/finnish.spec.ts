import { expect, type Page, test } from '@playwright/test';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { expectAccessible, watchConsole } from './support';

/** A recipe written in Finnish, as the chef would keep it; its own words never change with the interface. */
const TITLE = 'Mustikkapiirakka';
const KAKKU: RecipeInput = {
  title: TITLE,
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [
    { amount: 2, unit: 'dl', name: 'sokeria', original: '2 dl sokeria' },
    { amount: 3, unit: 'dl', name: 'vehnäjauhoja', original: '3 dl vehnäjauhoja' },
  ],
  instructions: ['Sekoita.', 'Paista.'],
};

async function createRecipe(page: Page, input: RecipeInput): Promise<string> {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post('/trpc/recipes.create', {
    headers: { Origin: new URL(baseURL).origin },
    data: input,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { id: string } } }).result.data.id;
}

/** English words of the library frame that must not be left on a Finnish screen. */
const ENGLISH =
  /\b(Recipes|New Recipe|Profile|Sign out|Back to homepage|Ingredients|Instructions|Steps|Edit|Delete|Cook mode|Loading)\b/;

async function finnishScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect(await page.locator('body').textContent()).not.toMatch(ENGLISH);
  await expectAccessible(page);
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('Suomi in Profile turns the whole library Finnish, and English turns it back', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchConsole(page);
      await signUp(page);
      const id = await createRecipe(page, KAKKU);

      await page.goto('/recipelibrary/profile');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The Finnish texts load first, so the choice shows once they are in.
      await page.getByRole('radio', { name: 'Suomi' }).click();
      await finnishScreen(page, 'Profiili');
      await expect(page.getByRole('heading', { name: 'Varmuuskopio ja siirto' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Suomi' })).toBeChecked();

      await page.getByRole('link', { name: 'Reseptit' }).click();
      await finnishScreen(page, 'Reseptit');
      await expect(page.getByText('1 resepti', { exact: true })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Haku' })).toHaveAttribute(
        'placeholder',
        'Hae reseptejä...',
      );

      await page.getByRole('link', { name: TITLE, exact: true }).click();
      await finnishScreen(page, TITLE);
      await expect(page.getByRole('heading', { name: 'Ainekset' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Valmistusohje' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Tulostettava sivu' })).toHaveAttribute(
        'href',
        new RegExp(`${id}\\.html\\?lang=fi$`),
      );
      // The chef's own lines stay as she wrote them.
      await expect(page.getByText('3 dl vehnäjauhoja')).toBeVisible();

      await page.getByRole('button', { name: 'Keittotila' }).click();
      await expect(page.getByRole('button', { name: 'Poistu keittotilasta' })).toBeVisible();
      await expect(page.getByRole('list', { name: `${TITLE}: ainekset` })).toBeVisible();
      expect(await page.locator('body').textContent()).not.toMatch(ENGLISH);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Poistu keittotilasta' }).click();

      const printable = await page.request.get(`/api/export/recipes/${id}.html?lang=fi`);
      const printed = await printable.text();
      expect(printed).toContain('<html lang="fi">');
      expect(printed).toContain('Ainekset');

      await page.getByRole('link', { name: 'Uusi resepti' }).click();
      await finnishScreen(page, 'Uusi resepti');
      await expect(page.getByRole('button', { name: 'Tuo resepti' })).toBeDisabled();

      // A reload keeps the choice: the Finnish texts arrive before the first screen draws.
      await page.reload();
      await finnishScreen(page, 'Uusi resepti');

      await page.getByRole('link', { name: 'Profiili' }).click();
      await page.getByRole('radio', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Backup and transfer' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
