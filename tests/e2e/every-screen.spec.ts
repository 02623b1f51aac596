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
import { expectAccessible, watchConsole } from './support';

/**
 * Every screen of the library in both languages and both themes, as the Profile settings store them:
 * axe finds no serious or critical violation and the console stays clean. In the light theme the same
 * walk takes the README's pictures when asked (`SCREENSHOTS=1 npx playwright test every-screen` writes
 * docs/screenshots/<capability>.<language>.png). The chef's own recipes are the same in every run; only
 * the interface changes.
 */
const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const SETTINGS = { language: 'recipe-language', theme: 'recipe-theme' } as const;

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

type Clip = { x: number; y: number; width: number; height: number };

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'fi'] as const) {
    test(`every screen in ${language === 'en' ? 'English' : 'Finnish'}, ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchConsole(page);
      await page.addInitScript(
        (settings) => {
          for (const [key, value] of settings) window.localStorage.setItem(key, value);
        },
        [
          [SETTINGS.language, language],
          [SETTINGS.theme, theme],
        ] as [string, string][],
      );
      /** The screen checked, and pictured for the README when asked (light theme only). */
      const shoot = async (name: string, clip?: Clip) => {
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectAccessible(page);
        if (!process.env.SCREENSHOTS || theme !== 'light') return;
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `${name}.${language}.png`);
        await page.screenshot({ path: file, ...(clip && { clip, fullPage: true }) });
      };
      await signUp(page);
      for (const recipe of LIBRARY) await createRecipe(page, recipe);
      const id = await createRecipe(page, ENTREMETS);
      await addPhoto(page, id);

      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto('/recipelibrary');
      await expect(page.getByRole('link', { name: 'Entremets Caraïbe', exact: true })).toBeVisible();
      await shoot('library');

      await page.setViewportSize({ width: 1200, height: 1400 });
      await page.goto(`/recipelibrary/${id}`);
      await expect(page.locator('.recipe-cover img')).toBeVisible();
      await page.getByLabel(say(language, 'Metric (grams)')).check();
      await shoot('recipe');
      await page.getByRole('button', { name: '×2' }).click();
      const top = await page
        .getByRole('region', { name: 'Sablé', exact: true })
        .evaluate((part) => part.getBoundingClientRect().top + window.scrollY);
      await shoot('components', { x: 0, y: top - 180, width: 1200, height: 1200 });
      await page.getByRole('button', { name: '×1' }).click();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel(say(language, 'Metric (grams)')).uncheck();
      await page.getByRole('button', { name: say(language, 'Cook mode') }).click();
      await expect(page.getByRole('heading', { name: say(language, 'Cook mode') })).toBeVisible();
      await shoot('cook-mode');

      await page.setViewportSize({ width: 1200, height: 1300 });
      await page.goto('/recipelibrary/new');
      const paste = await readFile(
        path.resolve(import.meta.dirname, 'fixtures/import/mustikkapiirakka.txt'),
        'utf8',
      );
      await page.getByLabel(say(language, 'Recipe text')).fill(paste);
      await page.getByRole('button', { name: say(language, 'Import Recipe') }).click();
      await expect(page.getByRole('heading', { name: say(language, 'Review the recipe') })).toBeVisible();
      await shoot('import');

      await page.setViewportSize({ width: 1200, height: 1100 });
      await page.goto('/recipelibrary/profile');
      await expect(page.getByRole('radio', { name: 'Suomi' })).toBeVisible();
      await shoot('profile');
      expect(errors).toEqual([]);
    });
  }
}
