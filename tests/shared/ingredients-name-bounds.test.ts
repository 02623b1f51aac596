import { describeReadings } from './ingredient-cases';

// Where the name ends and the note begins, in shapes the labelled British and American sources show
// on many recipes (../shared/corpus/ingredient-lines). Made-up lines.

describeReadings('another name for the ingredient in brackets at the end of the name', [
  ['2 tsp gochujang (chilli paste)', 2, 'tsp', 'gochujang (chilli paste)'],
  ['200ml/7fl oz single cream (light cream)', 200, 'ml', 'single cream (light cream)'],
  ['1 bunch coriander (cilantro), leaves picked', 1, 'bunch', 'coriander (cilantro)', ['leaves picked']],
  ['½ cup urad dal (black gram), rinsed', 0.5, 'cup', 'urad dal (black gram)', ['rinsed']],
  // Remarks, hedges, sizes, steps, sentences and choices stay notes.
  ['1 tbsp capers (optional)', 1, 'tbsp', 'capers', ['optional']],
  ['½ cup brown sugar (scant)', 0.5, 'cup', 'brown sugar', ['scant']],
  ['2 leeks (white part only), sliced', 2, '', 'leeks', ['white part only']],
  ['1 lb prawns (shells removed)', 1, 'lb', 'prawns', ['shells removed']],
  ['1 cup yogurt (any kind)', 1, 'cup', 'yogurt', ['any kind']],
  ['100g feta (halloumi works too)', 100, 'g', 'feta', ['halloumi works too']],
  ['1 cup stock (regular or light)', 1, 'cup', 'stock', ['regular or light']],
  ['2 cups plain flour (not self-raising)', 2, 'cup', 'plain flour', ['not self-raising']],
  ['1 onion (large)', 1, '', 'onion', ['large']],
  ['1 lemon (to serve)', 1, '', 'lemon', ['to serve']],
]);

describeReadings('a vague quantity without a unit stays with the name', [
  ['a little olive oil, for frying', 0, '', 'a little olive oil', ['for frying']],
  ['A few spring onions, sliced', 0, '', 'A few spring onions', ['sliced']],
  ['few threads of saffron', 0, '', 'few threads of saffron'],
  // With a unit it is the unit's.
  ['a few sprigs of rosemary', 0, 'sprig', 'rosemary'],
  ['a couple of pinches of salt', 0, 'pinch', 'salt'],
]);

describeReadings('a size after a state is a note', [
  ['3 ripe large mangoes, peeled', 3, '', 'ripe mangoes', ['large']],
  ['1 ripe, medium avocado', 1, '', 'ripe avocado', ['medium']],
  ['6 whole small shallots', 6, '', 'whole shallots', ['small']],
  ['2 medium size carrots', 2, '', 'carrots', ['medium size']],
  // A product's size after "dried" is the product's.
  ['1 cup dried small white beans', 1, 'cup', 'dried small white beans'],
]);

describeReadings('cooked after a bare count is what is bought; to cover is a purpose', [
  ['12 cooked king prawns, peeled', 12, '', 'cooked king prawns', ['peeled']],
  ['2 cooked beetroot, diced', 2, '', 'cooked beetroot', ['diced']],
  ['2 cups cooked rice', 2, 'cup', 'rice', ['cooked']],
  ['2 x 400g cooked crabs', 2, '', 'crabs', ['400g', 'cooked']],
  ['Chicken stock to cover', 0, '', 'Chicken stock', ['to cover']],
]);

describeReadings('a multiplier with a hyphen, a range, inches or nothing after it', [
  ['2 x 15-ounce cans chickpeas', 2, 'can', 'chickpeas', ['15-ounce']],
  ['2 x 180–200g/6–7oz cod fillets', 2, '', 'cod fillets', ['180–200g']],
  ['2 x 3in/7.5cm pieces lemongrass', 2, 'piece', 'lemongrass', ['3in']],
  ['6 x lamb cutlets, trimmed', 6, '', 'lamb cutlet', ['trimmed']],
]);

describeReadings('fat and plump qualify a unit; shredded coconut is sold so', [
  ['2 fat cloves garlic, crushed', 2, 'clove', 'garlic', ['fat']],
  ['a plump pinch of sea salt', 0, 'pinch', 'sea salt'],
  ['1 cup shredded coconut, toasted', 1, 'cup', 'shredded coconut', ['toasted']],
]);

describeReadings("a can's liquid after the name is used with it", [
  ['1 (14-ounce) can whole tomatoes, with their juice', 1, 'can', 'whole tomatoes with their juice'],
  ['One 15-ounce can peaches, with syrup, chopped', 1, 'can', 'peaches with syrup', ['chopped']],
]);

describeReadings('after "each" the line lists its ingredients', [
  [
    '1 tsp each ground cumin, coriander and turmeric',
    1,
    'tsp',
    'ground cumin, coriander and turmeric',
    ['each'],
  ],
  ['2 sprigs each of thyme, rosemary, sage', 2, 'sprig', 'thyme, rosemary, sage', ['each']],
  ['½ tsp each salt, pepper, chopped', 0.5, 'tsp', 'salt, pepper', ['chopped']],
]);

describeReadings('a comma or semicolon between the measure and the name', [
  ['2 tablespoons, chopped fresh parsley', 2, 'tablespoon', 'fresh parsley', ['chopped']],
  ['200g/7oz; spinach', 200, 'g', 'spinach', ['7oz']],
  ['1 cup (8 ounces), sour cream', 1, 'cup', 'sour cream', ['8 ounces']],
  ['3 eggs, beaten', 3, '', 'eggs', ['beaten']],
]);

describeReadings('a unit word right after a measure with no name after it is the name', [
  ['400g T-bone steak, trimmed', 400, 'g', 'T-bone steak', ['trimmed']],
  ['2 lb ribs, cut into pieces', 2, 'lb', 'rib', ['cut into pieces']],
  ['400g tin chickpeas', 400, 'g', 'chickpeas', ['tin']],
]);

describeReadings('a participle with "with" after the name is a remark', [
  ['½ cup yogurt thinned with a little water', 0.5, 'cup', 'yogurt', ['thinned with a little water']],
  ['2 tbsp cornflour blended with 2 tbsp water', 2, 'tbsp', 'cornflour', ['blended with']],
]);

// Real lines of the labelled sources (../shared/corpus/ingredient-lines: BBC, Cookstr, Taste).

describeReadings('a name that is one participle so far goes on after its comma', [
  [
    '¼ cup pitted, brine-cured olives such as kalamata, finely chopped',
    0.25,
    'cup',
    'pitted, brine-cured olives',
    ['finely chopped'],
  ],
  [
    '6 ounces dry, uncooked pasta, any type (see Notes if using previously cooked pasta)',
    6,
    'ounce',
    'dry, uncooked pasta',
    ['any type'],
  ],
  [
    '2½ cups canned, peeled plum tomatoes in purée, or 2½ cups canned, peeled plum tomatoes in juice',
    2.5,
    'cup',
    'canned, peeled plum tomatoes in purée',
  ],
  [
    '2 crusty, seeded hamburger buns, closer to an Italian bread than a generic squishy bun (split)',
    2,
    '',
    'crusty, seeded hamburger buns',
  ],
  // A preparation alone after the comma is the note.
  ['4 oysters, shucked and chopped', 4, '', 'oysters', ['shucked and chopped']],
  ['1 cup walnuts, toasted', 1, 'cup', 'walnuts', ['toasted']],
]);

describeReadings('a list of alternatives after commas, of longer names and participles', [
  [
    '1 quart consommé, full-flavored broth, dashi, or mushroom velouté',
    1,
    'quart',
    'consommé, full-flavored broth, dashi, or mushroom velouté',
  ],
  [
    '5 pounds chicken backs and necks, roasted carcasses or other bones',
    5,
    'pound',
    'chicken backs and necks, roasted carcasses or other bones',
  ],
  [
    '1 tbsp chopped fresh chillies, pickled chillies, or sambal oelek',
    1,
    'tbsp',
    'fresh chillies, pickled chillies, or sambal oelek',
    ['chopped'],
  ],
  [
    '4 tbsp oat crème fraîche, sour cream or thick Greek yogurt',
    4,
    'tbsp',
    'oat crème fraîche, sour cream or thick Greek yogurt',
  ],
  [
    '2 oz spinach, kale, chard, or other hearty green per person',
    2,
    'oz',
    'spinach, kale, chard, or other hearty green',
    ['per person'],
  ],
  // Steps, remarks and amount hints after the comma stay notes.
  ['1 head cauliflower, broken or cut into small florets', 1, 'head', 'cauliflower', ['broken or cut']],
  [
    '12 oz queso Oaxaca or fresh mozzarella, pulled into thin strands or shredded',
    12,
    'oz',
    'queso Oaxaca or fresh mozzarella',
    ['pulled into'],
  ],
  [
    '1 lb fresh okra, whole if small, or cut in half lengthwise if larger',
    1,
    'lb',
    'fresh okra',
    ['whole if small'],
  ],
  ['1 c water, or a bit more as needed', 1, 'c', 'water', ['or a bit more']],
  [
    '2 oz guanciale, pancetta, or a mix of both, cut into ½-inch pieces',
    2,
    'oz',
    'guanciale, pancetta, or a mix of both',
    ['cut into'],
  ],
]);

describeReadings('a choice of two words right after the name is of its form', [
  [
    '3 cups tomato-based pasta sauce, storebought or homemade',
    3,
    'cup',
    'tomato-based pasta sauce',
    ['storebought or homemade'],
  ],
  ['2 tbsp peanut butter, smooth or chunky', 2, 'tbsp', 'peanut butter', ['smooth or chunky']],
  ['2 tablespoons butter, margarine or lard', 2, 'tablespoon', 'butter', ['margarine or lard']],
  // After a list has begun, "or" ends it inside the name.
  [
    '2 oz spinach, kale, chard, or other hearty green per person',
    2,
    'oz',
    'spinach, kale, chard, or other hearty green',
  ],
]);

describeReadings('shucked is a kitchen step', [
  ['1 pint shucked oysters', 1, 'pint', 'oysters', ['shucked']],
  ['2 large ears corn, shucked', 2, 'ear', 'corn', ['shucked']],
]);

describeReadings('a bracketed group of three words explains the name rather than names it', [
  ['1 tablespoon matcha (green tea powder)', 1, 'tablespoon', 'matcha', ['green tea powder']],
  ['½ c chopped zhacai (preserved mustard stems)', 0.5, 'c', 'zhacai', ['preserved mustard stems']],
  ['1 c chana dal (dried split chickpeas)', 1, 'c', 'chana dal', ['dried split chickpeas']],
  // One or two words name it otherwise.
  ['1½ c besan (chickpea flour)', 1.5, 'c', 'besan (chickpea flour)'],
  ['4 ounces smoked salmon (lox), sliced paper-thin', 4, 'ounce', 'smoked salmon (lox)'],
]);

describeReadings('tiny and miniature are sizes; preferably starts a remark', [
  ['Tiny cherry tomatoes', 0, '', 'cherry tomatoes', ['Tiny']],
  ['6 miniature pumpkins, each about ½ pound', 6, '', 'pumpkins', ['miniature']],
  ['2 large or 3 small eggs. preferably free range', 2, '', 'eggs', ['preferably free range']],
  [
    '4 sweet bell peppers preferably 2 each red and yellow, seeded',
    4,
    '',
    'sweet bell peppers',
    ['preferably 2 each'],
  ],
]);

describeReadings('a line opening with an amount the unit table lacks, "a … of"', [
  ['A pat of butter', 0, '', 'butter', ['A pat of']],
  ['a slug of elderflower cordial', 0, '', 'elderflower cordial', ['a slug of']],
  ['A wineglass of white wine', 0, '', 'white wine'],
  ['The rest of the blanched orange peel', 0, '', 'blanched orange peel'],
  // Units, parts of a fruit and the measures named with the ingredient read as before.
  ['A knob of unsalted butter', 0, 'knob', 'unsalted butter'],
  ['The juice of a lemon, unwaxed or organic', 0, '', 'lemon'],
  ['A good squeeze of lemon juice', 0, '', 'A good squeeze of lemon juice'],
]);

describeReadings('a range with a hanging hyphen; fresh-ground after "and" is a step', [
  ['5- to 6-pound beef tenderloin, cleaned and silver skin removed', 5, 'pound', 'beef tenderloin'],
  ['Salt and fresh-ground black pepper', 0, '', 'Salt and black pepper', ['fresh-ground']],
]);

describeReadings('more of the measure after its preparation', [
  [
    '1 c scooped and leveled, plus 2 tablespoons buckwheat flour',
    1,
    'c',
    'buckwheat flour',
    ['plus 2 tablespoons'],
  ],
  [
    '2 ⅓ c scooped and leveled, plus 1 tablespoon all-purpose flour, plus more for kneading',
    2 + 1 / 3,
    'c',
    'all-purpose flour',
  ],
  // A count has no more of its measure: "plus" there is another ingredient's remark.
  ['3 free-range eggs, plus 1 free-range egg yolk', 3, '', 'free-range eggs'],
]);

describeReadings('a purpose before a colon opens the line; a colon after the name ends it', [
  ['Garnish: Orange twist', 0, '', 'Orange twist', ['Garnish:']],
  ['For the pans: a firm lump of unsalted butter', 0, '', 'unsalted butter', ['For the pans:']],
  [
    'Fresh herbs: oregano or marjoram, basil, chopped, for garnish',
    0,
    '',
    'Fresh herbs',
    ['oregano or marjoram'],
  ],
  ['3-4 limes: 1 halved, to serve, and the rest juiced to get 3 tbsp', 3, '', 'limes', ['1 halved']],
]);
