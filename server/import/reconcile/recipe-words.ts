/**
 * The words of a recipe's text as the import counts them when it checks that none is lost: runs of
 * letters or of digits, lower-cased, every number in one spelling ("1 1/2", "1½" and "1.5" are the same
 * words). Lines that data ran together ("sesame oil2 small onions", "fish sauceA bunch") hold the words
 * of the lines a page shows apart, so a digit or a capital after a small letter starts a word. A unit is
 * one word however it is spelled, as a number is: "tbsp" and "tablespoon", "packages" and "package(s)".
 */
import { BRACKETED_PLURAL, normalizeUnit } from '#shared/ingredient-line/units.ts';
import { measureOf } from '#shared/scaling/measures.ts';
import { withCanonicalNumbers } from '../values/number-spelling';

const CAMEL_JOIN = /(\p{Ll})(\p{Lu})/gu;
const CAMEL = /\p{Ll}\p{Lu}/u;
// Each run of letters is taken whole, then tested: a pattern that looks for the capital inside the run
// backtracks over it from every start, and a long word of a 10 MB paste would take seconds.
const LETTER_RUN = /\p{L}+/gu;

/**
 * Two words run together, a capital starting the second ("sauceA"); a unit written with a capital
 * ("mL", "dL": eggs.ca, goodhousekeeping, sweetpeasandsaffron, teakandthyme) is one word.
 */
function apartAtCapitals(text: string): string {
  return text.replace(LETTER_RUN, (word) =>
    !CAMEL.test(word) || normalizeUnit(word.toLowerCase()) ? word : word.replace(CAMEL_JOIN, '$1 $2'),
  );
}
// "minced.3 cloves": a sentence's end, not a decimal point.
const SENTENCE_JOIN = /(\p{L}\.)(?=\d)/gu;
const WORD = /\d+(?:\.\d+)?|\p{L}+|\p{N}+/gu;
// "package(s)": the bracket writes the unit's plural, no word of its own.
const PLURAL_BRACKET = new RegExp(`(?<=\\p{L})${BRACKETED_PLURAL}`, 'gu');

/**
 * One spelling for each unit: pages and their data write the same unit both ways ("2 tablespoon olive
 * oil" shown, "2 tbsp olive oil" in the data on howtofeedaloon; "2 packages" for "2 package(s)" on
 * justapinch; "tsp" shown for "teaspoon" on aubreyskitchen, cakewhiz, tastyoven): neither loses a word.
 * A measure is its size, so "tbsp", "tablespoon" and "tablespoons" are one; a count its unit's name.
 */
function unitSpelling(word: string): string {
  const unit = /^\p{L}+$/u.test(word) ? normalizeUnit(word) : '';
  if (!unit) return word;
  const measure = measureOf(unit);
  return measure ? `${measure.kind} ${measure.base}` : unit;
}

// The import asks for the same lines' words again and again: each line of the structured data against
// each line of the page's copies, then every copy once more when it checks that no word is lost. So
// a line's words are read once and kept, for lines of a recipe's length; past the bound the worker,
// which reads page after page, starts the store over.
const known = new Map<string, readonly string[]>();
const KNOWN_LINES = 20_000;
const KNOWN_LENGTH = 1_000;

export function recipeWords(text: string): readonly string[] {
  const kept = known.get(text);
  if (kept) return kept;
  const apart = apartAtCapitals(text.replace(PLURAL_BRACKET, '')).replace(SENTENCE_JOIN, '$1 ').toLowerCase();
  const words = Object.freeze((withCanonicalNumbers(apart).match(WORD) ?? []).map(unitSpelling));
  if (text.length <= KNOWN_LENGTH) {
    if (known.size >= KNOWN_LINES) known.clear();
    known.set(text, words);
  }
  return words;
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
