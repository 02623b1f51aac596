import { describeReadings, type IngredientCase } from './ingredient-cases';

// What some recipes write after the name without a comma: a preparation, or the same amount in
// another unit (cookbooks printed for two systems of measure). Made-up lines in the shapes of the
// labelled sources (../shared/corpus/ingredient-lines).
const AFTER_NAME: IngredientCase[] = [
  ['1 large onion diced', 1, '', 'onion', ['diced']],
  ['4 eggs separated', 4, '', 'eggs', ['separated']],
  ['1 small onion finely sliced', 1, '', 'onion', ['finely sliced']],
  ['1 apple peeled, cored and finely sliced', 1, '', 'apple', ['peeled']],
  ['25g/1oz basil chopped', 25, 'g', 'basil', ['chopped']],
  ['2 tbsp soy sauce 30 mL', 2, 'tbsp', 'soy sauce', ['30 mL']],
  ['1½ lbs lean ground lamb 750 g', 1.5, 'lb', 'lean ground lamb', ['750 g']],
  ['½ cup unsweetened cocoa powder 125 mL', 0.5, 'cup', 'unsweetened cocoa powder', ['125 mL']],
  ['1 Tb butter', 1, 'tbsp', 'butter'],
  ['½ cup scalded milk', 0.5, 'cup', 'milk', ['scalded']],
  // A number that is part of the name stays: no unit follows it.
  ['1 cup Weizenmehl Type 405', 1, 'cup', 'Weizenmehl Type 405'],
  ['2 cups 7 Up', 2, 'cup', '7 Up'],
];

describeReadings('what follows the name without a comma', AFTER_NAME);

// Count units in American lines.
describeReadings('ribs, packed cups and the spice itself', [
  ['3 ribs celery, diced', 3, 'rib', 'celery', ['diced']],
  ['2 celery ribs, cut into large pieces', 2, 'rib', 'celery'],
  ['1 loosely packed cup cilantro leaves, no stems', 1, 'cup', 'cilantro leaf', ['loosely packed']],
  ['1 tightly packed tablespoon fresh oregano leaves, torn', 1, 'tablespoon', 'fresh oregano leaf'],
  ['5 cloves', 5, '', 'clove'],
  ['2 whole cloves, stuck into the onion halves', 2, '', 'whole clove'],
  ['3 cloves garlic, minced', 3, 'clove', 'garlic', ['minced']],
]);

describeReadings('sizes between the amount and the name', [
  ['2 medium-large onions, quartered', 2, '', 'onions', ['medium-large', 'quartered']],
  ['2 large, boneless, skinless chicken breasts', 2, '', 'boneless, skinless chicken breasts', ['large']],
]);

describeReadings('a remark that opens the line', [
  ['Optional: 1 tsp cornstarch or potato starch', 1, 'tsp', 'cornstarch or potato starch', ['Optional:']],
  ['Additional paprika', 0, '', 'paprika', ['Additional']],
  ['Additional unsalted butter, at room temperature', 0, '', 'unsalted butter', ['Additional']],
  ['Additionally-named sauce', 0, '', 'Additionally-named sauce'],
]);
