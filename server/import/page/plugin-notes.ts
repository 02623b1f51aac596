/**
 * An ingredient's note as its recipe plugin writes it in its own structured data: in brackets after the
 * name, the comma or dash its template shows before it gone. A page whose data is missing or stripped
 * reads its lines as they would have been written there.
 */
import { anyOf } from '#shared/text/regex.ts';
import { BRACKETED_NOTE_CLASSES } from '../words/plugin-classes';
import { attr, type HtmlElement, type HtmlNode, isElement, isText } from './html-dom';

const NOTE_CLASS = new RegExp(String.raw`(?:^|\s)${anyOf(BRACKETED_NOTE_CLASSES)}(?:$|\s)`, 'i');

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
