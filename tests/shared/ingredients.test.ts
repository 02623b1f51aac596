import { describe, expect, it } from 'vitest';
import { normalizeUnit, parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';

describe('parseIngredientLine: amounts', () => {
  it.each([
    ['2 dl maitoa', 2],
    ['1.5 dl kermaa', 1.5],
    ['1,5 dl kermaa', 1.5],
    ['1/2 tl suolaa', 0.5],
    ['½ tl suolaa', 0.5],
    ['1 ½ cups flour', 1.5],
    ['1½ cups flour', 1.5],
    ['1 1/2 cups flour', 1.5],
    ['1⁄4 cup sugar', 0.25],
    ['4-1/2 ounces mushrooms', 4.5],
    ['2-3 rkl öljyä', 2],
    ['2–3 rkl öljyä', 2],
    ['2 to 3 tablespoons oil', 2],
    ['2 tai 3 porkkanaa', 2],
    ['.5 tsp salt', 0.5],
    ['about 2 cups stock', 2],
    ['noin 300 g jauhelihaa', 300],
    ['n. 2 dl kermaa', 2],
    ['approx. 2 cups stock', 2],
    ['~11 cloves garlic', 11],
    ['Canola oil for frying', 0],
    ['two eggs', 2],
    ['puolikas sitruuna', 0.5],
    ['juice of 1/2 lemon', 0.5],
    ['zest of two lemons', 2],
    ['zest from half a lemon', 0.5],
    ['suolaa', 0],
    ['Pinch of salt', 0],
  ])('%s → %d', (line, amount) => {
    expect(parseIngredientLine(line).amount).toBeCloseTo(amount, 5);
  });
});

describe('parseIngredientLine: units', () => {
  it.each([
    ['2 dl maitoa', 'dl'],
    ['1 rkl sokeria', 'rkl'],
    ['1 tl kanelia', 'tl'],
    ['1 prk kermaviiliä', 'prk'],
    ['1 pkt hiivaa', 'pkt'],
    ['1 ps pakastemustikoita', 'ps'],
    ['1 tlk tomaattimurskaa', 'tlk'],
    ['1 rs herkkusieniä', 'rs'],
    ['1 mm muskottia', 'mm'],
    ['1 nippu tilliä', 'nippu'],
    ['2 kpl kananmunia', 'kpl'],
    ['3 kynttä valkosipulia', 'kynsi'],
    ['2 ruokalusikallista voita', 'rkl'],
    ['200g voita', 'g'],
    ['2dl kermaa', 'dl'],
    ['1,5l vettä', 'l'],
    ['2 cups flour', 'cup'],
    ['1 Tbsp. olive oil', 'tbsp'],
    ['1 T butter', 'tbsp'],
    ['1 t vanilla', 'tsp'],
    ['2 tablespoons butter', 'tablespoon'],
    ['3 teaspoons salt', 'teaspoon'],
    ['8 oz. cream cheese', 'oz'],
    ['2 ounces chocolate', 'ounce'],
    ['2 lbs potatoes', 'lb'],
    ['1 pound beef', 'pound'],
    ['14 fl. oz. broth', 'fl oz'],
    ['1 pinch nutmeg', 'pinch'],
    ['3 cloves garlic', 'clove'],
    ['2 cans chickpeas', 'can'],
    ['1 stick butter', 'stick'],
    ['1 quart milk', 'quart'],
    ['1 pint cream', 'pint'],
    ['2 garlic cloves, minced', 'clove'],
    ['Pinch of salt', 'pinch'],
    ['a large handful of basil', 'handful'],
    ['3 eggs', ''],
    ['6 whole cloves', ''],
  ])('%s → %j', (line, unit) => {
    expect(parseIngredientLine(line).unit).toBe(unit);
  });

  it.each([
    ['2 heaping cups corn kernels', 2, 'cup', 'corn kernels', 'heaping'],
    ['2 good pinches of saffron threads', 2, 'pinch', 'saffron threads', 'good'],
    ['4-5 deli slices of mozzarella', 4, 'slice', 'mozzarella', 'deli'],
    ['2 bun-size pieces iceberg lettuce', 2, 'piece', 'iceberg lettuce', 'bun-size'],
    ['8 unpeeled cloves garlic, halved', 8, 'clove', 'garlic', 'unpeeled; halved'],
    ['1 whole head of garlic', 1, 'head', 'garlic', 'whole'],
    ['A couple large handfuls of baby spinach', 0, 'handful', 'baby spinach', 'large'],
  ])('reads a qualifier before the unit: %s', (line, amount, unit, name, note) => {
    expect(parseIngredientLine(line)).toEqual({ amount, unit, name, note });
  });

  it('keeps the spelled-out unit when a line writes it twice', () => {
    expect(parseIngredientLine('¾ c cup orange juice')).toEqual({
      amount: 0.75,
      unit: 'cup',
      name: 'orange juice',
      note: '',
    });
    expect(parseIngredientLine('1 ¼ tsp teaspoons baking powder').unit).toBe('teaspoon');
    expect(parseIngredientLine('2 lb pounds fava beans').unit).toBe('pound');
    expect(parseIngredientLine('½ tbsp tbsp ghee')).toMatchObject({ unit: 'tbsp', name: 'ghee', note: '' });
    expect(parseIngredientLine('1 2-inch piece ginger')).toMatchObject({ unit: 'piece', note: '2-inch' });
  });

  it('keeps a qualifier that is not followed by a unit in the name', () => {
    expect(parseIngredientLine('3 whole cardamom pods').name).toBe('whole cardamom pod');
    expect(parseIngredientLine('6 whole cloves')).toMatchObject({ unit: '', name: 'whole clove' });
    expect(parseIngredientLine('2 red bell peppers')).toMatchObject({ unit: '', name: 'red bell peppers' });
  });

  it.each([
    ['2 x 400 g tomaattimurskaa', { amount: 2, unit: '', name: 'tomaattimurskaa', note: '400 g' }],
    ['2 × 400g cans tomatoes', { amount: 2, unit: 'can', name: 'tomatoes', note: '400g' }],
    ['3 x 2 dl kermaa', { amount: 3, unit: '', name: 'kermaa', note: '2 dl' }],
  ])('reads a multiplier: %s', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each([
    ['a dozen eggs', 1],
    ['half a dozen eggs', 0.5],
    ['2 dozen clams', 2],
    ['tusina munia', 1],
  ])('counts dozens: %s', (line, amount) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.amount).toBe(amount);
    expect(parsed.unit).toMatch(/^(?:dozen|tusina)$/);
  });

  it.each([
    ['1 pss pakastevihanneksia', 1, 'ps', 'pakastevihanneksia'],
    ['1 levy tummaa suklaata', 1, 'levy', 'tummaa suklaata'],
    ['2 siivua kinkkua', 2, 'siivu', 'kinkkua'],
    ['kourallinen basilikaa', 0, 'kourallinen', 'basilikaa'],
    ['loraus öljyä', 0, 'loraus', 'öljyä'],
    ['2 tippaa vaniljauutetta', 2, 'tippa', 'vaniljauutetta'],
  ])('reads the Finnish unit in %s', (line, amount, unit, name) => {
    expect(parseIngredientLine(line)).toEqual({ amount, unit, name, note: '' });
  });

  it('knows racks, links and logs, and spears after the name', () => {
    expect(parseIngredientLine('3 racks of baby back ribs')).toMatchObject({
      unit: 'rack',
      name: 'baby back rib',
    });
    expect(parseIngredientLine('2 links chorizo')).toMatchObject({ unit: 'link', name: 'chorizo' });
    expect(parseIngredientLine('1 (24-ounce) log polenta')).toMatchObject({ unit: 'log', name: 'polenta' });
    expect(parseIngredientLine('4 pickle spears')).toMatchObject({ unit: 'spear', name: 'pickle' });
  });

  it('leaves a word that only starts like a unit alone', () => {
    expect(parseIngredientLine('2 garlic bulbs').unit).toBe('bulb');
    expect(parseIngredientLine('2 gherkins').unit).toBe('');
    expect(parseIngredientLine('1 large onion').unit).toBe('');
  });
});

describe('parseIngredientLine: name and note', () => {
  it.each([
    ['2 dl maitoa', 'maitoa', ''],
    ['75 g voita, sulatettuna', 'voita', 'sulatettuna'],
    ['1 cup heavy cream (35%)', 'heavy cream', '35%'],
    ['100 g plain (all-purpose) flour', 'plain all-purpose flour', ''],
    ['½ c brown (or white) sugar', 'brown or white sugar', ''],
    ['½ c (packed) dark brown sugar', 'dark brown sugar', 'packed'],
    ['30 g desiccated (grated unsweetened) coconut', 'desiccated coconut', 'grated unsweetened'],
    ['Neutral oil (such as soybean) for frying', 'Neutral oil', 'for frying; such as soybean'],
    ['2 (14-ounce) cans chickpeas, drained', 'chickpeas', '14-ounce; drained'],
    ['1 28-ounce can San Marzano tomatoes', 'San Marzano tomatoes', '28-ounce'],
    ['1 4- to 4½-pound chicken, preferably organic', 'chicken', '4- to 4½-pound; preferably organic'],
    ['1 8- or 9-ounce ball of pizza dough', 'pizza dough', '8- or 9-ounce'],
    ['1 2 1⁄2-to 3-pound tri-tip', 'tri-tip', '2 1⁄2-to 3-pound'],
    ['4 3-ounces trout fillets', 'trout fillets', '3-ounces'],
    ['2 400-g (14-oz) cans coconut milk', 'coconut milk', '400-g; 14-oz'],
    ['1 lg 2-inch piece of ginger root', 'ginger root', 'lg; 2-inch'],
    ['12 thick-cut (⅛ inch) slices Swiss cheese', 'Swiss cheese', 'thick-cut; ⅛ inch'],
    ['½ c finely chopped parsley', 'parsley', 'finely chopped'],
    ['¼ c (38 grams) finely ground cornmeal', 'cornmeal', '38 grams; finely ground'],
    ['375 ml (1½ cups) lukewarm water', 'water', '1½ cups; lukewarm'],
    ['1 tsp freshly ground black pepper', 'black pepper', 'freshly ground'],
    ['2 tsp toasted sesame oil', 'toasted sesame oil', ''],
    ['sea salt and freshly ground black pepper', 'sea salt and black pepper', 'freshly ground'],
    ['2 tbsp relish or chopped dill pickle', 'relish or dill pickle', 'chopped'],
    ['2 lb berries or sliced fruit', 'berries or sliced fruit', ''],
    ['Flaky sea salt and toasted sesame seeds', 'Flaky sea salt and toasted sesame seeds', ''],
    ['1 (14-ounce) can crushed tomatoes', 'crushed tomatoes', '14-ounce'],
    ['1 c diced tomatoes', 'diced tomatoes', ''],
    ['½ c coarsely chopped pitted kalamata olives', 'pitted kalamata olives', 'coarsely chopped'],
    ['chili paste or crushed red pepper flakes', 'chili paste or crushed red pepper flakes', ''],
    ['2 tbsp toasted sesame seeds', 'sesame seeds', 'toasted'],
    ['2 large eggs', 'eggs', 'large'],
    ['8 or so fresh Thai chiles', 'fresh Thai chiles', 'or so'],
    ['1 1 onion, sliced', 'onion', 'sliced'],
    ['1 1 lb bag carrots', 'carrots', '1 lb'],
    ['6 hard-boiled eggs, peeled', 'eggs', 'hard-boiled; peeled'],
    ['12 hard boiled eggs', 'eggs', 'hard boiled'],
    ['2 c lukewarm water', 'water', 'lukewarm'],
    ['½ c well-shaken buttermilk', 'buttermilk', 'well-shaken'],
    ['¼ c picked fresh parsley', 'fresh parsley', 'picked'],
    ['3 lb skinned and cleaned bass fillets', 'bass fillets', 'skinned and cleaned'],
    ['1 dl hakattua persiljaa', 'persiljaa', 'hakattua'],
    ['2 rkl sulatettua voita', 'voita', 'sulatettua'],
    ['2 dl haaleaa vettä', 'vettä', 'haaleaa'],
    ['1 lg or 2 small leeks, thinly sliced', 'leeks', 'lg or 2 small; thinly sliced'],
    ['10 oz small to medium waxy potatoes', 'waxy potatoes', 'small to medium'],
    ['3 medium sized red onions', 'red onions', 'medium sized'],
    ['1 very large or 2 medium eggplants', 'eggplants', 'very large or 2 medium'],
    ['1 iso tai 2 pientä sipulia', 'sipulia', 'iso tai 2 pientä'],
    ['1 iso sipuli', 'sipuli', 'iso'],
    ['Parmesan cheese, grated or shaved, for serving', 'Parmesan cheese', 'grated or shaved, for serving'],
    ['3 oz Gruyère, Comté, or Swiss cheese, grated', 'Gruyère, Comté, or Swiss cheese', 'grated'],
    ['2 boneless, skinless chicken thighs', 'boneless, skinless chicken thighs', ''],
    ['8 skin-on, bone-in chicken thighs', 'skin-on, bone-in chicken thighs', ''],
    ['1 qt low-sodium, gluten-free beef broth', 'low-sodium, gluten-free beef broth', ''],
    ['0.75 c strong, hot coffee', 'strong, hot coffee', ''],
    ['1 c half-and-half, at room temperature', 'half-and-half', 'at room temperature'],
    ['2 c cold, at room temperature', 'cold', 'at room temperature'],
    ['Flour for dusting', 'Flour', 'for dusting'],
    ['8 cloves of garlic', 'garlic', ''],
    ['⅓ c plus 1 tbsp oat flour', 'oat flour', 'plus 1 tbsp'],
    ['14 oz to 1lb cod fillet', 'cod fillet', 'to 1lb'],
    ['1 tbsp lemon zest + ½ cup lemon juice', 'lemon zest', '+ ½ cup lemon juice'],
    ['100 g leeks and 5 garlic cloves', 'leeks', 'and 5 garlic cloves'],
    ['½ c to 1 cup shelled pistachios', 'pistachios', 'to 1 cup; shelled'],
    ['1 12-oz bottle or can of beer', 'beer', '12-oz; or can'],
    ['1 sm head (about 2 pounds) of cauliflower', 'cauliflower', 'sm; about 2 pounds'],
    ['2 dl tai 3 dl maitoa', 'maitoa', 'tai 3 dl'],
    ['juice of 1 lemon', 'lemon', 'juice of'],
    ['Zest of two lemons', 'lemons', 'Zest of'],
    ['Zest of one large orange', 'orange', 'Zest of; large'],
    ['Finely grated zest and juice of ½ lemon', 'lemon', 'Finely grated zest and juice of'],
    ['- 300 g mustikoita', 'mustikoita', ''],
    ['1 (unclosed note', '(unclosed note', ''],
    ['¼ tsp kosher salt, or to taste', 'kosher salt', 'or to taste'],
    ['1 ¼ tsp salt or to taste', 'salt', 'or to taste'],
    ['1 tsp sugar, or more to taste', 'sugar', 'or more to taste'],
    ['½ c canola oil, or as needed', 'canola oil', 'or as needed'],
    ['1-2 eggs per person', 'eggs', 'per person'],
    ['1 lb boneless steak cut into 1-inch cubes', 'boneless steak', 'cut into 1-inch cubes'],
    ['10 oz sirloin trimmed of fat', 'sirloin', 'trimmed of fat'],
    ['1 stick of butter cut into tablespoons', 'butter', 'cut into tablespoons'],
    ['suolaa maun mukaan', 'suolaa', 'maun mukaan'],
    [
      '1 can navy, cannellini, or other white beans, rinsed',
      'navy, cannellini, or other white beans',
      'rinsed',
    ],
  ])('%s → name %j, note %j', (line, name, note) => {
    const parsed = parseIngredientLine(line);
    expect(parsed.name).toBe(name);
    expect(parsed.note).toBe(note);
  });

  it('returns the four fields for an empty line', () => {
    expect(parseIngredientLine('   ')).toEqual({ amount: 0, unit: '', name: '', note: '' });
  });

  it('reads a whole Finnish line', () => {
    expect(parseIngredientLine('2 ½ dl vehnäjauhoja (tai speltti­jauhoja)')).toEqual({
      amount: 2.5,
      unit: 'dl',
      name: 'vehnäjauhoja',
      note: 'tai speltti\u00adjauhoja',
    });
  });
});

describe('startsWithQuantity', () => {
  it.each([
    ['2 dl maitoa', true],
    ['- ½ tl suolaa', true],
    ['1-2 rkl sokeria', true],
    ['• 200g voita', true],
    ['Sekoita kaikki', false],
    ['suolaa ja pippuria', false],
  ])('%s → %s', (line, expected) => {
    expect(startsWithQuantity(line)).toBe(expected);
  });
});

describe('normalizeUnit', () => {
  it('keeps the spelling family and drops case, dots and plurals', () => {
    expect(normalizeUnit('Cups')).toBe('cup');
    expect(normalizeUnit('tbsp.')).toBe('tbsp');
    expect(normalizeUnit('Tablespoons')).toBe('tablespoon');
    expect(normalizeUnit('DL')).toBe('dl');
    expect(normalizeUnit('desilitraa')).toBe('dl');
    expect(normalizeUnit('onion')).toBe('');
  });

  it('tells a tablespoon (T) from a teaspoon (t)', () => {
    expect(normalizeUnit('T')).toBe('tbsp');
    expect(normalizeUnit('t')).toBe('tsp');
  });
});

describe('parseIngredientLine: the note', () => {
  it('keeps no spaces where a bracketed remark was taken out', () => {
    expect(parseIngredientLine('1 bunch beets, greens removed (about 1 pound), cut into slices').note).toBe(
      'about 1 pound; greens removed, cut into slices',
    );
  });
});
