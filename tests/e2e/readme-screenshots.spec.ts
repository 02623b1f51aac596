import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { en } from '#shared/messages/en.ts';
import { fi } from '#shared/messages/fi.ts';
import type { Language } from '#shared/messages/format.ts';
import type { RecipeInput } from '#shared/recipes/recipe.ts';
import { signUp } from './fixtures/accounts';
import { createRecipe } from './fixtures/api';

/**
 * The README's pictures of each capability, in English and in Finnish: `SCREENSHOTS=1 npx playwright
 * test readme-screenshots` writes docs/screenshots/<capability>.<language>.png. The chef's own recipes
 * are the same in both; only the interface's language changes, chosen as the Profile setting stores it.
 */
const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const LANGUAGE_KEY = 'recipe-language';

/** A text of the interface in a language, named by its English words (so the journey reads as the screen). */
function say(language: Language, english: string): string {
  if (language === 'en') return english;
  const key = (Object.keys(en) as (keyof typeof en)[]).find((k) => en[k] === english);
  const text = key && fi[key];
  if (typeof text !== 'string') throw new Error(`No catalogue text reads "${english}"`);
  return text;
}

const ENTREMETS: RecipeInput = {
  title: 'Entremets Caraïbe',
  category: 'sweet',
  subcategory: 'Cakes',
  description: 'Sablé, suklaakreemi ja peililasite.',
  ingredients: [
    { amount: 250, unit: 'g', name: 'vehnäjauhoja', original: '250 g vehnäjauhoja' },
    { amount: 150, unit: 'g', name: 'voita', original: '150 g kylmää voita kuutioina' },
    { amount: 1, unit: 'dl', name: 'tomusokeria', original: '1 dl tomusokeria' },
    { amount: 2, unit: 'dl', name: 'kuohukermaa', original: '2 dl kuohukermaa' },
    { amount: 150, unit: 'g', name: 'tummaa suklaata', original: '150 g tummaa suklaata (70 %) rouhittuna' },
    { amount: 3, unit: '', name: 'keltuaista', original: '3 keltuaista' },
    { amount: 1.5, unit: 'dl', name: 'sokeria', original: '1 ½ dl sokeria' },
    { amount: 4, unit: 'lehteä', name: 'liivatetta', original: '4 lehteä liivatetta' },
  ],
  instructions: [
    'Nypi jauhot, sokeri ja voi murumaiseksi. Painele vuokaan ja paista 175 °C:ssa 15 minuuttia.',
    'Kuumenna kerma, kaada suklaan päälle ja sekoita keltuaiset joukkoon.',
    'Kaada kreemi pohjan päälle ja anna jähmettyä yön yli.',
    'Keitä sokeri ja vesi, lisää liotettu liivate ja valele kakun päälle.',
  ],
  components: [
    { name: 'Sablé', ingredientCount: 3, instructionCount: 1 },
    { name: 'Crémeux', ingredientCount: 3, instructionCount: 2 },
    { name: 'Miroir', ingredientCount: 2, instructionCount: 1 },
  ],
  servings: 8,
  pan: { shape: 'round', diameter: 20 },
  aiGeneratedTags: ['kakku', 'suklaa', 'juhla'],
};

const LIBRARY: RecipeInput[] = [
  { title: 'Mustikkapiirakka', category: 'sweet', subcategory: 'Pies', aiGeneratedTags: ['marja', 'kesä'] },
  { title: 'Korvapuustit', category: 'sweet', subcategory: 'Buns', aiGeneratedTags: ['pulla', 'kaneli'] },
  { title: 'Tarte au citron', category: 'sweet', subcategory: 'Pies', aiGeneratedTags: ['sitruuna'] },
  { title: 'Ruisleipä', category: 'salty', subcategory: 'Breads', aiGeneratedTags: ['ruis', 'juuri'] },
  { title: 'Lohikeitto', category: 'salty', subcategory: 'Soups', aiGeneratedTags: ['kala'] },
].map((recipe) => ({
  ...recipe,
  ingredients: [{ amount: 1, unit: 'dl', name: 'sokeria', original: '1 dl sokeria' }],
  instructions: ['Leivo.'],
}));

/** A made-up picture of a tart (no photo of anyone's), uploaded as the photo editor would. */
async function addPhoto(page: Page, recipeId: string) {
  const berries = Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2;
    return `<circle cx="${600 + Math.cos(angle) * 180}" cy="${400 + Math.sin(angle) * 180}" r="34" fill="#7b1e3a"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#7a5536"/>
    <circle cx="600" cy="400" r="330" fill="#f4f1ea"/><circle cx="600" cy="400" r="280" fill="#d39a55"/>
    <circle cx="600" cy="400" r="250" fill="#f3e2b6"/>${berries}</svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post(`/api/recipes/${recipeId}/photos`, {
    headers: { Origin: origin },
    multipart: { file: { name: 'torttu.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status()).toBe(201);
}

/** The screen as the chef sees it, or a part of the whole page (`clip`, in page coordinates). */
async function shoot(
  page: Page,
  name: string,
  language: Language,
  clip?: { x: number; y: number; width: number; height: number },
) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(OUT, `${name}.${language}.png`),
    ...(clip && { clip, fullPage: true }),
  });
}

for (const language of ['en', 'fi'] as const) {
  test(`the README's pictures in ${language === 'en' ? 'English' : 'Finnish'} (SCREENSHOTS=1)`, async ({
    page,
  }) => {
    test.skip(!process.env.SCREENSHOTS, 'only when asked for');
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      LANGUAGE_KEY,
      language,
    ] as const);
    await signUp(page);
    for (const recipe of LIBRARY) await createRecipe(page, recipe);
    const id = await createRecipe(page, ENTREMETS);
    await addPhoto(page, id);

    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/recipelibrary');
    await expect(page.getByRole('link', { name: 'Entremets Caraïbe', exact: true })).toBeVisible();
    await shoot(page, 'library', language);

    await page.setViewportSize({ width: 1200, height: 1400 });
    await page.goto(`/recipelibrary/${id}`);
    await expect(page.locator('.recipe-cover img')).toBeVisible();
    await page.getByLabel(say(language, 'Metric (grams)')).check();
    await shoot(page, 'recipe', language);
    await page.getByRole('button', { name: '×2' }).click();
    const top = await page
      .getByRole('region', { name: 'Sablé', exact: true })
      .evaluate((part) => part.getBoundingClientRect().top + window.scrollY);
    await shoot(page, 'components', language, { x: 0, y: top - 180, width: 1200, height: 1200 });
    await page.getByRole('button', { name: '×1' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(say(language, 'Metric (grams)')).uncheck();
    await page.getByRole('button', { name: say(language, 'Cook mode') }).click();
    await expect(page.getByRole('heading', { name: say(language, 'Cook mode') })).toBeVisible();
    await shoot(page, 'cook-mode', language);

    await page.setViewportSize({ width: 1200, height: 1300 });
    await page.goto('/recipelibrary/new');
    const paste = await readFile(
      path.resolve(import.meta.dirname, 'fixtures/import/mustikkapiirakka.txt'),
      'utf8',
    );
    await page.getByLabel(say(language, 'Recipe text')).fill(paste);
    await page.getByRole('button', { name: say(language, 'Import Recipe') }).click();
    await expect(page.getByRole('heading', { name: say(language, 'Review the recipe') })).toBeVisible();
    await shoot(page, 'import', language);

    await page.setViewportSize({ width: 1200, height: 1100 });
    await page.goto('/recipelibrary/profile');
    await expect(page.getByRole('radio', { name: 'Suomi' })).toBeVisible();
    await shoot(page, 'profile', language);
  });
}
