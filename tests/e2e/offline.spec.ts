import { expect, type Page, test } from '@playwright/test';
import type { RecipeInput, RecipeUpdateInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { callApi, queryApi, type SavedRecipe } from './fixtures/api';
import { watchConsole } from './support';

test.use({ serviceWorkers: 'allow' });

const NOTICE = 'Offline — showing the copy saved on this device';

const TART: RecipeInput = {
  title: 'Lemon Tart',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [
    { amount: 0.75, unit: 'dl', name: 'lemon juice' },
    { amount: 3, unit: '', name: 'eggs' },
  ],
  instructions: ['Whisk the eggs and sugar.', 'Bake at 160 °C for 25 minutes.'],
  servings: 6,
};

/** Until the worker controls the page, nothing the page reads is kept. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

const savedCopies = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('chef-data'))) return 0;
    return (await (await caches.open('chef-data')).keys()).length;
  });

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`a recipe opened once reads offline, cook mode too, and is fresh again online (${viewport.name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport.size);
    const errors = watchConsole(page);
    await signUp(page);
    const tart = await callApi<SavedRecipe>(page, 'recipes.create', TART);

    await page.goto('/recipelibrary');
    await waitForWorker(page);
    await page.goto(`/recipelibrary/${tart.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Tart' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);

    // The recipe changes on the server after this device saved its copy.
    const current = await queryApi<SavedRecipe & Record<string, unknown>>(page, 'recipes.byId', {
      id: tart.id,
    });
    await callApi(page, 'recipes.update', {
      ...current,
      expectedUpdatedAt: current.updatedAt,
      title: 'Lemon Tart, less sugar',
    } satisfies RecipeUpdateInput);

    // No network: the saved copy, said to be one.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Tart' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByText('lemon juice').first()).toBeVisible();
    await page.getByRole('button', { name: 'Cook mode' }).click();
    await expect(page.getByRole('button', { name: 'Exit cook mode' })).toBeVisible();
    await expect(page.getByText('Bake at 160 °C for 25 minutes.')).toBeVisible();
    await expect(page.getByText(NOTICE)).toBeVisible();

    // Back online: the notice goes and the screen shows the server's recipe, not the saved one.
    await context.setOffline(false);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Exit cook mode' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lemon Tart, less sugar' })).toBeVisible();

    // Signing out leaves none of her data on this device.
    expect(await savedCopies(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/recipelibrary\/login/);
    await expect.poll(() => savedCopies(page)).toBe(0);
    // The offline retries logged failed loads while the network was gone; nothing else may fail.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to (load|fetch)/.test(error))).toEqual(
      [],
    );
  });
}
