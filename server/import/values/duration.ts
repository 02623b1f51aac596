import { QUANTITY, quantityValue } from '#shared/numbers.ts';
import { anyOf } from '#shared/regex.ts';
import { TIME_UNIT_WORDS, unitMinutes } from '../words/vocabulary';

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

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
  if (iso) {
    const [, , , weeks, days, hours, minutes, seconds] = iso;
    const total =
      number(weeks) * 7 * MINUTES_PER.day +
      number(days) * MINUTES_PER.day +
      number(hours) * MINUTES_PER.hour +
      number(minutes) +
      number(seconds) / 60;
    return Math.round(total);
  }
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(number(text));
  let total = 0;
  for (const part of withMinutesSpelledOut(text).matchAll(WRITTEN_PART))
    total += number(part[1]) * unitMinutes(part[2]!);
  return Math.round(total);
}
