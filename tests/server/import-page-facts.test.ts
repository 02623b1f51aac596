/**
 * What a page's structured data writes badly and the import still reads as the page meant it: ISO
 * durations that plugins mis-write, and soft hyphens (a browser's hint where a word may break) that
 * would split a word for search and for the check that no word is lost.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftFromHtml } from '#server/import/pipeline.ts';
import { durationMinutes } from '#server/import/values/duration.ts';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');

function jsonLdPage(recipe: Record<string, unknown>): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Test bake',
    recipeIngredient: ['2 cups flour', '1 tsp salt'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix everything and bake.' }],
    ...recipe,
  };
  return `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
}

describe('ISO durations as plugins write them', () => {
  it.each([
    ['PT1H30M', 90],
    ['P0DT0H20M', 20],
    ['P1DT2H', 26 * 60],
  ])('reads the well-formed %s as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each([
    // A field left empty.
    ['PTH25MS', 25],
    ['PT1HMS', 60],
    // The time's T left out: a recipe's minutes, never months.
    ['P1H', 60],
    ['P2H30M', 150],
    ['P30M', 30],
  ])('reads the mis-written %s as %i minutes', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each(['PT-476070H19M32S', 'PTNaNM', 'P'])('reads %s, which is no duration, as no time', (text) => {
    expect(durationMinutes(text)).toBe(0);
  });

  it('still reads written durations', () => {
    expect(durationMinutes('1 hour 30 minutes')).toBe(90);
    expect(durationMinutes('Prep 10 min')).toBe(10);
  });

  it('takes prep and cook time when the total is no duration', () => {
    const draft = draftFromHtml(
      jsonLdPage({ prepTime: 'PTH10MS', cookTime: 'PTH50MS', totalTime: 'PT-476070H19M32S' }),
      null,
    );
    expect(draft.preparationTime).toBe(10);
    expect(draft.cookingTime).toBe(50);
    expect(draft.totalTime).toBe(60);
  });
});

describe('soft hyphens', () => {
  it('leaves them out of the lines, so the word reads whole', () => {
    const draft = draftFromHtml(
      jsonLdPage({
        recipeIngredient: ['150 g Berg\u00adkäse'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Berg\u00adkäse klein schneiden.' }],
      }),
      null,
    );
    expect(draft.ingredients[0]?.original).toBe('150 g Bergkäse');
    expect(draft.ingredients[0]?.name).toBe('Bergkäse');
    expect(draft.instructions).toEqual(['Bergkäse klein schneiden.']);
  });

  const page = resolve(CORPUS, 'hofer.at/hofer.testhtml');
  it.skipIf(!existsSync(page))('reads a corpus page that hyphenates its words softly', () => {
    const draft = draftFromHtml(readFileSync(page, 'utf8'), null);
    const text = [...draft.ingredients.map((i) => i.original), ...draft.instructions].join('\n');
    expect(text).not.toContain('\u00ad');
    expect(text).toContain('Bergkäse');
  });
});

if (!existsSync(CORPUS)) console.warn(`Skipped the corpus page: ${CORPUS} is absent.`);
