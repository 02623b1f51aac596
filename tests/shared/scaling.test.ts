import { describe, expect, it } from 'vitest';
import {
  clampMultiplier,
  FRACTION_TOLERANCE,
  formatQuantity,
  MULTIPLIER_DEFAULT,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
  MULTIPLIER_STEP,
  scaleAmount,
  scaleServings,
} from '#shared/scaling/scaling.ts';

describe('multiplier constants', () => {
  it('match the slider of spec 9', () => {
    expect([MULTIPLIER_MIN, MULTIPLIER_MAX, MULTIPLIER_STEP, MULTIPLIER_DEFAULT]).toEqual([0.1, 8, 0.1, 1]);
  });
});

describe('clampMultiplier', () => {
  it.each([
    [1, 1],
    [0.5, 0.5],
    [0.30000000000000004, 0.3],
    [0.1 * 7, 0.7],
    [2.25, 2.3],
    [2.24, 2.2],
    [7.96, 8],
  ])('puts %s on the 0.1 grid as %s', (input, expected) => {
    expect(clampMultiplier(input)).toBe(expected);
  });

  it.each([
    [0, 0.1],
    [0.04, 0.1],
    [-3, 0.1],
    [Number.NEGATIVE_INFINITY, 0.1],
    [9, 8],
    [8.04, 8],
    [1000, 8],
    [Number.POSITIVE_INFINITY, 8],
  ])('keeps %s inside [0.1, 8] as %s', (input, expected) => {
    expect(clampMultiplier(input)).toBe(expected);
  });

  it('falls back to the default for NaN', () => {
    expect(clampMultiplier(Number.NaN)).toBe(1);
  });

  it('returns every slider step without float noise', () => {
    for (let steps = 1; steps <= 80; steps++) {
      const noisy = steps * 0.1;
      expect(String(clampMultiplier(noisy))).toMatch(/^\d+(\.\d)?$/);
    }
  });
});

describe('scaleAmount', () => {
  it.each([
    [200, 1, 200],
    [200, 0.5, 100],
    [0.1, 3, 0.3],
    [0.2, 3, 0.6],
    [100, 1.1, 110],
    [1 / 3, 3, 1],
  ])('scales %s by %s to exactly %s', (amount, multiplier, expected) => {
    expect(scaleAmount(amount, multiplier)).toBe(expected);
  });

  it.each([
    [-5, 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    [5, -2],
    [5, Number.NaN],
  ])('treats the invalid input (%s × %s) as nothing', (amount, multiplier) => {
    expect(scaleAmount(amount, multiplier)).toBe(0);
  });

  it('never returns -0', () => {
    expect(Object.is(scaleAmount(-0, 2), 0)).toBe(true);
    expect(Object.is(scaleAmount(-5, 2), 0)).toBe(true);
  });

  it('scales huge amounts without losing magnitude', () => {
    expect(scaleAmount(1e12, 8)).toBe(8e12);
  });
});

describe('scaleServings', () => {
  it.each([
    [4, 1, 4],
    [4, 0.5, 2],
    [4, 1.5, 6],
    [4, 8, 32],
    [3, 0.5, 2],
    [5, 0.3, 2],
    [4, 0.3, 1],
  ])('%s servings × %s → %s (rounded, halves up)', (servings, multiplier, expected) => {
    expect(scaleServings(servings, multiplier)).toBe(expected);
  });

  it('rounds the intended product, not its float noise (15 × 4.1 = 61.5 → 62)', () => {
    expect(15 * 4.1).toBeLessThan(61.5);
    expect(scaleServings(15, 4.1)).toBe(62);
  });

  it('shows at least 1 serving for a recipe that serves anyone (4 × 0.1 rounds to 0)', () => {
    expect(Math.round(4 * 0.1)).toBe(0);
    expect(scaleServings(4, 0.1)).toBe(1);
    expect(scaleServings(1, 0.1)).toBe(1);
  });

  it.each([0, -2, Number.NaN])('gives 0 when the recipe has no servings (%s)', (servings) => {
    expect(scaleServings(servings, 2)).toBe(0);
  });
});

describe('formatQuantity', () => {
  it.each([
    [0.25, '1/4'],
    [1 / 3, '1/3'],
    [0.5, '1/2'],
    [2 / 3, '2/3'],
    [0.75, '3/4'],
    [1.5, '1 1/2'],
    [2.75, '2 3/4'],
    [3 + 1 / 3, '3 1/3'],
    [0.6667, '2/3'],
    [0.33, '1/3'],
    [0.67, '2/3'],
  ])('shows %s as the kitchen fraction %j', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it.each([
    [1, '1'],
    [2, '2'],
    [110, '110'],
    [1.25, '1 1/4'],
    [1.2, '1.2'],
    [0.6, '0.6'],
    [0.1, '0.1'],
    [0.125, '0.13'],
    [1.005, '1.01'],
    [2.345, '2.35'],
    [0.994, '0.99'],
    [0.996, '1'],
    [1.999, '2'],
    [12.3456, '12.35'],
    [0.004, '0'],
    [0.005, '0.01'],
  ])('shows %s with at most two decimals as %j', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it.each([
    [0.30000000000000004, '0.3'],
    [0.6000000000000001, '0.6'],
    [110.00000000000001, '110'],
  ])('hides the float noise of %s', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  describe(`fraction tolerance boundary (strictly within ${FRACTION_TOLERANCE})`, () => {
    it.each([
      [0.2405, '1/4'],
      [0.2595, '1/4'],
      [0.3235, '1/3'],
      [0.3425, '1/3'],
      [0.4905, '1/2'],
      [0.5095, '1/2'],
      [0.6575, '2/3'],
      [0.6765, '2/3'],
      [0.7405, '3/4'],
      [0.7595, '3/4'],
      [2.7405, '2 3/4'],
    ])('%s is close enough to show %j', (value, expected) => {
      expect(formatQuantity(value)).toBe(expected);
    });

    it.each([
      [0.2395, '0.24'],
      [0.2605, '0.26'],
      [0.3225, '0.32'],
      [0.3445, '0.34'],
      [0.4895, '0.49'],
      [0.5105, '0.51'],
      [0.6555, '0.66'],
      [0.6785, '0.68'],
      [0.7395, '0.74'],
      [0.7605, '0.76'],
      [2.7395, '2.74'],
    ])('%s is too far and shows as the decimal %j', (value, expected) => {
      expect(formatQuantity(value)).toBe(expected);
    });

    it('treats a difference of exactly the tolerance as no match', () => {
      expect(formatQuantity(0.26)).toBe('0.26');
      expect(formatQuantity(0.24)).toBe('0.24');
    });
  });

  it.each([
    [0, '0'],
    [-0, '0'],
    [-1.5, '0'],
    [-0.001, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [Number.NEGATIVE_INFINITY, '0'],
  ])('shows nothing-to-measure %s as %j, never "-0"', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it.each([
    [123456789, '123456789'],
    [8e12, '8000000000000'],
    [1e21, '1000000000000000000000'],
    [1234567.891, '1234567.89'],
  ])('prints the huge value %s without exponent or grouping as %j', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });
});

describe('a scaled amount as shown (formatQuantity after scaleAmount)', () => {
  it.each([
    [1 / 3, 3, '1'],
    [0.1, 3, '0.3'],
    [0.2, 3, '0.6'],
    [1.5, 0.5, '3/4'],
    [2, 0.5, '1'],
    [1, 0.25, '1/4'],
    [100, 1.1, '110'],
    [1 / 3, 2, '2/3'],
    [0.5, 3, '1 1/2'],
    [250, 0.3, '75'],
    [0, 8, '0'],
    [-2, 2, '0'],
  ])('%s × %s shows %j', (amount, multiplier, expected) => {
    expect(formatQuantity(scaleAmount(amount, multiplier))).toBe(expected);
  });
});
