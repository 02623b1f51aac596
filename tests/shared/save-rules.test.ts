import { describe, expect, it } from 'vitest';
import {
  type RecipeDraft,
  type RecipeInput,
  type RecipeUpdateInput,
  recipeInput,
  recipeUpdateInput,
} from '#shared/recipes/recipe.ts';
import {
  applySaveRules,
  MAX_MINUTES,
  MAX_SERVINGS,
  type NormalizedRecipe,
  validateEdit,
} from '#shared/recipes/save-rules.ts';

/** The way the server uses the rules: the tRPC input schema runs first. */
function save(input: RecipeInput): NormalizedRecipe {
  return applySaveRules(recipeInput.parse(input));
}

function saveIngredient(ingredient: NonNullable<RecipeInput['ingredients']>[number]) {
  return save({ ingredients: [{ name: 'Sugar', ...ingredient }] }).ingredients[0];
}

describe('applySaveRules', () => {
  it('fills every stored field with its default when the draft is empty', () => {
    expect(save({})).toStrictEqual({
      title: 'Nimetön resepti',
      category: 'salty',
      subcategory: 'Bread',
      description: '',
      ingredients: [],
      instructions: [],
      components: [],
      preparationTime: 0,
      cookingTime: 0,
      totalTime: 0,
      servingSize: 4,
      servings: null,
      pan: null,
      difficulty: 'medium',
      equipment: [],
      notes: '',
      aiGeneratedTags: [],
      sourceUrl: null,
    });
  });

  it('produces something recipes.create can return as a draft', () => {
    const draft: RecipeDraft = save({ title: 'Kakku' });
    expect(draft.title).toBe('Kakku');
  });

  it('treats NaN and Infinity from a caller that skipped the schema as missing', () => {
    const parsed = recipeInput.parse({});
    const result = applySaveRules({
      ...parsed,
      ingredients: [{ name: 'Salt', amount: Number.NaN }],
      preparationTime: Number.NaN,
      servingSize: Number.POSITIVE_INFINITY,
    });
    expect(result.ingredients[0]?.amount).toBe(0);
    expect(result.preparationTime).toBe(0);
    expect(result.servingSize).toBe(4);
  });

  describe('title', () => {
    it.each([
      ['  Suklaakakku  ', 'Suklaakakku'],
      ['', 'Nimetön resepti'],
      ['   ', 'Nimetön resepti'],
      [null, 'Nimetön resepti'],
      [undefined, 'Nimetön resepti'],
    ])('%j is saved as %j', (title, expected) => {
      expect(save({ title }).title).toBe(expected);
    });
  });

  describe('ingredient amount', () => {
    it.each([
      [2, 2],
      [0.5, 0.5],
      ['1,5', 1.5],
      ['1.5', 1.5],
      ['½', 0.5],
      ['1½', 1.5],
      ['1 1/2', 1.5],
      ['3/4', 0.75],
      [' 2 ', 2],
      ['', 0],
      ['abc', 0],
      ['2 kg', 0],
      ['-1', 0],
      [-3, 0],
      [null, 0],
      [undefined, 0],
    ])('%j is saved as %s', (amount, expected) => {
      expect(saveIngredient({ amount })?.amount).toBe(expected);
    });
  });

  describe('ingredients', () => {
    it('drops ingredients without a name and keeps the order of the rest', () => {
      const { ingredients } = save({
        ingredients: [
          { name: 'Flour', amount: 200, unit: 'g' },
          { name: '', amount: 1 },
          { name: '   ', amount: 2 },
          { name: null, amount: 3 },
          { amount: 4 },
          { name: 'Sugar', amount: 100, unit: 'g' },
        ],
      });
      expect(ingredients.map((i) => i.name)).toEqual(['Flour', 'Sugar']);
    });

    it('trims name and unit, and saves a missing unit as empty', () => {
      expect(saveIngredient({ name: '  Butter ', unit: ' g ', amount: 50 })).toStrictEqual({
        name: 'Butter',
        unit: 'g',
        amount: 50,
      });
      expect(saveIngredient({ unit: null })?.unit).toBe('');
      expect(saveIngredient({ unit: undefined })?.unit).toBe('');
    });

    it('keeps the original line trimmed when given', () => {
      expect(saveIngredient({ original: '  200 g sokeria ' })?.original).toBe('200 g sokeria');
    });

    it.each([null, undefined, '', '   '])('leaves the original out entirely when it is %j', (original) => {
      expect(saveIngredient({ original })).not.toHaveProperty('original');
    });
  });

  describe('instructions', () => {
    it('trims steps, drops blank ones and keeps the order', () => {
      expect(save({ instructions: ['  Mix. ', '', '   ', 'Bake.\n'] }).instructions).toEqual([
        'Mix.',
        'Bake.',
      ]);
    });
  });

  describe('times', () => {
    it.each([
      [15, 15],
      ['15', 15],
      [12.4, 12],
      [12.5, 13],
      ['7,5', 8],
      ['1 1/2', 2],
      [0, 0],
      [-5, 0],
      ['-5', 0],
      ['abc', 0],
      ['15 min', 0],
      [null, 0],
      [undefined, 0],
    ])('%j minutes is saved as %s', (value, expected) => {
      const result = save({ preparationTime: value, cookingTime: value, totalTime: value });
      expect([result.preparationTime, result.cookingTime, result.totalTime]).toEqual([
        expected,
        expected,
        expected,
      ]);
    });

    it('reads each time from its own field', () => {
      const result = save({ preparationTime: 10, cookingTime: '20', totalTime: 30 });
      expect([result.preparationTime, result.cookingTime, result.totalTime]).toEqual([10, 20, 30]);
    });
  });

  describe('serving size', () => {
    it.each([
      [6, 6],
      ['8', 8],
      [2.4, 2],
      ['2,6', 3],
      [0.5, 1],
      [1, 1],
      [null, 4],
      [undefined, 4],
      ['', 4],
      ['lots', 4],
      [0, 4],
      [0.4, 4],
      [-2, 4],
    ])('%j is saved as %s', (servingSize, expected) => {
      expect(save({ servingSize }).servingSize).toBe(expected);
    });
  });

  describe('servings', () => {
    it.each([
      [3, 3],
      ['12', 12],
      ['2,6', 3],
      [0.5, 1],
      [0, null],
      [0.4, null],
      [-1, null],
      ['many', null],
      ['', null],
      [null, null],
      [undefined, null],
    ])('%j is saved as %s', (servings, expected) => {
      expect(save({ servings }).servings).toBe(expected);
    });
  });

  describe('difficulty', () => {
    it.each([
      ['easy', 'easy'],
      ['HARD', 'hard'],
      [' Medium ', 'medium'],
      ['extreme', 'medium'],
      ['', 'medium'],
      [null, 'medium'],
    ])('%j is saved as %j', (difficulty, expected) => {
      expect(save({ difficulty }).difficulty).toBe(expected);
    });
  });

  describe('category and subcategory', () => {
    it.each([
      ['sweet', 'ganaches', 'sweet', 'Ganaches'],
      ['sweet', ' MOUSSES ', 'sweet', 'Mousses'],
      ['sweet', 'Bread', 'sweet', 'Anglaise'],
      ['sweet', 'Broth', 'sweet', 'Anglaise'],
      ['SWEET', 'Cakes', 'sweet', 'Cakes'],
      ['salty', 'fish & seafood', 'salty', 'Fish & seafood'],
      ['salty', 'Ganaches', 'salty', 'Bread'],
      ['salty', 'Doughs', 'salty', 'Doughs'],
      ['savory', 'meat', 'savory', 'Meat'],
      ['savory', 'Ganaches', 'savory', 'Bread'],
      ['dessert', 'Ganaches', 'salty', 'Bread'],
      ['dessert', 'Meat', 'salty', 'Meat'],
      [null, null, 'salty', 'Bread'],
      ['sweet', null, 'sweet', 'Anglaise'],
      ['sweet', '', 'sweet', 'Anglaise'],
    ])('%j / %j is saved as %j / %j', (category, subcategory, expectedCategory, expectedSubcategory) => {
      const result = save({ category, subcategory });
      expect([result.category, result.subcategory]).toEqual([expectedCategory, expectedSubcategory]);
    });
  });

  describe('texts and lists', () => {
    it('trims description and notes, saving missing ones as empty', () => {
      expect(save({ description: '  Rich.  ', notes: ' Rest overnight. ' })).toMatchObject({
        description: 'Rich.',
        notes: 'Rest overnight.',
      });
      expect(save({ description: null, notes: undefined })).toMatchObject({ description: '', notes: '' });
    });

    it('trims equipment and drops blank entries', () => {
      expect(save({ equipment: [' Whisk ', '', '  ', 'Oven'] }).equipment).toEqual(['Whisk', 'Oven']);
    });
  });

  describe('AI tags', () => {
    it('trims, keeps the first spelling and drops blanks and case-insensitive repeats', () => {
      const tags = [' Chocolate ', 'chocolate', 'CHOCOLATE', '', '  ', 'Suklaa', 'Ä-tag', 'ä-TAG', 'dessert'];
      expect(save({ aiGeneratedTags: tags }).aiGeneratedTags).toEqual([
        'Chocolate',
        'Suklaa',
        'Ä-tag',
        'dessert',
      ]);
    });
  });

  describe('source URL', () => {
    it.each([
      ['https://example.com/recipe?id=1', 'https://example.com/recipe?id=1'],
      ['  http://resepti.fi/kakku  ', 'http://resepti.fi/kakku'],
      ['HTTPS://EXAMPLE.COM/A', 'HTTPS://EXAMPLE.COM/A'],
      ['javascript:alert(1)', null],
      ['ftp://example.com/file.txt', null],
      ['file:///etc/passwd', null],
      ['data:text/html,hi', null],
      ['example.com/recipe', null],
      ['not a url', null],
      ['', null],
      ['   ', null],
      [null, null],
      [undefined, null],
    ])('%j is saved as %j', (sourceUrl, expected) => {
      expect(save({ sourceUrl }).sourceUrl).toBe(expected);
    });
  });
});

describe('validateEdit', () => {
  const valid = { title: 'Suklaakakku', ingredients: [{ name: 'Sugar' }], instructions: ['Mix.'] };

  it('accepts a recipe with a name, an ingredient and a step', () => {
    expect(validateEdit(valid)).toBeNull();
  });

  it.each(['', '   ', null, undefined])('refuses the title %j', (title) => {
    expect(validateEdit({ ...valid, title })).toEqual({ field: 'title', message: 'recipes.titleRequired' });
  });

  it.each([[[]], [[{ name: '' }, { name: '  ' }, { name: null }, {}]]])(
    'refuses ingredients without any name: %j',
    (ingredients) => {
      expect(validateEdit({ ...valid, ingredients })).toEqual({
        field: 'ingredients',
        message: 'recipes.ingredientRequired',
      });
    },
  );

  it('accepts blank ingredient rows next to a named one (the save rules drop them)', () => {
    expect(validateEdit({ ...valid, ingredients: [{ name: '' }, { name: 'Egg' }] })).toBeNull();
  });

  it.each([[[]], [['', '   ', '\n']]])('refuses instructions without any text: %j', (instructions) => {
    expect(validateEdit({ ...valid, instructions })).toEqual({
      field: 'instructions',
      message: 'recipes.instructionRequired',
    });
  });

  it('reports the first failing rule in the order title, ingredients, instructions', () => {
    expect(validateEdit({ title: ' ', ingredients: [], instructions: [] })?.field).toBe('title');
    expect(validateEdit({ ...valid, ingredients: [], instructions: [] })?.field).toBe('ingredients');
  });
});

describe('recipeUpdateInput', () => {
  const update: RecipeUpdateInput = {
    id: '7f1d3c4e-2b5a-4c8d-9e0f-1a2b3c4d5e6f',
    expectedUpdatedAt: '2026-05-01T10:00:00.000Z',
    title: 'Kakku',
  };

  it('accepts an id, the loaded updated_at and the recipe fields', () => {
    const parsed = recipeUpdateInput.parse(update);
    expect(parsed).toMatchObject({
      id: update.id,
      expectedUpdatedAt: update.expectedUpdatedAt,
      title: 'Kakku',
    });
    expect(parsed.ingredients).toEqual([]);
  });

  it.each(['2026-05-01T10:00:00Z', '2026-05-01T10:00:00.123456Z', '2026-05-01T13:00:00.000+03:00'])(
    'accepts the ISO datetime %j',
    (expectedUpdatedAt) => {
      expect(recipeUpdateInput.safeParse({ ...update, expectedUpdatedAt }).success).toBe(true);
    },
  );

  it.each(['', 'yesterday', '2026-05-01', '01.05.2026 10:00'])(
    'refuses the datetime %j',
    (expectedUpdatedAt) => {
      expect(recipeUpdateInput.safeParse({ ...update, expectedUpdatedAt }).success).toBe(false);
    },
  );

  it.each(['', 'recipe-1', '123'])('refuses the id %j', (id) => {
    expect(recipeUpdateInput.safeParse({ ...update, id }).success).toBe(false);
  });

  it('requires both the id and the expected updated_at', () => {
    const { id: _id, ...withoutId } = update;
    const { expectedUpdatedAt: _at, ...withoutTimestamp } = update;
    expect(recipeUpdateInput.safeParse(withoutId).success).toBe(false);
    expect(recipeUpdateInput.safeParse(withoutTimestamp).success).toBe(false);
  });

  it('keeps the size limits of recipes.create', () => {
    expect(recipeUpdateInput.safeParse({ ...update, title: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('values the database could not store', () => {
  it('caps absurd times and servings instead of overflowing an integer column', () => {
    const saved = applySaveRules(
      recipeInput.parse({
        preparationTime: 5_999_999_940,
        totalTime: '1e20',
        servings: 99_999_999_999,
        servingSize: 1e12,
      }),
    );
    expect(saved.preparationTime).toBe(MAX_MINUTES);
    expect(saved.servings).toBe(MAX_SERVINGS);
    expect(saved.servingSize).toBe(MAX_SERVINGS);
  });

  it('drops NUL characters from every text', () => {
    const saved = applySaveRules(
      recipeInput.parse({
        title: 'Pie\u0000',
        notes: 'a\u0000b',
        ingredients: [{ name: 'flour\u0000', unit: 'g\u0000', amount: 1 }],
        instructions: ['mix\u0000'],
        aiGeneratedTags: ['\u0000tag'],
      }),
    );
    expect(JSON.stringify(saved)).not.toContain('\\u0000');
    expect(saved.title).toBe('Pie');
    expect(saved.ingredients[0]).toMatchObject({ name: 'flour', unit: 'g' });
  });
});
