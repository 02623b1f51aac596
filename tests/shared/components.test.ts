import { describe, expect, it } from 'vitest';
import {
  componentTitle,
  fromParts,
  hasNamedComponents,
  METHOD_TITLE,
  recipeSections,
  toParts,
} from '#shared/recipes/components.ts';

describe('toParts and fromParts: the one boundary between stored lines and parts', () => {
  const ingredients = ['a', 'b', 'c'];
  const steps = ['1', '2'];
  const runs = (...parts: [string, number, number][]) =>
    parts.map(([name, ingredientCount, instructionCount]) => ({ name, ingredientCount, instructionCount }));

  it('cuts the lists into runs and joins them back to the same lists and runs', () => {
    const components = runs(['Pohja', 2, 0], ['Täyte', 1, 2]);
    const parts = toParts({ components, ingredients, instructions: steps });
    expect(parts).toEqual([
      { name: 'Pohja', ingredients: ['a', 'b'], instructions: [] },
      { name: 'Täyte', ingredients: ['c'], instructions: ['1', '2'] },
    ]);
    expect(fromParts(parts)).toEqual({ components, ingredients, instructions: steps });
  });

  it('reads [] as one unnamed component holding everything, and writes it back as []', () => {
    const plain = { components: [], ingredients, instructions: steps };
    expect(toParts(plain)).toEqual([{ name: '', ingredients, instructions: steps }]);
    expect(fromParts(toParts(plain))).toEqual(plain);
  });

  it('writes a single unnamed part as a plain recipe, whatever runs it was read from', () => {
    const oneUnnamed = { components: runs(['', 3, 2]), ingredients, instructions: steps };
    expect(fromParts(toParts(oneUnnamed))).toEqual({ components: [], ingredients, instructions: steps });
    expect(fromParts([])).toEqual({ components: [], ingredients: [], instructions: [] });
  });

  it('keeps the runs of a single named part, and of several unnamed ones', () => {
    const named = fromParts([{ name: 'Glaze', ingredients, instructions: steps }]);
    expect(named.components).toEqual(runs(['Glaze', 3, 2]));
    const twoUnnamed = fromParts([
      { name: '', ingredients: ['a'], instructions: [] },
      { name: '', ingredients: [], instructions: ['1'] },
    ]);
    expect(twoUnnamed.components).toEqual(runs(['', 1, 0], ['', 0, 1]));
  });

  it('round-trips every written shape: reading and writing again changes nothing', () => {
    const shapes = [
      { components: [], ingredients: [], instructions: [] },
      { components: runs(['A', 0, 0], ['B', 3, 2]), ingredients, instructions: steps },
      { components: runs(['', 1, 1], ['Kuorrute', 2, 1]), ingredients, instructions: steps },
    ];
    for (const shape of shapes) expect(fromParts(toParts(shape))).toEqual(shape);
  });

  it('never loses a line when the counts do not add up: the last component takes the rest', () => {
    const tooShort = toParts({ components: runs(['A', 1, 0]), ingredients, instructions: steps });
    expect(tooShort).toEqual([{ name: 'A', ingredients, instructions: steps }]);
    const tooLong = toParts({
      components: runs(['A', 9, -3], ['B', 9, Number.NaN]),
      ingredients,
      instructions: steps,
    });
    expect(tooLong).toEqual([
      { name: 'A', ingredients, instructions: [] },
      { name: 'B', ingredients: [], instructions: steps },
    ]);
    // Written back, the runs describe the lists again.
    expect(fromParts(tooLong).components).toEqual(runs(['A', 3, 0], ['B', 0, 2]));
  });

  it('tells a plain recipe from one with named components', () => {
    expect(hasNamedComponents([])).toBe(false);
    expect(hasNamedComponents(runs([' ', 1, 1]))).toBe(false);
    expect(hasNamedComponents(runs(['Glaze', 1, 1]))).toBe(true);
  });
});

describe('componentTitle', () => {
  it('is the name without a heading colon, or the recipe title — never an invented "Part 1"', () => {
    expect(componentTitle({ name: 'Glaze' }, 'Cake')).toBe('Glaze');
    expect(componentTitle({ name: 'Täyte:' }, 'Cake')).toBe('Täyte');
    expect(componentTitle({ name: ' ' }, 'Porkkanakakku')).toBe('Porkkanakakku');
  });
});

describe('recipeSections', () => {
  const components = (...parts: [string, number, number][]) =>
    parts.map(([name, ingredientCount, instructionCount]) => ({ name, ingredientCount, instructionCount }));
  const ingredients = ['a', 'b', 'c'];
  const steps = ['1', '2', '3'];

  it('sets a trailing part of steps only apart as the recipe’s method, under its own heading', () => {
    const sections = recipeSections({
      components: components(['Pohja', 2, 0], ['Kuorrute', 1, 0], ['Valmistus:', 0, 3]),
      ingredients,
      instructions: steps,
      title: 'Kakku',
    });
    expect(sections.components.map((c) => c.title)).toEqual(['Pohja', 'Kuorrute']);
    expect(sections.method).toMatchObject({
      title: 'Valmistus',
      instructions: ['1', '2', '3'],
      firstStep: 0,
    });
  });

  it('calls an unnamed method by the word of the plain recipe, and numbers its steps on', () => {
    const sections = recipeSections({
      components: components(['Sablé', 2, 1], ['Glaze', 1, 0], ['', 0, 2]),
      ingredients,
      instructions: steps,
      title: 'Tart',
    });
    expect(sections.method).toMatchObject({ title: METHOD_TITLE, instructions: ['2', '3'], firstStep: 1 });
    expect(sections.components[1]).toMatchObject({ title: 'Glaze', firstIngredient: 2, firstStep: 1 });
  });

  it('keeps a last component that has ingredients, and a recipe of steps only, as components', () => {
    expect(
      recipeSections({
        components: components(['A', 1, 1], ['B', 2, 2]),
        ingredients,
        instructions: steps,
        title: 'T',
      }).method,
    ).toBeNull();
    expect(
      recipeSections({
        components: components(['A', 0, 1], ['B', 0, 2]),
        ingredients: [],
        instructions: steps,
        title: 'T',
      }).method,
    ).toBeNull();
  });

  it('titles an unnamed component among named ones with the recipe title', () => {
    const sections = recipeSections({
      components: components(['', 2, 2], ['Kuorrute', 1, 1]),
      ingredients,
      instructions: steps,
      title: 'Porkkanakakku',
    });
    expect(sections.components.map((c) => c.title)).toEqual(['Porkkanakakku', 'Kuorrute']);
  });
});
