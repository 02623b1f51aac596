/** The lines after a recipe text's method that are the cook's or the app's, not a step. */
import { anyOf } from '#shared/text/regex.ts';
import { FOOTER_WORDS, SECTION_WORDS, WARNING_WORDS } from '../words/section-words';

// "Vinkki:", "Vinkki 1:", "Tip —", "Lähde: …", "Kirjoittanut https://…": a label that opens the line.
const FOOTER_START = new RegExp(
  String.raw`^(?:${anyOf([...SECTION_WORDS.notes, ...FOOTER_WORDS, ...WARNING_WORDS])})(?![\p{L}])`,
  'iu',
);
const ADDRESS = /https?:\/\/|www\.\S/i;

/** "Note: …", "Recipe adapted from …": a line a tip's, a source's or a warning's label opens. */
export function opensWithFooterLabel(line: string): boolean {
  return FOOTER_START.test(line);
}

/**
 * A tip, a source, a question to the reader ("Haluatko parantaa reseptiä?"), an address, or a line
 * without a word (an emoji): no step of the method.
 */
export function isFooterLine(line: string): boolean {
  return !/\p{L}/u.test(line) || /\?(?:\s|$)/.test(line) || ADDRESS.test(line) || FOOTER_START.test(line);
}
