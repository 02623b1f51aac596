import { describe, expect, it } from 'vitest';
import { parseLooseNumber, stripFloatNoise } from '../../shared/numbers';

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
