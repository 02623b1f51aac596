/**
 * The line as the chef wrote it, in every view: its amount (and the other measures of that amount)
 * replaced in place when scaled, the words around it untouched (docs/decisions/0028-lines-as-written.md).
 * Parsing serves scaling and conversion; it never decides which words are shown.
 */

import { UNIT_TABLE } from '../ingredient-line/unit-table';
import { ingredientAsWritten } from '../ingredient-text';
import { normalizeUnit } from '../ingredients';
import type { Ingredient } from '../recipes/recipe';
import { NUMBER_WORDS_BY_LANGUAGE } from '../text/number-words';
import { type AmountSpans, amountSpans, type NumberSpan, type QuantitySpan } from './amount-spans';
import { measureOf } from './measures';
import { METRIC_REASONS, type MetricReason, toMetric } from './metric';
import { formatAmount, formatQuantity, formatScaleReading, formatTwoDecimals, scaleAmount } from './scaling';

/** A piece of a shown line; `amount` marks the numbers that scaling wrote. */
export interface LineSegment {
  text: string;
  amount: boolean;
}

type LineIngredient = Pick<Ingredient, 'amount' | 'unit' | 'name' | 'original'>;

/** Endings that make a unit's other number ('cup' → 'cups', 'desilitra' → 'desilitraa'), by the rule of each language. */
const NUMBER_ENDINGS: readonly { ending: string; many: (value: number) => boolean }[] = [
  { ending: 'es', many: (value) => value > 1 },
  { ending: 's', many: (value) => value > 1 },
  // Finnish counts anything but one in the partitive: 1 desilitra, 1,5 desilitraa.
  { ending: 'a', many: (value) => value !== 1 },
  { ending: 'ä', many: (value) => value !== 1 },
];
/** Abbreviations ('gr' → 'grs', 'tsp' → 'tsps') keep their form: a word to inflect is three letters with a vowel. */
const SHORTEST_INFLECTED = 3;
const VOWEL = /[aeiouyåäö]/i;

/** The unit word in the number the new value needs, when the unit table spells that form. */
function unitForm(written: string, from: number, to: number): string {
  const spellings = UNIT_TABLE[normalizeUnit(written)];
  if (!spellings) return written;
  const lower = written.toLowerCase();
  if (lower.length < SHORTEST_INFLECTED || !VOWEL.test(lower)) return written;
  for (const { ending, many } of NUMBER_ENDINGS) {
    if (many(from) === many(to)) continue;
    const other = many(to) ? lower + ending : lower.endsWith(ending) ? lower.slice(0, -ending.length) : '';
    if (other.length >= SHORTEST_INFLECTED && spellings.includes(other)) {
      return written[0] === lower[0] ? other : other[0]!.toUpperCase() + other.slice(1);
    }
  }
  return written;
}

function numberWord(value: number, language: 'en' | 'fi', capitalised: boolean): string | null {
  if (!Number.isInteger(value)) return null;
  const word = Object.entries(NUMBER_WORDS_BY_LANGUAGE[language]).find(([, v]) => v === value)?.[0];
  if (!word) return null;
  return capitalised ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** A scaled number in the style it was written: a word stays a word while one fits, a comma stays a comma. */
function formatNumber(number: NumberSpan, value: number, unit: string): string {
  const style = number.style;
  if (style.kind === 'word') {
    const word = numberWord(value, style.language, style.capitalised);
    if (word) return word;
  }
  const kitchen = formatAmount(value, unit);
  if (style.kind !== 'comma') return kitchen;
  return (kitchen.includes('/') ? formatTwoDecimals(value) : kitchen).replace('.', ',');
}

interface Replacement {
  start: number;
  end: number;
  text: string;
  amount: boolean;
}

function replacementsOf(span: QuantitySpan, factor: number): Replacement[] {
  const unit = span.unit ? normalizeUnit(span.unit.text) : '';
  const out: Replacement[] = span.numbers.map((number) => ({
    start: number.start,
    end: number.end,
    text: formatNumber(number, scaleAmount(number.value, factor), unit),
    amount: true,
  }));
  if (span.unit) {
    const from = span.numbers.at(-1)!.value;
    const form = unitForm(span.unit.text, from, scaleAmount(from, factor));
    if (form !== span.unit.text)
      out.push({ start: span.unit.start, end: span.unit.end, text: form, amount: false });
  }
  return out;
}

/** One, half, yksi, puoli: the noun after it is singular, so a new number in its place would misread. */
function writtenAsSingularWord(spans: AmountSpans): boolean {
  const first = spans.amount!.numbers[0]!;
  return first.style.kind === 'word' && first.value <= 1;
}

/**
 * The line as written with its amount scaled by `factor` in place: "4 dl raastettua porkkanaa" ×2 →
 * "8 dl raastettua porkkanaa", "Three 8-ounce (680g) packages" ×2 → "Six 8-ounce (1360g) packages".
 * A line whose amount is no number in it ("a dozen eggs", "zest of one lemon") keeps every word and
 * says the factor in front: "2 × zest of one lemon".
 */
export function scaledLine(ingredient: LineIngredient, factor: number): LineSegment[] {
  const line = ingredientAsWritten(ingredient);
  if (factor === 1 || !(ingredient.amount > 0)) return [{ text: line, amount: false }];
  const spans = amountSpans(line, ingredient.amount, ingredient.unit);
  if (!spans.amount || writtenAsSingularWord(spans)) {
    return [
      { text: `${formatQuantity(factor)} × `, amount: true },
      { text: line, amount: false },
    ];
  }
  const replacements = [spans.amount, ...spans.same]
    .flatMap((span) => replacementsOf(span, factor))
    .sort((a, b) => a.start - b.start);
  const segments: LineSegment[] = [];
  let at = 0;
  for (const r of replacements) {
    if (r.start > at) segments.push({ text: line.slice(at, r.start), amount: false });
    segments.push({ text: r.text, amount: r.amount });
    at = r.end;
  }
  if (at < line.length) segments.push({ text: line.slice(at), amount: false });
  return segments;
}

export function lineText(segments: readonly LineSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/** The scaled line as plain text, for print, exports and tests. */
export function scaledLineText(ingredient: LineIngredient, factor: number): string {
  return lineText(scaledLine(ingredient, factor));
}

/** The metric view of a line: the converted amount first (or why there is none), then the line as written, scaled. */
export interface MetricLineView {
  /** '360 g', '15 ml'; null when the line is kept as written. */
  converted: string | null;
  /** Why the figure is in ml or missing (a catalogue key); null when it is grams. */
  reason: MetricReason | null;
  line: LineSegment[];
}

export function metricLine(ingredient: LineIngredient, factor: number): MetricLineView {
  const line = scaledLine(ingredient, factor);
  const metric = toMetric(ingredient, factor);
  if (!metric.converted) return { converted: null, reason: metric.reason, line };
  // A line written in grams already reads in grams: the same figure twice says nothing.
  const written = measureOf(ingredient.unit);
  if (!metric.printed && written?.kind === 'mass' && written.base === 1)
    return { converted: null, reason: null, line };
  return {
    converted: `${formatScaleReading(metric.amount)} ${metric.unit}`,
    reason: metric.unit === 'ml' ? METRIC_REASONS.noDensity : null,
    line,
  };
}
