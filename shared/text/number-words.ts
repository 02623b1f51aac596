/** How recipes write numbers without digits. Data only; shared/text/numbers.ts reads them. */

/** Unicode vulgar fractions that recipes pasted from the web use in place of "1/2". */
export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅐': 1 / 7,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅑': 1 / 9,
  '⅒': 1 / 10,
};

/** Number words people write instead of digits, by language: a scaled line answers in the same one. */
export const NUMBER_WORDS_BY_LANGUAGE: Readonly<Record<'en' | 'fi', Readonly<Record<string, number>>>> = {
  en: {
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    half: 0.5,
  },
  fi: {
    yksi: 1,
    kaksi: 2,
    kolme: 3,
    neljä: 4,
    viisi: 5,
    kuusi: 6,
    seitsemän: 7,
    kahdeksan: 8,
    yhdeksän: 9,
    kymmenen: 10,
    puoli: 0.5,
    puolikas: 0.5,
  },
};

/** Number words people write instead of digits, English and Finnish. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS_BY_LANGUAGE.en,
  ...NUMBER_WORDS_BY_LANGUAGE.fi,
};

/** Words that join the two ends of a range: "2 to 3", "2 or 3", "2 tai 3", "2 à 3". */
export const RANGE_WORDS: readonly string[] = ['to', 'or', 'tai', 'à'];
/** Dashes that join the two ends of a range: "2-3", "2–3", "2—3". */
export const RANGE_DASHES = '-–—';
