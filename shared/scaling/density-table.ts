/**
 * What a measured volume of a baking or pastry staple weighs, as a published table prints it. Data
 * only; shared/scaling/metric.ts reads it. Every figure is a line of the source named on it: `weighs` is the
 * source's own grams and volume, `item` the source's own wording of the line (with USDA's NDB number),
 * so that anyone can look the figure up again.
 *
 * An entry may carry a figure per system of measures: a Nordic table measures a spooned, levelled
 * decilitre of Nordic flour, King Arthur and USDA a US cup, and the two do not agree (a dl of
 * 'vehnäjauho' is 65 g, a cup of all-purpose flour 120 g, not the 154 g the dl figure would make it).
 * A line measured in cups or spoons takes the US figure, a line in dl, ml or metric spoons the Nordic
 * one; with one figure only, every line takes it.
 *
 * `names` are what a recipe calls the ingredient in English, Finnish and Swedish, with the inflected
 * forms a list uses (Finnish partitive 'sokeria', plural partitive 'jauhoja', genitive 'voin';
 * Swedish definite 'smöret', 'sockret'). A name matches when it starts a word of the ingredient or,
 * from five letters up, anywhere in it (compounds: 'hienosokeria'); the longest matching name wins,
 * so 'tomusokeri' is icing sugar before 'sokeri' is sugar.
 */

/** The published tables every figure comes from. */
export const DENSITY_SOURCES = {
  usda: {
    title:
      'USDA Agricultural Research Service, National Nutrient Database for Standard Reference, Legacy Release (SR Legacy): household weights; the same portions in FoodData Central',
    url: 'https://fdc.nal.usda.gov/',
  },
  kaf: {
    title: 'King Arthur Baking, Ingredient Weight Chart',
    url: 'https://www.kingarthurbaking.com/learn/ingredient-weight-chart',
  },
  kruoka: {
    title:
      'K-Ruoka (Kesko), "Mitat ja muunnokset haltuun!" (23.8.2024): mittojen muuttaminen desilitroista grammoiksi',
    url: 'https://www.k-ruoka.fi/artikkelit/arki/mitat-ja-muunnokset-haltuun',
  },
} as const satisfies Record<string, { title: string; url: string }>;

export type DensitySource = keyof typeof DENSITY_SOURCES;

export interface DensityFigure {
  /** [grams, amount, unit] as the source prints it: '1 cup weighs 120 g' is [120, 1, 'cup']. */
  weighs: readonly [number, number, string];
  source: DensitySource;
  /** The source's own wording of the line the figure is read from. */
  item: string;
}

export interface DensityEntry {
  label: string;
  /** One figure per system of measures at most; the first answers a line of any other. */
  figures: readonly DensityFigure[];
  names: { en: readonly string[]; fi: readonly string[]; sv: readonly string[] };
  /** A flour of the dough: the base of baker's percentages. */
  flour?: true;
}

export const DENSITY_TABLE: readonly DensityEntry[] = [
  {
    label: 'flour',
    flour: true,
    figures: [
      { weighs: [65, 1, 'dl'], source: 'kruoka', item: 'vehnäjauhoja' },
      { weighs: [120, 1, 'cup'], source: 'kaf', item: 'All-Purpose Flour' },
    ],
    names: {
      en: ['flour', 'all-purpose flour', 'plain flour', 'wheat flour', 'white flour'],
      fi: [
        'jauho',
        'jauhoja',
        'vehnäjauho',
        'vehnäjauhoa',
        'vehnäjauhoja',
        'vehnäjauhot',
        'vehnäjauhon',
        'vehnäjauhojen',
        'erikoisvehnäjauho',
        'erikoisvehnäjauhoja',
        'leivontajauho',
        'leivontajauhoja',
      ],
      sv: ['mjöl', 'mjölet', 'vetemjöl', 'vetemjölet', 'vetemjöl special'],
    },
  },
  {
    label: 'bread flour',
    flour: true,
    figures: [{ weighs: [120, 1, 'cup'], source: 'kaf', item: 'Bread Flour' }],
    names: {
      en: ['bread flour', 'strong flour', 'strong white flour'],
      fi: ['puolikarkea vehnäjauho', 'puolikarkeita vehnäjauhoja', 'leipäjauho', 'leipäjauhoja'],
      sv: ['manitobamjöl', 'brödmjöl'],
    },
  },
  {
    label: 'cake flour',
    flour: true,
    figures: [{ weighs: [120, 1, 'cup'], source: 'kaf', item: 'Unbleached Cake Flour' }],
    names: { en: ['cake flour'], fi: ['kakkujauho', 'kakkujauhoja'], sv: ['kakmjöl'] },
  },
  {
    label: 'whole wheat flour',
    flour: true,
    figures: [
      { weighs: [60, 1, 'dl'], source: 'kruoka', item: 'grahamjauhoja' },
      { weighs: [113, 1, 'cup'], source: 'kaf', item: 'Whole Wheat Flour (Premium 100%)' },
    ],
    names: {
      en: ['whole wheat flour', 'whole-wheat flour', 'wholemeal flour', 'graham flour'],
      fi: [
        'grahamjauho',
        'grahamjauhoa',
        'grahamjauhoja',
        'grahamjauhon',
        'täysjyvävehnäjauho',
        'täysjyvävehnäjauhoja',
      ],
      sv: ['grahamsmjöl', 'grahamsmjölet', 'fullkornsvetemjöl'],
    },
  },
  {
    label: 'rye flour',
    flour: true,
    figures: [
      { weighs: [55, 1, 'dl'], source: 'kruoka', item: 'ruis- ja ohrajauhoja' },
      { weighs: [103, 1, 'cup'], source: 'kaf', item: 'Rye Flour' },
    ],
    names: {
      en: ['rye flour', 'dark rye flour', 'light rye flour'],
      fi: ['ruisjauho', 'ruisjauhoa', 'ruisjauhoja', 'ruisjauhot', 'ruisjauhon', 'ruisjauhojen'],
      sv: ['rågmjöl', 'rågmjölet', 'fint rågmjöl', 'grovt rågmjöl'],
    },
  },
  {
    label: 'barley flour',
    flour: true,
    figures: [
      { weighs: [55, 1, 'dl'], source: 'kruoka', item: 'ruis- ja ohrajauhoja' },
      { weighs: [85, 1, 'cup'], source: 'kaf', item: 'Barley flour' },
    ],
    names: { en: ['barley flour'], fi: ['ohrajauho', 'ohrajauhoa', 'ohrajauhoja'], sv: ['kornmjöl'] },
  },
  {
    label: 'spelt flour',
    flour: true,
    figures: [{ weighs: [99, 1, 'cup'], source: 'kaf', item: 'Spelt Flour' }],
    names: {
      en: ['spelt flour'],
      fi: ['spelttijauho', 'spelttijauhoa', 'spelttijauhoja'],
      sv: ['dinkelmjöl'],
    },
  },
  {
    label: 'oat flour',
    flour: true,
    figures: [{ weighs: [92, 1, 'cup'], source: 'kaf', item: 'Oat flour' }],
    names: { en: ['oat flour'], fi: ['kaurajauho', 'kaurajauhoa', 'kaurajauhoja'], sv: ['havremjöl'] },
  },
  {
    label: 'buckwheat flour',
    flour: true,
    figures: [{ weighs: [120, 1, 'cup'], source: 'kaf', item: 'Buckwheat Flour' }],
    names: {
      en: ['buckwheat flour'],
      fi: ['tattarijauho', 'tattarijauhoa', 'tattarijauhoja'],
      sv: ['bovetemjöl'],
    },
  },
  {
    label: 'rice flour',
    flour: true,
    figures: [{ weighs: [142, 1, 'cup'], source: 'kaf', item: 'Rice flour (white)' }],
    names: {
      en: ['rice flour', 'white rice flour'],
      fi: ['riisijauho', 'riisijauhoa', 'riisijauhoja'],
      sv: ['rismjöl'],
    },
  },
  {
    label: 'semolina',
    figures: [
      { weighs: [70, 1, 'dl'], source: 'kruoka', item: 'mannasuurimoita' },
      { weighs: [163, 1, 'cup'], source: 'kaf', item: 'Semolina Flour' },
    ],
    names: {
      en: ['semolina', 'durum semolina', 'semolina flour'],
      fi: [
        'mannasuurimo',
        'mannasuurimoita',
        'mannaryyni',
        'mannaryynejä',
        'durumvehnäjauho',
        'durumvehnäjauhoja',
      ],
      sv: ['mannagryn', 'durumvetemjöl'],
    },
  },
  {
    label: 'cornmeal',
    figures: [{ weighs: [138, 1, 'cup'], source: 'kaf', item: 'Cornmeal (whole)' }],
    names: {
      en: ['cornmeal', 'polenta'],
      fi: ['maissijauho', 'maissijauhoa', 'maissijauhoja', 'polentaa'],
      sv: ['majsmjöl', 'polentagryn'],
    },
  },
  {
    label: 'ground almonds',
    figures: [{ weighs: [96, 1, 'cup'], source: 'kaf', item: 'Almond Flour' }],
    names: {
      en: ['almond flour', 'almond meal', 'ground almonds'],
      fi: [
        'mantelijauho',
        'mantelijauhoa',
        'mantelijauhoja',
        'mantelijauhe',
        'mantelijauhetta',
        'mantelirouhe',
        'mantelirouhetta',
      ],
      sv: ['mandelmjöl', 'mald mandel', 'malda mandlar'],
    },
  },
  {
    label: 'hazelnut flour',
    figures: [{ weighs: [89, 1, 'cup'], source: 'kaf', item: 'Hazelnut flour' }],
    names: {
      en: ['hazelnut flour', 'hazelnut meal', 'ground hazelnuts'],
      fi: ['hasselpähkinäjauho', 'hasselpähkinäjauhoa', 'hasselpähkinäjauhe', 'hasselpähkinäjauhetta'],
      sv: ['hasselnötsmjöl', 'malda hasselnötter'],
    },
  },
  {
    label: 'oats',
    figures: [
      { weighs: [35, 1, 'dl'], source: 'kruoka', item: 'kaurahiutaleita' },
      {
        weighs: [81, 1, 'cup'],
        source: 'usda',
        item: '08120 Cereals, oats, regular and quick, not fortified, dry',
      },
    ],
    names: {
      en: ['oats', 'rolled oats', 'oatmeal', 'old-fashioned oats', 'quick oats'],
      fi: ['kaurahiutale', 'kaurahiutaleita', 'kaurahiutaleet', 'kaurahiutaleiden'],
      sv: ['havregryn', 'havregrynen'],
    },
  },
  {
    label: 'potato starch',
    figures: [
      { weighs: [70, 1, 'dl'], source: 'kruoka', item: 'perunajauhoja' },
      { weighs: [152, 1, 'cup'], source: 'kaf', item: 'Potato starch' },
    ],
    names: {
      en: ['potato starch', 'potato flour'],
      fi: [
        'perunajauho',
        'perunajauhoa',
        'perunajauhoja',
        'perunajauhon',
        'perunatärkkelys',
        'perunatärkkelystä',
      ],
      sv: ['potatismjöl', 'potatismjölet', 'potatisstärkelse'],
    },
  },
  {
    label: 'cornstarch',
    figures: [{ weighs: [128, 1, 'cup'], source: 'usda', item: '20027 Cornstarch' }],
    names: {
      en: ['cornstarch', 'corn starch', 'cornflour'],
      fi: [
        'maissitärkkelys',
        'maissitärkkelystä',
        'maissitärkkelyksen',
        'maizena',
        'maizenaa',
        'maizenaa suurusteeksi',
      ],
      sv: ['majsstärkelse', 'maizena'],
    },
  },
  {
    label: 'sugar',
    figures: [
      { weighs: [85, 1, 'dl'], source: 'kruoka', item: 'sokeria' },
      { weighs: [200, 1, 'cup'], source: 'usda', item: '19335 Sugars, granulated' },
    ],
    names: {
      en: ['sugar', 'granulated sugar', 'caster sugar', 'superfine sugar', 'white sugar'],
      fi: [
        'sokeri',
        'sokeria',
        'sokerin',
        'hienosokeri',
        'hienosokeria',
        'kidesokeri',
        'kidesokeria',
        'taloussokeri',
        'taloussokeria',
      ],
      sv: ['socker', 'sockret', 'strösocker', 'strösockret', 'fint socker'],
    },
  },
  {
    label: 'icing sugar',
    figures: [
      { weighs: [60, 1, 'dl'], source: 'kruoka', item: 'tomusokeria' },
      { weighs: [120, 1, 'cup'], source: 'usda', item: '19336 Sugars, powdered (cup unsifted)' },
    ],
    names: {
      en: ['icing sugar', 'powdered sugar', "confectioners' sugar", 'confectioners sugar'],
      fi: ['tomusokeri', 'tomusokeria', 'tomusokerin'],
      sv: ['florsocker', 'florsockret', 'pudersocker', 'pudersockret'],
    },
  },
  {
    label: 'brown sugar',
    figures: [
      { weighs: [70, 1, 'dl'], source: 'kruoka', item: 'fariinisokeria' },
      { weighs: [220, 1, 'cup'], source: 'usda', item: '19334 Sugars, brown (cup packed)' },
    ],
    names: {
      en: ['brown sugar', 'light brown sugar', 'dark brown sugar', 'muscovado', 'muscovado sugar'],
      fi: [
        'fariinisokeri',
        'fariinisokeria',
        'fariinisokerin',
        'ruskea sokeri',
        'ruskeaa sokeria',
        'intiaaninsokeri',
        'intiaaninsokeria',
        'muscovadosokeri',
        'muscovadosokeria',
      ],
      sv: ['farinsocker', 'farinsockret', 'brunt socker', 'muscovadosocker', 'muscovadosockret'],
    },
  },
  {
    label: 'turbinado sugar',
    figures: [{ weighs: [180, 1, 'cup'], source: 'kaf', item: 'Turbinado sugar (raw)' }],
    names: {
      en: ['turbinado sugar', 'raw sugar', 'raw cane sugar'],
      fi: ['ruokosokeri', 'ruokosokeria', 'raakasokeri', 'raakasokeria'],
      sv: ['råsocker', 'råsockret', 'rörsocker', 'rörsockret'],
    },
  },
  {
    label: 'demerara sugar',
    figures: [{ weighs: [220, 1, 'cup'], source: 'kaf', item: 'Demerara sugar' }],
    names: {
      en: ['demerara sugar', 'demerara'],
      fi: ['demerarasokeri', 'demerarasokeria'],
      sv: ['demerarasocker', 'demerarasockret'],
    },
  },
  {
    label: 'honey',
    figures: [{ weighs: [339, 1, 'cup'], source: 'usda', item: '19296 Honey' }],
    names: {
      en: ['honey'],
      fi: ['hunaja', 'hunajaa', 'hunajan'],
      sv: ['honung', 'honungen', 'flytande honung'],
    },
  },
  {
    label: 'maple syrup',
    figures: [{ weighs: [315, 1, 'cup'], source: 'usda', item: '19353 Syrups, maple' }],
    names: {
      en: ['maple syrup'],
      fi: ['vaahterasiirappi', 'vaahterasiirappia', 'vaahterasiirapin'],
      sv: ['lönnsirap', 'lönnsirapen'],
    },
  },
  {
    label: 'molasses',
    figures: [{ weighs: [337, 1, 'cup'], source: 'usda', item: '19304 Molasses' }],
    names: { en: ['molasses', 'black treacle', 'treacle'], fi: ['melassi', 'melassia'], sv: ['melass'] },
  },
  {
    label: 'glucose syrup',
    figures: [{ weighs: [341, 1, 'cup'], source: 'usda', item: '19350 Syrups, corn, light' }],
    names: {
      en: ['glucose', 'glucose syrup', 'corn syrup', 'light corn syrup'],
      fi: ['glukoosi', 'glukoosia', 'glukoosisiirappi', 'glukoosisiirappia'],
      sv: ['glukos', 'glukossirap'],
    },
  },
  {
    label: 'syrup',
    figures: [{ weighs: [140, 1, 'dl'], source: 'kruoka', item: 'siirappia' }],
    names: {
      en: ['golden syrup', 'syrup', 'light syrup', 'dark syrup'],
      fi: [
        'siirappi',
        'siirappia',
        'siirapin',
        'vaalea siirappi',
        'vaaleaa siirappia',
        'tumma siirappi',
        'tummaa siirappia',
      ],
      sv: ['sirap', 'sirapen', 'ljus sirap', 'mörk sirap'],
    },
  },
  {
    label: 'butter',
    figures: [{ weighs: [227, 1, 'cup'], source: 'usda', item: '01145 Butter, without salt' }],
    names: {
      en: ['butter', 'unsalted butter', 'salted butter'],
      fi: ['voi', 'voita', 'voin', 'leivontamargariini', 'leivontamargariinia'],
      sv: ['smör', 'smöret', 'osaltat smör'],
    },
  },
  {
    label: 'melted butter',
    figures: [{ weighs: [90, 1, 'dl'], source: 'kruoka', item: 'sulatettua voita tai margariinia' }],
    names: {
      en: ['melted butter'],
      fi: ['voisula', 'voisulaa', 'sulatettu voi', 'sulatettua voita', 'sulatetun voin'],
      sv: ['smält smör', 'smälta smöret', 'smält smöret'],
    },
  },
  {
    label: 'oil',
    figures: [{ weighs: [218, 1, 'cup'], source: 'usda', item: '04582 Oil, canola' }],
    names: {
      en: ['oil', 'vegetable oil', 'canola oil', 'rapeseed oil', 'sunflower oil', 'olive oil'],
      fi: [
        'öljy',
        'öljyä',
        'rypsiöljy',
        'rypsiöljyä',
        'oliiviöljy',
        'oliiviöljyä',
        'auringonkukkaöljy',
        'auringonkukkaöljyä',
      ],
      sv: ['olja', 'rapsolja', 'olivolja', 'solrosolja', 'neutral olja'],
    },
  },
  {
    label: 'peanut butter',
    figures: [
      { weighs: [32, 2, 'tbsp'], source: 'usda', item: '16098 Peanut butter, smooth style, with salt' },
    ],
    names: { en: ['peanut butter'], fi: ['maapähkinävoi', 'maapähkinävoita'], sv: ['jordnötssmör'] },
  },
  {
    label: 'milk',
    figures: [{ weighs: [244, 1, 'cup'], source: 'usda', item: '01077 Milk, whole, 3.25% milkfat' }],
    names: {
      en: ['milk', 'whole milk', 'buttermilk'],
      fi: [
        'maito',
        'maitoa',
        'maidon',
        'täysmaito',
        'täysmaitoa',
        'kevytmaito',
        'kevytmaitoa',
        'piimä',
        'piimää',
      ],
      sv: ['mjölk', 'mjölken', 'standardmjölk', 'filmjölk', 'kärnmjölk'],
    },
  },
  {
    label: 'cream',
    figures: [
      { weighs: [238, 1, 'cup'], source: 'usda', item: '01053 Cream, fluid, heavy whipping (cup, fluid)' },
    ],
    names: {
      en: ['cream', 'heavy cream', 'double cream', 'whipping cream', 'heavy whipping cream'],
      fi: [
        'kerma',
        'kermaa',
        'kerman',
        'kuohukerma',
        'kuohukermaa',
        'vispikerma',
        'vispikermaa',
        'ruokakerma',
        'ruokakermaa',
      ],
      sv: ['grädde', 'grädden', 'vispgrädde', 'matlagningsgrädde'],
    },
  },
  {
    label: 'half-and-half',
    figures: [{ weighs: [242, 1, 'cup'], source: 'usda', item: '01049 Cream, fluid, half and half' }],
    names: {
      en: ['half-and-half', 'half and half', 'single cream', 'light cream'],
      fi: ['kahvikerma', 'kahvikermaa'],
      sv: ['kaffegrädde'],
    },
  },
  {
    label: 'sour cream',
    figures: [{ weighs: [230, 1, 'cup'], source: 'usda', item: '01056 Cream, sour, cultured' }],
    names: {
      en: ['sour cream', 'crème fraîche', 'creme fraiche'],
      fi: ['kermaviili', 'kermaviiliä', 'smetana', 'smetanaa', 'ranskankerma', 'ranskankermaa'],
      sv: ['gräddfil', 'crème fraiche', 'smetana'],
    },
  },
  {
    label: 'yogurt',
    figures: [
      { weighs: [245, 1, 'cup'], source: 'usda', item: '01116 Yogurt, plain, whole milk (cup, 8 fl oz)' },
    ],
    names: {
      en: ['yogurt', 'yoghurt', 'greek yogurt', 'quark'],
      fi: [
        'jogurtti',
        'jogurttia',
        'jogurtin',
        'turkkilainen jogurtti',
        'turkkilaista jogurttia',
        'rahka',
        'rahkaa',
        'maitorahka',
        'maitorahkaa',
      ],
      sv: ['yoghurt', 'kvarg', 'turkisk yoghurt', 'grekisk yoghurt'],
    },
  },
  {
    label: 'cream cheese',
    figures: [{ weighs: [232, 1, 'cup'], source: 'usda', item: '01017 Cheese, cream' }],
    names: {
      en: ['cream cheese', 'mascarpone'],
      fi: [
        'tuorejuusto',
        'tuorejuustoa',
        'maustamaton tuorejuusto',
        'maustamatonta tuorejuustoa',
        'mascarponea',
      ],
      sv: ['färskost', 'naturell färskost', 'mascarpone'],
    },
  },
  {
    label: 'ricotta',
    figures: [{ weighs: [246, 1, 'cup'], source: 'usda', item: '01036 Cheese, ricotta, whole milk' }],
    names: { en: ['ricotta'], fi: ['ricottaa', 'raejuusto', 'raejuustoa'], sv: ['ricottaost', 'keso'] },
  },
  {
    label: 'evaporated milk',
    figures: [{ weighs: [252, 1, 'cup'], source: 'usda', item: '01096 Milk, canned, evaporated' }],
    names: {
      en: ['evaporated milk'],
      fi: ['kondensoitu maito', 'kondensoitua maitoa', 'kondensoidun maidon'],
      sv: ['evaporerad mjölk'],
    },
  },
  {
    label: 'sweetened condensed milk',
    figures: [{ weighs: [306, 1, 'cup'], source: 'usda', item: '01095 Milk, canned, condensed, sweetened' }],
    names: {
      en: ['sweetened condensed milk', 'condensed milk'],
      fi: [
        'makeutettu kondensoitu maito',
        'makeutettua kondensoitua maitoa',
        'makeutetun kondensoidun maidon',
        'maitotiiviste',
        'maitotiivistettä',
      ],
      sv: ['sötad kondenserad mjölk', 'kondenserad mjölk'],
    },
  },
  {
    label: 'milk powder',
    figures: [
      { weighs: [50, 1, 'dl'], source: 'kruoka', item: 'maitojauhetta' },
      { weighs: [68, 1, 'cup'], source: 'usda', item: '01092 Milk, dry, nonfat, instant' },
    ],
    names: {
      en: ['milk powder', 'dry milk', 'powdered milk'],
      fi: ['maitojauhe', 'maitojauhetta'],
      sv: ['mjölkpulver'],
    },
  },
  {
    label: 'water',
    figures: [
      { weighs: [1000, 1, 'l'], source: 'usda', item: '14429 Beverages, water, tap, drinking (liter)' },
    ],
    names: {
      en: ['water', 'warm water', 'cold water'],
      fi: ['vesi', 'vettä', 'veteen', 'veden'],
      sv: ['vatten', 'vattnet', 'ljummet vatten'],
    },
  },
  {
    label: 'coffee',
    figures: [
      {
        weighs: [237, 1, 'cup'],
        source: 'usda',
        item: '14209 Beverages, coffee, brewed, prepared with tap water (cup, 8 fl oz)',
      },
    ],
    names: {
      en: ['coffee', 'brewed coffee'],
      fi: ['kahvi', 'kahvia', 'vahva kahvi', 'vahvaa kahvia'],
      sv: ['kaffe', 'starkt kaffe', 'bryggkaffe'],
    },
  },
  {
    label: 'lemon juice',
    figures: [{ weighs: [244, 1, 'cup'], source: 'usda', item: '09152 Lemon juice, raw' }],
    names: {
      en: ['lemon juice', 'juice of lemon'],
      fi: [
        'sitruunamehu',
        'sitruunamehua',
        'sitruunan mehu',
        'sitruunan mehua',
        'sitruunanmehu',
        'sitruunanmehua',
      ],
      sv: ['citronsaft', 'citronsaften', 'pressad citron'],
    },
  },
  {
    label: 'lime juice',
    figures: [{ weighs: [242, 1, 'cup'], source: 'usda', item: '09160 Lime juice, raw' }],
    names: {
      en: ['lime juice'],
      fi: ['limettimehu', 'limettimehua', 'limetin mehu', 'limetin mehua', 'limetinmehu', 'limetinmehua'],
      sv: ['limesaft', 'limejuice'],
    },
  },
  {
    label: 'orange juice',
    figures: [{ weighs: [248, 1, 'cup'], source: 'usda', item: '09206 Orange juice, raw' }],
    names: {
      en: ['orange juice', 'juice'],
      fi: ['appelsiinimehu', 'appelsiinimehua', 'appelsiinin mehu', 'appelsiinin mehua', 'mehu', 'mehua'],
      sv: ['apelsinjuice', 'apelsinsaft', 'juice'],
    },
  },
  {
    label: 'baking powder',
    figures: [
      {
        weighs: [4.6, 1, 'tsp'],
        source: 'usda',
        item: '18369 Leavening agents, baking powder, double-acting',
      },
    ],
    names: {
      en: ['baking powder'],
      fi: ['leivinjauhe', 'leivinjauhetta', 'leivinjauheen'],
      sv: ['bakpulver', 'bakpulvret'],
    },
  },
  {
    label: 'baking soda',
    figures: [{ weighs: [4.6, 1, 'tsp'], source: 'usda', item: '18372 Leavening agents, baking soda' }],
    names: {
      en: ['baking soda', 'bicarbonate of soda', 'bicarb'],
      fi: ['ruokasooda', 'ruokasoodaa', 'natriumbikarbonaatti'],
      sv: ['bikarbonat', 'natriumbikarbonat'],
    },
  },
  {
    label: 'cream of tartar',
    figures: [{ weighs: [3, 1, 'tsp'], source: 'usda', item: '18373 Leavening agents, cream of tartar' }],
    names: {
      en: ['cream of tartar'],
      fi: ['viinikivi', 'viinikiveä', 'viinihappo', 'viinihappoa'],
      sv: ['vinsten', 'vinstenspulver'],
    },
  },
  {
    label: 'dry yeast',
    figures: [
      { weighs: [4, 1, 'tsp'], source: 'usda', item: "18375 Leavening agents, yeast, baker's, active dry" },
    ],
    names: {
      en: ['dry yeast', 'active dry yeast', 'instant yeast', 'yeast'],
      fi: ['kuivahiiva', 'kuivahiivaa', 'pikahiiva', 'pikahiivaa'],
      sv: ['torrjäst', 'snabbjäst'],
    },
  },
  {
    label: 'gelatine powder',
    figures: [
      {
        weighs: [7, 1, 'tbsp'],
        source: 'usda',
        item: '19177 Gelatins, dry powder, unsweetened (envelope, 1 tbsp)',
      },
    ],
    names: {
      en: ['gelatin', 'gelatine', 'powdered gelatin', 'gelatin powder', 'unflavored gelatin'],
      fi: ['liivatejauhe', 'liivatejauhetta', 'gelatiinijauhe', 'gelatiinijauhetta'],
      sv: ['gelatinpulver', 'gelatin'],
    },
  },
  {
    label: 'salt',
    figures: [{ weighs: [6, 1, 'tsp'], source: 'usda', item: '02047 Salt, table' }],
    names: {
      en: ['salt', 'table salt', 'fine salt', 'sea salt'],
      fi: ['suola', 'suolaa', 'merisuola', 'merisuolaa', 'hienosuola', 'hienoa suolaa'],
      sv: ['salt', 'saltet', 'havssalt', 'finkornigt salt'],
    },
  },
  {
    label: 'cocoa',
    figures: [
      { weighs: [40, 1, 'dl'], source: 'kruoka', item: 'kaakaojauhetta' },
      { weighs: [86, 1, 'cup'], source: 'usda', item: '19165 Cocoa, dry powder, unsweetened' },
    ],
    names: {
      en: ['cocoa', 'cocoa powder', 'unsweetened cocoa', 'dutch-process cocoa'],
      fi: ['kaakao', 'kaakaota', 'kaakaojauhe', 'kaakaojauhetta', 'tummaa kaakaojauhetta'],
      sv: ['kakao', 'kakaopulver', 'kakaon'],
    },
  },
  {
    label: 'chocolate chips',
    figures: [
      { weighs: [168, 1, 'cup'], source: 'usda', item: '19080 Candies, semisweet chocolate (cup chips)' },
    ],
    names: {
      // The singular finds the plural too; the line parser names count nouns in the singular.
      en: ['chocolate chips', 'chocolate chunk', 'semisweet chocolate chips'],
      fi: ['suklaarouhe', 'suklaarouhetta', 'suklaahippu', 'suklaahippuja', 'suklaanappi', 'suklaanappeja'],
      sv: ['chokladknappar', 'chokladbitar', 'chokladdroppar'],
    },
  },
  {
    label: 'cinnamon',
    figures: [{ weighs: [2.6, 1, 'tsp'], source: 'usda', item: '02010 Spices, cinnamon, ground' }],
    names: {
      en: ['cinnamon', 'ground cinnamon'],
      fi: ['kaneli', 'kanelia', 'kanelin', 'jauhettua kanelia'],
      sv: ['kanel', 'malen kanel', 'kanelen'],
    },
  },
  {
    label: 'cardamom',
    figures: [{ weighs: [2, 1, 'tsp'], source: 'usda', item: '02006 Spices, cardamom (tsp, ground)' }],
    names: {
      en: ['cardamom', 'ground cardamom'],
      fi: ['kardemumma', 'kardemummaa', 'kardemumman', 'jauhettua kardemummaa'],
      sv: ['kardemumma', 'malen kardemumma', 'kardemumman'],
    },
  },
  {
    label: 'ground ginger',
    figures: [{ weighs: [1.8, 1, 'tsp'], source: 'usda', item: '02021 Spices, ginger, ground' }],
    names: {
      en: ['ground ginger', 'ginger powder'],
      fi: ['inkiväärijauhe', 'inkiväärijauhetta', 'jauhettua inkivääriä', 'jauhettu inkivääri'],
      sv: ['mald ingefära', 'malen ingefära', 'ingefärspulver'],
    },
  },
  {
    label: 'nutmeg',
    figures: [{ weighs: [2.2, 1, 'tsp'], source: 'usda', item: '02025 Spices, nutmeg, ground' }],
    names: {
      en: ['nutmeg', 'ground nutmeg'],
      fi: ['muskottipähkinä', 'muskottipähkinää', 'muskotti', 'muskottia'],
      sv: ['muskotnöt', 'riven muskotnöt', 'muskot'],
    },
  },
  {
    label: 'ground cloves',
    figures: [{ weighs: [2.1, 1, 'tsp'], source: 'usda', item: '02011 Spices, cloves, ground' }],
    names: {
      // The singular finds the plural too ('1 tsp ground cloves' is named 'ground clove').
      en: ['ground clove', 'clove powder'],
      fi: ['neilikka', 'neilikkaa', 'neilikan', 'jauhettua neilikkaa', 'neilikkajauhe'],
      sv: ['mald nejlika', 'malen nejlika', 'kryddnejlika', 'kryddnejlikan'],
    },
  },
  {
    label: 'allspice',
    figures: [{ weighs: [1.9, 1, 'tsp'], source: 'usda', item: '02001 Spices, allspice, ground' }],
    names: {
      en: ['allspice', 'ground allspice'],
      fi: ['maustepippuri', 'maustepippuria', 'jauhettua maustepippuria'],
      sv: ['kryddpeppar', 'malen kryddpeppar'],
    },
  },
  {
    label: 'ground coriander',
    figures: [{ weighs: [1.8, 1, 'tsp'], source: 'usda', item: '02013 Spices, coriander seed' }],
    names: {
      en: ['ground coriander', 'coriander seed'],
      fi: ['korianterinsiemen', 'korianterinsiemeniä', 'jauhettua korianteria'],
      sv: ['mald koriander', 'korianderfrö'],
    },
  },
  {
    label: 'anise seed',
    figures: [{ weighs: [2.1, 1, 'tsp'], source: 'usda', item: '02002 Spices, anise seed (tsp, whole)' }],
    names: {
      en: ['anise', 'aniseed', 'anise seed', 'star anise'],
      fi: ['anis', 'anista', 'aniksen siemen', 'tähtianis'],
      sv: ['anis', 'stjärnanis'],
    },
  },
  {
    label: 'fennel seed',
    figures: [{ weighs: [2, 1, 'tsp'], source: 'usda', item: '02018 Spices, fennel seed (tsp, whole)' }],
    names: {
      en: ['fennel seed', 'fennel seeds'],
      fi: ['fenkolinsiemen', 'fenkolinsiemeniä', 'fenkolia'],
      sv: ['fänkålsfrö', 'fänkål'],
    },
  },
  {
    label: 'caraway seed',
    figures: [{ weighs: [2.1, 1, 'tsp'], source: 'usda', item: '02005 Spices, caraway seed' }],
    names: {
      en: ['caraway', 'caraway seed', 'caraway seeds'],
      fi: ['kumina', 'kuminaa', 'kuminan siemen'],
      sv: ['kummin', 'kumminfrö'],
    },
  },
  {
    label: 'black pepper',
    figures: [{ weighs: [2.3, 1, 'tsp'], source: 'usda', item: '02030 Spices, pepper, black (tsp, ground)' }],
    names: {
      en: ['black pepper', 'ground pepper', 'pepper'],
      fi: ['mustapippuri', 'mustapippuria', 'pippuri', 'pippuria'],
      sv: ['svartpeppar', 'peppar', 'malen svartpeppar'],
    },
  },
  {
    label: 'ground turmeric',
    figures: [{ weighs: [3, 1, 'tsp'], source: 'usda', item: '02043 Spices, turmeric, ground' }],
    names: { en: ['turmeric', 'ground turmeric'], fi: ['kurkuma', 'kurkumaa'], sv: ['gurkmeja'] },
  },
  {
    label: 'saffron',
    figures: [{ weighs: [0.7, 1, 'tsp'], source: 'usda', item: '02037 Spices, saffron' }],
    names: { en: ['saffron', 'saffron threads'], fi: ['sahrami', 'sahramia'], sv: ['saffran', 'saffranet'] },
  },
  {
    label: 'vanilla extract',
    figures: [{ weighs: [4.2, 1, 'tsp'], source: 'usda', item: '02050 Vanilla extract' }],
    names: {
      en: ['vanilla extract', 'vanilla', 'pure vanilla extract', 'vanilla essence', 'almond extract'],
      fi: [
        'vaniljauute',
        'vaniljauutetta',
        'vaniljauutteen',
        'vaniljaesanssi',
        'vaniljaesanssia',
        'manteliuute',
        'manteliuutetta',
      ],
      sv: ['vaniljextrakt', 'vaniljessens', 'mandelextrakt'],
    },
  },
  {
    label: 'poppy seeds',
    figures: [{ weighs: [2.8, 1, 'tsp'], source: 'usda', item: '02033 Spices, poppy seed' }],
    names: {
      en: ['poppy seeds', 'poppy seed'],
      fi: ['unikonsiemen', 'unikonsiemeniä', 'unikonsiemenet'],
      sv: ['vallmofrön', 'blåvallmo'],
    },
  },
  {
    label: 'sesame seeds',
    figures: [{ weighs: [9, 1, 'tbsp'], source: 'usda', item: '12023 Seeds, sesame seeds, whole, dried' }],
    names: {
      en: ['sesame seeds', 'sesame seed'],
      fi: ['seesaminsiemen', 'seesaminsiemeniä', 'seesaminsiemenet'],
      sv: ['sesamfrön', 'sesamfröer'],
    },
  },
  {
    label: 'flaxseed',
    figures: [{ weighs: [10.3, 1, 'tbsp'], source: 'usda', item: '12220 Seeds, flaxseed (tbsp, whole)' }],
    names: {
      en: ['flaxseed', 'flaxseeds', 'linseed'],
      fi: ['pellavansiemen', 'pellavansiemeniä'],
      sv: ['linfrö', 'linfrön'],
    },
  },
  {
    label: 'ground flaxseed',
    figures: [{ weighs: [7, 1, 'tbsp'], source: 'usda', item: '12220 Seeds, flaxseed (tbsp, ground)' }],
    names: {
      en: ['ground flaxseed', 'flax meal'],
      fi: ['pellavansiemenrouhe', 'pellavansiemenrouhetta', 'pellavarouhe', 'pellavarouhetta'],
      sv: ['krossade linfrön', 'linfrökross'],
    },
  },
  {
    label: 'sunflower seeds',
    figures: [
      { weighs: [140, 1, 'cup'], source: 'usda', item: '12036 Seeds, sunflower seed kernels, dried' },
    ],
    names: {
      en: ['sunflower seeds', 'sunflower kernels'],
      fi: ['auringonkukansiemen', 'auringonkukansiemeniä'],
      sv: ['solrosfrön', 'solroskärnor'],
    },
  },
  {
    label: 'pumpkin seeds',
    figures: [
      {
        weighs: [129, 1, 'cup'],
        source: 'usda',
        item: '12014 Seeds, pumpkin and squash seed kernels, dried',
      },
    ],
    names: {
      en: ['pumpkin seeds', 'pepitas'],
      fi: ['kurpitsansiemen', 'kurpitsansiemeniä'],
      sv: ['pumpafrön', 'pumpakärnor'],
    },
  },
  {
    label: 'whole almonds',
    figures: [{ weighs: [143, 1, 'cup'], source: 'usda', item: '12061 Nuts, almonds (cup, whole)' }],
    names: {
      en: ['almonds', 'whole almonds'],
      fi: ['manteli', 'manteleita', 'mantelit', 'kokonaisia manteleita'],
      sv: ['mandel', 'mandlar', 'hela mandlar'],
    },
  },
  {
    label: 'sliced almonds',
    figures: [{ weighs: [92, 1, 'cup'], source: 'usda', item: '12061 Nuts, almonds (cup, sliced)' }],
    names: {
      en: ['sliced almonds', 'flaked almonds'],
      fi: ['mantelilastu', 'mantelilastuja'],
      sv: ['mandelspån', 'skivad mandel'],
    },
  },
  {
    label: 'slivered almonds',
    figures: [{ weighs: [108, 1, 'cup'], source: 'usda', item: '12061 Nuts, almonds (cup, slivered)' }],
    names: {
      en: ['slivered almonds'],
      fi: ['mantelisuikale', 'mantelisuikaleita'],
      sv: ['mandelstavar', 'strimlad mandel'],
    },
  },
  {
    label: 'walnuts',
    figures: [
      { weighs: [117, 1, 'cup'], source: 'usda', item: '12155 Nuts, walnuts, english (cup, chopped)' },
    ],
    names: {
      en: ['walnuts', 'walnut', 'chopped walnuts'],
      fi: ['saksanpähkinä', 'saksanpähkinöitä', 'saksanpähkinää'],
      sv: ['valnötter', 'valnöt', 'hackade valnötter'],
    },
  },
  {
    label: 'pecans',
    figures: [{ weighs: [109, 1, 'cup'], source: 'usda', item: '12142 Nuts, pecans (cup, chopped)' }],
    names: {
      en: ['pecans', 'pecan', 'chopped pecans'],
      fi: ['pekaanipähkinä', 'pekaanipähkinöitä', 'pekaanipähkinää'],
      sv: ['pekannötter', 'pekannöt'],
    },
  },
  {
    label: 'hazelnuts',
    figures: [
      { weighs: [115, 1, 'cup'], source: 'usda', item: '12120 Nuts, hazelnuts or filberts (cup, chopped)' },
    ],
    names: {
      en: ['hazelnuts', 'hazelnut', 'chopped hazelnuts'],
      fi: ['hasselpähkinä', 'hasselpähkinöitä', 'hasselpähkinää', 'hasselpähkinärouhe'],
      sv: ['hasselnötter', 'hasselnöt'],
    },
  },
  {
    label: 'pistachios',
    figures: [{ weighs: [123, 1, 'cup'], source: 'usda', item: '12151 Nuts, pistachio nuts, raw' }],
    names: {
      en: ['pistachios', 'pistachio'],
      fi: ['pistaasipähkinä', 'pistaasipähkinöitä', 'pistaaseja'],
      sv: ['pistaschnötter', 'pistage'],
    },
  },
  {
    label: 'peanuts',
    figures: [{ weighs: [146, 1, 'cup'], source: 'usda', item: '16087 Peanuts, all types, raw' }],
    names: {
      en: ['peanuts', 'peanut'],
      fi: ['maapähkinä', 'maapähkinöitä', 'maapähkinää'],
      sv: ['jordnötter', 'jordnöt'],
    },
  },
  {
    label: 'shredded coconut',
    figures: [
      { weighs: [35, 1, 'dl'], source: 'kruoka', item: 'kookoshiutaleita' },
      {
        weighs: [93, 1, 'cup'],
        source: 'usda',
        item: '12179 Nuts, coconut meat, dried (desiccated), sweetened, shredded',
      },
    ],
    names: {
      en: ['shredded coconut', 'desiccated coconut', 'coconut flakes', 'flaked coconut'],
      fi: ['kookoshiutale', 'kookoshiutaleita', 'kookoshiutaleet', 'kookosjauho', 'kookosjauhoja'],
      sv: ['kokosflingor', 'riven kokos'],
    },
  },
  {
    label: 'raisins',
    figures: [{ weighs: [165, 1, 'cup'], source: 'usda', item: '09298 Raisins, seedless (cup, packed)' }],
    names: {
      en: ['raisins', 'sultanas', 'currants'],
      fi: ['rusina', 'rusinoita', 'rusinat', 'korintti', 'korintteja'],
      sv: ['russin', 'korinter'],
    },
  },
  {
    label: 'dried cranberries',
    figures: [{ weighs: [40, 1 / 3, 'cup'], source: 'usda', item: '09079 Cranberries, dried, sweetened' }],
    names: {
      en: ['dried cranberries', 'craisins'],
      fi: ['kuivattu karpalo', 'kuivattuja karpaloita', 'karpalorouhe'],
      sv: ['torkade tranbär'],
    },
  },
  {
    label: 'jam',
    figures: [{ weighs: [20, 1, 'tbsp'], source: 'usda', item: '19297 Jams and preserves' }],
    names: {
      en: ['jam', 'preserves', 'jelly', 'marmalade'],
      fi: ['hillo', 'hilloa', 'marmeladi', 'marmeladia'],
      sv: ['sylt', 'marmelad'],
    },
  },
  {
    label: 'egg white',
    figures: [{ weighs: [243, 1, 'cup'], source: 'usda', item: '01124 Egg, white, raw, fresh' }],
    names: {
      en: ['egg white', 'egg whites'],
      fi: [
        'munanvalkuainen',
        'munanvalkuaista',
        'munanvalkuaisia',
        'munanvalkuaiset',
        'valkuainen',
        'valkuaista',
        'valkuaisia',
      ],
      sv: ['äggvita', 'äggvitor', 'äggvitan'],
    },
  },
  {
    label: 'egg yolk',
    figures: [{ weighs: [243, 1, 'cup'], source: 'usda', item: '01125 Egg, yolk, raw, fresh' }],
    names: {
      en: ['egg yolk', 'egg yolks', 'yolks'],
      fi: ['munankeltuainen', 'munankeltuaista', 'munankeltuaisia', 'keltuainen', 'keltuaista', 'keltuaisia'],
      sv: ['äggula', 'äggulor'],
    },
  },
];
