import { expect, type Locator, type Page, test } from '@playwright/test';
import type { RecipePhoto } from '#shared/photos.ts';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { colourJpeg } from '../support/images';
import { signUp } from './fixtures/accounts';
import { callApi, queryApi, type SavedRecipe } from './fixtures/api';
import { serveRecipePages } from './fixtures/recipe-pages';
import { expectAccessible, watchConsole } from './support';

const DRAFT: RecipeInput = {
  title: 'Mansikkatorttu',
  category: 'sweet',
  subcategory: 'Cakes',
  ingredients: [{ amount: 250, unit: 'g', name: 'mansikoita' }],
  instructions: ['Kokoa torttu.'],
};

/** A small photo of one colour, made here: the test needs no files of its own. */
async function photoFile(name: string, background: string) {
  return { name, mimeType: 'image/jpeg', buffer: await colourJpeg(900, 600, background) };
}

/** The display image's address: the photo's id and its content version (photoPath). */
const displayOf = (id: string | undefined) => new RegExp(`^/api/photos/${id}/display\\?v=[0-9a-f]{16}$`);

const photosOf = async (page: Page, id: string) =>
  (await queryApi<{ photos: RecipePhoto[] }>(page, 'recipes.byId', { id })).photos.map((p) => p.id);

/** A new account with one saved recipe, on its edit page: the recipe and the page's photo region. */
async function editNewRecipe(page: Page, draft: RecipeInput = DRAFT) {
  await signUp(page);
  const recipe = await callApi<SavedRecipe>(page, 'recipes.create', draft);
  await page.goto(`/recipelibrary/${recipe.id}/edit`);
  return { recipe, photos: page.getByRole('region', { name: 'Photos' }) };
}

/** The image has arrived and decoded (a broken image has no natural width). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('photos: upload, the list thumbnail, the cover, reorder, and a restore brings the earlier cover back', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const { recipe, photos } = await editNewRecipe(page);
  await photos
    .getByLabel('Choose photos')
    .setInputFiles([await photoFile('red.jpg', '#c0392b'), await photoFile('green.jpg', '#27ae60')]);
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expectLoaded(photos.getByRole('img', { name: 'Cover photo' }));
  const [red, green] = await photosOf(page, recipe.id);
  await expectAccessible(page);

  // The list: the cover's thumbnail in the recipe's row.
  await page.goto('/recipelibrary');
  const row = page.getByRole('article').filter({ hasText: DRAFT.title as string });
  const thumbnail = row.locator('img.recipe-row-thumb');
  await expect(thumbnail).toHaveAttribute('src', `/api/photos/${red}/thumb`);
  await expectLoaded(thumbnail);
  await expectAccessible(page);

  // The detail page: the cover large, the second photo in the gallery.
  await row.getByRole('link', { name: DRAFT.title as string, exact: true }).click();
  const cover = page.locator('.recipe-cover img');
  await expect(cover).toHaveAttribute('src', displayOf(red));
  await expect(cover).toHaveAttribute('srcset', new RegExp(`/api/photos/${red}/thumb\\?v=[0-9a-f]{16} 320w`));
  await expectLoaded(cover);
  await expect(page.getByRole('img', { name: `${DRAFT.title}, photo 2` })).toBeVisible();
  await expectAccessible(page);

  // Reorder on the edit page: the second photo becomes the cover.
  await page.getByRole('link', { name: 'Edit' }).click();
  await photos.getByRole('button', { name: 'Make cover: photo 2' }).click();
  await expect.poll(() => photosOf(page, recipe.id)).toEqual([green, red]);
  await page.getByRole('link', { name: 'Back to recipe' }).click();
  await expect(cover).toHaveAttribute('src', displayOf(green));

  // The history names the change; restoring the version before it brings the red cover back.
  await page.getByText('Version history').click();
  const history = page.locator('details', { hasText: 'Version history' });
  await expect(history.getByText('Changed: Photos').first()).toBeVisible();
  await history.getByRole('button', { name: 'Restore the recipe as it was before edit 3' }).click();
  await page
    .getByRole('dialog', { name: 'Restore an earlier version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(cover).toHaveAttribute('src', displayOf(red));
  await expectLoaded(cover);

  // Print keeps the cover and leaves the gallery out.
  await page.emulateMedia({ media: 'print' });
  await expect(cover).toBeVisible();
  await expect(page.locator('.recipe-gallery')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Cook mode shows the cover too.
  await page
    .getByRole('button', { name: /cook mode/i })
    .first()
    .click();
  await expectLoaded(page.locator('.cook-mode-cover'));
  expect(errors).toEqual([]);
});

test('photos are added by pasting and by dropping them on the edit page', async ({ page }) => {
  const { recipe, photos } = await editNewRecipe(page);
  await expect(photos).toBeVisible();
  const pasted = await photoFile('pasted.jpg', '#2980b9');
  const dropped = await photoFile('dropped.jpg', '#f1c40f');
  // A screenshot pasted from the clipboard, anywhere on the page.
  await page.evaluate(
    ([bytes]) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes!)], 'pasted.jpg', { type: 'image/jpeg' }));
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    },
    [[...pasted.buffer]],
  );
  await expect(photos.getByRole('img')).toHaveCount(1);
  // A file dragged from the desktop onto the drop area.
  const data = await page.evaluateHandle(
    ([bytes]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes!)], 'dropped.jpg', { type: 'image/jpeg' }));
      return transfer;
    },
    [[...dropped.buffer]],
  );
  await page.locator('.photo-drop').dispatchEvent('drop', { dataTransfer: data });
  await expect(photos.getByRole('img')).toHaveCount(2);
  expect(await photosOf(page, recipe.id)).toHaveLength(2);
});

test('a refused upload is named and says why; the other files chosen with it are still added', async ({
  page,
}) => {
  const { recipe, photos } = await editNewRecipe(page);
  await photos
    .getByLabel('Choose photos')
    .setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
      await photoFile('good.jpg', '#2980b9'),
    ]);
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'notes.jpg: This file is not an image we can read' }),
  ).toBeVisible();
  await expect(photos.getByRole('img')).toHaveCount(1);
  expect(await photosOf(page, recipe.id)).toHaveLength(1);
});

test('a URL import brings the page’s picture as the cover, with a photo chosen in the preview after it', async ({
  page,
}) => {
  const picture = await photoFile('torttu.jpg', '#e67e22');
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Mansikkatorttu',
    image: ['torttu.jpg'],
    recipeIngredient: ['250 g mansikoita', '2 dl kermaa'],
    recipeInstructions: ['Vatkaa kerma.', 'Kokoa torttu.'],
  };
  const pages = await serveRecipePages({
    'torttu.html': {
      type: 'text/html; charset=utf-8',
      body: `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body></body></html>`,
    },
    'torttu.jpg': { type: 'image/jpeg', body: picture.buffer },
  });
  try {
    await signUp(page);
    await page.goto('/recipelibrary/new');
    await page.getByLabel('Recipe URL').fill(pages.url('torttu.html'));
    await page.getByRole('button', { name: 'Import from URL' }).click();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByText('The page’s photo, added when you save')).toBeVisible();
    await photos.getByLabel('Choose photos').setInputFiles(await photoFile('oma.jpg', '#8e44ad'));
    await expect(photos.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recipe saved successfully')).toBeVisible();
    const cover = page.locator('.recipe-cover img');
    await expectLoaded(cover);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const saved = await queryApi<{ photos: RecipePhoto[] }>(page, 'recipes.byId', { id });
    expect(saved.photos).toHaveLength(2);
    await expect(cover).toHaveAttribute('src', displayOf(saved.photos[0]!.id));
  } finally {
    await pages.close();
  }
});
