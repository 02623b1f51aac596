/**
 * Where a line's amount is written, so that scaling replaces it in place and leaves every other word
 * as the chef wrote it (docs/decisions/0028-lines-as-written.md). The parser's amount says which
 * number is the amount; this finds it again in the line, with the other measures of the same amount
 * ("(180g)", "/ 180 g", "plus 2 tablespoons") that scale with it, and leaves piece sizes ("8-ounce",
 * "2 x 400g") alone.
 */

import { NUMBER_WORDS_BY_LANGUAGE } from '../text/number-words';
import { QUANTITY, quantityValue, RANGE_JOINER } from '../text/numbers';
import { anyOf } from '../text/regex';
import { type Measure, measureOf } from './measures';

export type NumberStyle =
  /** Digits and fractions: '1 1/2', '½', '180'. */
  | { kind: 'digits' }
  /** A decimal comma, as Finnish and Swedish write it: '1,5'. */
  | { kind: 'comma' }
  /** A number word, answered in its language and its capitals: 'Three' → 'Six'. */
  | { kind: 'word'; language: 'en' | 'fi'; capitalised: boolean };

/** One number of a quantity in the line. */
export interface NumberSpan {
  start: number;
  end: number;
  value: number;
  style: NumberStyle;
}

/** A quantity (one number or a range of two) and the unit written right after it. */
export interface QuantitySpan {
  numbers: NumberSpan[];
  /** The unit word as written ('cups', 'g', 'desilitraa'), or null. */
  unit: { start: number; end: number; text: string; measure: Measure | null } | null;
  /** "8-ounce": the size of one piece, joined to its unit by a hyphen. */
  hyphenated: boolean;
  /** "2 x 400g": what one of several weighs. */
  multiplied: boolean;
}

export interface AmountSpans {
  /** The amount the parser read, found in the line; null when the line does not write it as a number. */
  amount: QuantitySpan | null;
  /** Other measures of the same amount, which scale with it. */
  same: QuantitySpan[];
}

const WORDS = Object.entries(NUMBER_WORDS_BY_LANGUAGE).flatMap(([language, words]) =>
  Object.keys(words).map((word) => ({ word, language: language as 'en' | 'fi' })),
);
const WORD_LANGUAGE: ReadonlyMap<string, 'en' | 'fi'> = new Map(WORDS.map((w) => [w.word, w.language]));
const NUMBER_WORD = anyOf(WORDS.map((w) => w.word));

// A number stands alone: not the end of a word, a longer number or a fraction ("1/2" is one number).
const NUMBER = String.raw`(?<![\p{L}\d.,/⁄])(?:(${QUANTITY})|(${NUMBER_WORD})(?!\p{L}))`;
const QUANTITY_TOKEN = new RegExp(`${NUMBER}(?:(${RANGE_JOINER})${NUMBER})?`, 'giu');
// The unit after a number: glued ("180g"), spaced ("180 g") or hyphenated ("8-ounce"), or after the
// size of a piece in brackets ("2 (14-ounce) cans"); "fl oz" is two words.
const UNIT_AFTER = /^(\s*(-)?\s*(?:\([^()]*\)\s*)?)((?:fl\.?\s*oz)|[\p{L}]+\.?)/iu;
const TIMES_BEFORE = /[x×]\s*$/iu;

/** How close a written total must come to count × piece size to be read as the total (rounded figures). */
const TOTAL_TOLERANCE = 0.05;

function numberSpan(start: number, digits: string | undefined, word: string | undefined): NumberSpan {
  if (digits !== undefined) {
    return {
      start,
      end: start + digits.length,
      value: quantityValue(digits),
      style: /\d,\d/.test(digits) ? { kind: 'comma' } : { kind: 'digits' },
    };
  }
  const text = word!;
  const lower = text.toLowerCase();
  const language = WORD_LANGUAGE.get(lower)!;
  return {
    start,
    end: start + text.length,
    value: NUMBER_WORDS_BY_LANGUAGE[language][lower]!,
    style: { kind: 'word', language, capitalised: text[0] !== lower[0] },
  };
}

/** Every quantity written in the line, left to right. */
export function quantitySpans(line: string): QuantitySpan[] {
  const spans: QuantitySpan[] = [];
  for (const match of line.matchAll(QUANTITY_TOKEN)) {
    const start = match.index;
    const first = numberSpan(start, match[1], match[2]);
    const numbers = [first];
    if (match[3] !== undefined) {
      const secondStart = first.end + match[3].length;
      numbers.push(numberSpan(secondStart, match[4], match[5]));
    }
    const end = start + match[0].length;
    const after = UNIT_AFTER.exec(line.slice(end));
    const measure = after ? measureOf(after[3]!) : null;
    const unitStart = after ? end + after[1]!.length : end;
    spans.push({
      numbers,
      unit: after ? { start: unitStart, end: unitStart + after[3]!.length, text: after[3]!, measure } : null,
      hyphenated: Boolean(after?.[2]),
      multiplied: TIMES_BEFORE.test(line.slice(0, start)),
    });
  }
  return spans;
}

const grams = (span: QuantitySpan) => span.numbers[0]!.value * (span.unit?.measure?.base ?? 0);
const isMeasure = (span: QuantitySpan) => span.unit?.measure != null && !span.hyphenated && !span.multiplied;

/**
 * The amount `amount` (as the parser read it, with its `unit`) in the line, and the measures that
 * say the same amount another way. After a measured amount ("1 1/2 cups (180g)", "180 g / 1 1/2
 * cups", "1 cup plus 2 tbsp") every further weight or volume is part of it; after a count ("Three
 * 8-ounce (680g) packages") only a weight or volume that is the count times a piece size written
 * before it, within 5 %.
 */
export function amountSpans(line: string, amount: number, unit: string): AmountSpans {
  if (!(amount > 0)) return { amount: null, same: [] };
  const spans = quantitySpans(line);
  const at = spans.findIndex(
    (span) => Math.abs(span.numbers[0]!.value - amount) < 1e-9 * Math.max(1, amount),
  );
  if (at < 0) return { amount: null, same: [] };
  const found = spans[at]!;
  const after = spans.slice(at + 1);
  if (measureOf(unit) !== null) return { amount: found, same: after.filter(isMeasure) };
  const same = after.filter((span, index) => {
    if (!isMeasure(span)) return false;
    return after.slice(0, index).some((piece) => {
      const size = piece.unit?.measure;
      if (!size || size.kind !== span.unit!.measure!.kind) return false;
      const total = amount * grams(piece);
      return Math.abs(total - grams(span)) <= TOTAL_TOLERANCE * grams(span);
    });
  });
  return { amount: found, same };
}

/**
 * The grams the line prints for its amount ("1 1/2 cups (180g) flour" → 180, "Three 8-ounce (680g)
 * packages" → 680), which win over any density; null when the amount is not also written as a weight.
 */
export function printedGrams(line: string, amount: number, unit: string): number | null {
  if (measureOf(unit)?.kind === 'mass') return null;
  const weighed = amountSpans(line, amount, unit).same.find((span) => span.unit!.measure!.kind === 'mass');
  return weighed ? grams(weighed) : null;
}
