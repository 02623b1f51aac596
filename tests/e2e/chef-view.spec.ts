import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { createRecipe } from './fixtures/api';
import { expectAccessible, PHONE_AND_DESKTOP, watchConsole } from './support';

/** Lines as a chef writes them: words around the amount, a number word, printed grams, a link. */
const CAKE: RecipeInput = {
  title: 'Porkkanakakku',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [
    { amount: 4, unit: 'dl', name: 'porkkanaa', original: '4 dl raastettua porkkanaa' },
    {
      amount: 3,
      unit: 'package',
      name: 'cream cheese',
      original: 'Three 8-ounce (680g) packages cream cheese',
    },
    { amount: 1, unit: '', name: 'lemon', original: 'grated zest of one lemon' },
    { amount: 1.5, unit: 'cup', name: 'all-purpose flour', original: '1 1/2 cups (180g) all-purpose flour' },
    { amount: 1, unit: 'tsp', name: 'ground cinnamon', original: '1 tsp ground cinnamon' },
    {
      amount: 2,
      unit: 'tbsp',
      name: 'lemon juice',
      original:
        '2 tbsp lemon juice (https://www.example.com/recipes/very/long/path/to/the/lemon-juice-guide)',
    },
  ],
  instructions: ['Sekoita.', 'Paista.'],
  // No servings: scaling by servings must ask.
};

const ingredients = (page: Page) => page.locator('.recipe-ingredients li');

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [width, height] of PHONE_AND_DESKTOP) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the whole line, scaled ×2 in place; metric with the printed grams first', async ({ page }) => {
      const errors = watchConsole(page);
      await signUp(page);
      const id = await createRecipe(page, CAKE);
      await page.goto(`/recipelibrary/${id}`);

      await expect(ingredients(page)).toHaveText([
        '4 dl raastettua porkkanaa',
        'Three 8-ounce (680g) packages cream cheese',
        'grated zest of one lemon',
        '1 1/2 cups (180g) all-purpose flour',
        '1 tsp ground cinnamon',
        /^2 tbsp lemon juice \(https:/,
      ]);
      await page.getByRole('button', { name: '×2', exact: true }).click();
      await expect(ingredients(page)).toHaveText([
        '8 dl raastettua porkkanaa',
        'Six 8-ounce (1360g) packages cream cheese',
        '2 × grated zest of one lemon',
        '3 cups (360g) all-purpose flour',
        '2 tsp ground cinnamon',
        /^4 tbsp lemon juice \(https:/,
      ]);
      await expectAccessible(page);

      // Metric: the printed 180 g (×2) wins over any density, the written line follows it.
      await page.getByLabel('Metric (grams)').check();
      await expect(ingredients(page).nth(3)).toHaveText('360 g 3 cups (360g) all-purpose flour');
      await expect(ingredients(page).nth(1)).toHaveText('1360 g Six 8-ounce (1360g) packages cream cheese');
      // Cinnamon and lemon juice weigh now.
      await expect(ingredients(page).nth(4).locator('.metric-amount')).toHaveText(/^\d+(\.\d)? g$/);
      await expect(ingredients(page).nth(5).locator('.metric-amount')).toHaveText(/^\d+ g$/);
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath('metric.png'), fullPage: true });

      // Baker's %: the line stays whole, its percentage after it.
      await page.getByLabel('Baker’s %').check();
      await expect(ingredients(page).nth(3)).toContainText('3 cups (360g) all-purpose flour · 100 % (base)');
      await expectAccessible(page);

      // Cook mode shows the same lines, and opens with its heading and exit in sight under the header.
      await page.getByLabel('Baker’s %').uncheck();
      // From the foot of the page, as after reading the whole recipe.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Cook mode' }).evaluate((button: HTMLElement) => button.click());
      await expect(
        page.getByRole('checkbox', { name: /Six 8-ounce \(1360g\) packages cream cheese/ }),
      ).toBeVisible();
      const header = await page.locator('.library-header').boundingBox();
      const top = async (locator: Locator) => (await locator.boundingBox())!.y;
      // The page scrolls smoothly there: read where the scroll ends, not a frame of it.
      await expect
        .poll(() => top(page.getByRole('heading', { name: 'Cook mode' })))
        .toBeGreaterThanOrEqual(header!.y + header!.height);
      expect(await top(page.getByRole('button', { name: 'Exit cook mode' }))).toBeGreaterThanOrEqual(
        header!.y + header!.height,
      );
      await noSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath('cook-mode.png') });
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });

    test('servings mode asks how many the recipe serves, and saves the answer', async ({ page }) => {
      const errors = watchConsole(page);
      await signUp(page);
      const id = await createRecipe(page, CAKE);
      await page.goto(`/recipelibrary/${id}`);
      await page.getByLabel('Scale by').selectOption('servings');
      await expect(page.getByText('The recipe does not say how many it serves.')).toBeVisible();
      await page.getByLabel('Servings you need').fill('24');
      // Nothing assumed: no factor until she says.
      await expect(page.locator('.scaling-summary')).toContainText(
        'The recipe does not say how many it serves: enter it above',
      );
      await expect(ingredients(page).first()).toHaveText('4 dl raastettua porkkanaa');
      await page.getByLabel('The recipe serves').fill('12');
      await expect(page.locator('.scaling-summary')).toContainText('×2');
      await expect(ingredients(page).first()).toHaveText('8 dl raastettua porkkanaa');
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath('servings.png'), fullPage: true });

      await page.getByRole('button', { name: 'Save servings to the recipe' }).click();
      await expect(page.getByText('Saved to the recipe')).toBeVisible();
      await page.reload();
      await page.getByLabel('Scale by').selectOption('servings');
      await expect(page.getByLabel('The recipe serves')).toHaveValue('12');
      await expect(page.getByText('The recipe does not say how many it serves.')).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

test('a method after the components is the recipe’s, under its own heading, with no invented parts', async ({
  page,
}) => {
  await signUp(page);
  const id = await createRecipe(page, {
    ...CAKE,
    ingredients: CAKE.ingredients!.slice(0, 3),
    instructions: ['Sekoita pohjan aineet.', 'Vatkaa kuorrute.', 'Kokoa kakku.'],
    components: [
      { name: 'Pohja', ingredientCount: 2, instructionCount: 0 },
      { name: 'Kuorrute', ingredientCount: 1, instructionCount: 0 },
      { name: 'Valmistus', ingredientCount: 0, instructionCount: 3 },
    ],
  });
  await page.goto(`/recipelibrary/${id}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Pohja',
    'Kuorrute',
    'Valmistus',
    'Version history',
  ]);
  await expect(page.getByText('No steps')).toHaveCount(0);
  await expect(page.getByText(/Part \d/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Valmistus' }).getByRole('listitem')).toHaveText([
    'Sekoita pohjan aineet.',
    'Vatkaa kuorrute.',
    'Kokoa kakku.',
  ]);
  await expectAccessible(page);

  // The editor of the same recipe: each component's lists are landmarks of their own name.
  await page.goto(`/recipelibrary/${id}/edit`);
  await expect(page.getByRole('region', { name: 'Pohja: ingredients' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(axe.violations).toEqual([]);
});

test.describe('the rough edges, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('import and profile: cards apart, file inputs in the palette, no serious axe finding', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      // The browser tests block service workers (playwright.config.ts), and Playwright says so itself.
      if (message.type() === 'warning' && !message.text().includes('blocked by Playwright'))
        warnings.push(message.text());
    });
    await signUp(page);
    await page.goto('/recipelibrary/new');
    await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();
    // No "No HydrateFallback" (nor any other) warning on a first load.
    expect(warnings).toEqual([]);
    const cards = page.locator('.import-page .card');
    const gaps: number[] = [];
    for (let i = 1; i < (await cards.count()); i++) {
      const above = (await cards.nth(i - 1).boundingBox())!;
      const below = (await cards.nth(i).boundingBox())!;
      gaps.push(below.y - (above.y + above.height));
    }
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);
    await expectAccessible(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('import.png'), fullPage: true });

    await page.goto('/recipelibrary/profile');
    const account = (await page.getByRole('region', { name: 'Account' }).boundingBox())!;
    const backup = (await page.locator('.transfer-section').boundingBox())!;
    expect(backup.y - (account.y + account.height)).toBeGreaterThanOrEqual(16);
    const pick = page.getByLabel('Archive');
    // The file button wears the card's colours, not the browser's grey.
    const buttonColour = await pick.evaluate(
      (input) => getComputedStyle(input, '::file-selector-button').backgroundColor,
    );
    const cardColour = await page
      .locator('.card')
      .first()
      .evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(buttonColour).toBe(cardColour);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the editor’s subcategory select stays inside a phone’s width', async ({ page }) => {
    await signUp(page);
    const id = await createRecipe(page, { ...CAKE, subcategory: 'Cakes' });
    await page.goto(`/recipelibrary/${id}/edit`);
    const select = (await page.getByLabel('Subcategory').boundingBox())!;
    expect(select.x + select.width).toBeLessThanOrEqual(390);
    await noSidewaysScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('edit.png'), fullPage: true });
  });
});
