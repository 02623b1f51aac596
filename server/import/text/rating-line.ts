/**
 * A page's rating, read as a line of its text: "104 Reviews 4.8 out of 5 stars", "1078 ratings.",
 * "4.60 stars (49 ratings)", "5 Stars 4 Stars 3 Stars 2 Stars 1 Star". It opens with a number as an
 * ingredient does; it is the site's, and no part of the recipe.
 */
import { QUANTITY } from '#shared/text/numbers.ts';
import { anyOf } from '#shared/text/regex.ts';
import { RATING_COUNT_WORDS, RATING_STAR_WORDS } from '../words/rating-words';

const STARS = anyOf(RATING_STAR_WORDS);
// A count of ratings, the stars before it or not ("5 star reviews"); or stars followed by nothing of a
// food's: the end, another number, a bracket that counts ("2 Star Anise" and "3 stars (optional)" are food).
const RATING = new RegExp(
  String.raw`^${QUANTITY}\s*(?:(?:${STARS})\s+)?(?:${anyOf(RATING_COUNT_WORDS)})(?![\p{L}])` +
    String.raw`|^${QUANTITY}\s*(?:${STARS})(?=\s*(?:$|\d|\(\s*\d))`,
  'iu',
);

export function isRatingLine(line: string): boolean {
  return RATING.test(line.trim());
}
