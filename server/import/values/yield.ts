import { NUMBER_WORDS } from '#shared/text/number-words.ts';
import { QUANTITY, quantityValue } from '#shared/text/numbers.ts';
import { anyOf } from '#shared/text/regex.ts';
import { YIELD_RANGE_TO_WORDS } from '../words/vocabulary';

const FIRST_QUANTITY = new RegExp(QUANTITY);
// "Serves 2 to 4": a range up to a number. Its upper end is the yield, as food52, sunset and
// williams-sonoma are read; a range with a dash ("4 - 6", "Portions : 4 à 6") keeps its first value, as
// countryliving, goodhousekeeping and veroniquecloutier are read.
const UPPER_END = new RegExp(String.raw`^\s+${anyOf(YIELD_RANGE_TO_WORDS)}\s+(${QUANTITY})`, 'iu');
// "Serves four", "Makes twelve muffins": a whole number written as a word (not "half").
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => Number.isInteger(NUMBER_WORDS[word]));
const FIRST_COUNT_WORD = new RegExp(String.raw`(?<![\p{L}])${anyOf(COUNT_WORDS)}(?![\p{L}])`, 'iu');

/**
 * The number of servings in a recipeYield or a written yield: 4, "4", "4 servings", ["4", "4 servings"],
 * "Makes 12 cookies", "Serves 4-6" (the first value), "Serves 2 to 4" (the upper end of a range up
 * to a number), "4 annosta", "Serves four" (a number word when there are no digits). null when there is no
 * number.
 */
export function yieldServings(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = yieldServings(item);
      if (servings !== null) return servings;
    }
    return null;
  }
  if (value && typeof value === 'object' && 'value' in value) return yieldServings(value.value);
  if (typeof value !== 'string') return null;
  const match = FIRST_QUANTITY.exec(value);
  if (!match) {
    const word = FIRST_COUNT_WORD.exec(value);
    return word ? NUMBER_WORDS[word[0].toLowerCase()]! : null;
  }
  const upperEnd = UPPER_END.exec(value.slice(match.index + match[0].length))?.[1];
  const servings = quantityValue(upperEnd ?? match[0]);
  return servings > 0 ? servings : null;
}
