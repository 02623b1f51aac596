import { expect, type Page, test } from '@playwright/test';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { createRecipe } from './fixtures/api';
import { expectAccessible, PHONE_AND_DESKTOP, watchConsole } from './support';

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
  pan: { shape: 'round', diameter: 24 },
};

/** A short recipe to paste into the import: its preview is the recipe form in Finnish. */
const PASTED = [
  'Pannukakku',
  '',
  'Ainekset',
  '5 dl maitoa',
  '2 munaa',
  '',
  'Valmistus',
  'Sekoita ja paista.',
].join('\n');

/** English words of the library frame that must not be left on a Finnish screen. */
const ENGLISH =
  /\b(Recipes|New Recipe|Profile|Sign out|Back to homepage|Ingredients|Instructions|Steps|Edit|Delete|Cook mode|Loading)\b/;

/** The recipe form's English words, in its text and in what a screen reader or a tooltip says. */
const FORM_ENGLISH =
  /\b(add|move|delete|remove|amount|unit|ingredient|step|component|photos?|cover|choose|drop|paste|notes|cancel|save|source|name|pan|round|diameter|title)\b/i;

async function finnishForm(page: Page) {
  const said = await page
    .locator('main')
    .evaluate((main) =>
      [
        ...main.querySelectorAll('[aria-label], [title], [placeholder], [alt], label, h2, h3, button, p'),
      ].flatMap((element) => [
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
        element.getAttribute('placeholder'),
        element.getAttribute('alt'),
        element.textContent,
      ]),
    );
  expect(said.filter((text) => text && /[A-Za-z]/.test(text) && FORM_ENGLISH.test(text))).toEqual([]);
}

async function finnishScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  expect(await page.locator('body').textContent()).not.toMatch(ENGLISH);
  await expectAccessible(page);
}

for (const [width, height] of PHONE_AND_DESKTOP) {
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

      await page.getByRole('link', { name: 'Muokkaa', exact: true }).click();
      await finnishScreen(page, 'Muokkaa reseptiä');
      await expect(page.getByRole('heading', { name: 'Ainekset ja työvaiheet' })).toBeVisible();
      await expect(page.getByLabel('Aineksen 2 määrä')).toHaveValue('3');
      await expect(page.getByRole('button', { name: 'Siirrä aines 2 ylös' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Lisää vaihe vaiheen 1 alle' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Vuoka: muoto' })).toHaveValue('round');
      await expect(page.getByLabel('Vuoka: halkaisija (cm)')).toHaveValue('24');
      await expect(page.getByRole('button', { name: 'Tallenna muutokset' })).toBeVisible();
      await finnishForm(page);
      await page.getByRole('link', { name: 'Peruuta' }).click();
      await finnishScreen(page, TITLE);

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

      await page.getByLabel('Reseptin teksti').fill(PASTED);
      await page.getByRole('button', { name: 'Tuo resepti' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Tarkista resepti' })).toBeVisible();
      await finnishScreen(page, 'Uusi resepti');
      await expect(page.getByLabel('Nimi', { exact: true })).toHaveValue('Pannukakku');
      await expect(page.getByRole('button', { name: 'Poista aines 2: munaa' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Kuvat' })).toBeVisible();
      await expect(page.getByText('Valitse kuvia')).toBeVisible();
      await finnishForm(page);
      await page.getByRole('button', { name: 'Peruuta' }).click();
      await expect(page.getByRole('heading', { name: 'Tarkista resepti' })).toBeHidden();

      await page.getByRole('link', { name: 'Profiili' }).click();
      await page.getByRole('radio', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { name: 'Backup and transfer' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
