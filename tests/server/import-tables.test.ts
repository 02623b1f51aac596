/** Ingredient tables on pages without structured data: header rows, rows as lines, baker's percentages, totals. */
import { describe, expect, it } from 'vitest';
import { readPage } from '#server/import/pipeline.ts';
import { parseIngredientLine } from '#shared/ingredients.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body><main><h1>Test</h1>${body}</main></body></html>`;
const method =
  '<h2>Method</h2><ol><li>Mix everything into a smooth dough.</li><li>Bake until golden brown.</li></ol>';

describe('an ingredient table in a container named for ingredients', () => {
  it('reads no line from a header row of column labels, and one line from each row in reading order', () => {
    const html = page(
      '<table class="ingredients-table"><thead><tr><th>Amount</th><th>Unit</th><th>Ingredient</th></tr></thead>' +
        '<tbody><tr><td>2</td><td>cups</td><td>all-purpose flour</td></tr>' +
        '<tr><td>1</td><td>tsp</td><td>baking soda</td></tr></tbody></table>',
    );
    expect(readPage(html).ingredients).toEqual(['2 cups all-purpose flour', '1 tsp baking soda']);
  });

  it('reads a header row of labels even in plain cells, in Finnish, and names a group by a cell across the row', () => {
    const html = page(
      '<table class="ainekset"><tr><td>Raaka-aine</td><td>Määrä</td></tr>' +
        '<tr><td colspan="2">Pohja</td></tr>' +
        '<tr><td>vehnäjauhoja</td><td>3 dl</td></tr><tr><td>voita</td><td>100 g</td></tr>' +
        '<tr><td colspan="2">Täyte</td></tr><tr><td>rahkaa</td><td>250 g</td></tr>' +
        '<tr><td>Yhteensä</td><td>noin 600 g</td></tr></table>',
    );
    expect(readPage(html).ingredientGroups).toEqual([
      { name: 'Pohja', lines: ['vehnäjauhoja 3 dl', 'voita 100 g'] },
      { name: 'Täyte', lines: ['rahkaa 250 g'] },
    ]);
  });

  it("reads a baker's table: its header names the dough, a percentage is a remark, the total no ingredient", () => {
    const html = page(
      '<table class="recipe-ingredients"><tr><th>Poolish</th><th>g</th><th>%</th></tr>' +
        '<tr><td>Bread flour</td><td>1000 g</td><td>100%</td></tr>' +
        '<tr><td>Water</td><td>650 g</td><td>65%</td></tr>' +
        '<tr><td>Salt</td><td>20 g</td><td>2%</td></tr>' +
        '<tr><td>Total</td><td>1670 g</td><td>167%</td></tr></table>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredientGroups).toEqual([
      { name: 'Poolish', lines: ['Bread flour 1000 g (100%)', 'Water 650 g (65%)', 'Salt 20 g (2%)'] },
    ]);
    expect(parseIngredientLine(recipe.ingredients[0]!)).toMatchObject({
      amount: 1000,
      unit: 'g',
      name: 'Bread flour',
      note: '100%',
    });
  });

  it('gives a bare number the unit its column is headed by, and reads one under a percent column as a remark', () => {
    const html = page(
      '<table class="ingredients"><thead><tr><th>Group 1</th><th>KG</th><th>%</th></tr></thead>' +
        '<tbody><tr><td>Wheat flour</td><td>1</td><td>100</td></tr>' +
        '<tr><td>Water</td><td>0.68</td><td>68</td></tr></tbody></table>',
    );
    const recipe = readPage(html);
    expect(recipe.ingredientGroups).toEqual([
      { name: 'Group 1', lines: ['Wheat flour 1 KG (100 %)', 'Water 0.68 KG (68 %)'] },
    ]);
    expect(parseIngredientLine(recipe.ingredients[1]!)).toMatchObject({
      amount: 0.68,
      unit: 'kg',
      name: 'Water',
    });
  });
});

describe('an ingredient table in the page’s text', () => {
  it('reads each row as one line, its cells joined, and no line from the header row', () => {
    const html = page(
      '<h2>Zutaten</h2><table><tr><th>Menge</th><th>Zutat</th></tr>' +
        '<tr><td>200 ml</td><td>Milch</td></tr><tr><td>2 EL</td><td>Zucker</td></tr>' +
        '<tr><td>3</td><td>Eier</td></tr></table>' +
        method,
    );
    expect(readPage(html).ingredients).toEqual(['200 ml Milch', '2 EL Zucker', '3 Eier']);
  });

  it("reads a Finnish baker's table without its header, percentages as remarks and no totals row", () => {
    const html = page(
      '<h2>Ainekset</h2><table><tr><td>Raaka-aine</td><td>g</td><td>%</td></tr>' +
        '<tr><td>vehnäjauho</td><td>500 g</td><td>100 %</td></tr>' +
        '<tr><td>vesi</td><td>350 g</td><td>70 %</td></tr>' +
        '<tr><td>suola</td><td>10 g</td><td>2 %</td></tr>' +
        '<tr><td>Yhteensä</td><td>860 g</td><td>172 %</td></tr></table>' +
        method,
    );
    expect(readPage(html).ingredients).toEqual([
      'vehnäjauho 500 g (100 %)',
      'vesi 350 g (70 %)',
      'suola 10 g (2 %)',
    ]);
  });

  it('keeps a layout row whose cells hold paragraphs as lines of their own', () => {
    const html = page(
      '<table><tr><td><h2>Ingredients</h2><ul><li>2 eggs</li><li>100 g sugar</li></ul></td>' +
        '<td><p>Serve it cold.</p></td></tr></table>' +
        method,
    );
    expect(readPage(html).ingredients).toEqual(['2 eggs', '100 g sugar']);
  });
});

describe('a line set out in blocks in the page’s text', () => {
  it('reads a quantity block and a name block as one line, a unit’s plural ending kept', () => {
    const html = page(
      '<h2>Ingredients</h2><div class="grid">' +
        '<div><p>1 unit(s)</p><p>Shallot</p></div><div><p>150 grams</p><p>Green beans</p></div>' +
        '<div><p>2 Stange(n)</p><p>Lauch</p></div></div>' +
        method,
    );
    expect(readPage(html).ingredients).toEqual([
      '1 unit(s) Shallot',
      '150 grams Green beans',
      '2 Stange(n) Lauch',
    ]);
  });

  it('keeps a label and its value apart: a fact about the recipe, no ingredient', () => {
    const html = page(
      '<div><p>Serves:</p><p>4 people</p></div><h2>Ingredients</h2><ul><li>2 eggs</li><li>1 dl milk</li></ul>' +
        method,
    );
    const recipe = readPage(html);
    expect(recipe.ingredients).toEqual(['2 eggs', '1 dl milk']);
    expect(recipe.servings).toBe(4);
  });
});

describe('ingredient tables that look like the rules but are not (review)', () => {
  const table = (rows: string) => page(`<table class="ingredients">${rows}</table>${method}`);

  it('keeps the ingredients of a table whose header has a notes column, naming no group by it', () => {
    const recipe = readPage(
      table(
        '<tr><th>Ingredient</th><th>Amount</th><th>Notes</th></tr>' +
          '<tr><td>Flour</td><td>200 g</td><td>sifted</td></tr><tr><td>Butter</td><td>100 g</td><td>soft</td></tr>',
      ),
    );
    expect(recipe.ingredientGroups).toEqual([
      { name: '', lines: ['Flour 200 g sifted', 'Butter 100 g soft'] },
    ]);
  });

  it('reads a cell across the last row as a line, and a totals row only when it is the word alone and last', () => {
    const recipe = readPage(
      table(
        '<tr><td>Total Greek yoghurt</td><td>200 g</td></tr><tr><td>Honey</td><td>2 tbsp</td></tr>' +
          '<tr><td colspan="2">Salt and pepper to taste</td></tr>',
      ),
    );
    expect(recipe.ingredients).toEqual([
      'Total Greek yoghurt 200 g',
      'Honey 2 tbsp',
      'Salt and pepper to taste',
    ]);
    const totals = readPage(
      table('<tr><td>Flour</td><td>200 g</td></tr><tr><td>Total</td><td>200 g</td></tr>'),
    );
    expect(totals.ingredients).toEqual(['Flour 200 g']);
  });

  it('takes a bare number’s unit from the brackets of its column’s label, and any unit the parser knows', () => {
    const grams = readPage(
      table('<tr><th>Ingredient</th><th>Amount (g)</th></tr><tr><td>Flour</td><td>500</td></tr>'),
    );
    expect(grams.ingredients).toEqual(['Flour 500 g']);
    const cups = readPage(
      table(
        '<tr><th>Ingredient</th><th>Cups</th><th>Grams</th></tr><tr><td>Flour</td><td>2</td><td>250</td></tr>',
      ),
    );
    expect(cups.ingredients).toEqual(['Flour 2 Cups 250 Grams']);
  });

  it('keeps an ingredient that names its energy after its quantity, and drops a labelled energy line', () => {
    const html = page(
      '<ul class="ingredients"><li>2 tbsp nutritional yeast (45 kcal)</li><li>200 g pasta</li>' +
        `<li>Calories: 250 kcal</li></ul>${method}`,
    );
    expect(readPage(html).ingredients).toEqual(['2 tbsp nutritional yeast (45 kcal)', '200 g pasta']);
  });

  it('keeps both of two lists side by side that share foods but are two components', () => {
    const html = page(
      '<div class="ingredients"><h3>Crust</h3><ul><li>200 g flour</li><li>100 g butter</li><li>1 egg</li></ul></div>' +
        '<div class="ingredients"><h3>Filling</h3><ul><li>50 g butter</li><li>1 egg</li><li>200 g cream cheese</li></ul></div>' +
        method,
    );
    expect(readPage(html).ingredientGroups.map((g) => g.name)).toEqual(['Crust', 'Filling']);
    expect(readPage(html).ingredients).toContain('200 g cream cheese');
  });
});
