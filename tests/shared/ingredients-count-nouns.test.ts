import { expect, it } from 'vitest';
import { parseIngredientLine } from '#shared/ingredients.ts';
import { densityOf } from '#shared/scaling/metric.ts';
import { describeReadings } from './ingredient-cases';

// Real lines of the three labelled sources (../shared/corpus/ingredient-lines: BBC, Cookstr, Taste),
// with the name their labels give: a count noun in a name stands in the singular, wherever it stands.

describeReadings('a count noun in the name is singular', [
  // BBC
  ['bunch of dill crowns or dill leaves', 0, 'bunch', 'dill crowns or dill leaf'],
  ['young angelica shoots, thinly sliced', 0, '', 'young angelica shoot', ['thinly sliced']],
  ['2 vanilla pods, seeds removed and pods retained', 2, '', 'vanilla pod', ['pods retained']],
  ['1.5kg/3lb 5oz meaty pork ribs', 1.5, 'kg', 'meaty pork rib', ['3lb 5oz']],
  ['½ tsp freshly picked thyme leaves or rosemary', 0.5, 'tsp', 'thyme leaf or rosemary'],
  // Cookstr
  ['2 kaffir lime leaves, cut into wafer-thin slices, or grated', 2, '', 'kaffir lime leaf'],
  ['Jicama sticks', 0, '', 'Jicama stick'],
  ['5 cardamom pods', 5, '', 'cardamom pod'],
  ['3 ounces (about 4 cups) fresh pea shoots', 3, 'ounce', 'fresh pea shoot', ['about 4 cups']],
  // Taste
  ['3 c fresh basil leaves, loosely packed and destemmed', 3, 'c', 'fresh basil leaf'],
  ['2 chorizo sausage links, cut into bite-size pieces', 2, '', 'chorizo sausage link'],
  ['1 lb baby back pork ribs', 1, 'lb', 'baby back pork rib'],
  ['1 lb pea shoots or pea leaves, cleaned, trimmed, and dried', 1, 'lb', 'pea shoot or pea leaf'],
  // What is cut into pieces is a note, as written; the labels keep "spears" plural.
  ['100g/3½oz unsalted butter, cut into 1cm cubes', 100, 'g', 'unsalted butter', ['cut into 1cm cubes']],
  ['¾ pound asparagus (25 to 30 medium-thin spears)', 0.75, 'pound', 'asparagus', ['medium-thin spears']],
]);

it('finds the density of a name whose count noun is now singular', () => {
  expect(densityOf(parseIngredientLine('½ tsp ground cloves').name)?.label).toBe('ground cloves');
  expect(densityOf(parseIngredientLine('1 cup chocolate chunks').name)?.label).toBe('chocolate chips');
});
