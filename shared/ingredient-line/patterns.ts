/**
 * The parser's regular expressions, built from the word lists in vocabulary.ts and unit-table.ts and
 * from the one quantity pattern in shared/text/numbers.ts. (No lookbehind anywhere: the browser edit form
 * runs these too, and older Safari cannot parse one.)
 */
import { NUMBER_WORDS, RANGE_DASHES, RANGE_WORDS } from '../text/number-words';
import { QUANTITY, QUANTITY_OR_RANGE, VULGAR_CLASS } from '../text/numbers';
import { anyOf, anyPhraseOf, charClass } from '../text/regex';
import { PIECE_SIZE_UNITS, UNIT_TABLE } from './unit-table';
import { BRACKETED_PLURAL, UNIT_PHRASES } from './units';
import {
  AFTER_REMARK_GROUP,
  CAN_LIQUIDS,
  COUNT_NOUNS,
  CUTTING_DIRECTIONS,
  CUTTING_VERBS,
  ELIDED_OF,
  FINNISH_PREPARATION_ADVERBS,
  FINNISH_PREPARATION_STEMS,
  FINNISH_PURPOSE_WORDS,
  FRUIT_PARTS,
  HEDGE_ABBREVIATIONS,
  HEDGE_WORDS,
  HINTS_AFTER_CONJUNCTION,
  HYPHENATED_ADJECTIVE_ENDINGS,
  LEADING_REMARKS,
  MEASURES_KEPT_IN_NAME,
  NOT_ALTERNATIVE_STARTS,
  NOT_SYNONYM_STARTS,
  NOTE_STARTS,
  NOTE_WORDS_INSIDE,
  OF_WORDS,
  PREPARATION_ADVERBS,
  PREPARATION_AFTER_CONJUNCTION,
  PREPARATION_PHRASES,
  PREPARATION_WORDS,
  PURPOSE_PHRASES,
  PURPOSE_VERBS_AFTER_TO,
  QUALIFIERS_BEFORE_UNIT,
  REMARK_GROUP_STARTS,
  REMARK_STARTS,
  SENTENCE_VERBS,
  SIZE_WORDS,
  SOLD_PREPARED_PRODUCTS,
  SOLD_PREPARED_WHEN_COUNTED,
  STATES_BEFORE_SIZE,
  UNIT_QUALIFIERS,
  VAGUE_QUANTITIES,
} from './vocabulary';

/**
 * A written word that may be a unit, a unit of several words ("c. à s.", "fl oz") or a word with its
 * plural in brackets ("pièce(s)"); the unit table decides (normalizeUnit).
 */
const UNIT_WORD = String.raw`(?:fl(?:uid)?\.?\s*(?:oz|ounces?)|${anyPhraseOf(UNIT_PHRASES)}|[A-Za-zÀ-ÖØ-öø-ÿ]+(?:${BRACKETED_PLURAL})?)\.?`;
/** Where a unit written right after a number ends: "200g flour", "100g/3½oz", "675g1½lb". */
const UNIT_END = String.raw`(?=$|[\s,;:()/\-\d${VULGAR_CLASS}])`;
const CONJUNCTION = String.raw`\s+(?:and|or|&)\s+`;

export const HEDGE = new RegExp(
  String.raw`^(?:~\s*|${anyOf(HEDGE_ABBREVIATIONS)}\.\s*|${anyOf(HEDGE_WORDS)}\s+)`,
  'i',
);
/** A remark that opens the line: "Optional: 1 tsp cornstarch", "Additional unsalted butter". */
export const LEADING_REMARK = new RegExp(
  String.raw`^(?:${anyOf(LEADING_REMARKS)}|for\s[^:,;()]{1,30}:)(?!\p{L})\s*(?=\S)`,
  'iu',
);
export const VAGUE_QUANTITY = new RegExp(String.raw`^(?:an?\s+)?${anyOf(VAGUE_QUANTITIES)}\s+`, 'i');
/**
 * "A pat of", "a wine glass of", "The rest of the": an amount without a number in words the unit table
 * lacks, opening the line; the name follows.
 */
export const VAGUE_MEASURE_OF = new RegExp(
  String.raw`^(?:an?|the)\s+(?!(?:\p{L}+\s+)?${anyOf(MEASURES_KEPT_IN_NAME)}\b)[\p{L}-]+(?:\s+[\p{L}-]+)?\s+of\s+(?:the\s+)?(?=\p{L})`,
  'iu',
);
/** "a large pinch", "small pack", "a thumb-sized piece": an article and a size before a unit; the size is group 1. */
export const UNIT_QUALIFIER = new RegExp(
  String.raw`^(?:an?\s+)?(?:(${anyOf(UNIT_QUALIFIERS)}|\p{L}+-sized?)\s+)?`,
  'iu',
);
/** "2 heaping cups", "1 loosely packed cup": a qualifier of the unit, an adverb may come first. */
export const QUALIFIER_BEFORE_UNIT = new RegExp(
  String.raw`^(?:${anyOf(QUALIFIERS_BEFORE_UNIT)}|\p{L}+-sized?|(?:\p{L}+ly\s+)?\p{L}{3,}ed)\s+`,
  'iu',
);
/** A unit token at the start: "cups", "Tbsp.", "fl oz", "-inch" (a hyphen may glue it: "2-inch"). */
export const UNIT_TOKEN = new RegExp(`^-?(${UNIT_WORD})${UNIT_END}`);
/** One measure: a quantity and a unit word, "3½oz", "1 pint", "6.6 grams", "5fl oz". */
const MEASURE = String.raw`${QUANTITY_OR_RANGE}\s*-?(${UNIT_WORD})${UNIT_END}`;
/**
 * Another measure of the same amount right after the unit: "100g/3½oz", "1 teaspoon/ 6.6 grams",
 * "675g1½lb", "500g/1lb 2oz". The unit words are checked against the table by the parser.
 */
export const ALTERNATIVE_MEASURE = new RegExp(String.raw`^(?:/\s*)?${MEASURE}(?:\s*${MEASURE})?\s*`);

/** Where a name-first line ("Sugar, 2 ounces", "Plain flour: 200g", "Vanilla – 1 tsp") turns to its measure. */
export const NAME_FIRST_SEPARATOR = new RegExp(
  String.raw`\s*(?:[,:]|\s[-–—])\s*(?=[\d${VULGAR_CLASS}]|an?\s)`,
  'i',
);
/** A measure that ends the line, after the name: "Orange juice 2 tbsp", "Caster sugar 100g (½ cup)". */
export const MEASURE_AT_END = new RegExp(String.raw`\s+(?=${QUANTITY}\s*-?${UNIT_WORD}\s*(?:\([^()]*\))?$)`);

const PIECE_UNIT = String.raw`${anyOf(PIECE_SIZE_UNITS)}\b\.?`;
/**
 * The size of one piece written before its unit or name: "28-ounce can", "2-inch piece", "400g tin",
 * and ranges of sizes: "4- to 4½-pound chicken", "8- or 9-ounce ball", "2 1⁄2-to 3-pound".
 */
const PIECE_SIZE_SOURCE = String.raw`${QUANTITY}(?:\s*-?\s*(?:-|–|to|or)\s*${QUANTITY})?\s*-?\s*${PIECE_UNIT}(?:\s*/\s*${QUANTITY}\s*-?\s*${PIECE_UNIT})?(?:-(?:thick|long|wide))?\)?\s+`;
export const PIECE_SIZE = new RegExp(`^${PIECE_SIZE_SOURCE}`);
/** "a 1-inch piece", "an 8-ounce package", "a 400g tin": "a" counts one piece of a given size. */
export const A_PIECE = new RegExp(String.raw`^an?\s+(?=${PIECE_SIZE_SOURCE})`, 'i');
/** Hedges after the unit: "1 cup scant sugar", "3 c heaping flour". */
export const HEDGE_AFTER_UNIT = new RegExp(String.raw`^${anyOf(HEDGE_WORDS)}\s+(?=\S)`, 'i');
/** "1 inch-long knob", "2-inch-thick slice": the size of one piece, written after the amount. */
export const PIECE_DIMENSION = /^-?(?:inch(?:es)?|in|cm)\.?-(?:long|thick|wide)\s+/i;
/** "12 thick-cut (⅛ inch) slices": a thickness before the size of a piece and its unit. */
export const THICKNESS_BEFORE_SIZE = /^(?:thick|thin)(?:-cut)?\s+(?=\()/i;
/** "½ a butternut squash", "1 an onion": an article after the amount changes nothing. */
export const ARTICLE = /^an?\s+(?=\S)/i;
/** Small words the reading steps over: "8 or so chiles", "1 tsp each", "a pinch of salt". */
export const OR_SO = /^or so\s+/i;
export const EACH = /^each\s+/i;
/** "of" after the unit, French "de" and "d'" too: "a pinch of salt", "10 cl de lait", "6 c. à s. d'huile". */
export const OF = new RegExp(String.raw`^(?:${anyOf(OF_WORDS)}\s+|${anyOf(ELIDED_OF)}(?=\p{L}))`, 'u');
/** A comma or semicolon between the measure and the name: "3 tablespoons, minced cilantro". */
export const SEPARATOR_BEFORE_NAME = /^[,;]\s*(?=\p{L})/u;
/** A bracketed group at the start of the rest: "(14-ounce) cans", "(800 ml) oil". Group 1 is its content. */
export const GROUP = /^\(([^()]*)\)\s*/;
/** A number written twice ("1 1 onion", a page printing the amount twice). */
export const REPEATED_NUMBER = /^(\d+(?:[.,]\d+)?)\s+/;
/** "a dozen eggs" is one dozen; "dozen" is then the unit, as in "2 dozen clams" and "half a dozen". */
export const A_DOZEN = /^an?\s+(?=(?:dozen|tusina)\s)/i;
export const DOZEN = /^(?:dozen|tusina)\s/i;

/** "plus 2 tablespoons" after the unit adds a little more of the same ingredient. */
export const PLUS_MORE = new RegExp(
  String.raw`^(?:plus|and|minus|\+|-)\s+${QUANTITY}\s*\S+\s+|^or (?:more|two|so)\s+`,
  'i',
);
/**
 * After the unit, the other end of a range or another unit to choose: "14 oz to 1lb cod", "½ c to
 * 1 cup pistachios", "1 12-oz bottle or can of beer". The word must be a unit (checked).
 */
export const UNIT_RANGE_OR_ALTERNATIVE = new RegExp(
  String.raw`^(?:(?:${anyOf(RANGE_WORDS)}\s+|${charClass(RANGE_DASHES)}\s*)${QUANTITY}\s*|(?:or|tai)\s+)([A-Za-z]+\.?)\s+`,
  'i',
);
/**
 * "2 x 400 g", "2 × 400g cans", "1x400g/14oz tin", "2 x 14-ounce cans", "2 x 150–200g fillets", "3 x
 * 5cm pieces": the count, then the measure of each.
 */
export const MULTIPLIED = new RegExp(
  String.raw`^[x×*]\s*(${QUANTITY_OR_RANGE}\s*-?(${UNIT_WORD}))(?=[\s/]|$)`,
  'i',
);
/** "4 x pork loin chops": a multiplier sign with no measure after it. */
export const BARE_MULTIPLIER = /^[x×]\s+(?=\p{L})/u;
/**
 * The same amount in another unit, written after the name: "2 tbsp soy sauce 30 mL", "1½ lbs lean
 * ground lamb 750 g". Group 1 is the unit word (checked against the table by the parser).
 */
export const TRAILING_MEASURE = new RegExp(String.raw`\s+${QUANTITY}\s*(${UNIT_WORD})$`);
/** "lamb shanks x 4": a count written after the name. */
export const TRAILING_MULTIPLIER = new RegExp(String.raw`\s+[x×]\s*(${QUANTITY})$`, 'i');

const SIZE = String.raw`(?:very\s+)?${anyOf(SIZE_WORDS)}\.?`;
/** A size, or sizes to choose from: "large", "medium-sized", "small to medium", "1 lg or 2 small", "large,". */
export const SIZE_WORD = new RegExp(
  String.raw`^${SIZE}(?:\s+(?:or|to|tai)\s+(?:${QUANTITY}\s+)?${SIZE})?,?\s+(?=\S)`,
  'i',
);

/**
 * A size after a state: "2 ripe medium tomatoes", "1 ripe, large avocado", "2 whole small dried
 * chillies". The state stays in the name (group 1), the size (group 2) is a note.
 */
export const WORD_THEN_SIZE = new RegExp(
  String.raw`^(${anyOf(STATES_BEFORE_SIZE)}),?\s+(${SIZE})\s+(?=\p{L})`,
  'iu',
);

const PREPARATION = String.raw`(?:${anyOf(PREPARATION_ADVERBS)}\s+)*(?:${anyOf(PREPARATION_PHRASES)}|well-[a-z]+(?:ed|en)|${anyOf(PREPARATION_WORDS)}|${anyOf(FINNISH_PREPARATION_STEMS)}(?:a|ä|ja|jä)?)`;
const FRUIT_PART = String.raw`(?:${PREPARATION}\s+)?${anyOf(FRUIT_PARTS)}(?:\s+(?:and|&)\s+${anyOf(FRUIT_PARTS)})?`;
/** "zest of 1 lemon", "juice from ½ orange", "finely grated zest and juice of two lemons", "zest 1 lemon". */
export const PART_OF = new RegExp(
  String.raw`^((?:[\p{L}-]+\s+){1,5}(?:of|from)|${FRUIT_PART})\s+(?=\S)`,
  'iu',
);
/** "The juice of a lemon", "2 tbsp freshly squeezed juice of an orange": a part of one fruit, a note. */
export const PART_OF_ONE = new RegExp(String.raw`^(?:the\s+)?${FRUIT_PART}\s+of\s+an?\s+(?=\S)`, 'i');

/**
 * Preparation written after the name without a comma: "1 large onion diced", "4 eggs separated",
 * "1 small onion finely sliced", "1 apple peeled, cored …".
 */
export const TRAILING_PREPARATION = new RegExp(
  String.raw`\s+${PREPARATION}(?:${CONJUNCTION}${PREPARATION})*$`,
  'i',
);
/** Preparation words before the name: "finely chopped", "peeled and grated", "freshly ground". */
export const PREPARED = new RegExp(String.raw`^${PREPARATION}\b,?(?:${CONJUNCTION})?`, 'i');
/**
 * "fresh chopped parsley": "fresh", then an unmistakable kitchen step (group 2), then the name. (Frozen
 * chopped spinach and dried minced onion are sold that way, and stay whole.)
 */
export const FRESH_THEN_PREPARED = new RegExp(
  String.raw`^(fresh\s+)(${anyOf(PREPARATION_AFTER_CONJUNCTION)}\s+)(?=\S)`,
  'i',
);
export const SOLD_PREPARED = new RegExp(`^${anyOf(SOLD_PREPARED_PRODUCTS)}`, 'i');
export const SOLD_PREPARED_COUNTED = new RegExp(String.raw`^${anyOf(SOLD_PREPARED_WHEN_COUNTED)}\s`, 'i');
/** "salt and freshly ground pepper": a kitchen step after the conjunction, which is a note. */
export const PREPARED_AFTER_CONJUNCTION = new RegExp(
  String.raw`(\s(?:and|or|&)\s)(${anyOf(PREPARATION_AFTER_CONJUNCTION)}\s+)`,
  'i',
);
/**
 * A Finnish preparation in the essive at the end: "sitruunan kuori raastettuna", "voita sulatettuna",
 * "kikherneitä huuhdeltuna" — a past passive participle with -na/-nä.
 */
export const FINNISH_ESSIVE_PREPARATION = new RegExp(
  String.raw`\s+(?:${anyOf(FINNISH_PREPARATION_ADVERBS)}\s+)?[a-zåäö]{2,}[tlsnr]t[uy]i?n[aä]$`,
  'i',
);

/** Counts that start a second ingredient: "or one large head of escarole" (not "half and half"). */
const ALTERNATIVE_COUNTS = Object.keys(NUMBER_WORDS).filter(
  (w) => NUMBER_WORDS[w]! >= 1 && NUMBER_WORDS[w]! < 12,
);
/** An alternative or a second ingredient with its own quantity: "2 tsp fish sauce or 2 tbsp soy sauce". */
export const QUANTIFIED_ALTERNATIVE = new RegExp(
  String.raw`\s+(?:and\/or|or|tai|plus|and|ja|\+|&)\s+(?:(?:[a-z]+\s+){1,2}of\s+)?(?:${QUANTITY}|${anyOf(ALTERNATIVE_COUNTS)}|half\s+an?)\s.*$`,
  'i',
);
const PURPOSE_SOURCE = [
  String.raw`for\s.*`,
  String.raw`to ${anyOf(PURPOSE_VERBS_AFTER_TO)}\b.*`,
  String.raw`${anyOf(PURPOSE_PHRASES)}\b.*`,
  String.raw`${anyOf(CUTTING_VERBS)} ${anyOf(CUTTING_DIRECTIONS)}\b.*`,
  String.raw`${anyOf(REMARK_STARTS)}\s.*`,
  String.raw`\p{L}{3,}ed with\b.*`,
  String.raw`(?:[a-zåäö]+n\s+)?${anyOf(FINNISH_PURPOSE_WORDS)}(?![a-zåäö]).*`,
].join('|');
/**
 * What the ingredient is for, or how much of it to use: "flour for dusting", "salt to taste", "oil,
 * or more as needed", "suolaa maun mukaan", "voita vuoan voiteluun". A leading "or"/"and" goes with it,
 * so the name does not end in a dangling "or".
 */
export const PURPOSE = new RegExp(
  String.raw`(?:,?\s+(?:or|and|tai|ja)(?:\s+(?:more|less|so))?)?\s+(?:${PURPOSE_SOURCE})$`,
  'iu',
);

const LETTERS_WORD = String.raw`[\p{L}][\p{L}'’-]*`;
/**
 * A comma segment that continues a list of alternatives: "rice, Carnaroli, or Arborio", "or other
 * white beans" — but not a preparation ("grated or shaved"), a hint ("such as …"), an amount hint after
 * "or" ("or to taste", "or more as needed", "or so") or a quantity.
 */
export const LIST_CONTINUATION = new RegExp(
  String.raw`^(?:(?:or|and|and\/or|tai)\s+(?!(?:an?\s+)?(?:${anyOf(HINTS_AFTER_CONJUNCTION)}|\d)\b)|(?!(?:or|and|tai)\b)(?![\p{L}-]+ly\b)(?![\p{L}-]+ed(?:$|\s+(?:or|and)\b))(?!(?:${anyOf(NOT_ALTERNATIVE_STARTS)}|${anyOf(NOTE_STARTS)}|\d)\b))(?!.*\s(?:${anyOf(NOTE_WORDS_INSIDE)})\b)${LETTERS_WORD}(?:\s+${LETTERS_WORD}){0,5}$`,
  'iu',
);
/** One word or another, as a whole comma segment: "whole or filleted", "smooth or chunky", "margarine or lard". */
export const FORM_CHOICE = /^[\p{L}-]+\s+(?:or|tai)\s+[\p{L}-]+$/iu;
export const HYPHENATED_ADJECTIVE = new RegExp(
  String.raw`^\p{L}+-${anyOf(HYPHENATED_ADJECTIVE_ENDINGS)}$`,
  'iu',
);
export const NOT_NAME_START = new RegExp(`^${anyOf(NOTE_STARTS)}\\b`, 'i');
/**
 * A short parenthesised word inside a name names it more fully: "plain (all-purpose) flour", "brown
 * (or white) sugar" — but not a remark ("(such as …)", "(recipe follows)").
 */
export const INLINE_GROUP = new RegExp(
  String.raw`^(?!${anyOf(REMARK_GROUP_STARTS)}\b)[\p{L}'’-]+(?: [\p{L}'’-]+){0,2}$`,
  'iu',
);
const GROUP_WORD = String.raw`[\p{L}'’-]+`;
const NOT_SYNONYM = String.raw`(?:${anyOf(REMARK_GROUP_STARTS)}|${anyOf(NOTE_STARTS)}|${anyOf(NOT_SYNONYM_STARTS)}|${anyOf(SIZE_WORDS)}|${anyOf(SENTENCE_VERBS)})(?![\p{L}'’-])`;
/**
 * A bracketed group that ends the name and names the ingredient otherwise, one or two words:
 * "harissa (chilli paste)", "double cream (heavy cream)", "konbu (kelp)" — not a remark, a hedge, a
 * size, a sentence, a list of choices ("(regular or light)") or a step ("(stems removed)"). Three
 * words explain rather than name it: "matcha (green tea powder)", "zhacai (preserved mustard stems)".
 */
export const NAME_SYNONYM_GROUP = new RegExp(
  String.raw`^(?!${NOT_SYNONYM})${GROUP_WORD}(?: (?!or\b|${NOT_SYNONYM})${GROUP_WORD})?$`,
  'iu',
);
/** A step or a state written in a group: "(stems removed)", "(white part only)", "(tails left on)". */
export const GROUP_ENDS_IN_STEP = /(?:ed|only|\son)$/i;
/** What may follow a group that stays in the name: the rest of the name. */
export const AFTER_INLINE_GROUP = new RegExp(String.raw`^\s*(?!${anyOf(AFTER_REMARK_GROUP)}\b)\p{L}`, 'iu');
/**
 * A spaced dash between words, after which all is the note: "1 avocado - peeled, pitted and diced",
 * "4 boneless, skinless chicken breasts – cut into strips". Group 1 is the name's last letter. (Not
 * the range "1 - 2 cups": digits are no words.)
 */
export const NAME_DASH = /(\p{L})\s+[-–—]\s+(?=\p{L})/u;
/** "with their juice", "with liquid": the juice of a can is part of what is used. */
export const WITH_JUICE = new RegExp(
  String.raw`^with\s+(?:(?:its|their)\s+)?(?:own\s+)?${anyOf(CAN_LIQUIDS)}$`,
  'i',
);
/** What may follow an alternative in brackets at the end of the name: "vegetable oil (or ghee), melted". */
export const NAME_END = /^\s*(?:$|[,;])/;

/** A count noun's plural → the noun: the unit table's plural spelling, else the regular one. */
export const COUNT_NOUN_OF_PLURAL: ReadonlyMap<string, string> = new Map(
  COUNT_NOUNS.map((noun) => {
    const plural =
      UNIT_TABLE[noun]?.find((spelling) => spelling !== noun) ??
      (/(?:ch|sh|s|x)$/.test(noun) ? `${noun}es` : `${noun}s`);
    return [plural, noun];
  }),
);
/** A count noun in the plural, as a whole word (group 2) after group 1: "bay leaves", "Leaves from 2 sprigs". */
export const PLURAL_COUNT_NOUN = new RegExp(
  String.raw`(^|[^\p{L}'’-])(${anyOf(COUNT_NOUN_OF_PLURAL.keys())})(?![\p{L}'’-])`,
  'giu',
);
