/**
 * Grams per millilitre of common pastry ingredients, for turning a measured volume into a weight.
 * Spooned and levelled, as Finnish baking tables give them per decilitre (vehnäjauho 1 dl = 60 g,
 * sokeri 1 dl = 85 g…); a packed US cup of flour can weigh more. `names` are what a recipe calls the
 * ingredient in English and in Finnish, base forms and the partitive a Finnish list uses
 * ('vehnäjauhoja', 'sokeria'); a name matches when it starts a word of the ingredient, or, from five
 * letters up, anywhere in it (Finnish compounds: 'hienosokeria'). The longest matching name wins,
 * so 'tomusokeri' is icing sugar before 'sokeri' is sugar.
 */
export const DENSITY_TABLE: readonly {
  label: string;
  gramsPerMl: number;
  names: readonly string[];
  /** A flour of the dough: the base of baker's percentages. */
  flour?: true;
}[] = [
  {
    label: 'flour',
    flour: true,
    gramsPerMl: 0.6,
    names: ['flour', 'jauho', 'vehnäjauho', 'vehnäjauhoja', 'erikoisvehnäjauho', 'leivontajauho', 'jauhoja'],
  },
  {
    label: 'whole wheat flour',
    flour: true,
    gramsPerMl: 0.55,
    names: ['whole wheat flour', 'wholemeal flour', 'grahamjauho', 'grahamjauhoja', 'täysjyvävehnäjauho'],
  },
  { label: 'rye flour', flour: true, gramsPerMl: 0.5, names: ['rye flour', 'ruisjauho', 'ruisjauhoja'] },
  {
    label: 'ground almonds',
    gramsPerMl: 0.42,
    names: [
      'almond flour',
      'almond meal',
      'ground almonds',
      'mantelijauho',
      'mantelijauhoja',
      'mantelijauhe',
      'mantelijauhetta',
    ],
  },
  {
    label: 'oats',
    gramsPerMl: 0.38,
    names: ['oats', 'rolled oats', 'oatmeal', 'kaurahiutale', 'kaurahiutaleita', 'kaurahiutaleet'],
  },
  {
    label: 'sugar',
    gramsPerMl: 0.85,
    names: [
      'sugar',
      'caster sugar',
      'granulated sugar',
      'sokeri',
      'sokeria',
      'hienosokeri',
      'hienosokeria',
      'kidesokeri',
      'kidesokeria',
    ],
  },
  {
    label: 'icing sugar',
    gramsPerMl: 0.6,
    names: [
      'icing sugar',
      'powdered sugar',
      "confectioners' sugar",
      'confectioners sugar',
      'tomusokeri',
      'tomusokeria',
    ],
  },
  {
    label: 'brown sugar',
    gramsPerMl: 0.8,
    names: [
      'brown sugar',
      'muscovado',
      'fariinisokeri',
      'fariinisokeria',
      'ruskea sokeri',
      'ruskeaa sokeria',
      'intiaaninsokeri',
      'intiaaninsokeria',
    ],
  },
  {
    label: 'butter',
    gramsPerMl: 0.95,
    names: ['butter', 'voi', 'voita', 'voin', 'voisula', 'voisulaa', 'sulatettua voita'],
  },
  {
    label: 'cocoa',
    gramsPerMl: 0.4,
    names: ['cocoa', 'cocoa powder', 'kaakao', 'kaakaojauhe', 'kaakaojauhetta', 'kaakaota'],
  },
  {
    label: 'milk',
    gramsPerMl: 1.03,
    names: ['milk', 'buttermilk', 'maito', 'maitoa', 'täysmaito', 'täysmaitoa', 'piimä', 'piimää'],
  },
  {
    label: 'cream',
    gramsPerMl: 1.0,
    names: [
      'cream',
      'heavy cream',
      'double cream',
      'whipping cream',
      'kerma',
      'kermaa',
      'kuohukerma',
      'kuohukermaa',
      'vispikerma',
      'vispikermaa',
      'ruokakerma',
      'ruokakermaa',
    ],
  },
  { label: 'water', gramsPerMl: 1.0, names: ['water', 'vesi', 'vettä', 'veteen'] },
  { label: 'honey', gramsPerMl: 1.42, names: ['honey', 'hunaja', 'hunajaa'] },
  {
    label: 'glucose syrup',
    gramsPerMl: 1.4,
    names: [
      'glucose',
      'glucose syrup',
      'corn syrup',
      'golden syrup',
      'glukoosi',
      'glukoosia',
      'glukoosisiirappi',
      'glukoosisiirappia',
      'siirappi',
      'siirappia',
      'vaalea siirappi',
      'tumma siirappi',
    ],
  },
  {
    label: 'oil',
    gramsPerMl: 0.92,
    names: [
      'oil',
      'vegetable oil',
      'olive oil',
      'öljy',
      'öljyä',
      'rypsiöljy',
      'rypsiöljyä',
      'oliiviöljy',
      'oliiviöljyä',
    ],
  },
  {
    label: 'salt',
    gramsPerMl: 1.2,
    names: ['salt', 'sea salt', 'suola', 'suolaa', 'merisuola', 'merisuolaa'],
  },
  { label: 'baking powder', gramsPerMl: 0.8, names: ['baking powder', 'leivinjauhe', 'leivinjauhetta'] },
  {
    label: 'baking soda',
    gramsPerMl: 1.1,
    names: ['baking soda', 'bicarbonate of soda', 'ruokasooda', 'ruokasoodaa'],
  },
  {
    label: 'cornstarch',
    gramsPerMl: 0.6,
    names: [
      'cornstarch',
      'corn starch',
      'cornflour',
      'maissitärkkelys',
      'maissitärkkelystä',
      'maizena',
      'maizenaa',
    ],
  },
  {
    label: 'potato starch',
    gramsPerMl: 0.8,
    names: ['potato starch', 'perunajauho', 'perunajauhoja', 'perunatärkkelys', 'perunatärkkelystä'],
  },
  {
    label: 'yogurt',
    gramsPerMl: 1.05,
    names: ['yogurt', 'yoghurt', 'jogurtti', 'jogurttia', 'kermaviili', 'kermaviiliä', 'rahka', 'rahkaa'],
  },
];
