import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '#shared/ingredients.ts';
import { amountSpans, printedGrams } from '#shared/scaling/amount-spans.ts';
import { lineText, metricLine, scaledLine, scaledLineText } from '#shared/scaling/line-view.ts';
import { METRIC_REASONS, toMetric } from '#shared/scaling/metric.ts';
import { bakersPercentages } from '#shared/scaling/scale-by.ts';

/** A line as the import stores it: the parser's reading and the line itself. */
const written = (original: string) => {
  const { amount, unit, name } = parseIngredientLine(original);
  return { amount, unit, name, original };
};
const scaled = (line: string, factor: number) => scaledLineText(written(line), factor);

describe('the line as written, scaled in place', () => {
  it('keeps every word the chef wrote', () => {
    expect(scaled('4 dl raastettua porkkanaa', 1)).toBe('4 dl raastettua porkkanaa');
    expect(scaled('4 dl raastettua porkkanaa', 2)).toBe('8 dl raastettua porkkanaa');
    expect(scaled('grated zest of one lemon', 1)).toBe('grated zest of one lemon');
    expect(scaled('Three 8-ounce (680g) packages cream cheese', 1)).toBe(
      'Three 8-ounce (680g) packages cream cheese',
    );
  });

  it('answers a number word with a word while one fits, else with digits', () => {
    expect(scaled('Three 8-ounce (680g) packages cream cheese', 2)).toBe(
      'Six 8-ounce (1360g) packages cream cheese',
    );
    expect(scaled('kolme kananmunaa', 2)).toBe('kuusi kananmunaa');
    expect(scaled('Three 8-ounce (680g) packages cream cheese', 1.5)).toBe(
      '4 1/2 8-ounce (1020g) packages cream cheese',
    );
  });

  it('puts the factor in front of a line whose amount is one thing named in words', () => {
    // "zest of two lemon" would misread; the line stays whole and says how many times.
    expect(scaled('grated zest of one lemon', 2)).toBe('2 × grated zest of one lemon');
    expect(scaled('a dozen eggs', 0.5)).toBe('1/2 × a dozen eggs');
  });

  it('scales the other measures of the same amount, never a piece size', () => {
    expect(scaled('1 1/2 cups (180g) all-purpose flour', 2)).toBe('3 cups (360g) all-purpose flour');
    expect(scaled('180 g / 1 1/2 cups flour', 2)).toBe('360 g / 3 cups flour');
    expect(scaled('1 cup plus 2 tablespoons sugar', 2)).toBe('2 cups plus 4 tablespoons sugar');
    expect(scaled('2 (14-ounce) cans coconut milk', 2)).toBe('4 (14-ounce) cans coconut milk');
    expect(scaled('2 x 400g tins chopped tomatoes', 2)).toBe('4 x 400g tins chopped tomatoes');
  });

  it('scales both ends of a range and keeps a decimal comma', () => {
    expect(scaled('1-2 tl suolaa', 2)).toBe('2-4 tl suolaa');
    expect(scaled('1,5 dl sokeria', 0.5)).toBe('0,75 dl sokeria');
    expect(scaled('1,5 dl sokeria', 3)).toBe('4,5 dl sokeria');
  });

  it('gives the unit the number it now needs when the unit table spells it', () => {
    expect(scaled('1 cup milk', 2)).toBe('2 cups milk');
    expect(scaled('2 cups milk', 0.5)).toBe('1 cup milk');
    expect(scaled('1 desilitra maitoa', 2)).toBe('2 desilitraa maitoa');
    // Abbreviations keep their form.
    expect(scaled('1 tsp vanilla extract', 2)).toBe('2 tsp vanilla extract');
    // Past the size of one piece in brackets.
    expect(scaled('2 (14-ounce) cans coconut milk', 0.5)).toBe('1 (14-ounce) can coconut milk');
  });

  it('leaves a line without an amount as written', () => {
    expect(scaled('Salt to taste', 3)).toBe('Salt to taste');
    expect(scaled('suolaa', 3)).toBe('suolaa');
  });

  it('marks the numbers it wrote, and nothing else', () => {
    const segments = scaledLine(written('4 dl raastettua porkkanaa'), 2);
    expect(segments).toEqual([
      { text: '8', amount: true },
      { text: ' dl raastettua porkkanaa', amount: false },
    ]);
    expect(lineText(segments)).toBe('8 dl raastettua porkkanaa');
  });

  it('composes a line typed in the editor, which has no original, from its fields', () => {
    expect(scaledLineText({ amount: 200, unit: 'g', name: 'voita' }, 2)).toBe('400 g voita');
  });
});

describe('grams printed in a line win over any density', () => {
  it('finds the printed grams of the amount', () => {
    expect(printedGrams('1 1/2 cups (180g) all-purpose flour', 1.5, 'cup')).toBe(180);
    expect(printedGrams('1 1/2 cups / 180 g all-purpose flour', 1.5, 'cup')).toBe(180);
    expect(printedGrams('Three 8-ounce (680g) packages cream cheese', 3, 'package')).toBe(680);
    // A piece's size is not the amount's weight.
    expect(printedGrams('2 (400 g) cans tomatoes', 2, 'can')).toBeNull();
    expect(printedGrams('2 x 400g tins tomatoes', 2, 'tin')).toBeNull();
  });

  it('converts to the printed grams, scaled, and keeps the line after it', () => {
    const view = metricLine(written('1 1/2 cups (180g) all-purpose flour'), 2);
    expect(view.converted).toBe('360 g');
    expect(view.reason).toBeNull();
    expect(lineText(view.line)).toBe('3 cups (360g) all-purpose flour');
    // The density alone would say 1.5 cups of flour is about 180 g by King Arthur's 120 g a cup — but
    // a line that says 200 g is 200 g.
    expect(toMetric(written('1 1/2 cups (200g) all-purpose flour'))).toMatchObject({
      amount: 200,
      unit: 'g',
    });
    expect(toMetric(written('180 g / 1 1/2 cups flour'))).toMatchObject({ amount: 180, unit: 'g' });
  });

  it('keeps counted lines as written, saying why', () => {
    const view = metricLine(written('3 kananmunaa'), 2);
    expect(view).toEqual({
      converted: null,
      reason: METRIC_REASONS.counted,
      line: [
        { text: '6', amount: true },
        { text: ' kananmunaa', amount: false },
      ],
    });
  });

  it('weighs printed grams into baker’s percentages', () => {
    const ingredients = [written('1 1/2 cups (200g) bread flour'), written('3/4 cup (150g) water')];
    expect(bakersPercentages(ingredients)?.percentages).toEqual([100, 75]);
  });

  it('finds the amount once, before the words that follow it', () => {
    const spans = amountSpans('2 dl kermaa (35 %)', 2, 'dl');
    expect(spans.amount?.numbers[0]).toMatchObject({ start: 0, end: 1, value: 2 });
    expect(spans.same).toEqual([]);
  });
});
