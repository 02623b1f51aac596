/** Numbers as a recipe may type them — "1 1/2", "1½", "1 ½", "½", "1/2", "0.50" — in one spelling. */
import { QUANTITY, quantityValue } from '#shared/text/numbers.ts';

const NUMBER = new RegExp(QUANTITY, 'g');

function canonical(match: string): string {
  const value = quantityValue(match);
  return Number.isFinite(value) ? String(Number(value.toFixed(3))) : match;
}

/** The text with every number in one spelling: "1 1/2 cups" and "1½ cups" read "1.5 cups". */
export function withCanonicalNumbers(text: string): string {
  return text.replace(NUMBER, canonical);
}

/** The number as the text writes it ("1½", "1 1/2") whose one spelling is `value` ("1.5"); the first such. */
export function writtenNumber(text: string, value: string): string | undefined {
  return text.match(NUMBER)?.find((match) => canonical(match) === value);
}

/** The values of the numbers in a text, in order, in one spelling. */
export function numberValues(text: string): string {
  return (withCanonicalNumbers(text).match(/\d+(?:\.\d+)?/g) ?? []).join(' ');
}
