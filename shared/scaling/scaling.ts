import { stripFloatNoise } from '../text/numbers';

/** The detail page's scale slider (spec 9: 0.1 to 8, step 0.1, default 1). */
export const MULTIPLIER_MIN = 0.1;
export const MULTIPLIER_MAX = 8;
export const MULTIPLIER_STEP = 0.1;
export const MULTIPLIER_DEFAULT = 1;

const STEPS_PER_UNIT = Math.round(1 / MULTIPLIER_STEP);

/**
 * Puts any slider or URL value on the 0.1 grid within [0.1, 8]; NaN falls back to the default.
 * Dividing a whole number of steps by 10 gives the double nearest the decimal (0.3), whereas
 * multiplying steps by 0.1 would not (0.30000000000000004).
 */
export function clampMultiplier(value: number): number {
  if (Number.isNaN(value)) return MULTIPLIER_DEFAULT;
  const onStep = Math.round(value * STEPS_PER_UNIT) / STEPS_PER_UNIT;
  return Math.min(MULTIPLIER_MAX, Math.max(MULTIPLIER_MIN, onStep));
}

/** Negative, NaN or infinite inputs count as 0: an amount can never scale to something below nothing. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function scaleAmount(amount: number, multiplier: number): number {
  return stripFloatNoise(nonNegative(amount) * nonNegative(multiplier));
}

/**
 * Servings are whole people: rounded after scaling, and never fewer than 1 for a recipe that serves
 * anyone (4 × 0.1 = 0.4 would otherwise show "0 servings"). Without servings (≤ 0, NaN) → 0.
 */
export function scaleServings(servings: number, multiplier: number): number {
  if (!(servings > 0)) return 0;
  return Math.max(1, Math.round(scaleAmount(servings, multiplier)));
}

/** Fractions a cook reads at a glance (spec 9), ascending. */
const KITCHEN_FRACTIONS = [
  { value: 1 / 4, label: '1/4' },
  { value: 1 / 3, label: '1/3' },
  { value: 1 / 2, label: '1/2' },
  { value: 2 / 3, label: '2/3' },
  { value: 3 / 4, label: '3/4' },
] as const;

/**
 * How far a fractional part may sit from a kitchen fraction and still be shown as it (strictly less).
 * 0.01 lets 0.33 and 0.6667 read as 1/3 and 2/3 while 0.32 or 0.26 stay decimals; the fractions are
 * at least 1/12 apart, so no value matches two of them.
 */
export const FRACTION_TOLERANCE = 0.01;

const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

/**
 * A quantity as the recipe shows it: '1/3', '1 1/2', '2 3/4' when the fractional part matches a
 * kitchen fraction, else at most two decimals ('0.6', '1.25', '110'). Nothing to show — zero,
 * negative, NaN, infinite — is '0', never '-0'.
 */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const whole = Math.floor(value);
  const fraction = KITCHEN_FRACTIONS.find((f) => Math.abs(value - whole - f.value) < FRACTION_TOLERANCE);
  if (fraction) return whole === 0 ? fraction.label : `${whole} ${fraction.label}`;
  return formatTwoDecimals(value);
}

/**
 * Rounds half up on the decimal the value stands for: 1.005 is stored as 1.00499999…, and rounding
 * that directly would show '1' instead of '1.01'. Dividing back by 100 adds noise of its own on huge
 * values (1e23 / 100 = 999999999999999900000), hence the second strip. Intl keeps huge values out of
 * exponent notation.
 */
export function formatTwoDecimals(value: number): string {
  const hundredths = Math.round(stripFloatNoise(value * 100));
  return upToTwoDecimals.format(stripFloatNoise(hundredths / 100));
}

/** Units a kitchen scale or a measuring jug reads: whole numbers from 10 up, one decimal below. */
const SCALE_UNITS: ReadonlySet<string> = new Set(['g', 'gram', 'ml']);

/**
 * Grams and millilitres as a kitchen scale shows them: whole from 10 up ('1250', '13'), one decimal
 * below ('2.5', '0.3'), and '<0.1' for a trace — never '0.3333'. Nothing (zero, negative, NaN) is '0'.
 */
export function formatScaleReading(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (value >= 9.95) return String(Math.round(value));
  const tenths = Math.round(value * 10) / 10;
  return tenths === 0 ? '<0.1' : String(tenths);
}

/** An amount in its unit: scale readings for grams and millilitres, kitchen fractions for the rest. */
export function formatAmount(value: number, unit: string): string {
  return SCALE_UNITS.has(unit.trim().toLowerCase()) ? formatScaleReading(value) : formatQuantity(value);
}
