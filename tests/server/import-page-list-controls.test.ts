/**
 * What a page's ingredient list shows beside its lines: a recipe card's controls (the servings stepper,
 * the unit drop-down), whose words are no line of the recipe, and the group headings that name the
 * structured data's flat lines. Checked on real corpus pages (skipped with a note where the shared
 * corpus is absent) and on small inputs that show each rule alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { chooseIngredientLines } from '#server/import/page/ingredient-lines.ts';
import { visibleLists } from '#server/import/page/visible-lists.ts';
import { readPage } from '#server/import/pipeline.ts';

const PAGES = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
const corpusPage = (path: string) => readFileSync(join(PAGES, path), 'utf8');
const page = (body: string) =>
  `<!doctype html><html><head><title>Test</title></head><body><main>${body}</main></body></html>`;
const shownLines = (html: string) =>
  visibleLists(parseHtml(html), 'ingredients').flatMap((items) => items.map((item) => item.text));

if (!existsSync(PAGES))
  console.warn(
    `import-page-list-controls: skipped: ${PAGES} is absent (the shared corpus sits beside the repository)`,
  );

describe('the servings control in an ingredient list', () => {
  it('leaves out a stepper’s label beside its number field, and keeps each line’s checkbox', () => {
    const html = page(
      '<div class="ingredients"><div><input type="number" value="4"><span>Personen</span></div>' +
        '<ul><li><input type="checkbox"><label>100 ml Milch</label></li><li>1 TL Zucker</li></ul></div>',
    );
    expect(shownLines(html)).toEqual(['100 ml Milch', '1 TL Zucker']);
  });

  it('leaves out a block named for the servings, but not an amount so named', () => {
    const html = page(
      '<div class="ingredients"><div class="yield"><div>for</div><div>4</div><div>servings</div></div>' +
        '<ul><li><span class="yield-amount">22</span> oz pumpkin</li><li>salt</li></ul></div>',
    );
    expect(shownLines(html)).toEqual(['22 oz pumpkin', 'salt']);
  });
});

describe.runIf(existsSync(PAGES))('corpus: servings controls in ingredient lists', () => {
  it.each([
    // A number field and its noun (lecker.de), a drop-down after its label (alittlebityummy.com).
    ['lecker.de/lecker_1.testhtml', 'Personen', '1 Brokkoli'],
    ['lecker.de/lecker_2.testhtml', 'Stück', '100 ml Milch'],
    ['alittlebityummy.com/alittlebityummy_1.testhtml', 'Servings:', 'CREAMY HAM POTATO SOUP'],
    // A block named for the servings: its count alone (petitchef), "for 4 servings" in parts (eatsmarter).
    ['en.petitchef.com/petitchef_2.testhtml', '1', '1 burger bun'],
    ['eatsmarter.com/eatsmarter.testhtml', 'for', '22 ozs Hokkaido pumpkin'],
  ])('%s shows no "%s"; its list starts "%s"', (path, control, first) => {
    const lines = shownLines(corpusPage(path));
    expect(lines).not.toContain(control);
    expect(lines.find((line) => line !== 'Ingredients' && line !== 'Zutaten')).toBe(first);
  });
});

describe('group headings the page shows over the data’s flat lines', () => {
  it('split the data’s lines where the page’s groups start, though the page adds second measures', () => {
    const data = [
      { name: '', lines: ['1 cup butter (softened)', '½ cup sugar', '¼ tsp salt', '2 tbsp cream'] },
    ];
    const shown = [
      { text: 'Cookie', heading: true },
      { text: '1 cup (226 g) butter softened', heading: false },
      { text: '½ cup (100 g) sugar', heading: false },
      { text: 'Topping', heading: true },
      { text: '¼ tsp salt', heading: false },
      { text: '2 tbsp (30 ml) cream', heading: false },
    ];
    expect(chooseIngredientLines(data, [shown], 'json-ld').groups).toEqual([
      { name: 'Cookie', lines: ['1 cup butter (softened)', '½ cup sugar'] },
      { name: 'Topping', lines: ['¼ tsp salt', '2 tbsp cream'] },
    ]);
  });
});

describe.runIf(existsSync(PAGES))(
  'corpus: groups shown over data without them, words added or units spelled otherwise',
  () => {
    it.each([
      ['sugarspunrun.com/sugarspunrun_2.testhtml', ['Cookie', 'Topping']],
      ['mealprepmanual.com/mealprepmanual_2.testhtml', ['For the Bowls', 'For the Sauce']],
      ['littlespoonfarm.com/littlespoonfarm_2.testhtml', ['Dry Ingredients', 'Wet Ingredients', 'Glaze']],
      // The same foods, their units spelled otherwise: "cups" / "c.", "tablespoon" / "tbsp".
      ['countryliving.com/countryliving_2.testhtml', ['For the crust:', 'For the filling:']],
      ['lifestyleofafoodie.com/lifestyleofafoodie_2.testhtml', ['', 'Spicy ketchup']],
    ])('%s', (path, names) => {
      const recipe = readPage(corpusPage(path));
      expect(recipe.sources.ingredients).toBe('json-ld');
      expect(recipe.ingredientGroups.map((g) => g.name)).toEqual(names);
    });
  },
);
