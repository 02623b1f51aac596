import { describeReadings, type IngredientCase } from './ingredient-cases';

// Lines that name the ingredient first and give the measure after a comma, dash or colon, and lines
// that count with 'a' / 'an'.
const NAME_FIRST: IngredientCase[] = [
  ['Sugar, 2 ounces (¼ cup)', 2, 'ounce', 'Sugar', ['¼ cup']],
  ['Cold water, 1 tablespoon', 1, 'tablespoon', 'Cold water'],
  ['Salt and pepper, to taste', 0, '', 'Salt and pepper', ['to taste']],
  ['Butter, 4 tablespoons, softened', 4, 'tablespoon', 'Butter', ['softened']],
  ['Flour, 1 cup', 1, 'cup', 'Flour'],
  ['Eggs, 2', 2, '', 'Eggs'],
  ['Eggs, 2 large', 2, '', 'Eggs', ['large']],
  ['Olive oil, 2 tbsp', 2, 'tbsp', 'Olive oil'],
  ['Garlic, 3 cloves, minced', 3, 'clove', 'Garlic', ['minced']],
  ['Whole milk, 1½ cups', 1.5, 'cup', 'Whole milk'],
  ['Kosher salt, ½ teaspoon', 0.5, 'teaspoon', 'Kosher salt'],
  ['Chicken stock, 500ml', 500, 'ml', 'Chicken stock'],
  ['Parmesan, 50g, grated', 50, 'g', 'Parmesan', ['grated']],
  ['Vanilla extract – 1 tsp', 1, 'tsp', 'Vanilla extract'],
  ['Plain flour: 200g', 200, 'g', 'Plain flour'],
  ['Unsalted butter - 100g (cold)', 100, 'g', 'Unsalted butter', ['cold']],
  ['Fresh basil leaves, a handful', 0, 'handful', 'Fresh basil leaf'],
  ['Dark brown sugar, 1/3 cup packed', 1 / 3, 'cup', 'Dark brown sugar', ['packed']],
  ['A 1-inch piece ginger', 1, 'piece', 'ginger', ['1-inch']],
  ['a 2cm piece of fresh ginger, grated', 1, 'piece', 'fresh ginger', ['2cm', 'grated']],
  ['An 8-ounce package cream cheese, softened', 1, 'package', 'cream cheese', ['8-ounce', 'softened']],
  ['a 400g tin chickpeas, drained', 1, 'tin', 'chickpeas', ['400g', 'drained']],
  ['a pinch of salt', 0, 'pinch', 'salt'],
  ['a handful of basil', 0, 'handful', 'basil'],
  ['a good pinch of saffron', 0, 'pinch', 'saffron'],
  ['a small bunch of coriander, chopped', 0, 'bunch', 'coriander', ['chopped']],
  ['a knob of butter', 0, 'knob', 'butter'],
  ['dozen eggs', 1, 'dozen', 'eggs'],
  ['A few sprigs of thyme', 0, 'sprig', 'thyme'],
  ['a splash of milk', 0, 'splash', 'milk'],
  ['a dash of Worcestershire sauce', 0, 'dash', 'Worcestershire sauce'],
  ['a few drops of vanilla extract', 0, 'drop', 'vanilla extract'],
  ['Salt, to taste', 0, '', 'Salt', ['to taste']],
  ['Freshly ground black pepper, to taste', 0, '', 'black pepper', ['Freshly ground', 'to taste']],
  ['Chopped parsley, to garnish', 0, '', 'parsley', ['Chopped', 'to garnish']],
  ['Orange juice 2 tbsp', 2, 'tbsp', 'Orange juice'],
  ['Caster sugar 100g (½ cup)', 100, 'g', 'Caster sugar', ['½ cup']],
  ['Whole milk 250 ml', 250, 'ml', 'Whole milk'],
];

// Lines that look name-first but are not: the text after the comma is not a measure.
const NOT_NAME_FIRST: IngredientCase[] = [
  ['Salt, pepper', 0, '', 'Salt', ['pepper']],
  ['Eggs 2', 0, '', 'Eggs 2'],
  ['Salt, 2 bay leaves and a cinnamon stick', 0, '', 'Salt', ['2 bay leaves']],
  ['Bread, 2 days old', 0, '', 'Bread', ['2 days old']],
];

describeReadings('parseIngredientLine: name first, measure after', NAME_FIRST);
describeReadings('parseIngredientLine: a comma that does not lead to a measure', NOT_NAME_FIRST);

describeReadings('a name-first measure keeps what follows its comma a note', [
  ['Olive oil, 2 tbsp, plus extra for frying', 2, 'tbsp', 'Olive oil', ['plus extra for frying']],
]);
