import { describeReadings, type IngredientCase } from './ingredient-cases';

// Measures typed without spaces, multipliers and ranges.
const RUN_TOGETHER: IngredientCase[] = [
  ['675g1½lb floury potatoes', 675, 'g', 'floury potatoes', ['1½lb']],
  ['2tbsp olive oil', 2, 'tbsp', 'olive oil'],
  ['1x400g tin chickpeas', 1, 'tin', 'chickpeas', ['400g']],
  ['2x400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes', ['400g']],
  ['2 x 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes', ['400g']],
  ['1 x 400g/14oz tin butter beans, drained', 1, 'tin', 'butter beans', ['400g', 'drained']],
  ['500g1lb 2oz beef mince', 500, 'g', 'beef mince', ['1lb 2oz']],
  ['100g3½oz caster sugar', 100, 'g', 'caster sugar', ['3½oz']],
  ['1tsp ground cumin', 1, 'tsp', 'ground cumin'],
  ['3tbsp milk', 3, 'tbsp', 'milk'],
  ['1.5kg/3lb 5oz leg of lamb', 1.5, 'kg', 'leg of lamb', ['3lb 5oz']],
  ['15ml/1tbsp runny honey', 15, 'ml', 'runny honey', ['1tbsp']],
  ['1-2tsp chilli flakes', 1, 'tsp', 'chilli flakes'],
  ['350–400g spaghetti', 350, 'g', 'spaghetti'],
  ['2 to 3 tbsp milk', 2, 'tbsp', 'milk'],
  ['2-3 tbsp milk', 2, 'tbsp', 'milk'],
  ['1.5l/2¾ pints water', 1.5, 'l', 'water', ['2¾ pints']],
  ['250ml9fl oz red wine', 250, 'ml', 'red wine', ['9fl oz']],
  ['4 x 150g salmon fillets, skin on', 4, '', 'salmon fillets', ['150g', 'skin on']],
  ['2kg/4lb 8oz pork shoulder', 2, 'kg', 'pork shoulder', ['4lb 8oz']],
  ['2½tsp fast-action dried yeast', 2.5, 'tsp', 'fast-action dried yeast'],
];

describeReadings('parseIngredientLine: run-together measures, multipliers and ranges', RUN_TOGETHER);
