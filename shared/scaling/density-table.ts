/**
 * What a measured volume of a baking or pastry staple weighs, as published by the source named on each
 * entry (`weighs`: grams, and the volume they fill, in the source's own unit). Data only; shared/scaling/metric.ts
 * reads it. Figures are spooned and levelled, as every one of these tables measures.
 *
 * `names` are what a recipe calls the ingredient in English, Finnish and Swedish, with the inflected
 * forms a list uses (Finnish partitive 'sokeria', plural partitive 'jauhoja', genitive 'voin'; Swedish
 * definite 'smöret'). A name matches when it starts a word of the ingredient or, from five letters up,
 * anywhere in it (compounds: 'hienosokeria'); the longest matching name wins, so 'tomusokeri' is icing
 * sugar before 'sokeri' is sugar.
 */
export const DENSITY_SOURCES = {
  si: 'The metric system: a millilitre of water weighs a gram (BIPM, SI Brochure, the litre and the kilogram)',
  martat:
    'Marttaliitto, “Mittoja ja painoja” (ruoanvalmistuksen mitta- ja painotaulukko), martat.fi: grams per dl, tl, rkl',
  usda: 'USDA FoodData Central, SR Legacy household portion weights, fdc.nal.usda.gov: grams per cup, tbsp, tsp',
  kaf: 'King Arthur Baking, “Ingredient Weight Chart”, kingarthurbaking.com/learn/ingredient-weight-chart: grams per cup, tbsp, tsp',
} as const;

export type DensitySource = keyof typeof DENSITY_SOURCES;

export interface DensityEntry {
  label: string;
  /** [grams, amount, unit]: '1 cup weighs 120 g' is [120, 1, 'cup']. */
  weighs: readonly [number, number, string];
  source: DensitySource;
  names: { en: readonly string[]; fi: readonly string[]; sv: readonly string[] };
  /** A flour of the dough: the base of baker's percentages. */
  flour?: true;
}

export const DENSITY_TABLE: readonly DensityEntry[] = [
  // ---- Flours and meals ----
  {
    label: 'flour',
    flour: true,
    weighs: [60, 1, 'dl'],
    source: 'martat',
    names: {
      en: ['flour', 'all-purpose flour', 'plain flour', 'wheat flour', 'white flour'],
      fi: [
        'jauho',
        'jauhoja',
        'vehnäjauho',
        'vehnäjauhoa',
        'vehnäjauhoja',
        'vehnäjauhot',
        'erikoisvehnäjauho',
        'erikoisvehnäjauhoja',
        'leivontajauho',
        'leivontajauhoja',
      ],
      sv: ['mjöl', 'vetemjöl', 'vetemjölet', 'vetemjöl special'],
    },
  },
  {
    label: 'bread flour',
    flour: true,
    weighs: [120, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['bread flour', 'strong flour', 'strong white flour'],
      fi: ['puolikarkea vehnäjauho', 'puolikarkeita vehnäjauhoja', 'leipäjauho', 'leipäjauhoja'],
      sv: ['manitobamjöl', 'brödmjöl'],
    },
  },
  {
    label: 'cake flour',
    flour: true,
    weighs: [120, 1, 'cup'],
    source: 'kaf',
    names: { en: ['cake flour'], fi: ['kakkujauho', 'kakkujauhoja'], sv: ['kakmjöl'] },
  },
  {
    label: 'whole wheat flour',
    flour: true,
    weighs: [55, 1, 'dl'],
    source: 'martat',
    names: {
      en: ['whole wheat flour', 'whole-wheat flour', 'wholemeal flour'],
      fi: ['grahamjauho', 'grahamjauhoa', 'grahamjauhoja', 'täysjyvävehnäjauho', 'täysjyvävehnäjauhoja'],
      sv: ['grahamsmjöl', 'fullkornsvetemjöl'],
    },
  },
  {
    label: 'rye flour',
    flour: true,
    weighs: [50, 1, 'dl'],
    source: 'martat',
    names: {
      en: ['rye flour', 'dark rye flour', 'light rye flour'],
      fi: ['ruisjauho', 'ruisjauhoa', 'ruisjauhoja', 'ruisjauhot', 'ruisjauhojen'],
      sv: ['rågmjöl', 'fint rågmjöl', 'grovt rågmjöl'],
    },
  },
  {
    label: 'spelt flour',
    flour: true,
    weighs: [99, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['spelt flour'],
      fi: ['spelttijauho', 'spelttijauhoa', 'spelttijauhoja'],
      sv: ['dinkelmjöl'],
    },
  },
  {
    label: 'oat flour',
    flour: true,
    weighs: [92, 1, 'cup'],
    source: 'kaf',
    names: { en: ['oat flour'], fi: ['kaurajauho', 'kaurajauhoa', 'kaurajauhoja'], sv: ['havremjöl'] },
  },
  {
    label: 'buckwheat flour',
    flour: true,
    weighs: [120, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['buckwheat flour'],
      fi: ['tattarijauho', 'tattarijauhoa', 'tattarijauhoja'],
      sv: ['bovetemjöl'],
    },
  },
  {
    label: 'rice flour',
    flour: true,
    weighs: [142, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['rice flour', 'white rice flour'],
      fi: ['riisijauho', 'riisijauhoa', 'riisijauhoja'],
      sv: ['rismjöl'],
    },
  },
  {
    label: 'semolina',
    weighs: [163, 1, 'cup'],
    source: 'kaf',
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
    weighs: [138, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['cornmeal', 'polenta'],
      fi: ['maissijauho', 'maissijauhoa', 'maissijauhoja', 'polentaa'],
      sv: ['majsmjöl', 'polentagryn'],
    },
  },
  {
    label: 'ground almonds',
    weighs: [96, 1, 'cup'],
    source: 'kaf',
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
    weighs: [89, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['hazelnut flour', 'hazelnut meal', 'ground hazelnuts'],
      fi: ['hasselpähkinäjauho', 'hasselpähkinäjauhoa', 'hasselpähkinäjauhe', 'hasselpähkinäjauhetta'],
      sv: ['hasselnötsmjöl', 'malda hasselnötter'],
    },
  },
  {
    label: 'oats',
    weighs: [81, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['oats', 'rolled oats', 'oatmeal', 'old-fashioned oats', 'quick oats'],
      fi: ['kaurahiutale', 'kaurahiutaleita', 'kaurahiutaleet', 'kaurahiutaleiden'],
      sv: ['havregryn', 'havregrynen'],
    },
  },
  // ---- Starches ----
  {
    label: 'potato starch',
    weighs: [80, 1, 'dl'],
    source: 'martat',
    names: {
      en: ['potato starch', 'potato flour'],
      fi: ['perunajauho', 'perunajauhoa', 'perunajauhoja', 'perunatärkkelys', 'perunatärkkelystä'],
      sv: ['potatismjöl', 'potatisstärkelse'],
    },
  },
  {
    label: 'cornstarch',
    weighs: [128, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['cornstarch', 'corn starch', 'cornflour'],
      fi: ['maissitärkkelys', 'maissitärkkelystä', 'maizena', 'maizenaa', 'maizenaa suurusteeksi'],
      sv: ['majsstärkelse', 'maizena'],
    },
  },
  // ---- Sugars, honey and syrups ----
  {
    label: 'sugar',
    weighs: [85, 1, 'dl'],
    source: 'martat',
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
    weighs: [60, 1, 'dl'],
    source: 'martat',
    names: {
      en: ['icing sugar', 'powdered sugar', "confectioners' sugar", 'confectioners sugar'],
      fi: ['tomusokeri', 'tomusokeria', 'tomusokerin'],
      sv: ['florsocker', 'florsockret', 'pudersocker'],
    },
  },
  {
    label: 'brown sugar',
    weighs: [80, 1, 'dl'],
    source: 'martat',
    names: {
      en: ['brown sugar', 'light brown sugar', 'dark brown sugar', 'muscovado', 'muscovado sugar'],
      fi: [
        'fariinisokeri',
        'fariinisokeria',
        'ruskea sokeri',
        'ruskeaa sokeria',
        'intiaaninsokeri',
        'intiaaninsokeria',
        'muscovadosokeri',
        'muscovadosokeria',
      ],
      sv: ['farinsocker', 'brunt socker', 'muscovadosocker'],
    },
  },
  {
    label: 'raw cane sugar',
    weighs: [180, 1, 'cup'],
    source: 'kaf',
    names: {
      en: ['demerara sugar', 'turbinado sugar', 'raw sugar', 'demerara'],
      fi: ['demerarasokeri', 'demerarasokeria', 'ruokosokeri', 'ruokosokeria'],
      sv: ['demerarasocker', 'råsocker', 'rörsocker'],
    },
  },
  {
    label: 'honey',
    weighs: [339, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['honey'],
      fi: ['hunaja', 'hunajaa', 'hunajan'],
      sv: ['honung', 'honungen', 'flytande honung'],
    },
  },
  {
    label: 'maple syrup',
    weighs: [315, 1, 'cup'],
    source: 'usda',
    names: { en: ['maple syrup'], fi: ['vaahterasiirappi', 'vaahterasiirappia'], sv: ['lönnsirap'] },
  },
  {
    label: 'molasses',
    weighs: [337, 1, 'cup'],
    source: 'usda',
    names: { en: ['molasses', 'black treacle', 'treacle'], fi: ['melassi', 'melassia'], sv: ['melass'] },
  },
  {
    label: 'glucose syrup',
    weighs: [328, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['glucose', 'glucose syrup', 'corn syrup', 'light corn syrup'],
      fi: ['glukoosi', 'glukoosia', 'glukoosisiirappi', 'glukoosisiirappia'],
      sv: ['glukos', 'glukossirap'],
    },
  },
  {
    label: 'syrup',
    weighs: [20, 1, 'tbsp'],
    source: 'usda',
    names: {
      en: ['golden syrup', 'syrup', 'light syrup', 'dark syrup'],
      fi: [
        'siirappi',
        'siirappia',
        'vaalea siirappi',
        'vaaleaa siirappia',
        'tumma siirappi',
        'tummaa siirappia',
      ],
      sv: ['sirap', 'ljus sirap', 'mörk sirap'],
    },
  },
  // ---- Fats ----
  {
    label: 'butter',
    weighs: [227, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['butter', 'unsalted butter', 'salted butter', 'melted butter'],
      fi: [
        'voi',
        'voita',
        'voin',
        'voisula',
        'voisulaa',
        'sulatettua voita',
        'leivontamargariini',
        'leivontamargariinia',
      ],
      sv: ['smör', 'smöret', 'smält smör', 'osaltat smör'],
    },
  },
  {
    label: 'oil',
    weighs: [218, 1, 'cup'],
    source: 'usda',
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
    weighs: [32, 2, 'tbsp'],
    source: 'usda',
    names: { en: ['peanut butter'], fi: ['maapähkinävoi', 'maapähkinävoita'], sv: ['jordnötssmör'] },
  },
  // ---- Dairy ----
  {
    label: 'milk',
    weighs: [244, 1, 'cup'],
    source: 'usda',
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
    weighs: [238, 1, 'cup'],
    source: 'usda',
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
    weighs: [242, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['half-and-half', 'half and half', 'single cream', 'light cream'],
      fi: ['kahvikerma', 'kahvikermaa'],
      sv: ['kaffegrädde'],
    },
  },
  {
    label: 'sour cream',
    weighs: [230, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['sour cream', 'crème fraîche', 'creme fraiche'],
      fi: ['kermaviili', 'kermaviiliä', 'smetana', 'smetanaa', 'ranskankerma', 'ranskankermaa'],
      sv: ['gräddfil', 'crème fraiche', 'smetana'],
    },
  },
  {
    label: 'yogurt',
    weighs: [245, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['yogurt', 'yoghurt', 'greek yogurt', 'quark'],
      fi: [
        'jogurtti',
        'jogurttia',
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
    weighs: [232, 1, 'cup'],
    source: 'usda',
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
    weighs: [246, 1, 'cup'],
    source: 'usda',
    names: { en: ['ricotta'], fi: ['ricottaa', 'raejuusto', 'raejuustoa'], sv: ['ricottaost', 'keso'] },
  },
  {
    label: 'evaporated milk',
    weighs: [252, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['evaporated milk'],
      fi: ['kondensoitu maito', 'kondensoitua maitoa'],
      sv: ['evaporerad mjölk'],
    },
  },
  {
    label: 'sweetened condensed milk',
    weighs: [306, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['sweetened condensed milk', 'condensed milk'],
      fi: [
        'makeutettu kondensoitu maito',
        'makeutettua kondensoitua maitoa',
        'maitotiiviste',
        'maitotiivistettä',
      ],
      sv: ['sötad kondenserad mjölk', 'kondenserad mjölk'],
    },
  },
  {
    label: 'milk powder',
    weighs: [68, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['milk powder', 'dry milk', 'powdered milk'],
      fi: ['maitojauhe', 'maitojauhetta'],
      sv: ['mjölkpulver'],
    },
  },
  // ---- Liquids and juices ----
  {
    label: 'water',
    weighs: [1, 1, 'ml'],
    source: 'si',
    names: {
      en: ['water', 'warm water', 'cold water'],
      fi: ['vesi', 'vettä', 'veteen', 'veden'],
      sv: ['vatten', 'vattnet', 'ljummet vatten'],
    },
  },
  {
    label: 'coffee',
    weighs: [237, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['coffee', 'brewed coffee'],
      fi: ['kahvi', 'kahvia', 'vahva kahvi', 'vahvaa kahvia'],
      sv: ['kaffe', 'starkt kaffe', 'bryggkaffe'],
    },
  },
  {
    label: 'lemon juice',
    weighs: [244, 1, 'cup'],
    source: 'usda',
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
    weighs: [246, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['lime juice'],
      fi: ['limettimehu', 'limettimehua', 'limetin mehu', 'limetin mehua'],
      sv: ['limesaft', 'limejuice'],
    },
  },
  {
    label: 'orange juice',
    weighs: [248, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['orange juice', 'juice'],
      fi: ['appelsiinimehu', 'appelsiinimehua', 'appelsiinin mehu', 'appelsiinin mehua', 'mehu', 'mehua'],
      sv: ['apelsinjuice', 'apelsinsaft', 'juice'],
    },
  },
  // ---- Leaveners and setting agents ----
  {
    label: 'baking powder',
    weighs: [4.6, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['baking powder'],
      fi: ['leivinjauhe', 'leivinjauhetta', 'leivinjauheen'],
      sv: ['bakpulver', 'bakpulvret'],
    },
  },
  {
    label: 'baking soda',
    weighs: [4.6, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['baking soda', 'bicarbonate of soda', 'bicarb'],
      fi: ['ruokasooda', 'ruokasoodaa', 'natriumbikarbonaatti'],
      sv: ['bikarbonat', 'natriumbikarbonat'],
    },
  },
  {
    label: 'cream of tartar',
    weighs: [3, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['cream of tartar'],
      fi: ['viinikivi', 'viinikiveä', 'viinihappo', 'viinihappoa'],
      sv: ['vinsten', 'vinstenspulver'],
    },
  },
  {
    label: 'dry yeast',
    weighs: [4, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['dry yeast', 'active dry yeast', 'instant yeast', 'yeast'],
      fi: ['kuivahiiva', 'kuivahiivaa', 'pikahiiva', 'pikahiivaa'],
      sv: ['torrjäst', 'snabbjäst'],
    },
  },
  {
    label: 'gelatine powder',
    weighs: [7, 2.25, 'tsp'],
    source: 'usda',
    names: {
      en: ['gelatin', 'gelatine', 'powdered gelatin', 'gelatin powder', 'unflavored gelatin'],
      fi: ['liivatejauhe', 'liivatejauhetta', 'gelatiinijauhe', 'gelatiinijauhetta'],
      sv: ['gelatinpulver', 'gelatin'],
    },
  },
  {
    label: 'salt',
    weighs: [6, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['salt', 'table salt', 'fine salt', 'sea salt'],
      fi: ['suola', 'suolaa', 'merisuola', 'merisuolaa', 'hienosuola', 'hienoa suolaa'],
      sv: ['salt', 'saltet', 'havssalt', 'finkornigt salt'],
    },
  },
  // ---- Cocoa and chocolate ----
  {
    label: 'cocoa',
    weighs: [86, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['cocoa', 'cocoa powder', 'unsweetened cocoa', 'dutch-process cocoa'],
      fi: ['kaakao', 'kaakaota', 'kaakaojauhe', 'kaakaojauhetta', 'tummaa kaakaojauhetta'],
      sv: ['kakao', 'kakaopulver', 'kakaon'],
    },
  },
  {
    label: 'chocolate chips',
    weighs: [168, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['chocolate chips', 'chocolate chunks', 'semisweet chocolate chips'],
      fi: ['suklaarouhe', 'suklaarouhetta', 'suklaahippu', 'suklaahippuja', 'suklaanappi', 'suklaanappeja'],
      sv: ['chokladknappar', 'chokladbitar', 'chokladdroppar'],
    },
  },
  // ---- Spices and extracts ----
  {
    label: 'cinnamon',
    weighs: [2.6, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['cinnamon', 'ground cinnamon'],
      fi: ['kaneli', 'kanelia', 'kanelin', 'jauhettua kanelia'],
      sv: ['kanel', 'malen kanel', 'kanelen'],
    },
  },
  {
    label: 'cardamom',
    weighs: [2, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['cardamom', 'ground cardamom'],
      fi: ['kardemumma', 'kardemummaa', 'kardemumman', 'jauhettua kardemummaa'],
      sv: ['kardemumma', 'malen kardemumma', 'kardemumman'],
    },
  },
  {
    label: 'ground ginger',
    weighs: [1.8, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['ground ginger', 'ginger powder'],
      fi: ['inkiväärijauhe', 'inkiväärijauhetta', 'jauhettua inkivääriä', 'jauhettu inkivääri'],
      sv: ['mald ingefära', 'malen ingefära', 'ingefärspulver'],
    },
  },
  {
    label: 'nutmeg',
    weighs: [2.2, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['nutmeg', 'ground nutmeg'],
      fi: ['muskottipähkinä', 'muskottipähkinää', 'muskotti', 'muskottia'],
      sv: ['muskotnöt', 'riven muskotnöt', 'muskot'],
    },
  },
  {
    label: 'ground cloves',
    weighs: [2.1, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['ground cloves', 'clove powder'],
      fi: ['neilikka', 'neilikkaa', 'jauhettua neilikkaa', 'neilikkajauhe'],
      sv: ['mald nejlika', 'malen nejlika', 'kryddnejlika'],
    },
  },
  {
    label: 'allspice',
    weighs: [1.9, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['allspice', 'ground allspice'],
      fi: ['maustepippuri', 'maustepippuria', 'jauhettua maustepippuria'],
      sv: ['kryddpeppar', 'malen kryddpeppar'],
    },
  },
  {
    label: 'ground coriander',
    weighs: [1.8, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['ground coriander', 'coriander seed'],
      fi: ['korianterinsiemen', 'korianterinsiemeniä', 'jauhettua korianteria'],
      sv: ['mald koriander', 'korianderfrö'],
    },
  },
  {
    label: 'anise seed',
    weighs: [2.1, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['anise', 'aniseed', 'anise seed', 'star anise'],
      fi: ['anis', 'anista', 'aniksen siemen', 'tähtianis'],
      sv: ['anis', 'stjärnanis'],
    },
  },
  {
    label: 'fennel seed',
    weighs: [2, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['fennel seed', 'fennel seeds'],
      fi: ['fenkolinsiemen', 'fenkolinsiemeniä', 'fenkolia'],
      sv: ['fänkålsfrö', 'fänkål'],
    },
  },
  {
    label: 'caraway seed',
    weighs: [2.1, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['caraway', 'caraway seed', 'caraway seeds'],
      fi: ['kumina', 'kuminaa', 'kuminan siemen'],
      sv: ['kummin', 'kumminfrö'],
    },
  },
  {
    label: 'black pepper',
    weighs: [2.3, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['black pepper', 'ground pepper', 'pepper'],
      fi: ['mustapippuri', 'mustapippuria', 'pippuri', 'pippuria'],
      sv: ['svartpeppar', 'peppar', 'malen svartpeppar'],
    },
  },
  {
    label: 'ground turmeric',
    weighs: [3, 1, 'tsp'],
    source: 'usda',
    names: { en: ['turmeric', 'ground turmeric'], fi: ['kurkuma', 'kurkumaa'], sv: ['gurkmeja'] },
  },
  {
    label: 'saffron',
    weighs: [0.7, 1, 'tsp'],
    source: 'usda',
    names: { en: ['saffron', 'saffron threads'], fi: ['sahrami', 'sahramia'], sv: ['saffran', 'saffranet'] },
  },
  {
    label: 'vanilla extract',
    weighs: [4.2, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['vanilla extract', 'vanilla', 'pure vanilla extract', 'vanilla essence', 'almond extract'],
      fi: [
        'vaniljauute',
        'vaniljauutetta',
        'vaniljaesanssi',
        'vaniljaesanssia',
        'manteliuute',
        'manteliuutetta',
      ],
      sv: ['vaniljextrakt', 'vaniljessens', 'mandelextrakt'],
    },
  },
  // ---- Seeds, nuts and dried fruit ----
  {
    label: 'poppy seeds',
    weighs: [2.8, 1, 'tsp'],
    source: 'usda',
    names: {
      en: ['poppy seeds', 'poppy seed'],
      fi: ['unikonsiemen', 'unikonsiemeniä', 'unikonsiemenet'],
      sv: ['vallmofrön', 'blåvallmo'],
    },
  },
  {
    label: 'sesame seeds',
    weighs: [9, 1, 'tbsp'],
    source: 'usda',
    names: {
      en: ['sesame seeds', 'sesame seed'],
      fi: ['seesaminsiemen', 'seesaminsiemeniä', 'seesaminsiemenet'],
      sv: ['sesamfrön', 'sesamfröer'],
    },
  },
  {
    label: 'flaxseed',
    weighs: [10.3, 1, 'tbsp'],
    source: 'usda',
    names: {
      en: ['flaxseed', 'flaxseeds', 'linseed', 'ground flaxseed'],
      fi: ['pellavansiemen', 'pellavansiemeniä', 'pellavansiemenrouhe', 'pellavansiemenrouhetta'],
      sv: ['linfrö', 'linfrön', 'krossade linfrön'],
    },
  },
  {
    label: 'sunflower seeds',
    weighs: [140, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['sunflower seeds', 'sunflower kernels'],
      fi: ['auringonkukansiemen', 'auringonkukansiemeniä'],
      sv: ['solrosfrön', 'solroskärnor'],
    },
  },
  {
    label: 'pumpkin seeds',
    weighs: [129, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['pumpkin seeds', 'pepitas'],
      fi: ['kurpitsansiemen', 'kurpitsansiemeniä'],
      sv: ['pumpafrön', 'pumpakärnor'],
    },
  },
  {
    label: 'whole almonds',
    weighs: [143, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['almonds', 'whole almonds'],
      fi: ['manteli', 'manteleita', 'mantelit', 'kokonaisia manteleita'],
      sv: ['mandel', 'mandlar', 'hela mandlar'],
    },
  },
  {
    label: 'sliced almonds',
    weighs: [92, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['sliced almonds', 'flaked almonds', 'slivered almonds'],
      fi: ['mantelilastu', 'mantelilastuja'],
      sv: ['mandelspån', 'skivad mandel'],
    },
  },
  {
    label: 'walnuts',
    weighs: [117, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['walnuts', 'walnut', 'chopped walnuts'],
      fi: ['saksanpähkinä', 'saksanpähkinöitä', 'saksanpähkinää'],
      sv: ['valnötter', 'valnöt', 'hackade valnötter'],
    },
  },
  {
    label: 'pecans',
    weighs: [109, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['pecans', 'pecan', 'chopped pecans'],
      fi: ['pekaanipähkinä', 'pekaanipähkinöitä', 'pekaanipähkinää'],
      sv: ['pekannötter', 'pekannöt'],
    },
  },
  {
    label: 'hazelnuts',
    weighs: [115, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['hazelnuts', 'hazelnut', 'chopped hazelnuts'],
      fi: ['hasselpähkinä', 'hasselpähkinöitä', 'hasselpähkinää', 'hasselpähkinärouhe'],
      sv: ['hasselnötter', 'hasselnöt'],
    },
  },
  {
    label: 'pistachios',
    weighs: [123, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['pistachios', 'pistachio'],
      fi: ['pistaasipähkinä', 'pistaasipähkinöitä', 'pistaaseja'],
      sv: ['pistaschnötter', 'pistage'],
    },
  },
  {
    label: 'peanuts',
    weighs: [146, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['peanuts', 'peanut'],
      fi: ['maapähkinä', 'maapähkinöitä', 'maapähkinää'],
      sv: ['jordnötter', 'jordnöt'],
    },
  },
  {
    label: 'shredded coconut',
    weighs: [93, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['shredded coconut', 'desiccated coconut', 'coconut flakes', 'flaked coconut'],
      fi: ['kookoshiutale', 'kookoshiutaleita', 'kookoshiutaleet', 'kookosjauho', 'kookosjauhoja'],
      sv: ['kokosflingor', 'riven kokos'],
    },
  },
  {
    label: 'raisins',
    weighs: [165, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['raisins', 'sultanas', 'currants'],
      fi: ['rusina', 'rusinoita', 'rusinat', 'korintti', 'korintteja'],
      sv: ['russin', 'korinter'],
    },
  },
  {
    label: 'dried cranberries',
    weighs: [40, 1 / 3, 'cup'],
    source: 'usda',
    names: {
      en: ['dried cranberries', 'craisins'],
      fi: ['kuivattu karpalo', 'kuivattuja karpaloita', 'karpalorouhe'],
      sv: ['torkade tranbär'],
    },
  },
  {
    label: 'jam',
    weighs: [20, 1, 'tbsp'],
    source: 'usda',
    names: {
      en: ['jam', 'preserves', 'jelly', 'marmalade'],
      fi: ['hillo', 'hilloa', 'marmeladi', 'marmeladia'],
      sv: ['sylt', 'marmelad'],
    },
  },
  {
    label: 'egg white',
    weighs: [243, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['egg white', 'egg whites'],
      fi: ['munanvalkuainen', 'munanvalkuaista', 'munanvalkuaiset', 'valkuainen', 'valkuaista'],
      sv: ['äggvita', 'äggvitor', 'äggvitan'],
    },
  },
  {
    label: 'egg yolk',
    weighs: [243, 1, 'cup'],
    source: 'usda',
    names: {
      en: ['egg yolk', 'egg yolks'],
      fi: ['munankeltuainen', 'munankeltuaista', 'keltuainen', 'keltuaista'],
      sv: ['äggula', 'äggulor'],
    },
  },
];
