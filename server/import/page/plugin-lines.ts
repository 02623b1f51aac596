/**
 * A recipe plugin's ingredient line read as the plugin writes it in its own structured data: a note in
 * brackets after the name, the comma or dash its template shows before it gone; a range's hyphen
 * between two marked amounts as typed. A page whose data is missing or stripped reads its lines as they
 * would have been written there.
 */
import { anyOf } from '#shared/text/regex.ts';
import { AMOUNT_ATTRIBUTES, BRACKETED_NOTE_CLASSES, CONVERTED_AMOUNT_CLASSES } from '../words/plugin-markup';
import { attr, type HtmlElement, type HtmlNode, isElement, isText } from './html-dom';

/** An element's class list holding one of `names` whole. */
const classNamed = (names: readonly string[]) => new RegExp(String.raw`(?:^|\s)${anyOf(names)}(?:$|\s)`, 'i');
const NOTE_CLASS = classNamed(BRACKETED_NOTE_CLASSES);
const CONVERTED_CLASS = classNamed(CONVERTED_AMOUNT_CLASSES);

/** The plugin's conversion of a line's amount to its other unit system: shown, never in its data. */
export function isConvertedAmount(element: HtmlElement): boolean {
  return CONVERTED_CLASS.test(attr(element, 'class'));
}

export function isBracketedNote(node: HtmlNode | undefined): node is HtmlElement {
  return node !== undefined && isElement(node) && NOTE_CLASS.test(attr(node, 'class'));
}

/** The text the template sets between the name and its note: a space, a comma or a dash. */
export function isNoteSeparator(node: HtmlNode | undefined): boolean {
  return node !== undefined && isText(node) && /^[\s,\-–—]*$/.test(node.data);
}

/** " (softened)"; a note the page already brackets keeps one pair (cleanText reduces "((note))"). */
export function bracketedNote(text: string): string {
  const note = text.trim();
  return note ? ` (${note})` : '';
}

const isAmount = (node: HtmlNode | null | undefined): boolean =>
  node != null && isElement(node) && AMOUNT_ATTRIBUTES.some((name) => name in node.attribs);

// The en dash typography makes of a hyphen alone between two tags; one typed with spaces around it
// (" – ") is the author's, and the data holds it too.
const TEXTURIZED_RANGE = /^–(?=\s*$)/;

/** A text between two marked amounts, its typographer's en dash back to the hyphen the data holds. */
export function rangeAsTyped(node: HtmlNode, text: string): string {
  return isAmount(node.prev) && isAmount(node.next) ? text.replace(TEXTURIZED_RANGE, '-') : text;
}
