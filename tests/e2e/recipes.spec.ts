import { expect, type Page, test } from '@playwright/test';
import type { RecipeInput, RecipeUpdateInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { callApi, queryApi, type SavedRecipe } from './fixtures/api';
import { expectAccessible, watchConsole } from './support';

const createRecipe = (page: Page, input: RecipeInput) => callApi<SavedRecipe>(page, 'recipes.create', input);

/** Chromium logs every 4xx answer as "Failed to load resource"; only that exact class is dropped. */
function withoutRefusedRequests(errors: string[]) {
  return errors.filter(
    (e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
}

/** A toast with this text (an earlier one with the same text may still be on screen). */
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const recipeList = (page: Page) => page.getByRole('list', { name: 'Recipes' });
const recipeLink = (page: Page, title: string) =>
  recipeList(page).getByRole('link', { name: title, exact: true });
const rowOf = (page: Page, title: string) =>
  recipeList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
/** The whole page, toasts included, must pass axe. */
async function expectScreenAccessible(page: Page) {
  await expectAccessible(page);
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });

const LEMON_TART: RecipeInput = {
  title: 'Lemon Tart',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [
    { amount: 0.75, unit: 'dl', name: 'lemon juice' },
    { amount: 1.5, unit: 'dl', name: 'sugar' },
    { amount: 3, unit: '', name: 'eggs' },
  ],
  instructions: ['Whisk the eggs and sugar.', 'Add the lemon juice.', 'Bake at 160 °C for 25 minutes.'],
  preparationTime: 30,
  servings: 6,
  notes: 'Best on the next day.',
  aiGeneratedTags: ['citrus', 'baking'],
};

const OTHER_RECIPES: RecipeInput[] = [
  {
    title: 'Lemon Tart with Meringue',
    category: 'sweet',
    subcategory: 'Marengue',
    ingredients: [{ amount: 4, unit: '', name: 'egg whites' }],
    instructions: ['Whip the whites.'],
    aiGeneratedTags: ['citrus'],
  },
  {
    title: 'Chocolate Ganache',
    category: 'sweet',
    subcategory: 'Ganaches',
    ingredients: [{ amount: 200, unit: 'g', name: 'dark chocolate' }],
    instructions: ['Pour hot cream over the chocolate.'],
    aiGeneratedTags: ['chocolate', 'baking'],
  },
  {
    title: 'Fish Stock',
    category: 'salty',
    subcategory: 'Stocks',
    ingredients: [{ amount: 1, unit: 'kg', name: 'fish bones' }],
    instructions: ['Simmer for an hour.'],
    totalTime: 90,
    aiGeneratedTags: ['savoury'],
  },
  {
    title: 'Vanilla Sauce',
    category: 'sweet',
    subcategory: 'Sauces',
    ingredients: [{ amount: 5, unit: 'dl', name: 'milk' }],
    instructions: ['Heat gently.'],
  },
];

test.describe('recipe library', () => {
  test('lists, filters, scales, edits with history, restores and deletes recipes', async ({ page }) => {
    test.slow();
    const errors = watchConsole(page);
    await signUp(page);
    const tart = await createRecipe(page, LEMON_TART);
    for (const recipe of OTHER_RECIPES) await createRecipe(page, recipe);

    // The list: every recipe, its minutes and filing, and the duplicate flags.
    await page.goto('/recipelibrary');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(page.getByText('5 recipes')).toBeVisible();
    await expect(rowOf(page, 'Lemon Tart')).toContainText('Possible duplicate');
    await expect(rowOf(page, 'Lemon Tart with Meringue')).toContainText('Possible duplicate');
    await expect(rowOf(page, 'Chocolate Ganache')).not.toContainText('Possible duplicate');
    await expect(rowOf(page, 'Fish Stock')).toContainText('90 min');
    await expect(rowOf(page, 'Fish Stock')).toContainText('Salty - Stocks');
    await expect(rowOf(page, 'Lemon Tart')).toContainText('30 min');
    await expect(rowOf(page, 'Lemon Tart')).toContainText('Sweet - Cakes');
    await expectScreenAccessible(page);

    // Text search, debounced into the URL.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search recipes...');
    await search.fill('lemon');
    await expect(page).toHaveURL(/[?&]q=lemon(&|$)/);
    await expect(page.getByText('2 recipes')).toBeVisible();
    await expect(recipeLink(page, 'Fish Stock')).toHaveCount(0);
    await search.fill('no such thing');
    await expect(page.getByText('No recipes found')).toBeVisible();
    await search.fill('');
    await expect(page).toHaveURL(/\/recipelibrary$/);
    await expect(page.getByText('5 recipes')).toBeVisible();

    // Category and subcategory, each a step in the history.
    const category = page.getByLabel('Category', { exact: true });
    const subcategory = page.getByLabel('Subcategory');
    await expect(subcategory).toBeDisabled();
    await category.selectOption('sweet');
    await expect(page).toHaveURL(/[?&]category=sweet(&|$)/);
    await expect(page.getByText('4 recipes')).toBeVisible();
    await expect(subcategory).toBeEnabled();
    await expect(subcategory.locator('option').first()).toHaveText('All subcategories');
    await expect(subcategory.locator('option', { hasText: 'Broth' }).first()).toBeAttached();
    await subcategory.selectOption('Ganaches');
    await expect(page).toHaveURL(/[?&]subcategory=Ganaches(&|$)/);
    await expect(page.getByText('1 recipe', { exact: true })).toBeVisible();
    await expect(recipeLink(page, 'Chocolate Ganache')).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/subcategory=/);
    await expect(subcategory).toHaveValue('');
    await expect(page.getByText('4 recipes')).toBeVisible();
    await subcategory.selectOption('Cakes');
    await category.selectOption('salty');
    await expect(page).toHaveURL(/[?&]category=salty(&|$)/);
    await expect(page).not.toHaveURL(/subcategory=/);
    await expect(subcategory).toHaveValue('');
    await expect(recipeLink(page, 'Fish Stock')).toBeVisible();
    await category.selectOption('');
    await expect(subcategory).toBeDisabled();

    // Tags: a multi-select where every chosen tag must be present.
    const tagsButton = page.getByRole('button', { name: /Tags/ });
    await expect(tagsButton).toHaveText('All Tags');
    await expect(tagsButton).toHaveAttribute('aria-expanded', 'false');
    await tagsButton.click();
    await expect(tagsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: 'All Tags' })).toBeChecked();
    await expectScreenAccessible(page);
    await page.getByRole('checkbox', { name: /^citrus/ }).check();
    await expect(tagsButton).toHaveText('1 selected');
    await expect(page).toHaveURL(/[?&]tags=citrus(&|$)/);
    await expect(page.getByText('2 recipes')).toBeVisible();
    await page.getByRole('checkbox', { name: /^baking/ }).check();
    await expect(tagsButton).toHaveText('2 selected');
    await expect(page.getByText('1 recipe', { exact: true })).toBeVisible();
    await expect(recipeLink(page, 'Lemon Tart')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tagsButton).toHaveAttribute('aria-expanded', 'false');
    await expect(tagsButton).toBeFocused();
    await page.goBack();
    await expect(tagsButton).toHaveText('1 selected');
    await expect(page.getByText('2 recipes')).toBeVisible();
    await tagsButton.press('Enter');
    await page.getByRole('checkbox', { name: 'All Tags' }).check();
    await expect(tagsButton).toHaveText('All Tags');
    await expect(page).toHaveURL(/\/recipelibrary$/);
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).click();
    await expect(tagsButton).toHaveAttribute('aria-expanded', 'false');

    // Deleting from the list asks first; Cancel keeps the recipe.
    await rowOf(page, 'Vanilla Sauce').getByRole('button', { name: 'Delete Vanilla Sauce' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete Recipe' });
    await expect(deleteDialog).toContainText(
      'Are you sure you want to delete this recipe? This action cannot be undone.',
    );
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteDialog).toBeHidden();
    await rowOf(page, 'Vanilla Sauce').getByRole('button', { name: 'Delete Vanilla Sauce' }).click();
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Recipe deleted')).toBeVisible();
    await expect(recipeLink(page, 'Vanilla Sauce')).toHaveCount(0);
    await expect(page.getByText('4 recipes')).toBeVisible();

    // The detail, scaled.
    await recipeLink(page, 'Lemon Tart').click();
    await expect(page).toHaveURL(new RegExp(`/recipelibrary/${tart.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Tart' })).toBeVisible();
    const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
    await expect(ingredients).toHaveText(['3/4 dl lemon juice', '1 1/2 dl sugar', '3 eggs']);
    await expect(page.getByText('Serves 6')).toBeVisible();
    const scale = page.getByRole('slider', { name: 'Scale' });
    await expect(scale).toHaveValue('1');
    await scale.fill('2');
    await expect(page.locator('output')).toHaveText('×2');
    await expect(ingredients).toHaveText(['1 1/2 dl lemon juice', '3 dl sugar', '6 eggs']);
    await expect(page.getByText('Serves 12')).toBeVisible();
    await scale.fill('0.5');
    await expect(ingredients).toHaveText(['0.38 dl lemon juice', '3/4 dl sugar', '1 1/2 eggs']);
    await expect(page.getByText('Serves 3')).toBeVisible();
    const steps = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
    await expect(steps).toHaveText(LEMON_TART.instructions!);
    await expect(page.getByText('Best on the next day.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI-generated tags' })).toContainText('citrus');
    const history = page.locator('details', { hasText: 'Version history' });
    await expect(history).not.toHaveAttribute('open');
    await page.getByText('Version history').click();
    await expect(history).toContainText('No earlier versions yet');
    await expectScreenAccessible(page);

    // Edit: move the last step up and save.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/recipelibrary/${tart.id}/edit$`));
    await expect(nameField(page)).toHaveValue('Lemon Tart');
    await expectScreenAccessible(page);
    await page.getByRole('button', { name: 'Move step 3 up' }).click();
    await expect(page.getByRole('button', { name: 'Move step 2 up' })).toBeFocused();
    await expect(page.getByLabel('Step 2', { exact: true })).toHaveValue('Bake at 160 °C for 25 minutes.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Recipe saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipelibrary/${tart.id}$`));
    const reordered = ['Whisk the eggs and sugar.', 'Bake at 160 °C for 25 minutes.', 'Add the lemon juice.'];
    await expect(steps).toHaveText(reordered);

    // The edit left a version; restoring it brings the old order back.
    await page.getByText('Version history').click();
    const restoreButtons = history.getByRole('button', { name: /^Restore the recipe as it was before edit/ });
    await expect(restoreButtons).toHaveCount(1);
    await expect(history).toContainText('Steps');
    await restoreButtons.first().click();
    const restoreDialog = page.getByRole('dialog', { name: 'Restore an earlier version?' });
    await restoreDialog.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Version restored')).toBeVisible();
    await expect(steps).toHaveText(LEMON_TART.instructions!);

    // Delete from the detail: back to the list without it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Recipe' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/recipelibrary$/);
    await expect(toast(page, 'Recipe deleted')).toBeVisible();
    await expect(page.getByText('3 recipes')).toBeVisible();
    await expect(recipeLink(page, 'Lemon Tart')).toHaveCount(0);
    await expect(rowOf(page, 'Lemon Tart with Meringue')).not.toContainText('Possible duplicate');

    // Its address now tells the reader it is gone.
    await page.goto(`/recipelibrary/${tart.id}`);
    await expect(page.getByText('Reseptiä ei löytynyt')).toBeVisible();
    await expect(toast(page, 'Recipe not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to recipes' }).click();
    await expect(page).toHaveURL(/\/recipelibrary$/);

    // The only console errors are Chromium's notes on the expected 404 above.
    expect(withoutRefusedRequests(errors)).toEqual([]);
  });

  test('a save over a newer version keeps what was typed and lets the user choose', async ({ page }) => {
    const errors = watchConsole(page);
    await signUp(page);
    const cake = await createRecipe(page, {
      title: 'Mocha Cake',
      category: 'sweet',
      subcategory: 'Cakes',
      ingredients: [{ amount: 2, unit: 'dl', name: 'coffee' }],
      instructions: ['Brew the coffee.', 'Bake.'],
    });
    const saveCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('recipes.update')) saveCalls.push(request.url());
    });

    await page.goto(`/recipelibrary/${cake.id}/edit`);
    const name = nameField(page);
    await expect(name).toHaveValue('Mocha Cake');

    // The form's own rules come first, without asking the server.
    await name.fill('  ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const main = page.getByRole('main');
    await expect(main.getByText('Recipe must have a name')).toBeVisible();
    await expect(toast(page, 'Recipe must have a name')).toBeVisible();
    await expect(name).toBeFocused();
    await page.getByRole('button', { name: 'Delete step 2' }).click();
    await page.getByRole('button', { name: 'Delete step 1' }).click();
    await name.fill('Mocha Cake');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(main.getByText('Add at least one instruction')).toBeVisible();
    expect(saveCalls).toEqual([]);
    await page.getByRole('button', { name: 'Add step' }).click();
    await expect(page.getByLabel('Step 1', { exact: true })).toBeFocused();
    await page.getByLabel('Step 1', { exact: true }).fill('Brew the coffee and bake.');
    await expect(main.getByText('Add at least one instruction')).toBeHidden();

    // A pasted ingredient list becomes one row per line below the row pasted into.
    await page.getByLabel('Ingredient 1 name').evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, '200 g sugar\n2 dl whipping cream, cold');
    await expect(page.getByLabel('Ingredient 1 name')).toHaveValue('coffee');
    await expect(page.getByLabel('Ingredient 2 amount')).toHaveValue('200');
    await expect(page.getByLabel('Ingredient 2 unit')).toHaveValue('g');
    await expect(page.getByLabel('Ingredient 2 name')).toHaveValue('sugar');
    await expect(page.getByLabel('Ingredient 3 name')).toHaveValue('whipping cream, cold');

    // Meanwhile the recipe changes elsewhere.
    await name.fill('Mocha Cake, my version');
    const current = await queryApi<SavedRecipe & Record<string, unknown>>(page, 'recipes.byId', {
      id: cake.id,
    });
    await callApi(page, 'recipes.update', {
      ...current,
      expectedUpdatedAt: current.updatedAt,
      title: 'Mocha Cake, their version',
      aiGeneratedTags: ['changed-elsewhere'],
    } satisfies RecipeUpdateInput);

    await page.getByRole('button', { name: 'Save changes' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your changes were not saved' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('changed elsewhere');
    await expect(toast(page, 'Save failed')).toBeVisible();
    await expect(name).toHaveValue('Mocha Cake, my version');
    await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('Brew the coffee and bake.');
    await expect(notice).toContainText('Name');
    await notice.getByText('Show the latest saved version').click();
    await expect(notice).toContainText('Mocha Cake, their version');
    await expectScreenAccessible(page);

    // Keeping mine saves over theirs, but what the form does not show (their tags) survives.
    await notice.getByRole('button', { name: 'Keep my changes and overwrite' }).click();
    await expect(toast(page, 'Recipe saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipelibrary/${cake.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mocha Cake, my version' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI-generated tags' })).toContainText('changed-elsewhere');
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
      '2 dl coffee',
      '200 g sugar',
      '2 dl whipping cream, cold',
    ]);

    // Another conflict, this time taking their version instead.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(name).toHaveValue('Mocha Cake, my version');
    await name.fill('Mocha Cake, typed again');
    const latest = await queryApi<SavedRecipe & Record<string, unknown>>(page, 'recipes.byId', {
      id: cake.id,
    });
    await callApi(page, 'recipes.update', {
      ...latest,
      expectedUpdatedAt: latest.updatedAt,
      title: 'Mocha Cake, theirs again',
    } satisfies RecipeUpdateInput);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Discard my changes and load the latest' }).click();
    const discardDialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    await discardDialog.getByRole('button', { name: 'Discard my changes' }).click();
    await expect(name).toHaveValue('Mocha Cake, theirs again');
    await expect(notice).toBeHidden();

    // Unsaved typing makes Cancel ask first; staying keeps it, leaving drops it.
    await name.fill('Unsaved title');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leaveDialog.getByRole('button', { name: 'Stay' }).click();
    await expect(name).toHaveValue('Unsaved title');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await leaveDialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mocha Cake, theirs again' })).toBeVisible();

    // The browser's Back asks too, and a Leave lets only that one navigation through.
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/edit$/);
    await name.fill('Unsaved again');
    await page.evaluate(() => window.history.back());
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await expect(name).toHaveValue('Unsaved again');
    await page.evaluate(() => window.history.back());
    await leaveDialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mocha Cake, theirs again' })).toBeVisible();
    await page.evaluate(() => window.history.forward());
    await expect(page).toHaveURL(/\/edit$/);
    await name.fill('Unsaved once more');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(leaveDialog).toBeVisible();
    await leaveDialog.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mocha Cake, theirs again' })).toBeVisible();

    // Chromium logs the refused (409) saves; nothing else may appear.
    expect(withoutRefusedRequests(errors)).toEqual([]);
  });

  test('says so when loading or deleting fails', async ({ page }) => {
    const errors = watchConsole(page);
    await signUp(page);
    const stock = await createRecipe(page, OTHER_RECIPES.find((r) => r.title === 'Fish Stock')!);
    const failing = async (procedure: string) =>
      page.route(`**/trpc/*${procedure}*`, (route) => route.fulfill({ status: 500, body: 'down' }));

    await failing('recipes.list');
    await page.goto('/recipelibrary');
    await expect(toast(page, 'Failed to load recipes')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Failed to load recipes').first()).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(recipeLink(page, 'Fish Stock')).toBeVisible();

    await failing('recipes.delete');
    await rowOf(page, 'Fish Stock').getByRole('button', { name: 'Delete Fish Stock' }).click();
    await page.getByRole('dialog', { name: 'Delete Recipe' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete recipe')).toBeVisible();
    await expect(recipeLink(page, 'Fish Stock')).toBeVisible();
    await page.unrouteAll();

    await failing('recipes.byId');
    await page.goto(`/recipelibrary/${stock.id}`);
    await expect(toast(page, 'Recipe loading failed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Reseptiä ei löytynyt')).toBeVisible();

    // Chromium logs the deliberately failed (500) responses; nothing else may appear.
    expect(
      errors.filter((e) => !/^Failed to load resource: the server responded with a status of 500/.test(e)),
    ).toEqual([]);
  });

  test('scrolls through a large library, rendering only the rows in view', async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page);
    const count = 130;
    const titles = Array.from({ length: count }, (_, i) => `Petit four ${String(i + 1).padStart(3, '0')}`);
    for (let start = 0; start < count; start += 26) {
      await Promise.all(
        titles.slice(start, start + 26).map((title) =>
          createRecipe(page, {
            title,
            category: 'sweet',
            subcategory: 'Mignardise',
            ingredients: [{ amount: 1, unit: '', name: 'love' }],
            instructions: ['Bake.'],
          }),
        ),
      );
    }

    await page.goto('/recipelibrary');
    await expect(page.getByText(`${count} recipes`)).toBeVisible();
    const rows = page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(40);

    // Scrolling loads further pages until the last recipe is reached.
    const last = page.locator(`li[aria-posinset="${count}"]`);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(last).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    expect(await rows.count()).toBeLessThan(40);

    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectScreenAccessible(page);
    expect(errors).toEqual([]);
  });
});
