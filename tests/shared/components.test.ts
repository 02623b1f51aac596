import { describe, expect, it } from 'vitest';
import { componentTitle, hasNamedComponents, joinComponents, splitComponents } from '../../shared/components';

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
  it('names an unnamed component by what it holds', () => {
    expect(componentTitle({ name: 'Glaze', ingredients: [1], instructions: [] }, 0)).toBe('Glaze');
    expect(componentTitle({ name: 'Täyte:', ingredients: [1], instructions: [] }, 0)).toBe('Täyte');
    expect(componentTitle({ name: '', ingredients: [1], instructions: [] }, 0)).toBe('Ingredients');
    expect(componentTitle({ name: '', ingredients: [], instructions: ['x'] }, 2)).toBe('Method');
    expect(componentTitle({ name: ' ', ingredients: [1], instructions: ['x'] }, 1)).toBe('Part 2');
  });
});
