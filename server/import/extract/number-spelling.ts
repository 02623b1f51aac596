/** Numbers as a recipe may type them — "1 1/2", "1½", "1 ½", "½", "1/2", "0.50" — in one spelling. */
import { parseLooseNumber, VULGAR_CLASS } from '../../../shared/numbers';

const NUMBER = new RegExp(
  String.raw`(?:\d+(?:[ \u00a0]+|-)?)?\d+\s*[/⁄]\s*\d+|\d*[ \u00a0]*[${VULGAR_CLASS}]|\d+(?:\.\d+)?`,
  'g',
);

function canonical(match: string): string {
  const value = parseLooseNumber(match.replace(/-(?=\d+\s*[/⁄])/, ' '));
  return value === null ? match : String(Number(value.toFixed(3)));
}

/** The text with every number in one spelling: "1 1/2 cups" and "1½ cups" read "1.5 cups". */
export function withCanonicalNumbers(text: string): string {
  return text.replace(NUMBER, canonical);
}

/** The values of the numbers in a text, in order, in one spelling. */
export function numberValues(text: string): string {
  return (withCanonicalNumbers(text).match(/\d+(?:\.\d+)?/g) ?? []).join(' ');
}
