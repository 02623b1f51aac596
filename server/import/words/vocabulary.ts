/**
 * The words a recipe uses around its numbers — time units, servings — in the languages recipes come
 * in. Data only: the patterns that read them are built from these lists where they are used.
 */
import { wordList } from '#shared/text/regex.ts';

/** Time units and their length in minutes; longer spellings first within each entry is not needed. */
const TIME_UNITS: ReadonlyArray<readonly [minutes: number, words: readonly string[]]> = [
  [24 * 60, ['days', 'day', 'd', 'päivää', 'päivä', 'tage', 'tag', 'jours', 'jour', 'días', 'día']],
  [
    60,
    [
      'hours',
      'hour',
      'hrs',
      'hr',
      'h',
      'tuntia',
      'tunti',
      't',
      'stunden',
      'stunde',
      'std',
      'heures',
      'heure',
      'uur',
      'u',
      'timmar',
      'timme',
      'timer',
      'ore',
      'ora',
      'horas',
      'hora',
      'godziny',
      'godz',
    ],
  ],
  [
    1,
    [
      'minutes',
      'minute',
      'mins',
      'min',
      'm',
      'minuuttia',
      'minuutti',
      'minuten',
      'minuto',
      'minutos',
      'minuti',
      'minut',
      'minuty',
      'minutter',
      'perc',
    ],
  ],
];

/** Counted pieces: a servings line only when the count ends it ("12 kpl"; "2 kpl munia" is an ingredient). */
export const SERVINGS_COUNT_NOUNS = [
  'kpl',
  'palaa',
  'kappaletta',
  'pieces',
  'cookies',
  'muffins',
  'bars',
  'stk',
  'stück',
  'pezzi',
  'pièces',
  'piezas',
];

/**
 * Words before a yield that leave it a yield: "noin 20 kpl", "Riittää 6 hengelle", "Makes about 24",
 * "ca. 4 Portionen", "för 4 personer".
 */
export const YIELD_LEADS = [
  ...[
    'noin',
    'n.',
    'n',
    'riittää',
    'tulee',
    'tekee',
    'about',
    'approx.',
    'approx',
    'ca.',
    'ca',
    'for',
    'pour',
  ],
  ...['för', 'til', 'für', 'omkring', 'cirka', 'etwa'],
];

/** "Serves 2 to 4": the word of a yield's range that reaches up to its upper end, which is the yield. */
export const YIELD_RANGE_TO_WORDS = ['to'];

/** Labels before a number of servings: "Serves 4", "Annokset: 6", "Für 4". */
export const SERVINGS_LABELS = [
  'annokset',
  'annoksia',
  'määrä',
  'servings',
  'serving',
  'serves',
  'yield',
  'yields',
  'makes',
  'portions',
  'portion',
  'portioner',
  'portionen',
  'personen',
  'personer',
  'dosi per',
  'für',
  'raciones',
  'porciones',
  'porções',
  'porzioni',
  'prodotto',
  'porcje',
  'rendimento',
  'rende',
  'adag',
  '分量',
  '份量',
];

/**
 * Class words of the element that shows the number of servings alone: "servings", "item portions",
 * "yield-value", "recipe-ingredients__servings". Not "serving-size": that is how much one serving is.
 */
export const SERVINGS_CLASS_WORDS = wordList('servings serving portions portion yield yields');

/**
 * A class that names a tip a method sets inside or among its steps: "point-wrap" (delishkitchen's
 * ポイント), "recipe-instruction-tip_tip" (dagelijksekost), "recipe-tips_root" (ah.nl).
 */
export const STEP_TIP_CLASS_WORDS = wordList('tip tips point');

/** Nouns after a number of servings: "4 annosta", "6 people", "4 porções", "4 adag". */
export const SERVINGS_NOUNS = [
  'annosta',
  // "3-4:lle", "4:lle hengelle": the Finnish 'for' ending written on the number.
  ':lle',
  'annokseen',
  'henkilöä',
  'hengeksi',
  'annokselle',
  'hengelle',
  'henkilölle',
  'servings',
  'serving',
  'portions',
  'portion',
  'people',
  'persons',
  'person',
  'portioner',
  'personer',
  'personen',
  'portionen',
  'personas',
  'personnes',
  'porciones',
  'raciones',
  'persone',
  'porzioni',
  'pessoas',
  'porções',
  'porção',
  'porcje',
  'porcji',
  'osób',
  'osoby',
  // Abbreviated: "8 os." (osób), "4 pers." (personer, personen).
  'os.',
  'pers.',
  'porcja',
  'adag',
  'μερίδες',
  'μερίδα',
  'porsjoner',
  // Slovak: "4 porcie".
  'porcie',
  '人份',
  '人分',
];

export const TIME_UNIT_WORDS = TIME_UNITS.flatMap(([, words]) => words);

/** Minutes in one of the units above ("tuntia" → 60); 0 for an unknown word. */
export function unitMinutes(unit: string): number {
  const word = unit.toLowerCase();
  return TIME_UNITS.find(([, words]) => words.includes(word))?.[0] ?? 0;
}

/**
 * What a pastry or a dish is built of: a line that is only one of these (or a compound ending in one,
 * "Murupohja", "Lemon Glaze") names a component, not an ingredient.
 */
export const COMPONENT_WORDS = [
  'pohja',
  'täyte',
  'kuorrute',
  'kiille',
  'koristelu',
  'koristeet',
  'kastike',
  'taikina',
  'kreemi',
  'vaahto',
  'hyytelö',
  'glaseeraus',
  'siirappi',
  'marinadi',
  'kokoaminen',
  'viimeistely',
  'murut',
  'muru',
  'crust',
  'base',
  'filling',
  'topping',
  'frosting',
  'icing',
  'glaze',
  'dough',
  'batter',
  'sauce',
  'dressing',
  'marinade',
  'syrup',
  'garnish',
  'assembly',
  'decoration',
  'ganache',
  'streusel',
  'crumble',
  'meringue',
  'sponge',
  'curd',
  'coulis',
  'mousse',
  'cremeux',
  'crémeux',
  'sablé',
  'sable',
  'praline',
  'praliné',
];

/** Labels of a recipe's times ("Prep time: 15 min", "Cuisson 1h10"), per field. */
export const TIME_LABELS = {
  prepTime: [
    'prep',
    'preparation',
    'prep time',
    'preparation time',
    'active time',
    'valmistelu',
    'valmisteluaika',
    'esivalmistelu',
    'työaika',
    'preparación',
    'preparazione',
    'zubereitungszeit',
    'temps de préparation',
    'préparation',
    'förberedelse',
    'aktiv tid',
    'arbeitszeit',
    'vorbereitung',
    'bereidingstijd',
    'voorbereiding',
    'tiempo de preparación',
    'tempo di preparazione',
    'tempo de preparo',
    'tempo de preparação',
    'czas przygotowania',
    'tilberedningstid',
  ],
  cookTime: [
    'cook',
    'cooking',
    'cook time',
    'cooking time',
    'bake',
    'baking',
    'bake time',
    'baking time',
    'kypsennys',
    'kypsennysaika',
    'paisto',
    'paistoaika',
    'uuniaika',
    'cocción',
    'cocinado',
    'cottura',
    'kochzeit',
    'backzeit',
    'temps de cuisson',
    'cuisson',
    'tiempo de cocción',
    'tempo di cottura',
    'tempo de cozimento',
    'tillagning',
    'tillagningstid',
    'kooktijd',
    'baktijd',
    'oventijd',
    'czas pieczenia',
  ],
  totalTime: [
    'total',
    'total time',
    'time',
    'valmistusaika',
    'kokonaisaika',
    'aika',
    'ready in',
    'tiempo total',
    'tempo totale',
    'gesamtzeit',
    'temps total',
    'total tid',
    'durée totale',
    'tempo',
    'tiempo',
    'tid',
    'totale tijd',
    'tijd',
    'zeit',
    'czas',
  ],
} as const;

/**
 * Time labels that are also a step's verb: "Bake 20 minutes" in a method is a step, "Bake: 20 minutes"
 * (with its colon) a time.
 */
export const TIME_LABEL_VERBS = wordList('prep cook bake');

/**
 * "Recipes" in the languages recipes come in: a title's last part that ends in it names the site or a
 * section of it ("Pancakes | Chicken Recipes", "… - CopyKat Recipes"), not the dish.
 */
export const RECIPES_WORDS = wordList(
  'recipes rezepte recettes ricette recetas receitas recepten receptek recepty przepisy reseptit opskrifter',
);

/** "Recipe(s)" in the languages recipes come in: a title's part that is only this names a section. */
export const RECIPE_WORDS = [
  ...wordList('recipe rezept recette ricetta receta receita recept przepis resepti opskrift'),
  ...RECIPES_WORDS,
];

/** "Recipe" as other languages label a title with it: "Recette de …", "Recept voor …", "Ricetta …". */
export const RECIPE_LABELS = [
  'rezept',
  'recette',
  'ricetta',
  'receta',
  'receita',
  'recept',
  'przepis',
  'resepti',
  'opskrift',
];

/** Class words of the places where a page shows other recipes' cards: "related-posts", "popular". */
export const OTHER_RECIPES_WORDS = wordList('related similar recommended popular trending');

/** Words that address the reader: a closing "Did you make this recipe?" asks them, no step does. */
export const READER_WORDS = wordList('you your du dig ihr vous tu te sinä sie jij je');

/** "For (the)" before a group's name: "For the glaze", "Voor de gomasio", "Pour la pâte", "Für den Teig". */
export const GROUP_FOR_WORDS = wordList('for voor für pour para per för til till');

/** Words that name a line as nutrition facts, as stems: "Nutritional analysis …", "Nährwerte …". */
export const NUTRITION_WORDS = wordList('nutri nähr ravinto voedings närings ernæring næring');

/** Units of a food's energy: "233 calories;", "312,8 Calorie per porzione", "626 kcal". */
export const ENERGY_UNITS = wordList(
  'kcal kj cal calorie calories calorías calorias kalorien kalorier kaloria kaloriaa kalorii calorieën',
);

/** "Per" in the languages a nutrition line comes in: "233 kcal per serving", "Calorie per porzione". */
export const PER_WORDS = wordList('per pro par por på je');

/** Words that start a sentence about the recipe, never an ingredient's name: "If desired, sprinkle…". */
export const ADVICE_STARTS = wordList(
  'if when note notes optional optionally for you this these it they we i tip also alternatively ' +
    'otherwise then but however remember please',
);

/**
 * What an ingredient table's header row calls its columns: "Ingredient | Amount", "Zutat | Menge",
 * "Quantité", "Raaka-aine | Määrä". A percent sign may head a column too, and a unit ("KG | %"; the
 * ingredient parser's units).
 */
export const TABLE_COLUMN_LABELS = wordList(
  'ingredient ingredients amount amounts quantity quantities qty measure measures unit units weight ' +
    'zutat zutaten menge mengen einheit gewicht ingrédient ingrédients quantité quantités poids unité ' +
    'raaka-aine raaka-aineet aines ainekset määrä paino yksikkö ' +
    'ingrediënt ingrediënten hoeveelheid ingrediente ingredientes cantidad peso ingredienti ' +
    'quantità ingrediens ingredienser mängd mængde vikt vægt',
).concat(['serving amount']);

/** What heads a baker's percentage column. */
export const TABLE_PERCENT_LABELS = wordList('% percent percentage prosentti prozent pourcentage').concat([
  "baker's %",
  'baker’s %',
  'bakers %',
]);

/** The first cell of a table row that sums the others: "Total", "Yhteensä", "Summe". */
export const TOTAL_WORDS = wordList(
  'total totals yhteensä summa summe gesamt insgesamt totaal totale totalt sammanlagt suma',
);
