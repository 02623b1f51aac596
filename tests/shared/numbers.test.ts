import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '#shared/ingredients.ts';
import { formatQuantity } from '#shared/scaling/scaling.ts';
import {
  parseLooseNumber,
  quantityValue,
  readLeadingQuantity,
  stripFloatNoise,
  withoutConversionNoise,
} from '#shared/text/numbers.ts';

describe('parseLooseNumber', () => {
  it.each([
    [2, 2],
    [1.5, 1.5],
    [0, 0],
    [-3, -3],
  ])('passes the finite number %s through', (input, expected) => {
    expect(parseLooseNumber(input)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects the number %s',
    (input) => {
      expect(parseLooseNumber(input)).toBeNull();
    },
  );

  it.each([
    ['2', 2],
    [' 2 ', 2],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['0,25', 0.25],
    ['.5', 0.5],
    [',5', 0.5],
    ['3.', 3],
    ['007', 7],
    ['1,000', 1],
    ['-2', -2],
    ['- 1,5', -1.5],
  ])('reads the decimal text %j as %s', (input, expected) => {
    expect(parseLooseNumber(input)).toBe(expected);
  });

  it.each([
    ['3/4', 0.75],
    ['1/2', 0.5],
    ['3 / 4', 0.75],
    ['1 1/2', 1.5],
    ['2  3/4', 2.75],
    ['5/2', 2.5],
    ['1⁄2', 0.5],
    ['-1 1/2', -1.5],
  ])('reads the slash fraction %j as %s', (input, expected) => {
    expect(parseLooseNumber(input)).toBe(expected);
  });

  it('keeps thirds exact enough to scale back to whole numbers', () => {
    expect(parseLooseNumber('1/3')).toBe(1 / 3);
    expect(parseLooseNumber('2/3')).toBe(2 / 3);
  });

  it.each([
    ['½', 0.5],
    ['¼', 0.25],
    ['¾', 0.75],
    ['⅛', 0.125],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['2¾', 2.75],
    ['1\u00a0½', 1.5],
  ])('reads the unicode fraction %j as %s', (input, expected) => {
    expect(parseLooseNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '2 kg',
    '2-3',
    '1/0',
    '1 1/0',
    '1.2.3',
    '1,5,0',
    '½½',
    '1e3',
    'Infinity',
    'NaN',
    '--2',
    '1 000',
    '9'.repeat(400),
  ])('rejects the text %j', (input) => {
    expect(parseLooseNumber(input)).toBeNull();
  });

  it.each([null, undefined, true, {}, [], [2]])('rejects the non-number value %j', (input) => {
    expect(parseLooseNumber(input)).toBeNull();
  });
});

describe('stripFloatNoise', () => {
  it.each([
    [0.1 * 3, 0.3],
    [0.2 * 3, 0.6],
    [100 * 1.1, 110],
    [15 * 4.1, 61.5],
  ])('turns %s into %s', (input, expected) => {
    expect(stripFloatNoise(input)).toBe(expected);
  });

  it('leaves clean and huge values as they are', () => {
    expect(stripFloatNoise(1 / 3)).toBeCloseTo(1 / 3, 14);
    expect(stripFloatNoise(1e21)).toBe(1e21);
    expect(stripFloatNoise(0)).toBe(0);
  });

  it('passes non-finite values through', () => {
    expect(stripFloatNoise(Number.NaN)).toBeNaN();
    expect(stripFloatNoise(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('readLeadingQuantity', () => {
  it.each([
    ['2 dl maitoa', 2, null, 1],
    ['1,5 dl', 1.5, null, 3],
    ['1.5 cups', 1.5, null, 3],
    ['1 1/2 cups', 1.5, null, 5],
    ['4-1/2 ounces', 4.5, null, 5],
    ['1⁄4 cup', 0.25, null, 3],
    ['½ tl', 0.5, null, 1],
    ['1½ cups', 1.5, null, 2],
    ['1 ½ cups', 1.5, null, 3],
    ['.5 tsp', 0.5, null, 2],
    ['2-3 rkl', 2, 3, 3],
    ['2 – 3 rkl', 2, 3, 5],
    ['2 to 3 tablespoons', 2, 3, 6],
    ['2 or 3 carrots', 2, 3, 6],
    ['5- to 6-pound beef tenderloin', 5, 6, 7],
    ['2 tai 3 porkkanaa', 2, 3, 7],
    ['1-1½ tsp', 1, 1.5, 4],
    ['675g1½lb', 675, null, 3],
  ])('%j → %s (up to %s), %i characters', (text, value, upTo, length) => {
    const quantity = readLeadingQuantity(text);
    expect(quantity).not.toBeNull();
    expect(quantity!.value).toBeCloseTo(value, 10);
    expect(quantity!.upTo).toEqual(upTo === null ? null : expect.closeTo(upTo, 10));
    expect(quantity!.length).toBe(length);
  });

  it.each([
    ['two eggs', 2, 4],
    ['Kolme munaa', 3, 6],
    ['half a lemon', 0.5, 7],
    ['half of an onion', 0.5, 11],
    ['puolikas sitruuna', 0.5, 9],
  ])('reads the number word in %j as %s', (text, value, length) => {
    expect(readLeadingQuantity(text)).toEqual({ value, upTo: null, length });
  });

  it('leaves number words alone when asked to', () => {
    expect(readLeadingQuantity('two eggs', { words: false })).toBeNull();
  });

  it.each(['', 'salt', 'tomatoes', 'twofold', 'a pinch', '- 2'])('finds no quantity in %j', (text) => {
    expect(readLeadingQuantity(text)).toBeNull();
  });

  it('reads a range only when a second number follows: "2 to taste" is 2', () => {
    expect(readLeadingQuantity('2 to taste')).toEqual({ value: 2, upTo: null, length: 1 });
  });
});

describe('quantityValue', () => {
  it.each([
    ['3', 3],
    ['1,25', 1.25],
    ['3/4', 0.75],
    ['2 3/4', 2.75],
    ['1\u00a0½', 1.5],
    ['⅞', 0.875],
  ])('%j → %s', (text, value) => {
    expect(quantityValue(text)).toBeCloseTo(value, 10);
  });

  it('gives NaN for a zero denominator, which callers treat as no amount', () => {
    expect(quantityValue('1/0')).toBeNaN();
  });
});

describe('withoutConversionNoise', () => {
  it.each([
    ['15.873', 15.9],
    ['0.33333334', 0.333],
    ['1.3333334', 1.33],
    ['0,6666667', 0.667],
    ['236.58824', 237],
  ])('rounds what a unit conversion left on %s', (written, rounded) => {
    expect(withoutConversionNoise(written, quantityValue(written))).toBe(rounded);
  });

  it.each(['0.125', '1.125', '1.5', '2', '1 1/2', '0.0625', '1,25'])('keeps %s as measured', (written) => {
    expect(withoutConversionNoise(written, quantityValue(written))).toBe(quantityValue(written));
  });

  it('reads JSON-LD amounts with float noise as the page rounds them', () => {
    expect(parseIngredientLine('0.33333334 cup sugar')).toMatchObject({ amount: 0.333, unit: 'cup' });
    expect(formatQuantity(parseIngredientLine('1.3333334 cups flour').amount)).toBe('1 1/3');
    expect(parseIngredientLine('15.873 oz cream cheese').amount).toBe(15.9);
  });
});
