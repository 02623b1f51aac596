/**
 * The one number reader of the import and the forms: digits with a decimal point or comma, slash and
 * unicode fractions, mixed numbers ('1 1/2', '1½', '4-1/2'), ranges ('1-2', '2 to 3') and number words.
 */
import { NUMBER_WORDS, RANGE_DASHES, RANGE_WORDS, VULGAR_FRACTIONS } from './number-words';
import { anyOf, charClass } from './regex';

/** The fraction characters, for a regular expression's character class. */
export const VULGAR_CLASS = Object.keys(VULGAR_FRACTIONS).join('');

// The fraction slash (⁄) appears in pages that typeset fractions. The mixed forms come first so that
// "1 1/2" is not read as "1".
const SLASH = String.raw`\s*[/⁄]\s*`;
/** One written quantity, as regular-expression source: "1", "1.5", "1,5", "1/2", "1 1/2", "1½", "½". */
export const QUANTITY = String.raw`(?:\d+(?:[ \u00a0]+|-)\d+${SLASH}\d+|\d+${SLASH}\d+|\d+[ \u00a0]*[${VULGAR_CLASS}]|\d+(?:[.,]\d+)?|[.,]\d+|[${VULGAR_CLASS}])`;
/** What joins the two ends of a range; a hyphen may hang before the word: "5- to 6-pound". */
export const RANGE_JOINER = String.raw`(?:\s*${charClass(RANGE_DASHES)}\s*|-?\s+${anyOf(RANGE_WORDS)}\s+)`;

/** A quantity or a range of two, as regular-expression source: "2", "2-3", "30 to 45". */
export const QUANTITY_OR_RANGE = `${QUANTITY}(?:${RANGE_JOINER}${QUANTITY})?`;

const LEADING_QUANTITY = new RegExp(`^(${QUANTITY})(?:${RANGE_JOINER}(${QUANTITY}))?`);
const WHOLE_QUANTITY = new RegExp(`^${QUANTITY}\\.?$`);
const MIXED = new RegExp(String.raw`^(\d+)(?: +|-)(\d+)${SLASH}(\d+)$`);
const SIMPLE_FRACTION = new RegExp(String.raw`^(\d+)${SLASH}(\d+)$`);
const VULGAR = new RegExp(`^(\\d*) *([${VULGAR_CLASS}])$`);
// "half a lemon", "half of an onion", "two eggs": a number word, then an optional article.
const NUMBER_WORD = new RegExp(
  String.raw`^(${anyOf(Object.keys(NUMBER_WORDS))})(?=\s)(?:\s+(?:of\s+)?an?(?=\s))?\s*`,
  'i',
);

/** A quantity read from the start of a text. */
export interface LeadingQuantity {
  value: number;
  /** The other end of a range ("2-3" → 3), or null. */
  upTo: number | null;
  /** How many characters of the text it took. */
  length: number;
}

/**
 * The quantity a text starts with — digits, fractions, a range or a number word — or null. Whatever
 * follows is the caller's business: "2 cups" gives 2 and leaves " cups".
 */
export function readLeadingQuantity(text: string, options: { words?: boolean } = {}): LeadingQuantity | null {
  const digits = LEADING_QUANTITY.exec(text);
  if (digits) {
    const upTo = digits[2] === undefined ? null : quantityValue(digits[2]);
    return { value: quantityValue(digits[1]!), upTo, length: digits[0].length };
  }
  if (options.words === false) return null;
  const word = NUMBER_WORD.exec(text);
  if (!word) return null;
  return { value: NUMBER_WORDS[word[1]!.toLowerCase()]!, upTo: null, length: word[0].length };
}

/** The value of one quantity as matched by QUANTITY: "1 1/2" → 1.5, "1,5" → 1.5, "¾" → 0.75. */
export function quantityValue(text: string): number {
  const t = text.replace(/\u00a0/g, ' ').trim();
  const mixed = MIXED.exec(t);
  if (mixed) return Number(mixed[1]) + fraction(mixed[2]!, mixed[3]!);
  const simple = SIMPLE_FRACTION.exec(t);
  if (simple) return fraction(simple[1]!, simple[2]!);
  const vulgar = VULGAR.exec(t);
  if (vulgar) return Number(vulgar[1] || 0) + VULGAR_FRACTIONS[vulgar[2]!]!;
  return Number(t.replace(',', '.').replace(/\.$/, ''));
}

function fraction(numerator: string, denominator: string): number {
  const d = Number(denominator);
  return d === 0 ? Number.NaN : Number(numerator) / d;
}

/**
 * Reads a number as people and AI models write it: 2, "1,5", "1.5", "1 1/2", "3/4", "½", "1½", "-2".
 * "1,5" is the Finnish 1.5, so a comma is always a decimal separator (never thousands). Anything else —
 * units ("2 kg"), ranges ("2-3"), empty text, NaN, Infinity, non-strings — is null, so callers decide
 * their own default instead of getting a silent 0 or NaN.
 */
export function parseLooseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const negative = text.startsWith('-');
  const magnitude = negative ? text.slice(1).trimStart() : text;
  if (!WHOLE_QUANTITY.test(magnitude)) return null;
  const number = quantityValue(magnitude);
  if (!Number.isFinite(number)) return null;
  return negative ? -number : number;
}

/**
 * Drops binary floating-point noise (0.1 * 3 = 0.30000000000000004 → 0.3) by keeping 15 significant
 * digits: a double holds almost 16, so only the last, noisy one goes.
 */
export function stripFloatNoise(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
}

/** A plain decimal with three or more decimals: "15.873", "0,33333334" (not "1 1/2", not a range). */
const LONG_DECIMAL = /^\s*(\d*)[.,](\d{3,})\s*$/;
/** Significant digits a written amount may have before its last ones are a conversion's leftovers. */
const MEASURED_DIGITS = 4;

/**
 * A written amount without what a unit conversion or a float left on it: "15.873" (450 g in ounces)
 * → 15.9, "0.33333334" → 0.333, "236.58824" → 237. A cook measures to three or four significant
 * digits; a decimal written with more, three decimals or more, is rounded to three (to a whole number
 * from 100 up). "1.125" and "0.125" keep theirs. Shown with formatQuantity, 0.333 reads as 1/3.
 */
export function withoutConversionNoise(written: string, value: number): number {
  const decimal = LONG_DECIMAL.exec(written);
  if (!decimal || !Number.isFinite(value) || value <= 0) return value;
  const digits = `${decimal[1]!.replace(/^0+/, '')}${decimal[2]!}`.replace(/^0+/, '');
  if (digits.length <= MEASURED_DIGITS) return value;
  if (value >= 100) return Math.round(value);
  return Number(value.toPrecision(3));
}
