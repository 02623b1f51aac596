/**
 * A page holds its recipe several times: structured data, the lists it shows, its text. The copies are
 * aligned line by line by their words, and each line of the structured reading is taken from the more
 * complete copy that agrees with it — only where they disagree in words, and with the reason noted
 * (ADR 0026). Seen on pages of many sites: data that cuts a line short, that drops its amount (and
 * unit), or that carries a number with a unit conversion's float noise where the page shows it rounded.
 */

import { sourceNote } from '#shared/import-review.ts';
import { normalizeUnit } from '#shared/ingredient-line/units.ts';
import { parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';
import type { MessageRef } from '#shared/messages/message-ref.ts';
import { withoutBullet } from '#shared/text/bullet.ts';
import { QUANTITY_OR_RANGE } from '#shared/text/numbers.ts';
import type { LineGroup } from '../extracted-recipe';
import { isSentence } from '../text/text-shape';
import { writtenNumber } from '../values/number-spelling';
import { recipeWords } from './recipe-words';

/** How a copy of the page relates to the structured line it was aligned with. */
type Difference = 'cut' | 'amount' | 'rounded';

/** One copy of the recipe's lines as the page shows them; `text` when it is the page's whole text. */
export interface PageCopy {
  lines: readonly string[];
  text: boolean;
}

/** How far past the last aligned line a copy is searched: pages show a few lines between (headings, notes). */
const WINDOW = 8;
/** A number that differs from the page's by at most this share is the same number, unrounded. */
const ROUNDING = 0.02;

const isNumber = (word: string) => /^\d/.test(word);

function startsWith(whole: readonly string[], part: readonly string[]): boolean {
  return part.length < whole.length && part.every((word, i) => whole[i] === word);
}

function endsWith(whole: readonly string[], part: readonly string[]): boolean {
  const offset = whole.length - part.length;
  return offset > 0 && part.every((word, i) => whole[offset + i] === word);
}

/**
 * The pairs of numbers (the data's, the page's) where the data's words are the page's first ones, each
 * number of the data within rounding of the page's; null where a word differs otherwise, or none does.
 */
function roundedPairs(data: readonly string[], shown: readonly string[]): [string, string][] | null {
  if (data.length > shown.length) return null;
  const pairs: [string, string][] = [];
  for (let i = 0; i < data.length; i++) {
    const [a, b] = [data[i]!, shown[i]!];
    if (a === b) continue;
    if (!isNumber(a) || !isNumber(b)) return null;
    const [x, y] = [Number(a), Number(b)];
    // The data's number carries more decimals than the page's, and rounds to it.
    const decimals = (n: string) => n.split('.')[1]?.length ?? 0;
    if (decimals(a) <= decimals(b) || Math.abs(x - y) > ROUNDING * Math.max(x, y)) return null;
    pairs.push([a, b]);
  }
  return pairs.length > 0 ? pairs : null;
}

/** The same words, numbers apart, each number of the data within rounding of the page's. */
function sameRounded(data: readonly string[], shown: readonly string[]): boolean {
  return data.length === shown.length && roundedPairs(data, shown) !== null;
}

/**
 * The data's line with the page's rounding of its numbers, where the page's line goes on after the
 * data's words with a remark of its own ("6 pound brisket point USDA Choice grade or higher" for
 * "5.953 pound brisket point"): the numbers are the page's, the line stays the data's. Null where the
 * line is not so, or a number is not written in the data as the words read it.
 */
export function roundedAsShown(data: string, shown: string): string | null {
  const pairs = roundedPairs(recipeWords(data), recipeWords(shown));
  if (!pairs) return null;
  let line = data;
  for (const [noisy, page] of pairs) {
    // The number as the data writes it: a decimal point or comma, trailing zeros ("148.820"), whole.
    const [whole, decimals = ''] = noisy.split('.');
    const written = new RegExp(String.raw`(?<![\d.,])${whole}[.,]${decimals}0*(?![\d])`);
    if (!written.test(line)) return null;
    // The page's number as the page writes it ("1½", not the words' "1.5").
    line = line.replace(written, writtenNumber(shown, page) ?? page);
  }
  return line;
}

/**
 * How the page's line is more complete than the data's, or null when it is not. In the page's whole
 * text a longer line must still read as an ingredient line, not a sentence that mentions the food.
 */
function difference(
  data: string,
  next: string | undefined,
  shown: string,
  copy: PageCopy,
  list: 'ingredients' | 'instructions',
): Difference | null {
  const d = recipeWords(data);
  const s = recipeWords(shown);
  if (d.length === 0) return null;
  if (sameRounded(d, s)) return 'rounded';
  if (copy.text && list === 'ingredients' && isSentence(shown)) return null;
  if (endsWith(s, d)) {
    // What the data left out before its words is the line's amount and unit ("4 LANDFREUDE Eier", "2 EL
    // Sojasauce", "Prise Salz"), not a word of its name ("1/2 cup soy sauce" for a heading "Sauce",
    // "Zwarte peper" for "peper"): a number, or a unit of the unit table, first. A data line that opens
    // with its own amount keeps it: what the page puts before it is a conversion ("1 cup (226 g) butter").
    const lead = s.slice(0, s.length - d.length);
    const quantity =
      (lead.length <= 2 && (isNumber(lead[0]!) || parseIngredientLine(shown).unit !== '')) ||
      same(amountAndRest(shown)?.rest ?? '', data);
    return list === 'ingredients' && quantity && !startsWithQuantity(data) ? 'amount' : null;
  }
  // A page's line that goes on with the data's next line joined what the data keeps apart (a step's
  // label and its text, lines run together): the data's line is whole.
  // A step's label stands as a line of its own before its text ("Marinate", ADR 0008): no step is cut.
  if (list === 'ingredients' && startsWith(s, d)) {
    if (next !== undefined && joinsNext(s.slice(d.length), next)) return null;
    return isCut(data, shown, d.length, s.length) ? 'cut' : null;
  }
  return null;
}

const LEADING_AMOUNT = new RegExp(String.raw`^\s*(?:${QUANTITY_OR_RANGE})\s*`, 'u');
const LEADING_WORD = /^(\p{L}+)\.?\s+/u;

/** A line's amount ("4-6", "1 to 2") with the unit after it ("cloves", "pound"), and the rest of it. */
function amountAndRest(line: string): { amount: string; rest: string } | null {
  const amount = LEADING_AMOUNT.exec(line);
  if (!amount) return null;
  const unit = LEADING_WORD.exec(line.slice(amount[0].length));
  const end = amount[0].length + (unit && normalizeUnit(unit[1]!.toLowerCase()) ? unit[0].length : 0);
  return { amount: line.slice(0, end), rest: line.slice(end) };
}

/**
 * The data's line with the amount the page shows before it, where the page's line goes on after the
 * data's words with a remark of its own ("6 pound brisket point USDA Choice grade or higher" for
 * "brisket point"): the amount is the page's, the line the data's. Words may name another food that
 * starts with the data's ("garlic" of "1 tsp garlic powder", "chicken stock" of "1 chicken stock cube"),
 * so the data's line holds two words at least and the page's remark two more.
 */
export function withShownAmount(data: string, shown: string): string | null {
  if (startsWithQuantity(data)) return null;
  const d = recipeWords(data);
  const shownLine = amountAndRest(shown);
  if (d.length < MIN_WORDS_APART || !shownLine) return null;
  const rest = recipeWords(shownLine.rest);
  return rest.length - d.length >= MIN_WORDS_APART && startsWith(rest, d)
    ? `${shownLine.amount}${data.trim()}`
    : null;
}
const MIN_WORDS_APART = 2;

/**
 * A line cut short is a small start of the page's line that stops mid-phrase ("4 medium-sized tart" of
 * "4 medium-sized tart firm apples – peeled, …"). A page that goes on after a bracket, comma or dash
 * ("4 oz Cream Cheese (4 oz = 1/2 cup)", "50 g smör- rumsvarmt"), or says not much more, adds a remark
 * of its own beside the line the data holds whole — and the data's line stands.
 */
function isCut(data: string, shown: string, dataWords: number, shownWords: number): boolean {
  if (endsOpen(data)) return true;
  if (dataWords * CUT_SHARE >= shownWords) return false;
  const end = letterIndexAfter(shown, data);
  return end >= 0 && !REMARK_START.test(shown.slice(end));
}
/**
 * A line that stops on a separator or inside a bracket it opened ("1 pound large shrimp,", "2 cups quinoa
 * (cooked") was cut, whatever the page goes on with: no line of a list is written so.
 */
function endsOpen(data: string): boolean {
  const count = (mark: string) => data.split(mark).length - 1;
  return OPEN_END.test(data) || count('(') > count(')');
}
const OPEN_END = /[,;:(&+/–—-]\s*$/u;
/** A cut line holds less than this share (1/3) of the page's words. */
const CUT_SHARE = 3;
const REMARK_START = /^\s*[-–—(,;:[/]/u;

/** Where the data's text ends in the page's line, compared by letters and digits; -1 if it does not. */
function letterIndexAfter(shown: string, data: string): number {
  const wanted = data.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (seen === wanted.length) return i;
    const char = shown[i]!.toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(char)) continue;
    if (char !== wanted[seen]) return -1;
    seen++;
  }
  return seen === wanted.length ? shown.length : -1;
}

function joinsNext(rest: readonly string[], next: string): boolean {
  const words = recipeWords(next);
  const shared = Math.min(words.length, rest.length, 3);
  return shared > 0 && words.slice(0, shared).every((word, i) => rest[i] === word);
}

function same(a: string, b: string): boolean {
  const [x, y] = [recipeWords(a), recipeWords(b)];
  return x.length === y.length && x.every((word, i) => y[i] === word);
}

export interface ReconciledGroups {
  groups: LineGroup[];
  /** Why a line came from the page rather than the data, one note per line taken. */
  notes: MessageRef[];
}

/**
 * The structured groups with each line taken from the first copy, in the page's order, that is more
 * complete than it. A line a copy shows the same way agrees with the page and stays the data's, as does
 * one no copy holds. Copies are read only when a line needs them (the page's text costs a walk).
 */
export function reconcileGroups(
  groups: readonly LineGroup[],
  copies: readonly (() => PageCopy)[],
  list: 'ingredients' | 'instructions',
): ReconciledGroups {
  const notes: MessageRef[] = [];
  const read: PageCopy[] = [];
  const cursors: (number | undefined)[] = [];
  const copy = (c: number): PageCopy => {
    if (!read[c]) {
      const { lines, text } = copies[c]!();
      read[c] = { lines: lines.map(withoutBullet), text };
    }
    return read[c];
  };
  const take = (line: string, next: string | undefined): string => {
    for (let c = 0; c < copies.length; c++) {
      const { lines } = copy(c);
      // Until a line is aligned the whole copy is searched: a page's text holds much before its recipe.
      const from = cursors[c] ?? 0;
      const to = cursors[c] === undefined ? lines.length : Math.min(lines.length, from + WINDOW);
      for (let k = from; k < to; k++) {
        const shown = lines[k]!;
        if (same(line, shown)) {
          cursors[c] = k + 1;
          return line;
        }
        const kind = difference(line, next, shown, read[c]!, list);
        if (kind === null) {
          // Where the page adds a remark, the data's line stands with what the page shows of its number.
          const rounded = list === 'ingredients' ? roundedAsShown(line, shown) : null;
          const amounted = list === 'ingredients' && !rounded ? withShownAmount(line, shown) : null;
          const taken = rounded ?? amounted;
          if (taken === null) continue;
          cursors[c] = k + 1;
          notes.push(sourceNote(rounded ? 'rounded' : 'amount', line, taken));
          return taken;
        }
        cursors[c] = k + 1;
        // Only a noisy number is wrong in the data's line: its words and their spelling stay the data's.
        const taken = (kind === 'rounded' && roundedAsShown(line, shown)) || shown;
        notes.push(sourceNote(kind, line, taken));
        return taken;
      }
    }
    return line;
  };
  const all = groups.flatMap((g) => g.lines);
  let at = 0;
  const reconciled = groups.map((group) => ({
    name: group.name,
    lines: group.lines.map((line) => {
      at += 1;
      return take(line, all[at]);
    }),
  }));
  return { groups: reconciled, notes };
}
