/**
 * The rule tags' vocabulary: what a chef filters a library by, each as its Finnish and its English tag
 * and the keyword stems (either language) that show it in a recipe. Matching rules (keyword-match.ts):
 * stems of five letters or more match inside words, four-letter ones at a word's edge, shorter ones
 * as whole words. Staples every recipe has (flour, sugar, butter, eggs, milk, salt) are left out on
 * purpose: a tag that fits everything filters nothing.
 */

export type TagKind = 'ingredient' | 'form' | 'technique' | 'occasion' | 'diet';

export interface TagEntry {
  kind: TagKind;
  fi: string;
  en: string;
  stems: string;
  /** Counts only when the title names it: vanilla sugar in a cake does not make a vanilla cake. */
  titleOnly?: boolean;
  /**
   * A technique that serves the dish hot, so it is no chilled sweet; a tag only when the title names it
   * or two steps use it (browning the onions for a soup does not make a pan-fried dish).
   */
  hot?: boolean;
  /** A form that is a dessert when the recipe is sweet: a pie, a mousse — not buns or cookies. */
  dessert?: boolean;
}

const entries = (kind: TagKind, rows: ReadonlyArray<readonly [string, string, string]>): TagEntry[] =>
  rows.map(([fi, en, stems]) => ({ kind, fi, en, stems }));

/**
 * Main ingredients, matched on the title and the ingredient lines. Mind Finnish endings: a short stem
 * also matches where a word ends ("tuna" in "sulatettuna"), so such stems are written out longer.
 */
const INGREDIENTS = entries('ingredient', [
  ['suklaa', 'chocolate', 'suklaa, chocolate, kaakao, cocoa'],
  ['mustikka', 'blueberry', 'mustik, blueberr'],
  ['mansikka', 'strawberry', 'mansik, strawberr'],
  ['vadelma', 'raspberry', 'vadelm, raspberr'],
  ['puolukka', 'lingonberry', 'puoluk, lingonberr'],
  ['karpalo', 'cranberry', 'karpalo, cranberr'],
  ['lakka', 'cloudberry', 'lakka, lakkoja, hilla, cloudberr'],
  ['kirsikka', 'cherry', 'kirsik, cherry, cherries'],
  ['ananas', 'pineapple', 'ananas, pineapple'],
  ['omena', 'apple', 'omena, apple'],
  ['päärynä', 'pear', 'päärynä, pear'],
  ['banaani', 'banana', 'banaani, banana'],
  ['sitruuna', 'lemon', 'sitruun, lemon'],
  ['appelsiini', 'orange', 'appelsiin, orange'],
  ['lime', 'lime', 'limet, lime'],
  ['raparperi', 'rhubarb', 'raparper, rhubarb'],
  ['persikka', 'peach', 'persik, peach'],
  ['luumu', 'plum', 'luumu, plum, prune'],
  ['porkkana', 'carrot', 'porkkan, carrot'],
  ['kurpitsa', 'pumpkin', 'kurpits, pumpkin, butternut'],
  ['kesäkurpitsa', 'zucchini', 'zucchini, courgette'],
  ['bataatti', 'sweet potato', 'bataat, sweet potato'],
  ['peruna', 'potato', 'peruna, potato'],
  ['tomaatti', 'tomato', 'tomaat, tomato'],
  ['sieni', 'mushroom', 'sieni, sienet, sieniä, kantarel, mushroom, chanterel, porcini'],
  ['pinaatti', 'spinach', 'pinaat, spinach'],
  ['kukkakaali', 'cauliflower', 'kukkakaal, cauliflower'],
  ['parsakaali', 'broccoli', 'parsakaal, broccoli'],
  ['kaali', 'cabbage', 'kaali, cabbage'],
  ['parsa', 'asparagus', 'parsa, asparagus'],
  ['punajuuri', 'beetroot', 'punajuur, beetroot, beet'],
  ['lanttu', 'swede', 'lanttu, lantun, rutabaga, swede'],
  ['herne', 'peas', 'herne, peas'],
  ['avokado', 'avocado', 'avokado, avocado'],
  ['tuorejuusto', 'cream cheese', 'tuorejuust, cream cheese'],
  ['juusto', 'cheese', 'juusto, cheese, cheddar, parmesan, parmesaan, mozzarella, feta'],
  ['rahka', 'quark', 'rahka, rahkaa, quark'],
  ['mascarpone', 'mascarpone', 'mascarpone'],
  ['maapähkinä', 'peanut', 'maapähkin, peanut'],
  ['manteli', 'almond', 'mantel, almond'],
  ['pähkinä', 'nuts', 'pähkin, hasselpähkin, walnut, hazelnut, pecan, pistachio, pistaasi, nuts'],
  ['kookos', 'coconut', 'kookos, coconut'],
  ['kahvi', 'coffee', 'kahvi, coffee, espresso, mokka, mocha'],
  ['kinuski', 'caramel', 'kinuski, karamel, caramel, toffee, dulce de leche'],
  ['kaneli', 'cinnamon', 'kaneli, cinnamon'],
  ['kardemumma', 'cardamom', 'kardemum, cardamom'],
  ['inkivääri', 'ginger', 'inkivääri, ginger'],
  ['hunaja', 'honey', 'hunaja, honey'],
  ['kaura', 'oats', 'kaura, oat, oats, oatmeal'],
  ['ruis', 'rye', 'ruis, rukii, rye'],
  ['lohi', 'salmon', 'lohi, lohta, lohen, salmon'],
  ['katkarapu', 'shrimp', 'katkarap, shrimp, prawn'],
  [
    'kala',
    'fish',
    'kala, kalaa, fish, turska, cod, silli, herring, tonnikal, tuna fish, canned tuna, muikku, siika',
  ],
  ['kana', 'chicken', 'kana, kanan, broiler, chicken'],
  ['jauheliha', 'minced meat', 'jauhelih, minced meat, minced beef, ground beef, ground pork, ground meat'],
  ['naudanliha', 'beef', 'nauta, naudan, beef, brisket'],
  ['possu', 'pork', 'sianliha, porsa, possu, pork'],
  ['pekoni', 'bacon', 'pekoni, bacon, pancetta'],
  ['kinkku', 'ham', 'kinkku, kinkun, ham, prosciutto'],
  ['makkara', 'sausage', 'makkar, sausage, chorizo'],
  ['lammas', 'lamb', 'lammas, lampaan, lamb'],
  ['riisi', 'rice', 'riisi, rice'],
  ['pasta', 'pasta', 'pasta, makaron, spaghetti, nuudel, noodle, macaroni'],
  ['linssi', 'lentils', 'linssi, lentil'],
  ['pavut', 'beans', 'papu, pavut, papuja, chickpea, kikherne, bean'],
  ['tofu', 'tofu', 'tofu'],
]);

/** Flavours nearly every pastry lists in passing; a tag only when the title names them. */
const TITLE_ONLY_INGREDIENTS = entries('ingredient', [['vanilja', 'vanilla', 'vanilj, vanilla']]).map(
  (entry) => ({ ...entry, titleOnly: true }),
);

/** What the dish is, matched on the title only; the first that are desserts when sweet. */
const FORMS = [
  ...entries('form', [
    ['juustokakku', 'cheesecake', 'juustokakku, juustokakut, juustokakun, cheesecake'],
    ['kääretorttu', 'swiss roll', 'kääretorttu, kääretortun, swiss roll, roulade'],
    ['piirakka', 'pie', 'piirak, piiras, pie, galette, quiche'],
    ['kakku', 'cake', 'kakku, kakut, kakun, cake'],
    ['brownie', 'brownies', 'brownie'],
    ['mousse', 'mousse', 'mousse'],
    ['jäätelö', 'ice cream', 'jäätelö, ice cream, gelato, sorbet, sorbetti'],
    ['marenki', 'meringue', 'marenki, marengi, meringue, pavlova'],
    ['vanukas', 'pudding', 'vanukas, vanukkaa, pudding, panna cotta, pannacotta, crème brûlée, creme brulee'],
  ]).map((entry) => ({ ...entry, dessert: true })),
  ...entries('form', [
    // A Finnish 'torttu' is as often a pastry (joulutorttu) as a dessert.
    ['torttu', 'tart', 'torttu, tortut, tart'],
    ['piparkakku', 'gingerbread', 'piparkakku, piparkakut, piparkakkuja, pipari, gingerbread'],
    ['pulla', 'buns', 'pulla, pullat, pullia, korvapuust, bun, buns, cinnamon roll, sweet roll'],
    ['keksi', 'cookies', 'keksi, keksit, keksejä, cookie, biscuit'],
    ['muffinssi', 'muffins', 'muffin, cupcake'],
    ['leivos', 'pastries', 'leivos, pastry, pastries, danish, croissant, éclair, eclair'],
    ['leipä', 'bread', 'leipä, leivät, sämpyl, bread, loaf, rolls'],
    ['pannukakku', 'pancakes', 'pannukakku, pannukakut, pancake, lettu, letut, lettuja, crêpe, crepe'],
    ['vohveli', 'waffles', 'vohvel, waffle'],
    ['puuro', 'porridge', 'puuro, porridge'],
    ['konvehti', 'candy', 'konvehti, tryffeli, candy, fudge, truffle, bonbon'],
    ['hillo', 'jam', 'hillo, marmelad, jam'],
    ['keitto', 'soup', 'keitto, keittoa, soup, chowder'],
    ['salaatti', 'salad', 'salaat, salad'],
    ['laatikko', 'casserole', 'laatikko, casserole, gratiini, gratin'],
    ['kastike', 'sauce', 'kastike, kastikkee, sauce, dressing, dip'],
    ['pata', 'stew', 'pata, muhennos, stew, chili'],
    ['lihapullat', 'meatballs', 'lihapulla, lihapullat, lihapullia, pyöryk, meatball'],
    ['pihvi', 'steak', 'pihvi, steak'],
    ['pizza', 'pizza', 'pizza'],
    ['lasagne', 'lasagna', 'lasagne, lasagna'],
    ['curry', 'curry', 'curry'],
    ['smoothie', 'smoothie', 'smoothie'],
    ['juoma', 'drink', 'juoma, drink, cocktail, lemonade, limonadi'],
  ]),
];

/** How it is made, matched on the title and the steps. */
const TECHNIQUES = [
  ...entries('technique', [
    ['hyydyke', 'gelatin', 'liivate, liivatte, gelatin, agar'],
    ['hiivataikina', 'yeast dough', 'hiiva, hiivaa, yeast'],
    ['juuri', 'sourdough', 'hapanjuur, juureen, sourdough'],
    ['jäädytetty', 'frozen', 'jäädytä, jäädyt, pakastimessa, freezer, freeze'],
    ['paistamaton', 'no-bake', 'paistamaton, no-bake, no bake'],
  ]),
  ...entries('technique', [
    ['friteerattu', 'deep-fried', 'friteer, deep-fr, deep fr'],
    ['grillattu', 'grilled', 'grill'],
    ['haudutettu', 'braised', 'haudutettu, slow cooker, slow-cook, braise'],
    [
      'pannulla paistettu',
      'pan-fried',
      'pannulla, pannussa, paistinpannu, frying pan, skillet, fry, fried, sauté',
    ],
  ]).map((entry) => ({ ...entry, hot: true })),
];

/**
 * Oven work: baking when sweet, an oven dish when savoury. Matched on
 * the steps, which say where the dish goes ("paista 200 asteessa", "bake at 350°F").
 */
export const OVEN = {
  stems: 'uuni, uunissa, asteessa, astetta, oven, bake, baking, °c, °f, degrees',
  sweet: { fi: 'leivonta', en: 'baking' },
  salty: { fi: 'uuniruoka', en: 'oven-baked' },
} as const;

/** A sweet that sets in the fridge and never sees the oven or the pan: a cold dessert. */
export const CHILLED = {
  stems: 'jääkaap, jäähdy, kylmässä, fridge, refrigerat, chill',
  tag: { fi: 'kylmä', en: 'chilled' },
} as const;

/** A sweet dish whose form is a dessert (a form marked `dessert`) is tagged so even when the text does not say it. */
export const DESSERT = { fi: 'jälkiruoka', en: 'dessert' } as const;

/** The season or occasion, only where the text names it. */
const OCCASIONS = entries('occasion', [
  ['joulu', 'christmas', 'joulu, christmas, xmas'],
  ['pääsiäinen', 'easter', 'pääsiäi, easter'],
  ['juhannus', 'midsummer', 'juhannu, midsummer'],
  ['vappu', 'may day', 'vappu, vapun, vapuks'],
  ['laskiainen', 'shrovetide', 'laskiai, shrove'],
  ['runebergin päivä', 'runeberg day', 'runeberg'],
  ['ystävänpäivä', "valentine's day", 'ystävänpäiv, valentine'],
  ['halloween', 'halloween', 'halloween'],
  ['kiitospäivä', 'thanksgiving', 'kiitospäiv, thanksgiving'],
  ['syntymäpäivä', 'birthday', 'syntymäpäiv, synttär, birthday'],
  ['kesä', 'summer', 'kesä, summer'],
  ['syksy', 'autumn', 'syksy, autumn'],
  ['talvi', 'winter', 'talvi, talven, winter'],
  ['kevät', 'spring', 'kevät, kevään, spring'],
  ['piknik', 'picnic', 'piknik, picnic'],
  ['aamiainen', 'breakfast', 'aamiai, aamupala, breakfast'],
  ['brunssi', 'brunch', 'brunssi, brunch'],
  ['jälkiruoka', 'dessert', 'jälkiruo, jälkkär, dessert'],
  ['välipala', 'snack', 'välipal, snack'],
  ['alkuruoka', 'appetizer', 'alkuruo, appetizer, appetiser'],
  ['lisäke', 'side dish', 'lisäke, side dish'],
]);

/** Diets, only where the text says so: never guessed from a missing ingredient. */
const DIETS = entries('diet', [
  ['gluteeniton', 'gluten-free', 'gluteenit, gluten-free, gluten free'],
  ['vegaaninen', 'vegan', 'vegaan, vegan'],
  ['kasvisruoka', 'vegetarian', 'kasvisruo, vegetarian'],
  ['laktoositon', 'lactose-free', 'laktoosit, lactose-free, lactose free'],
  ['maidoton', 'dairy-free', 'maidoton, maidottom, dairy-free, dairy free'],
]);

export const TAG_VOCABULARY: readonly TagEntry[] = [
  ...INGREDIENTS,
  ...TITLE_ONLY_INGREDIENTS,
  ...FORMS,
  ...TECHNIQUES,
  ...OCCASIONS,
  ...DIETS,
];

/** Words that mark a recipe's language; the language with more of them wins (English by default). */
export const LANGUAGE_MARKERS = {
  fi: 'ja, tai, dl, rkl, tl, kpl, noin, kunnes, sekä, lisää, sekoita, paista, ainekset, valmistus, asteessa, minuuttia',
  en: 'the, and, with, of, to, in, until, cup, cups, tablespoon, teaspoon, tbsp, tsp, minutes, add, mix, bake',
} as const;

/** The fallbacks when the vocabulary finds fewer than three tags: facts the classification established. */
export const CATEGORY_TAGS = {
  fi: { sweet: 'makea', salty: 'suolainen' },
  en: { sweet: 'sweet', salty: 'savoury' },
} as const;

/** Words of a title that name no dish, left out when the title's words are the last resort. */
export const TITLE_STOPWORDS =
  'and, the, with, without, for, from, recipe, recipes, easy, best, homemade, how, make, ' +
  'ja, tai, sekä, ilman, resepti, reseptit, helppo, paras, kotitekoinen';

export const DIFFICULTY_TAGS = {
  fi: { easy: 'helppo', medium: 'keskivaikea', hard: 'vaativa' },
  en: { easy: 'easy', medium: 'medium', hard: 'hard' },
} as const;
