/**
 * The words of a recipe's text as the import counts them when it checks that none is lost: runs of
 * letters or of digits, lower-cased, every number in one spelling ("1 1/2", "1½" and "1.5" are the same
 * words). Lines that data ran together ("sesame oil2 small onions", "fish sauceA bunch") hold the words
 * of the lines a page shows apart, so a digit or a capital after a small letter starts a word.
 */
import { withCanonicalNumbers } from '../values/number-spelling';

const CAMEL_JOIN = /(\p{Ll})(\p{Lu})/gu;
// "minced.3 cloves": a sentence's end, not a decimal point.
const SENTENCE_JOIN = /(\p{L}\.)(?=\d)/gu;
const WORD = /\d+(?:\.\d+)?|\p{L}+|\p{N}+/gu;

export function recipeWords(text: string): string[] {
  const apart = text.replace(CAMEL_JOIN, '$1 $2').replace(SENTENCE_JOIN, '$1 ').toLowerCase();
  return withCanonicalNumbers(apart).match(WORD) ?? [];
}

/** Every word of the texts, as a set to look words up in. */
export function wordSet(texts: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const text of texts) for (const word of recipeWords(text)) found.add(word);
  return found;
}

/** The words of `line` missing from `found`. */
export function missingWords(line: string, found: ReadonlySet<string>): string[] {
  return recipeWords(line).filter((word) => !found.has(word));
}
