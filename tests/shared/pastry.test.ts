import { describe, expect, it } from 'vitest';
import { UNIT_TABLE } from '#shared/ingredient-line/unit-table.ts';
import { measureOf } from '#shared/scaling/measures.ts';
import { convertAmount, densityOf, gramsOf, METRIC_REASONS, toMetric } from '#shared/scaling/metric.ts';
import { describePan, findPan, normalizePan, panArea, panFactor } from '#shared/scaling/pans.ts';
import {
  bakersPercentages,
  batchWeight,
  flourIndexes,
  SCALE_PROBLEMS,
  scaleFactor,
} from '#shared/scaling/scale-by.ts';
import { formatAmount, formatScaleReading } from '#shared/scaling/scaling.ts';

const line = (amount: number, unit: string, name: string) => ({ amount, unit, name });

describe('measures and conversions', () => {
  it('reads US, imperial and Finnish units in any spelling', () => {
    expect(measureOf('cups')).toEqual({ kind: 'volume', base: 236.5882365 });
    expect(measureOf('Tbsp')?.base).toBeCloseTo(14.79, 2);
    expect(measureOf('desilitraa')).toEqual({ kind: 'volume', base: 100 });
    expect(measureOf('rkl')?.base).toBe(15);
    expect(measureOf('tl')?.base).toBe(5);
    expect(measureOf('fl oz')?.base).toBeCloseTo(29.57, 2);
    expect(measureOf('lb')).toEqual({ kind: 'mass', base: 453.59237 });
    expect(measureOf('stick')).toEqual({ kind: 'mass', base: 113.4 });
    expect(measureOf('kpl')).toBeNull();
    expect(measureOf('')).toBeNull();
  });

  it('converts between weights, between volumes, and across through the density', () => {
    expect(convertAmount(1, 'kg', 'g', 'flour')).toBe(1000);
    expect(convertAmount(2, 'dl', 'ml', 'maito')).toBe(200);
    expect(convertAmount(1, 'dl', 'g', 'vehnäjauhoja')).toBeCloseTo(65);
    expect(convertAmount(650, 'g', 'dl', 'vehnäjauhoja')).toBeCloseTo(10);
    expect(convertAmount(1, 'dl', 'g', 'tahini')).toBeNull();
    expect(convertAmount(2, 'kpl', 'g', 'eggs')).toBeNull();
    expect(convertAmount(3, 'kpl', 'kpl', 'eggs')).toBe(3);
  });
});

describe('density table', () => {
  it('finds English and Finnish names, partitives and compounds, the most specific first', () => {
    expect(densityOf('vehnäjauhoja')?.label).toBe('flour');
    expect(densityOf('all-purpose flour')?.label).toBe('flour');
    expect(densityOf('sokeria')?.label).toBe('sugar');
    expect(densityOf('hienosokeria')?.label).toBe('sugar');
    expect(densityOf('tomusokeria')?.label).toBe('icing sugar');
    expect(densityOf('powdered sugar')?.label).toBe('icing sugar');
    expect(densityOf('fariinisokeria')?.label).toBe('brown sugar');
    expect(densityOf('mantelijauhoja')?.label).toBe('ground almonds');
    expect(densityOf('perunajauhoja')?.label).toBe('potato starch');
    expect(densityOf('voita, sulatettuna')?.label).toBe('butter');
    expect(densityOf('unsalted butter')?.label).toBe('butter');
    expect(densityOf('buttermilk')?.label).toBe('milk');
    expect(densityOf('vettä')?.label).toBe('water');
    expect(densityOf('glukoosisiirappia')?.label).toBe('glucose syrup');
  });

  it('knows nothing of what is not in the table, and no short name inside another word', () => {
    expect(densityOf('tahini')).toBeNull();
    expect(densityOf('avocado')).toBeNull(); // 'voi' only at a word's start
    expect(densityOf('boiled eggs')).toBeNull(); // 'oil' likewise
  });
});

describe('the metric view', () => {
  it('turns volumes into grams by density, weights into grams, and says why a line stays', () => {
    expect(toMetric(line(2, 'dl', 'sokeria'))).toMatchObject({ converted: true, unit: 'g', amount: 170 });
    expect(toMetric(line(1, 'cup', 'flour'))).toMatchObject({ converted: true, unit: 'g' });
    expect(toMetric(line(8, 'oz', 'dark chocolate'))).toMatchObject({
      converted: true,
      unit: 'g',
      density: null,
    });
    expect(toMetric(line(1, 'stick', 'butter'))).toMatchObject({ amount: 113.4, unit: 'g' });
    expect(toMetric(line(1, 'tl', 'vaniljasokeria'))).toMatchObject({ unit: 'g' });
    expect(toMetric(line(2, 'rkl', 'saffron water'))).toMatchObject({ converted: true, unit: 'g' });
    expect(toMetric(line(2, 'rkl', 'rommia'))).toEqual({
      converted: true,
      amount: 30,
      unit: 'ml',
      density: null,
    });
    expect(toMetric(line(3, 'kpl', 'munaa'))).toEqual({ converted: false, reason: METRIC_REASONS.counted });
    expect(toMetric(line(2, '', 'munaa'))).toEqual({ converted: false, reason: METRIC_REASONS.counted });
    expect(toMetric(line(0, 'dl', 'sokeria'))).toEqual({ converted: false, reason: METRIC_REASONS.noAmount });
    expect(gramsOf(line(2, 'rkl', 'rommia'))).toBeNull();
  });
});

describe('kitchen rounding', () => {
  it('shows whole grams from 10 up, one decimal below, never float noise', () => {
    expect(formatScaleReading(1249.6)).toBe('1250');
    expect(formatScaleReading(10)).toBe('10');
    expect(formatScaleReading(9.96)).toBe('10');
    expect(formatScaleReading(1 / 3)).toBe('0.3');
    expect(formatScaleReading(2.25)).toBe('2.3');
    expect(formatScaleReading(0.04)).toBe('<0.1');
    expect(formatScaleReading(0)).toBe('0');
    expect(formatScaleReading(Number.NaN)).toBe('0');
  });

  it('keeps kitchen fractions for every other unit', () => {
    expect(formatAmount(200 / 3, 'g')).toBe('67');
    expect(formatAmount(1 / 3, 'cup')).toBe('1/3');
    expect(formatAmount(1.5, 'dl')).toBe('1 1/2');
    expect(formatAmount(2, '')).toBe('2');
  });
});

describe('pans', () => {
  it('measures round, square, rectangular and ring pans in cm²', () => {
    expect(panArea({ shape: 'round', diameter: 20 })).toBeCloseTo(314.16, 2);
    expect(panArea({ shape: 'square', side: 20 })).toBe(400);
    expect(panArea({ shape: 'rectangle', width: 20, length: 30 })).toBe(600);
    expect(panArea({ shape: 'ring', diameter: 24, inner: 8 })).toBeCloseTo(402.12, 2);
    expect(panArea({ shape: 'ring', diameter: 10, inner: 20 })).toBe(0);
  });

  it('scales by the ratio of the areas', () => {
    expect(panFactor({ shape: 'round', diameter: 20 }, { shape: 'round', diameter: 24 })).toBeCloseTo(1.44);
    expect(
      panFactor({ shape: 'round', diameter: 20 }, { shape: 'ring', diameter: 10, inner: 10 }),
    ).toBeNull();
  });

  it('reads the pan a text names, in cm or inches, and nothing from a size without a pan', () => {
    expect(findPan('Voitele 24 cm vuoka.')).toEqual({ shape: 'round', diameter: 24 });
    expect(findPan('Use a 9-inch springform pan')).toEqual({ shape: 'round', diameter: 22.9 });
    expect(findPan('Bake in a 20 x 30 cm pan.')).toEqual({ shape: 'rectangle', width: 20, length: 30 });
    expect(findPan('8 x 8 inch baking dish')).toEqual({ shape: 'square', side: 20.3 });
    expect(findPan('irtopohjavuoka (⌀ 22 cm)')).toEqual({ shape: 'round', diameter: 22 });
    expect(findPan('Kauli 30 cm pitkäksi pötköksi.')).toBeNull();
    expect(findPan('A 2000 cm pan')).toBeNull();
  });

  it('keeps a valid pan and drops anything else', () => {
    expect(normalizePan({ shape: 'square', side: 18 })).toEqual({ shape: 'square', side: 18 });
    expect(normalizePan({ shape: 'round', diameter: -1 })).toBeNull();
    expect(normalizePan('24 cm')).toBeNull();
    expect(describePan({ shape: 'ring', diameter: 18, inner: 0 })).toBe('ring ⌀ 18 cm');
  });
});

describe('scaling modes', () => {
  const recipe = {
    ingredients: [
      line(500, 'g', 'vehnäjauhoja'),
      line(3, 'dl', 'maitoa'),
      line(2, 'kpl', 'munaa'),
      line(250, 'g', 'tummaa suklaata'),
      line(0.5, 'kg', 'kermaa'),
    ],
    components: [
      { name: 'Pohja', ingredientCount: 3, instructionCount: 0 },
      { name: 'Ganache', ingredientCount: 2, instructionCount: 0 },
    ],
    servings: 8,
    servingSize: 4,
    pan: { shape: 'round' as const, diameter: 20 },
  };

  it('scales to servings, to an amount of one ingredient in any unit, to a weight, to a pan', () => {
    expect(scaleFactor(recipe, { by: 'servings', servings: 12 })).toEqual({ factor: 1.5 });
    expect(scaleFactor(recipe, { by: 'ingredient', index: 0, amount: 750, unit: 'g' })).toEqual({
      factor: 1.5,
    });
    expect(scaleFactor(recipe, { by: 'ingredient', index: 0, amount: 1, unit: 'kg' })).toEqual({ factor: 2 });
    expect(scaleFactor(recipe, { by: 'ingredient', index: 1, amount: 1.5, unit: '' })).toEqual({
      factor: 0.5,
    });
    expect(scaleFactor(recipe, { by: 'ingredient', index: 2, amount: 3, unit: 'kpl' })).toEqual({
      factor: 1.5,
    });
    expect(scaleFactor(recipe, { by: 'weight', grams: 2500, component: null })).toEqual({ factor: 2 });
    expect(scaleFactor(recipe, { by: 'weight', grams: 375, component: 1 })).toEqual({ factor: 0.5 });
    const pan = scaleFactor(recipe, { by: 'pan', pan: { shape: 'round', diameter: 24 } });
    expect('factor' in pan && pan.factor).toBeCloseTo(1.44);
  });

  it('never assumes how many a recipe serves: it asks, and uses the answer', () => {
    const unsaid = { ...recipe, servings: null };
    expect(scaleFactor(unsaid, { by: 'servings', servings: 24 })).toEqual({
      problem: SCALE_PROBLEMS.noServings,
    });
    expect(scaleFactor(unsaid, { by: 'servings', servings: 24, from: 12 })).toEqual({ factor: 2 });
    expect(scaleFactor(unsaid, { by: 'servings', servings: 24, from: 0 })).toEqual({
      problem: SCALE_PROBLEMS.noServings,
    });
  });

  it('says what is wrong instead of scaling by nonsense', () => {
    expect(scaleFactor(recipe, { by: 'ingredient', index: 2, amount: 100, unit: 'g' })).toEqual({
      problem: SCALE_PROBLEMS.incomparable,
      params: { unit: 'g', recipeUnit: 'kpl', name: 'munaa' },
    });
    expect(scaleFactor(recipe, { by: 'ingredient', index: 9, amount: 1, unit: 'g' })).toEqual({
      problem: SCALE_PROBLEMS.noIngredient,
    });
    expect(scaleFactor(recipe, { by: 'servings', servings: 0 })).toEqual({
      problem: SCALE_PROBLEMS.notPositive,
    });
    expect(scaleFactor(recipe, { by: 'multiplier', multiplier: 5000 })).toEqual({
      problem: SCALE_PROBLEMS.tooBig,
    });
    expect(scaleFactor({ ...recipe, pan: null }, { by: 'pan', pan: { shape: 'square', side: 20 } })).toEqual({
      problem: SCALE_PROBLEMS.noPan,
    });
    // The pan she enters for the recipe on the detail page counts before it is saved.
    const entered = scaleFactor(
      { ...recipe, pan: null },
      { by: 'pan', pan: { shape: 'round', diameter: 24 }, from: { shape: 'round', diameter: 20 } },
    );
    expect('factor' in entered && entered.factor).toBeCloseTo(1.44);
    expect(
      scaleFactor(
        { ...recipe, ingredients: [line(2, 'dl', 'maitoa')], components: [] },
        { by: 'weight', grams: 100, component: null },
      ),
    ).toEqual({ problem: SCALE_PROBLEMS.noWeight });
  });

  it('adds up only weighed ingredients, mixed units in one component included', () => {
    expect(batchWeight(recipe, 0)).toBe(500);
    expect(batchWeight(recipe, 1)).toBe(750);
    expect(batchWeight(recipe, null)).toBe(1250);
    expect(
      batchWeight({ ingredients: [line(1, 'lb', 'butter'), line(8, 'oz', 'sugar')], components: [] }, null),
    ).toBeCloseTo(680.39, 2);
  });
});

describe("baker's percentages", () => {
  it('gives each ingredient as % of the flours, volumes through the density table', () => {
    const dough = [
      line(400, 'g', 'vehnäjauhoja'),
      line(100, 'g', 'ruisjauhoja'),
      line(3.5, 'dl', 'vettä'),
      line(10, 'g', 'suolaa'),
      line(1, 'kpl', 'kananmuna'),
    ];
    expect(flourIndexes(dough)).toEqual([0, 1]);
    const result = bakersPercentages(dough);
    expect(result?.baseGrams).toBe(500);
    expect(result?.percentages).toEqual([80, 20, 70, 2, null]);
  });

  it('takes a chosen base, and has nothing to say without one that weighs something', () => {
    const ganache = [line(200, 'g', 'tummaa suklaata'), line(2, 'dl', 'kermaa')];
    expect(bakersPercentages(ganache)).toBeNull();
    // Cream at USDA's 238 g a cup: 2 dl weigh 201 g.
    expect(bakersPercentages(ganache, [0])?.percentages.map((p) => Math.round(p ?? 0))).toEqual([100, 101]);
    expect(bakersPercentages([line(0, 'g', 'flour')])).toBeNull();
  });
});

describe('measures of the unit table', () => {
  // Every unit the parser may return that weighs or measures a volume (counts, pieces and packages do not).
  const measured = [
    'g',
    'gram',
    'kg',
    'kilo',
    'kilogram',
    'mg',
    'ml',
    'millilitre',
    'milliliter',
    'cl',
    'dl',
    'l',
    'litre',
    'liter',
    'rkl',
    'tl',
    'mm',
    'tsp',
    'teaspoon',
    'tbsp',
    'tablespoon',
    'dessertspoon',
    'dsp',
    'cup',
    'cupful',
    'fl oz',
    'fluid ounce',
    'pint',
    'quart',
    'gallon',
    'oz',
    'ounce',
    'lb',
    'pound',
  ];

  it.each(measured.filter((unit) => unit in UNIT_TABLE))('converts %s', (unit) => {
    expect(measureOf(unit)).not.toBeNull();
  });

  it('reads the spellings of the table too', () => {
    expect(measureOf('litres')).toEqual(measureOf('l'));
    expect(measureOf('kilos')).toEqual(measureOf('kg'));
  });
});
