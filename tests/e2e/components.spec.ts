import { expect, type Locator, type Page, test } from '@playwright/test';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { createRecipe } from './fixtures/api';
import { expectAccessible, watchConsole } from './support';

/** The start: a plain recipe, as an old recipe or a quick note would be. */
const START: RecipeInput = {
  title: 'Entremets Caraïbe',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [
    { amount: 250, unit: 'g', name: 'vehnäjauhoja' },
    { amount: 150, unit: 'g', name: 'voita' },
  ],
  instructions: ['Nypi jauhot ja voi murumaiseksi.'],
  servings: 8,
  pan: { shape: 'round', diameter: 20 },
};

/** A paste of several lines, as the browser fires it. */
async function paste(field: Locator, text: string) {
  await field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const component = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const lines = (region: Locator) => region.getByRole('listitem');

test('a three-component recipe: build, scale by an ingredient, grams, cook mode, print, rename and restore', async ({
  page,
}) => {
  test.slow(); // one long journey through five screens, with axe on each
  const errors = watchConsole(page);
  await signUp(page);
  const id = await createRecipe(page, START);

  // Build: name the first component, add two more, paste and type their lines, move one across.
  await page.goto(`/recipelibrary/${id}/edit`);
  await page.getByLabel('Component name (optional)').fill('Sablé');
  await page.getByRole('button', { name: 'Add component' }).click();
  await expect(page.getByLabel('Component 2 name')).toBeFocused();
  await page.getByLabel('Component 2 name').fill('Crémeux');
  await page.getByRole('button', { name: 'Add ingredient to Crémeux' }).click();
  await expect(page.getByLabel('Ingredient 3 amount')).toBeFocused();
  await paste(page.getByLabel('Ingredient 3 name'), '200 g tummaa suklaata\n3 dl kermaa\n1 dl sokeria');
  await expect(page.getByLabel('Ingredient 5 name')).toHaveValue('sokeria');
  await page.getByRole('button', { name: 'Add step to Crémeux' }).click();
  await page.getByLabel('Step 2', { exact: true }).fill('Keitä kerma ja kaada suklaalle.');
  await page.getByRole('button', { name: 'Add component' }).click();
  await page.getByLabel('Component 3 name').fill('Glaze');
  await page.getByRole('button', { name: 'Add step to Glaze' }).click();
  await page.getByLabel('Step 3', { exact: true }).fill('Lasita kylmä kakku.');
  // The sugar moves from the crémeux down into the glaze; focus stays on its button.
  await page.getByRole('button', { name: 'Move ingredient 5 down' }).click();
  await expect(
    page.getByRole('region', { name: 'Component: Glaze' }).getByLabel('Ingredient 5 name'),
  ).toHaveValue('sokeria');
  await expect(page.getByRole('button', { name: 'Move ingredient 5 up' })).toBeFocused();
  // Components reorder too, focus following the moved one's buttons.
  await page.getByRole('button', { name: 'Move Glaze up' }).click();
  await expect(page.getByLabel('Component 2 name')).toHaveValue('Glaze');
  await expect(page.getByRole('button', { name: 'Move Glaze up' })).toBeFocused();
  await page.getByRole('button', { name: 'Move Glaze down' }).click();
  await expect(page.getByLabel('Component 3 name')).toHaveValue('Glaze');
  await expect(page.getByRole('button', { name: 'Move Glaze up' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save changes' }).click();

  // The detail page: one section per component, in order.
  await expect(page.getByRole('heading', { level: 1, name: START.title! })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(['Sablé', 'Crémeux', 'Glaze']);
  await expect(lines(component(page, 'Sablé')).first()).toHaveText('250 g vehnäjauhoja');
  await expect(lines(component(page, 'Glaze'))).toHaveText(['1 dl sokeria', 'Lasita kylmä kakku.']);
  await expectAccessible(page);

  // Scale by one ingredient: 375 g of flour is ×1.5.
  await page.getByLabel('Scale by').selectOption('ingredient');
  await page.getByLabel('Ingredient', { exact: true }).selectOption({ label: '250 g vehnäjauhoja' });
  await page.getByLabel('Amount you have').fill('375 g');
  await expect(page.getByRole('status').filter({ hasText: 'Amounts' })).toContainText('×1 1/2');
  await expect(lines(component(page, 'Sablé'))).toContainText(['375 g vehnäjauhoja', '225 g voita']);
  await expect(lines(component(page, 'Crémeux'))).toContainText(['4 1/2 dl kermaa']);

  // By pan: from the recipe's ⌀ 20 cm ring to a ⌀ 24 cm one is the ratio of the areas, ×1.44.
  await page.getByLabel('Scale by').selectOption('pan');
  await expect(page.getByLabel('Recipe’s pan: diameter (cm)')).toHaveValue('20');
  await page.getByLabel('Your pan: diameter (cm)').fill('24');
  await expect(page.getByRole('status').filter({ hasText: 'Amounts' })).toContainText('×1.44');
  await expect(lines(component(page, 'Sablé')).first()).toHaveText('360 g vehnäjauhoja');
  await expectAccessible(page);
  await page.getByLabel('Scale by').selectOption('ingredient');

  // The metric view: decilitres become grams by density, first, the line as written after them.
  await page.getByLabel('Metric (grams)').check();
  const cream = lines(component(page, 'Crémeux')).nth(1);
  // 4.5 dl of cream at USDA's 238 g a cup.
  await expect(cream).toContainText('453 g');
  await expect(cream).toContainText('4 1/2 dl kermaa');
  await expect(lines(component(page, 'Glaze')).first()).toContainText('128 g');
  // Baker's percentages on top: the flour is the base, the butter 60 % of it, the cream by its density.
  await page.getByLabel('Baker’s %').check();
  await expect(lines(component(page, 'Sablé'))).toContainText(['100 % (base)', '60 %']);
  await expect(cream).toContainText('121 %');
  await expectAccessible(page);
  await page.getByLabel('Baker’s %').uncheck();

  // Cook mode: big boxes to tick, the current step marked, keyboard too.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByRole('heading', { name: 'Cook mode' })).toBeFocused();
  const current = page.locator('[aria-current="step"]');
  await expect(current).toContainText('Step 1.');
  await page.getByRole('button', { name: 'Step 1 done' }).click();
  await expect(current).toContainText('Step 2.');
  await expect(page.getByRole('checkbox', { name: /Step 2\./ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(current).toContainText('Step 3.');
  await page.getByRole('checkbox', { name: /225 g voita/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Exit cook mode' }).click();

  // Print: no navigation, no buttons; the scaled amounts in grams, as chosen.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Library' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeHidden();
  await expect(lines(component(page, 'Sablé')).first()).toContainText('375 g');
  await page.screenshot({ path: test.info().outputPath('print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Rename a component, then bring the old name back from the history.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Component 3 name').fill('Miroir');
  await expect(page.getByLabel('Pan: diameter (cm)')).toHaveValue('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(component(page, 'Miroir')).toBeVisible();
  await page.getByText('Version history').click();
  const newest = page.locator('.version-item').first();
  await expect(newest).toContainText('Changed: Components');
  await expect(newest).toContainText('Components before: Sablé · Crémeux · Glaze');
  await expectAccessible(page);
  await newest.getByRole('button', { name: /^Restore the recipe as it was before edit/ }).click();
  await page
    .getByRole('dialog', { name: 'Restore an earlier version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(component(page, 'Glaze')).toBeVisible();
  await expect(component(page, 'Miroir')).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('an imported text with group headings arrives as components in the preview and on the recipe', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signUp(page);
  await page.goto('/recipelibrary/new');
  await page
    .getByLabel('Recipe text')
    .fill(
      [
        'Mustikkapiirakka',
        '',
        'Pohja',
        '150 g voita',
        '1 dl sokeria',
        '2,5 dl vehnäjauhoja',
        '',
        'Täyte:',
        '300 g mustikoita',
        '2 dl kermaviiliä',
        '',
        'Valmistusohje',
        'Sekoita pohjan ainekset ja painele 24 cm vuokaan.',
        'Levitä täyte pohjan päälle ja paista 200 asteessa 30 min.',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Import Recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Review the recipe' })).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Component: Pohja' }).getByLabel(/^Ingredient \d name$/),
  ).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Component: Täyte' }).getByLabel('Ingredient 4 name'),
  ).toHaveValue('mustikoita');
  // The preview only adds and deletes rows (spec 2): no move buttons.
  await expect(page.getByRole('button', { name: /^Move ingredient/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mustikkapiirakka' })).toBeVisible();
  await expect(lines(component(page, 'Pohja'))).toContainText(['150 g voita']);
  await expect(lines(component(page, 'Täyte'))).toContainText(['300 g mustikoita']);
  // The pan the text names is the recipe's pan.
  await page.getByLabel('Scale by').selectOption('pan');
  await expect(page.getByText('The recipe is for a round ⌀ 24 cm pan.')).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
