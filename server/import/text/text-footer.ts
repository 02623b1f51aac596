/** The lines after a recipe text's method that are the cook's or the app's, not a step. */
import { anyOf } from '#shared/text/regex.ts';
import { FOOTER_WORDS, SECTION_WORDS, WARNING_WORDS } from '../words/section-words';

// "Vinkki:", "Vinkki 1:", "Tip —", "Lähde: …", "Kirjoittanut https://…": a label that opens the line.
const FOOTER_START = new RegExp(
  String.raw`^(?:${anyOf([...SECTION_WORDS.notes, ...FOOTER_WORDS, ...WARNING_WORDS])})(?![\p{L}])`,
  'iu',
);
const ADDRESS = /https?:\/\/|www\.\S/i;
// With no blank line before it, a label opens the footer only standing as one ("Vinkki:", "Vinkki 1:",
// "Vinkit" alone, as the corpus pastes write it): "Tip the cake out onto a rack", "Note that the dough
// is soft" go on with the last step.
const FOOTER_LABEL = new RegExp(`${FOOTER_START.source}(?:\\s*\\d+)?\\s*(?:[:：–—-]|$)`, 'iu');

/** "Note: …", "Recipe adapted from …": a line a tip's, a source's or a warning's label opens. */
export function opensWithFooterLabel(line: string): boolean {
  return FOOTER_START.test(line);
}

/**
 * A tip, a source, a question to the reader ("Haluatko parantaa reseptiä?"), an address, or a line
 * without a word (an emoji): no step of the method.
 */
export function isFooterLine(line: string): boolean {
  return isMarkedFooter(line) || FOOTER_START.test(line);
}

/** A footer's line where no blank line sets it apart from the step before it: its label stands alone. */
export function isFooterLineInRun(line: string): boolean {
  return isMarkedFooter(line) || FOOTER_LABEL.test(line);
}

function isMarkedFooter(line: string): boolean {
  return !/\p{L}/u.test(line) || /\?(?:\s|$)/.test(line) || ADDRESS.test(line);
}
