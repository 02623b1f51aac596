import { describe, expect, it } from 'vitest';
import {
  componentTitle,
  hasNamedComponents,
  joinComponents,
  METHOD_TITLE,
  recipeSections,
  splitComponents,
} from '#shared/recipes/components.ts';

describe('splitComponents and joinComponents', () => {
  const ingredients = ['a', 'b', 'c'];
  const steps = ['1', '2'];

  it('cuts the lists into runs and joins them back to the same lists and runs', () => {
    const components = [
      { name: 'Pohja', ingredientCount: 2, instructionCount: 0 },
      { name: 'Täyte', ingredientCount: 1, instructionCount: 2 },
    ];
    const parts = splitComponents(components, ingredients, steps);
    expect(parts).toEqual([
      { name: 'Pohja', ingredients: ['a', 'b'], instructions: [] },
      { name: 'Täyte', ingredients: ['c'], instructions: ['1', '2'] },
    ]);
    expect(joinComponents(parts)).toEqual({ components, ingredients, instructions: steps });
  });

  it('reads [] as one unnamed component holding everything', () => {
    expect(splitComponents([], ingredients, steps)).toEqual([{ name: '', ingredients, instructions: steps }]);
  });

  it('never loses a line when the counts do not add up: the last component takes the rest', () => {
    const tooShort = splitComponents(
      [{ name: 'A', ingredientCount: 1, instructionCount: 0 }],
      ingredients,
      steps,
    );
    expect(tooShort).toEqual([{ name: 'A', ingredients, instructions: steps }]);
    const tooLong = splitComponents(
      [
        { name: 'A', ingredientCount: 9, instructionCount: -3 },
        { name: 'B', ingredientCount: 9, instructionCount: Number.NaN },
      ],
      ingredients,
      steps,
    );
    expect(tooLong).toEqual([
      { name: 'A', ingredients, instructions: [] },
      { name: 'B', ingredients: [], instructions: steps },
    ]);
  });

  it('tells a plain recipe from one with named components', () => {
    expect(hasNamedComponents([])).toBe(false);
    expect(hasNamedComponents([{ name: ' ', ingredientCount: 1, instructionCount: 1 }])).toBe(false);
    expect(hasNamedComponents([{ name: 'Glaze', ingredientCount: 1, instructionCount: 1 }])).toBe(true);
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
    const sections = recipeSections(
      components(['Pohja', 2, 0], ['Kuorrute', 1, 0], ['Valmistus:', 0, 3]),
      ingredients,
      steps,
      'Kakku',
    );
    expect(sections.components.map((c) => c.title)).toEqual(['Pohja', 'Kuorrute']);
    expect(sections.method).toMatchObject({
      title: 'Valmistus',
      instructions: ['1', '2', '3'],
      firstStep: 0,
    });
  });

  it('calls an unnamed method by the word of the plain recipe, and numbers its steps on', () => {
    const sections = recipeSections(
      components(['Sablé', 2, 1], ['Glaze', 1, 0], ['', 0, 2]),
      ingredients,
      steps,
      'Tart',
    );
    expect(sections.method).toMatchObject({ title: METHOD_TITLE, instructions: ['2', '3'], firstStep: 1 });
    expect(sections.components[1]).toMatchObject({ title: 'Glaze', firstIngredient: 2, firstStep: 1 });
  });

  it('keeps a last component that has ingredients, and a recipe of steps only, as components', () => {
    expect(recipeSections(components(['A', 1, 1], ['B', 2, 2]), ingredients, steps, 'T').method).toBeNull();
    expect(recipeSections(components(['A', 0, 1], ['B', 0, 2]), [], steps, 'T').method).toBeNull();
  });

  it('titles an unnamed component among named ones with the recipe title', () => {
    const sections = recipeSections(
      components(['', 2, 2], ['Kuorrute', 1, 1]),
      ingredients,
      steps,
      'Porkkanakakku',
    );
    expect(sections.components.map((c) => c.title)).toEqual(['Porkkanakakku', 'Kuorrute']);
  });
});
