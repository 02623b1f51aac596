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

/** The fraction characters, for a regular expression's character class. */
export const VULGAR_CLASS = Object.keys(VULGAR_FRACTIONS).join('');

/** "1,5" is the Finnish way to write 1.5, so a comma is always a decimal separator (never thousands). */
const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
/** "3/4" or "1 1/2". */
const SLASH_FRACTION = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/;
/** "½", "1½" or "1 ½". */
const VULGAR_FRACTION = new RegExp(`^(\\d+)?\\s*([${VULGAR_CLASS}])$`);

/**
 * Reads a number as people and AI models write it: 2, "1,5", "1.5", "1 1/2", "3/4", "½", "1½", "-2".
 * Anything else — units ("2 kg"), ranges ("2-3"), empty text, NaN, Infinity, non-strings — is null,
 * so callers decide their own default instead of getting a silent 0 or NaN.
 */
export function parseLooseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replaceAll('⁄', '/');
  const negative = text.startsWith('-');
  const magnitude = parseMagnitude(negative ? text.slice(1).trimStart() : text);
  if (magnitude === null || !Number.isFinite(magnitude)) return null;
  return negative ? -magnitude : magnitude;
}

function parseMagnitude(text: string): number | null {
  if (DECIMAL.test(text)) return Number(text.replace(',', '.'));

  const slash = SLASH_FRACTION.exec(text);
  if (slash) {
    const [, whole = '0', numerator = '', denominator = ''] = slash;
    if (Number(denominator) === 0) return null;
    return Number(whole) + Number(numerator) / Number(denominator);
  }

  const vulgar = VULGAR_FRACTION.exec(text);
  if (vulgar) {
    const [, whole = '0', fraction = ''] = vulgar;
    return Number(whole) + (VULGAR_FRACTIONS[fraction] ?? 0);
  }
  return null;
}

/**
 * Drops binary floating-point noise (0.1 * 3 = 0.30000000000000004 → 0.3) by keeping 15 significant
 * digits: a double holds almost 16, so only the last, noisy one goes.
 */
export function stripFloatNoise(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
}
