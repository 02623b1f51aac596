/**
 * Norwegian, Danish and Swedish name a recipe's sections in words of their own ("Du trenger",
 * "Fremgangsmåte"): a text read from a page or pasted splits at them as at "Ingredients" and "Method".
 */
import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '#server/import/text/text-parser.ts';

const recipe = (ingredientsHeading: string, methodHeading: string) =>
  [
    'Sjokoladekake i langpanne',
    'En saftig kake som passer til bursdager og dugnader.',
    ingredientsHeading,
    '200 g smør',
    '4 egg',
    '3 dl sukker',
    methodHeading,
    'Smelt smøret og la det avkjøles litt.',
    'Pisk egg og sukker til eggedosis, og vend inn smøret.',
  ].join('\n');

describe('Nordic section headings', () => {
  it.each([
    ['Du trenger', 'Fremgangsmåte'],
    ['Dette trenger du', 'Tilberedning'],
    ['Du behøver', 'Fremgangsmåde'],
    ['Det här behöver du', 'Så här gör du'],
  ])('"%s" and "%s" open the ingredients and the method', (ingredientsHeading, methodHeading) => {
    for (const fromPage of [true, false]) {
      const read = parseRecipeText(recipe(ingredientsHeading, methodHeading), { fromPage });
      expect(read.ingredients).toEqual(['200 g smør', '4 egg', '3 dl sukker']);
      expect(read.instructions).toEqual([
        'Smelt smøret og la det avkjøles litt.',
        'Pisk egg og sukker til eggedosis, og vend inn smøret.',
      ]);
    }
  });
});
