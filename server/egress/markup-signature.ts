/**
 * Whether a text starts the way an HTML or XML document does: the signatures of WHATWG MIME Sniffing
 * ("rules for identifying an unknown MIME type"), after leading whitespace and a byte order mark.
 * Shared by the fetch, which must tell a page sent without a usable Content-Type from other bytes, and
 * by the reading of pasted text, so both recognise a page by the same start.
 */

/** Tags whose opening, followed by a space or '>', marks HTML (the standard's list, lowercased). */
const HTML_START_TAGS = [
  'html',
  'head',
  'script',
  'iframe',
  'h1',
  'div',
  'font',
  'table',
  'a',
  'style',
  'title',
  'b',
  'body',
  'br',
  'p',
];

const MARKUP_START = new RegExp(
  `^\\uFEFF?[\\t\\n\\f\\r ]*<(?:!doctype[\\t\\n\\f\\r ]|!--|\\?xml[\\t\\n\\f\\r ]|(?:${HTML_START_TAGS.join('|')})[\\t\\n\\f\\r />])`,
  'i',
);

/**
 * A document's own opening after stray text: real pages put some before it (a quote left by a broken
 * template, a PHP notice), which a browser shrugs off; we only parse the page, never run it. A doctype
 * may come anywhere in the first bytes (no prose holds one); <html> only after a few characters.
 */
const DOCUMENT_OPENING = /<!doctype html|^\uFEFF?[^<]{0,16}<html[\t\n\f\r />]/i;

/** How much of a body the signature is looked for in: the standard's resource header. */
export const SNIFF_LENGTH = 1445;

export function startsLikeMarkup(text: string): boolean {
  const head = text.slice(0, SNIFF_LENGTH);
  return MARKUP_START.test(head) || DOCUMENT_OPENING.test(head);
}
