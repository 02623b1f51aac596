import { describe, expect, it } from 'vitest';
import { classifyRecipe } from '#server/import/classify/classify.ts';
import { type ExtractedRecipe, emptyRecipe } from '#server/import/extracted-recipe.ts';

const recipe = (fields: Partial<ExtractedRecipe>): ExtractedRecipe => ({ ...emptyRecipe(), ...fields });

describe('classifyRecipe: category and subcategory', () => {
  it.each([
    ['Suklaaganache', ['200 g tummaa suklaata', '2 dl kermaa'], 'sweet', 'Ganaches'],
    ['Chocolate Ganache', ['8 oz chocolate', '1 cup cream'], 'sweet', 'Ganaches'],
    ['Mustikkapiirakka', ['150 g voita', '1 dl sokeria', '300 g mustikoita'], 'sweet', 'Cakes'],
    ['New York Cheesecake', ['500 g cream cheese', '1 cup sugar'], 'sweet', 'Cheesecakes'],
    ['Lemon curd', ['3 lemons', '100 g sugar', '3 eggs'], 'sweet', 'Curds'],
    ['Vaniljapannacotta', ['5 dl kermaa', '1 dl sokeria', '3 liivatelehteä'], 'sweet', 'Pannacotta'],
    ['Millionaire Shortbread', ['200 g butter', '100 g sugar'], 'sweet', 'Doughs'],
    ['Ruisleipä', ['5 dl ruisjauhoja', '1 tl suolaa', '25 g hiivaa'], 'salty', 'Bread'],
    ['Sourdough bread', ['500 g flour', '10 g salt', '350 g water'], 'salty', 'Bread'],
    ['Kanakeitto', ['500 g broileria', '1 sipuli', '4 perunaa'], 'salty', 'Broths'],
    ['Graavilohi', ['1 kg lohta', '2 rkl suolaa'], 'salty', 'Fish & seafood'],
    ['Karjalanpiirakat', ['5 dl ruisjauhoja', '2,5 dl puuroriisiä', '1 l maitoa'], 'salty', 'Doughs'],
    ['Munakas', ['3 kananmunaa', '1 dl maitoa'], 'salty', 'Mixed recipes salty'],
  ])('%s → %s / %s', (title, ingredients, category, subcategory) => {
    const result = classifyRecipe(recipe({ title, ingredients }));
    expect(result.category).toBe(category);
    expect(result.subcategory).toBe(subcategory);
  });

  it('does not read the hen in "kananmuna" as chicken', () => {
    const result = classifyRecipe(
      recipe({ title: 'Sokerikakku', ingredients: ['4 kananmunaa', '2 dl sokeria'] }),
    );
    expect(result.category).toBe('sweet');
  });

  it('uses the source categories when the title names no subcategory', () => {
    const result = classifyRecipe(
      recipe({
        title: 'Grandma’s Sunday special',
        categories: ['Ice cream', 'Dessert'],
        ingredients: ['2 cups cream', '1 cup sugar'],
      }),
    );
    expect(result).toMatchObject({ category: 'sweet', subcategory: 'Ice-creams' });
  });
});

describe('classifyRecipe: difficulty', () => {
  const steps = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1}.`);
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1} g thing`);

  it.each([
    [lines(5), steps(3), 20, 'easy'],
    [lines(5), steps(3), 0, 'easy'],
    [lines(10), steps(6), 60, 'medium'],
    [lines(16), steps(6), 60, 'hard'],
    [lines(5), steps(12), 60, 'hard'],
    [lines(5), steps(3), 240, 'hard'],
  ])('%#: ingredients, steps and minutes → %s', (ingredients, instructions, totalTime, difficulty) => {
    expect(classifyRecipe(recipe({ title: 'Dish', ingredients, instructions, totalTime })).difficulty).toBe(
      difficulty,
    );
  });

  it('calls tempering chocolate hard however short the recipe', () => {
    const result = classifyRecipe(recipe({ title: 'Konvehdit', instructions: ['Temperoi suklaa.'] }));
    expect(result.difficulty).toBe('hard');
  });
});
