/** Helpers that build regular expressions from word lists, so patterns stay readable and data stays data. */

/** The text as a literal in a pattern (outside a character class; valid with and without the u flag). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The characters as a character class, escaping those special inside one: "-*•" → "[\-*•]". */
export function charClass(chars: string): string {
  return `[${chars.replace(/[\]\\^-]/g, '\\$&')}]`;
}

/**
 * A non-capturing alternation of the listed words or phrases, longest first so that "fl oz" wins over
 * "fl" and "heaped" over "heap". Spaces inside a phrase match any run of whitespace.
 */
export function anyOf(words: Iterable<string>): string {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map((w) => escapeRegExp(w).replace(/ /g, String.raw`\s+`)).join('|')})`;
}

/** Like anyOf, a curly apostrophe (’) in a word matching the typewriter one (') too. */
export function anyOfTyped(words: Iterable<string>): string {
  return anyOf(words).replace(/’/g, "['’]");
}

/** A list written as one space-separated string, for long word tables. */
export function wordList(words: string): string[] {
  return words.trim().split(/\s+/);
}

/**
 * Like anyOf, for phrases whose words may be written with dots, spaces or both between them, or glued:
 * "c à s" matches "c. à s", "c.à.s" and "càs". A phrase matches with its first letter in either case.
 */
export function anyPhraseOf(phrases: Iterable<string>): string {
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  const written = sorted.map((phrase) => {
    const [first, ...rest] = [...phrase];
    const head =
      first && first.toLowerCase() !== first.toUpperCase()
        ? `[${first.toLowerCase()}${first.toUpperCase()}]`
        : escapeRegExp(first ?? '');
    return head + escapeRegExp(rest.join('')).replace(/ /g, String.raw`\.?\s*`);
  });
  return `(?:${written.join('|')})`;
}
