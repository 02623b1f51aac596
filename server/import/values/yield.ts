import { NUMBER_WORDS } from '#shared/text/number-words.ts';
import { QUANTITY, quantityValue } from '#shared/text/numbers.ts';
import { anyOf } from '#shared/text/regex.ts';

const FIRST_QUANTITY = new RegExp(QUANTITY);
// "Serves four", "Makes twelve muffins": a whole number written as a word (not "half").
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => Number.isInteger(NUMBER_WORDS[word]));
const FIRST_COUNT_WORD = new RegExp(String.raw`(?<![\p{L}])${anyOf(COUNT_WORDS)}(?![\p{L}])`, 'iu');

/**
 * The number of servings in a recipeYield or a written yield: 4, "4", "4 servings", ["4", "4 servings"],
 * "Makes 12 cookies", "Serves 4-6" (the first value), "4 annosta", "Serves four" (a number word when
 * there are no digits). null when there is no number.
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
  const servings = quantityValue(match[0]);
  return servings > 0 ? servings : null;
}
