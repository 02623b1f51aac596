import { describe, expect, it } from 'vitest';
import { withCategory, withTag } from '#client/features/recipes/components/recipe-form/form-values.ts';
import { emptyComponentRows, fromComponentRows, toComponentRows } from '#client/lib/form-rows.ts';
import { SWEET_SUBCATEGORIES } from '#shared/recipes/categories.ts';
import type { RecipeComponent } from '#shared/recipes/components.ts';
import type { Ingredient } from '#shared/recipes/recipe.ts';

const ingredient = (name: string, amount = 1): Ingredient => ({ amount, unit: 'g', name });

describe('the recipe form rows and the components boundary', () => {
  it('gives a plain recipe one unnamed component and saves it back as a plain recipe', () => {
    const recipe = { components: [], ingredients: [ingredient('voita')], instructions: ['Sulata.'] };
    const rows = toComponentRows(recipe);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '', steps: [{ text: 'Sulata.' }] });
    expect(fromComponentRows(rows)).toMatchObject({ components: [], instructions: ['Sulata.'] });
  });

  it('round-trips an assembly through the rows: the same runs, lines and source lines', () => {
    const components: RecipeComponent[] = [
      { name: 'Pohja', ingredientCount: 2, instructionCount: 1 },
      { name: 'Täyte', ingredientCount: 1, instructionCount: 1 },
    ];
    const recipe = {
      components,
      ingredients: [
        ingredient('voita', 150),
        { ...ingredient('sokeria', 2), original: '2 dl sokeria' },
        ingredient('mustikoita', 400),
      ],
      instructions: ['Sekoita.', 'Paista.'],
    };
    const saved = fromComponentRows(toComponentRows(recipe));
    expect(saved.components).toEqual(components);
    expect(saved.instructions).toEqual(recipe.instructions);
    // Amounts stay text until the save rules read them; a row without a source line says so with null.
    expect(saved.ingredients).toEqual([
      { amount: '150', unit: 'g', name: 'voita', original: null },
      { amount: '2', unit: 'g', name: 'sokeria', original: '2 dl sokeria' },
      { amount: '400', unit: 'g', name: 'mustikoita', original: null },
    ]);
  });

  it('keeps an added empty component as a component of its own', () => {
    const rows = [...toComponentRows({ components: [], ingredients: [ingredient('a')], instructions: [] })];
    rows.push(emptyComponentRows());
    expect(fromComponentRows(rows).components).toEqual([
      { name: '', ingredientCount: 1, instructionCount: 0 },
      { name: '', ingredientCount: 0, instructionCount: 0 },
    ]);
  });
});

describe('the recipe form values', () => {
  it('starts a new category from its own first subcategory, and reads an unknown one as salty', () => {
    expect(withCategory('sweet')).toEqual({ category: 'sweet', subcategory: SWEET_SUBCATEGORIES[0] });
    expect(withCategory('nonsense').category).toBe('salty');
  });

  it('adds a tag once whatever its casing, and never a blank one', () => {
    expect(withTag(['Chocolate'], ' tart ')).toEqual(['Chocolate', 'tart']);
    expect(withTag(['Chocolate'], 'chocolate')).toEqual(['Chocolate']);
    expect(withTag(['Chocolate'], '   ')).toEqual(['Chocolate']);
  });
});
