import { describeReadings, type IngredientCase } from './ingredient-cases';

// British recipes give metric first and imperial after a slash or in brackets; American ones give
// cups first and grams after. The first measure is the amount and unit; the other is a note.
const DUAL_MEASURES: IngredientCase[] = [
  ['100g/3½oz butter', 100, 'g', 'butter', ['3½oz']],
  ['600ml/1 pint stock', 600, 'ml', 'stock', ['1 pint']],
  ['1 teaspoon/ 6.6 grams salt', 1, 'teaspoon', 'salt', ['6.6 grams']],
  ['1 quart (800 ml) plus 3 tablespoons oil', 1, 'quart', 'oil', ['800 ml', 'plus 3 tablespoons']],
  ['225g (8oz) flour', 225, 'g', 'flour', ['8oz']],
  ['2 tbsp (30ml) oil', 2, 'tbsp', 'oil', ['30ml']],
  ['250g/9oz caster sugar', 250, 'g', 'caster sugar', ['9oz']],
  ['150ml/5fl oz double cream', 150, 'ml', 'double cream', ['5fl oz']],
  ['1.2 litres/2 pints chicken stock', 1.2, 'litre', 'chicken stock', ['2 pints']],
  ['500g/1lb 2oz strong white bread flour', 500, 'g', 'strong white bread flour', ['1lb 2oz']],
  ['1kg/2lb 4oz floury potatoes, peeled and cut into chunks', 1, 'kg', 'floury potatoes', ['2lb 4oz']],
  [
    '175g/6oz unsalted butter, softened, plus extra for greasing',
    175,
    'g',
    'unsalted butter',
    ['6oz', 'softened', 'plus extra for greasing'],
  ],
  ['50g/1¾oz dark chocolate (70% cocoa solids), broken into pieces', 50, 'g', 'dark chocolate', ['70%']],
  ['2 tbsp/30ml olive oil', 2, 'tbsp', 'olive oil', ['30ml']],
  ['1 cup/240ml whole milk', 1, 'cup', 'whole milk', ['240ml']],
  ['1 pound/450 grams ground beef', 1, 'pound', 'ground beef', ['450 grams']],
  ['2 cups/500 ml vegetable broth', 2, 'cup', 'vegetable broth', ['500 ml']],
  ['1 litre/1¾ pints whole milk', 1, 'litre', 'whole milk', ['1¾ pints']],
  ['300ml/½ pint double cream', 300, 'ml', 'double cream', ['½ pint']],
  ['25g/1oz parmesan, finely grated', 25, 'g', 'parmesan', ['1oz', 'finely grated']],
  ['140g/5oz self-raising flour', 140, 'g', 'self-raising flour', ['5oz']],
  ['85g / 3oz light muscovado sugar', 85, 'g', 'light muscovado sugar', ['3oz']],
  ['2½ cups (300g) all-purpose flour', 2.5, 'cup', 'all-purpose flour', ['300g']],
  ['3 tbsp (45 g) unsalted butter, melted', 3, 'tbsp', 'unsalted butter', ['45 g', 'melted']],
  ['1 stick (113g / 4oz) unsalted butter', 1, 'stick', 'unsalted butter', ['113g']],
  ['1 (14-ounce/400g) can coconut milk', 1, 'can', 'coconut milk', ['14-ounce']],
  ['200ml/7fl oz coconut milk', 200, 'ml', 'coconut milk', ['7fl oz']],
  ['1 tsp/5ml vanilla extract', 1, 'tsp', 'vanilla extract', ['5ml']],
  ['450g/1lb minced beef', 450, 'g', 'minced beef', ['1lb']],
  ['75ml/2½fl oz milk', 75, 'ml', 'milk', ['2½fl oz']],
  ['1 cup (2 sticks) unsalted butter, at room temperature', 1, 'cup', 'unsalted butter', ['2 sticks']],
  ['2 cups (480 ml) whole milk, warmed', 2, 'cup', 'whole milk', ['480 ml', 'warmed']],
  ['1 tablespoon (15g) sugar plus 1 teaspoon', 1, 'tablespoon', 'sugar', ['15g', 'plus 1 teaspoon']],
];

describeReadings('parseIngredientLine: dual measures', DUAL_MEASURES);
