import { QUANTITY, quantityValue } from '#shared/text/numbers.ts';
import { anyOf } from '#shared/text/regex.ts';
import { TIME_UNIT_WORDS, unitMinutes } from '../words/vocabulary';

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/**
 * An ISO duration as recipe plugins mis-write it: a field left empty ("PTH25MS", "PT1HMS") or the time's
 * T left out ("P1H", "P2H30M", "P30M" — thirty minutes, not months: no recipe takes months). Seen on
 * comidinhasdochef, recipeland and others; an empty field is none of that unit.
 */
const LOOSE_ISO_DURATION =
  /^P(?:(\d+)D)?T?(?:(\d*(?:[.,]\d+)?)H)?(?:(\d*(?:[.,]\d+)?)M)?(?:(\d*(?:[.,]\d+)?)S)?$/i;

const MINUTES_PER = { hour: 60, day: 24 * 60 } as const;

// Written durations: "1 hour 30 minutes", "1 h 30 min", "1½ hours", "45 minuuttia", "2 tuntia".
const WRITTEN_PART = new RegExp(String.raw`(${QUANTITY})\s*(${anyOf(TIME_UNIT_WORDS)})(?![\p{L}])`, 'giu');

function number(text: string | undefined): number {
  const value = text ? quantityValue(text) : 0;
  return Number.isFinite(value) ? value : 0;
}

/** "1h10", "1 h 10" → "1 h 10 min": minutes written after the hours without their unit. */
export function withMinutesSpelledOut(text: string): string {
  return text.replace(/(\d)\s*(h|t)\s*(\d{1,2})(?!\d|\s*\p{L})/giu, '$1 $2 $3 min');
}

/**
 * Minutes in a duration as recipes write it: ISO 8601 ("PT1H30M", "P0DT0H20M"), a bare number
 * (taken as minutes), or words ("1 hour 30 minutes", "45 min", "2 tuntia"). 0 when unknown.
 */
export function durationMinutes(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  const iso = ISO_DURATION.exec(text);
  // "P30M" is months to ISO; only a loose reading makes it a recipe's minutes.
  const months = iso?.[2] !== undefined && !/T/i.test(text);
  if (iso && !months) {
    const [, , , weeks, days, hours, minutes, seconds] = iso;
    const total =
      number(weeks) * 7 * MINUTES_PER.day +
      number(days) * MINUTES_PER.day +
      number(hours) * MINUTES_PER.hour +
      number(minutes) +
      number(seconds) / 60;
    return Math.round(total);
  }
  const loose = LOOSE_ISO_DURATION.exec(text);
  if (loose) {
    const [, days, hours, minutes, seconds] = loose;
    return Math.round(
      number(days) * MINUTES_PER.day +
        number(hours) * MINUTES_PER.hour +
        number(minutes) +
        number(seconds) / 60,
    );
  }
  // A duration in ISO's shape that is none ("PT-476070H19M32S", "PTNaNM") says no time: its digits are
  // no hours and minutes to read as words (joythebaker, jumbo).
  if (/^P[\dT-]/i.test(text) && !/\s/.test(text)) return 0;
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(number(text));
  let total = 0;
  for (const part of withMinutesSpelledOut(text).matchAll(WRITTEN_PART))
    total += number(part[1]) * unitMinutes(part[2]!);
  return Math.round(total);
}
