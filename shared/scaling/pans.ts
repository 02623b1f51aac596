import { z } from 'zod';
import { parseLooseNumber } from '../text/numbers';

/**
 * A baking pan, in centimetres. A ring is a round frame with an optional hole (a savarin or bundt
 * ring); an entremets ring has none.
 */
export type Pan =
  | { shape: 'round'; diameter: number }
  | { shape: 'square'; side: number }
  | { shape: 'rectangle'; width: number; length: number }
  | { shape: 'ring'; diameter: number; inner: number };

export type PanShape = Pan['shape'];

/** Bigger than any oven: a "2000 cm pan" is a typo, and the save rules drop it. */
export const MAX_PAN_CM = 200;

const size = z.number().positive().max(MAX_PAN_CM);
const panInput = z.discriminatedUnion('shape', [
  z.object({ shape: z.literal('round'), diameter: size }),
  z.object({ shape: z.literal('square'), side: size }),
  z.object({ shape: z.literal('rectangle'), width: size, length: size }),
  z.object({ shape: z.literal('ring'), diameter: size, inner: z.number().min(0).max(MAX_PAN_CM) }),
]);

/** The area a batter or a cream covers, in cm². A ring's hole is not filled. */
export function panArea(pan: Pan): number {
  switch (pan.shape) {
    case 'round':
      return circle(pan.diameter);
    case 'square':
      return pan.side * pan.side;
    case 'rectangle':
      return pan.width * pan.length;
    case 'ring':
      return Math.max(0, circle(pan.diameter) - circle(Math.min(pan.inner, pan.diameter)));
  }
}

function circle(diameter: number): number {
  return (Math.PI * diameter * diameter) / 4;
}

/** How much more (or less) a recipe baked in `from` needs to fill `to`: the ratio of the areas. */
export function panFactor(from: Pan, to: Pan): number | null {
  const before = panArea(from);
  const after = panArea(to);
  return before > 0 && after > 0 ? after / before : null;
}

export function describePan(pan: Pan): string {
  const cm = (value: number) => `${Number(value.toFixed(1))}`;
  switch (pan.shape) {
    case 'round':
      return `round ⌀ ${cm(pan.diameter)} cm`;
    case 'square':
      return `square ${cm(pan.side)} × ${cm(pan.side)} cm`;
    case 'rectangle':
      return `${cm(pan.width)} × ${cm(pan.length)} cm`;
    case 'ring':
      return pan.inner > 0
        ? `ring ⌀ ${cm(pan.diameter)} cm, hole ⌀ ${cm(pan.inner)} cm`
        : `ring ⌀ ${cm(pan.diameter)} cm`;
  }
}

/** The pan a save keeps: a valid one, else none (an import that misread a size must not block a save). */
export function normalizePan(value: unknown): Pan | null {
  const parsed = panInput.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const INCH_CM = 2.54;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const INCH = String.raw`(?:-|\s)?(?:inch(?:es)?|in\.?|"|″|tuuma(?:a|n)?)`;
const CM = String.raw`\s?(?:cm|senttimetri(?:ä|n)?)`;
const TIMES = String.raw`\s?[x×]\s?`;
/** Words that say a size is a pan's, in English; without one, "20 cm" may be a rope of dough. */
const PAN_WORDS = [
  ...['pan', 'tin', 'springform', 'ring', 'mould', 'mold', 'dish', 'tray', 'frame', 'cake', 'tart'],
  'bundt',
];
/**
 * Finnish, Swedish and German pan words, in the forms a sentence puts them ("vuoassa", "vuokaan",
 * "pellille"), also as the end of a compound: "irtopohjavuoka", "uunivuoassa", "Springform",
 * "bakform", "Backform", "långpanna".
 */
const PAN_WORD_ENDINGS = [
  ...['vuoka', 'vuoan', 'vuokaan', 'vuoassa', 'vuuassa', 'vuokaa', 'vuoat', 'vuokiin', 'vuoissa'],
  ...['pelti', 'pellille', 'pellillä', 'pellin', 'peltiin', 'kehä', 'kehään', 'kehässä', 'kehän'],
  ...['rengas', 'renkaa', 'renkaassa', 'kranssi'],
  ...['form', 'formen', 'formar', 'panna', 'pannan', 'plåt', 'plåten', 'blech', 'ring'],
];
const PAN_WORD = new RegExp(
  `(?<!\\p{L})(?:${PAN_WORDS.join('|')})|(?:${PAN_WORD_ENDINGS.join('|')})(?!\\p{L})`,
  'iu',
);
const RECTANGLE = new RegExp(`${NUMBER}(?:${CM})?${TIMES}${NUMBER}(${CM}|${INCH})`, 'iu');
const ROUND = new RegExp(`(?:⌀|ø|Ø)?\\s?${NUMBER}(${CM}|${INCH})`, 'iu');

/**
 * The pan a recipe's text names: '24 cm vuoka', '9-inch springform', '20 x 30 cm pan',
 * 'irtopohjavuoka (⌀ 22 cm)'. Only a sentence that also names a pan counts, and a square is two equal
 * sides. Null when the text names none.
 */
export function findPan(text: string): Pan | null {
  for (const sentence of text.split(/[\n.;]+/)) {
    if (!PAN_WORD.test(sentence)) continue;
    const rectangle = RECTANGLE.exec(sentence);
    if (rectangle) {
      const toCm = isInch(rectangle[3]!) ? INCH_CM : 1;
      const width = readCm(rectangle[1]!, toCm);
      const length = readCm(rectangle[2]!, toCm);
      if (width && length) {
        return normalizePan(
          width === length ? { shape: 'square', side: width } : { shape: 'rectangle', width, length },
        );
      }
    }
    const round = ROUND.exec(sentence);
    if (round) {
      const diameter = readCm(round[1]!, isInch(round[2]!) ? INCH_CM : 1);
      const pan = normalizePan({ shape: 'round', diameter });
      if (pan) return pan;
    }
  }
  return null;
}

function isInch(unit: string): boolean {
  return !/cm|sentti/i.test(unit);
}

function readCm(text: string, factor: number): number | null {
  const value = parseLooseNumber(text);
  return value === null ? null : Math.round(value * factor * 10) / 10;
}
