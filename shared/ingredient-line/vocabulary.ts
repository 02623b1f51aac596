/**
 * The words the ingredient parser knows, English and Finnish, apart from units (unit-table.ts) and
 * numbers (shared/text/number-words.ts). Data only: patterns.ts builds the regular expressions from them.
 */
import { wordList } from '../text/regex';

/** Hedges before a quantity; they change nothing about the amount ("about 2 cups", "noin 3 dl", "up to 6 cups"). */
export const HEDGE_WORDS = [
  ...wordList('about approx approximately around roughly noin scant heaping heaped generous rounded level'),
  'up to',
];
/**
 * Remarks that may open a line, before its amount: "Optional: 1 vanilla pod", "Additional paprika",
 * "Garnish: Orange twist". A purpose with "for" before a colon does too ("For the pans: …").
 */
export const LEADING_REMARKS = ['optional:', 'additional', 'garnish:'];
/** Abbreviated hedges, written with a dot: "approx. 2 cups", "n. 300 g", "ca. 1 l". */
export const HEDGE_ABBREVIATIONS = wordList('approx ca n');

/**
 * "of" between a measure and the name, as written: "of", French "de" (lowercase: "De Cecco" is a name).
 * ELIDED_OF is glued to the name: "d'huile d'olive".
 */
export const OF_WORDS = ['of', 'Of', 'OF', 'de'];
export const ELIDED_OF = ["d'", 'd’'];

/** Vague quantities: no amount, but a unit may follow ("a few dashes of", "a couple of handfuls"). */
export const VAGUE_QUANTITIES = [
  'few',
  'couple of',
  'couple',
  'several',
  'some',
  'little',
  'muutama',
  'pari',
  'etwas',
];

/**
 * Amounts without a number that the line names with the ingredient ("A squeeze of lemon juice",
 * "drizzle of honey"), unlike other "a … of" measures the table lacks ("A pat of butter", "a slug of
 * elderflower cordial"), which are a note (ADR 0009).
 */
export const MEASURES_KEPT_IN_NAME = wordList('squeeze drizzle');
/** Size and manner words between "a" and a unit: "a large pinch", "generous handful of", "small knob". */
export const UNIT_QUALIFIERS = wordList(
  'large small big tiny good generous healthy hefty heaping heaped scant level lg sm fat plump',
);

/** Parts of a fruit counted by the fruit, written without "of": "zest 1 lemon", "juice and zest 2 limes". */
export const FRUIT_PARTS = wordList('zest juice rind peel');

/**
 * One word that describes the unit rather than the ingredient, between the amount and the unit:
 * "2 heaping cups", "2 good pinches", "4-5 deli slices". Words ending in -ed and "-size(d)" count too.
 */
export const QUALIFIERS_BEFORE_UNIT = wordList(
  'heaping heaped rounded level scant good generous healthy hefty big large small medium tiny lg sm md ' +
    'separate full whole deli thick thin thick-cut thin-cut fat plump',
);

/**
 * Sizes of one piece: "2 large eggs", "1 pieni sipuli", "2 isoa perunaa". Thickness is not among them:
 * "thick-cut bacon" and "thin green beans" are what is bought (before a unit, "2 thick slices", it
 * qualifies the unit instead).
 */
export const SIZE_WORDS = [
  ...['large', 'medium', 'small'].flatMap((size) => [
    `${size}-sized`,
    `${size} sized`,
    `${size}-size`,
    `${size} size`,
  ]),
  ...wordList(
    'extra-large extra-small medium-large medium-small lg md sm med large small medium jumbo tiny miniature ' +
      'iso isoa isoja pieni pientä pieniä keskikokoinen keskikokoista keskikokoisia',
  ),
  'extra large',
  'extra small',
];

/**
 * States written before the size, which stays a note: "2 ripe medium tomatoes", "4 whole large
 * shrimp". (Not "dried": "dried small red beans" are a product's size.)
 */
export const STATES_BEFORE_SIZE = wordList('ripe whole cold mixed pitted firm');

/** Finnish adverbs of a preparation: "hienoksi hakattu", "karkeaksi rouhittuna". */
export const FINNISH_PREPARATION_ADVERBS = wordList('hienoksi karkeaksi');
/** Adverbs of a preparation: "finely chopped", "hienoksi hakattu". */
export const PREPARATION_ADVERBS = [
  ...wordList('freshly finely coarsely roughly thinly thickly lightly firmly loosely well very'),
  ...FINNISH_PREPARATION_ADVERBS,
];

/** Kitchen steps written as participles before or after the name: "chopped", "peeled and grated". */
export const PREPARATION_WORDS = wordList(
  'freshly-ground fresh-squeezed hard-boiled soft-boiled hard-cooked soft-cooked rough-chopped lukewarm ' +
    'picked skinned cleaned washed pureed puréed refrigerated chopped minced diced sliced slivered grated ' +
    'shredded melted softened packed toasted cooked crushed cracked snipped steamed popped uncooked ' +
    'butterflied scooped shelled peeled deveined stemmed destemmed cored hulled beaten sifted spooned ' +
    'leveled levelled squeezed strained poached sautéed shaved julienned cubed halved quartered trimmed ' +
    'rinsed drained pitted seeded deseeded torn crumbled mashed whisked warmed chilled defrosted thawed ' +
    'bruised zested separated sieved cooled boned deboned de-seeded boiled scalded fresh-ground shucked',
);
/** Preparation phrases of two words: "freshly ground", "hard boiled". */
export const PREPARATION_PHRASES = [
  'freshly ground',
  'coarsely ground',
  'finely ground',
  'hard boiled',
  'soft boiled',
  'hard cooked',
  'soft cooked',
];
/** Finnish past participles of kitchen steps; the partitive endings are added by the pattern. */
export const FINNISH_PREPARATION_STEMS = wordList(
  'hakattu hienonnettu raastettu sulatettu pehmennetty kuutioitu viipaloitu paahdettu keitetty kuorittu ' +
    'pilkottu huuhdeltu suikaloitu murskattu haalea',
);

/**
 * Products sold under a preparation word, which is then part of the name: pitted olives and dates,
 * toasted sesame oil, canned crushed or diced tomatoes, crushed red pepper (chile flakes).
 */
export const SOLD_PREPARED_PRODUCTS = [
  'pitted',
  'toasted sesame oil',
  'crushed red pepper',
  'crushed tomato',
  'diced tomato',
  'shredded coconut',
  ...wordList('beef pork lamb turkey chicken veal').map((meat) => `minced ${meat}`),
];

/**
 * Preparations that, right after a count with no unit, name what is bought: "16 cooked prawns", "1
 * cooked beetroot" (sold so); after a measure they are a step ("2 cups cooked rice").
 */
export const SOLD_PREPARED_WHEN_COUNTED = ['cooked'];

/**
 * After "and"/"or" only the unmistakable kitchen steps are notes ("salt and freshly ground pepper"):
 * a bare participle there often names the second ingredient ("berries or sliced fruit").
 */
export const PREPARATION_AFTER_CONJUNCTION = [
  'freshly ground',
  'freshly-ground',
  'fresh-ground',
  'coarsely ground',
  'finely ground',
  'freshly cracked',
  'coarsely cracked',
  'finely cracked',
  'chopped',
  'minced',
  'diced',
  'finely chopped',
  'roughly chopped',
  'coarsely chopped',
  'finely minced',
  'finely diced',
];

/** What the ingredient is for, after "to": "to taste", "to serve", "to dust". */
export const PURPOSE_VERBS_AFTER_TO = wordList(
  'taste serve coat sprinkle garnish finish brush grease drizzle dust season decorate glaze cover',
);
/** Purpose phrases that end the name: "as needed", "per person", "on the side". */
export const PURPOSE_PHRASES = [
  'as needed',
  'as desired',
  'as necessary',
  'if needed',
  'if desired',
  'if necessary',
  'if using',
  'per person',
  'per serving',
  'on the side',
  'at room temperature',
  'maun mukaan',
  'tarpeen mukaan',
  'your favorite',
  'your favourite',
];
/** Phrases that start a remark about the ingredient: "such as Maldon", "mixed with the milk", "preferably free range". */
export const REMARK_STARTS = [
  'such as',
  'like',
  'e.g.',
  'plus',
  'preferably',
  ...wordList('mixed dissolved beaten whisked').flatMap((verb) => [
    `${verb} with`,
    `${verb} in`,
    `${verb} into`,
  ]),
];
/** Verbs of cutting before "into …": "cut into 2cm cubes", "sliced lengthwise". */
export const CUTTING_VERBS = wordList(
  'cut sliced chopped diced torn broken trimmed cooked peeled halved quartered split',
);
/** What follows a cutting verb in a note. */
export const CUTTING_DIRECTIONS = wordList('into in of to crosswise lengthwise');

/**
 * Finnish purposes in the illative, translative or allative: "voita voiteluun", "öljyä paistamiseen",
 * "jauhoja leivinalustalle", "persiljaa koristeeksi". A genitive may come first: "vuoan voiteluun".
 */
export const FINNISH_PURPOSE_WORDS = wordList(
  'voiteluun voitelemiseen paistamiseen paistoon uppopaistamiseen friteeraukseen koristeluun koristeeksi ' +
    'tarjoiluun tarjoiluksi jauhotukseen jauhottamiseen kaulimiseen leivinalustalle pinnalle päälle ' +
    'sivelyyn sivelemiseen siveltäväksi kasteluun',
);

/** Adjectives that a comma may separate without ending the name: "boneless, skinless chicken thighs". */
export const COMMA_ADJECTIVES = wordList(
  'boneless skinless fresh ripe dry plain unsalted salted organic full-fat low-fat high-fat sweet firm soft ' +
    'lean roasted smoked curly crisp crunchy mild extra-virgin thick thin strong hot cold warm good dried ' +
    'dark crusty whole raw large small medium light rich creamy hard aged young',
);
/** Second halves of hyphenated adjectives that do the same: "skin-on, bone-in", "low-sodium, gluten-free". */
export const HYPHENATED_ADJECTIVE_ENDINGS = wordList(
  'on in free fat sodium sugar salt cut style tart hot mild grain leaf',
);
/** What a comma segment that is not the rest of the name starts with: "…, at room temperature". */
export const NOTE_STARTS = wordList(
  'at to for about such plus cut as if or and preferably optional divided into in with from',
);
/**
 * Words that keep a comma segment from continuing a list of alternatives ("rice, Carnaroli, or
 * Arborio"): hints, states and purposes ("…, such as …", "…, frozen", "…, for serving").
 */
export const NOT_ALTERNATIVE_STARTS = wordList(
  'such like e.g preferably optional plus more about if fresh frozen divided homemade store-bought raw ' +
    'warm cold hot canned other any to for',
);
/**
 * After "or"/"and" (and an article) in a comma segment, these make an amount hint rather than an
 * alternative ("or to taste", "or a bit more").
 */
export const HINTS_AFTER_CONJUNCTION = wordList('more less so as to if for per about bit little');
/**
 * Words that make a comma segment a step or a remark wherever they stand, so it does not continue a list
 * of alternatives: "broken or cut into florets", "whole if small", "give or take depending on pan". (Not
 * a purpose, which ends the name later: "canola, peanut, or safflower oil for frying".)
 */
export const NOTE_WORDS_INSIDE = wordList('into in if with on from cut');

/** Words that make a short parenthesised group a remark rather than part of the name. */
export const REMARK_GROUP_STARTS = wordList(
  'such like see recipe optional preferably about also e.g i you we use cold warm hot homemade store-bought divided',
);
/**
 * Words that make a bracketed group at the end of the name a remark rather than another name for the
 * ingredient ("harissa (chilli paste)", "rocket (arugula)"): "(a generous splash)", "(no pith)", "(not
 * fresh)", "(any kind)", "(see below)", "(scant)", "(approx)".
 */
export const NOT_SYNONYM_STARTS = [
  ...wordList('a an the no not only each total any below above including avoid available approx'),
  ...HEDGE_WORDS,
];
/** Verbs that make a bracketed group a sentence: "(whole is best)", "(cheddar will do)". */
export const SENTENCE_VERBS = wordList('is are will works work');
/** What a can holds beside the food: "diced tomatoes, with their juice". */
export const CAN_LIQUIDS = wordList('juice juices liquid liquids syrup brine');
/** Words after a parenthesised group that show the group was a remark: "(…) for dusting". */
export const AFTER_REMARK_GROUP = wordList('for or and to with in such plus at from on if');

/**
 * Nouns that count pieces of an ingredient. In a name they stand in the singular, the headword a
 * shopping list and the density table look up, whatever the amount: "4 bay leaves" and "1 bay leaf"
 * are both "bay leaf", "10 cardamom pods" "cardamom pod" (as all three labelled sources write them).
 * Plurals are the unit table's where the noun is a unit, else the regular English ones. Not "spears":
 * the sources keep "asparagus spears".
 */
export const COUNT_NOUNS = wordList(
  'leaf sprig stalk clove cube rasher stick rib wedge stem piece sheet slice chunk link ball head bulb ' +
    'bag loaf pod shoot cutlet branch',
);

/** Words that describe a spice rather than name a plant: "6 whole cloves" are not garlic. */
export const SPICE_DESCRIPTORS = wordList('whole ground dried fresh large small minced crushed');
