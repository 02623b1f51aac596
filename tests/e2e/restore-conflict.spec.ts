import { expect, test } from '@playwright/test';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { callApi, type SavedRecipe } from './fixtures/api';

const DRAFT: RecipeInput = {
  title: 'Pulla',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [{ amount: 5, unit: 'dl', name: 'maito' }],
  instructions: ['Leivo.'],
};

const edit = (recipe: SavedRecipe, title: string) =>
  ({ ...DRAFT, id: recipe.id, title, expectedUpdatedAt: recipe.updatedAt }) as const;

test('a restore over an edit made elsewhere is refused, says why and shows the latest version', async ({
  page,
}) => {
  await signUp(page);
  const created = await callApi<SavedRecipe>(page, 'recipes.create', DRAFT);
  const seen = await callApi<SavedRecipe>(page, 'recipes.update', edit(created, 'Korvapuusti'));
  await page.goto(`/recipelibrary/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Korvapuusti' })).toBeVisible();
  await page.getByText('Version history').click();

  // Someone saves from another tab while this page still shows the older version.
  await callApi(page, 'recipes.update', edit(seen, 'Voisilmäpulla'));

  const history = page.locator('details', { hasText: 'Version history' });
  await history.getByRole('button', { name: 'Restore the recipe as it was before edit 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore an earlier version?' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'This recipe was changed elsewhere. Reload to see the latest version.' }),
  ).toBeVisible();
  // The page reloaded the recipe and its history: the other save is shown, nothing was undone.
  await expect(page.getByRole('heading', { level: 1, name: 'Voisilmäpulla' })).toBeVisible();
  await expect(
    history.getByRole('button', { name: /^Restore the recipe as it was before edit/ }),
  ).toHaveCount(2);

  // Now that the chef sees the latest version, the same restore goes through.
  await history.getByRole('button', { name: 'Restore the recipe as it was before edit 1' }).click();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pulla' })).toBeVisible();
});
