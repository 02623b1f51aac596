/**
 * A page as it reads without its structured data, so that the evaluation can measure the readers of
 * what the page shows (its lists, its text) on every page: no JSON-LD, no microdata attributes, no
 * application state (JSON in scripts, `window.__STATE__ = {…}`, JSON in data attributes).
 */
import { DomUtils } from 'htmlparser2';
import { findElements, type HtmlDocument, rawText } from '#server/import/page/html-dom.ts';

const MICRODATA_ATTRIBUTES = ['itemscope', 'itemtype', 'itemprop', 'itemid', 'itemref'];
// `window.__NUXT__ = {…}`, `__INITIAL_STATE__ = JSON.parse(…)`, a bare JSON literal: state, not code.
const STATE_SCRIPT = /^\s*(?:window\.|self\.)?[\w$.[\]'"]+\s*=\s*[[{]|__\w+__\s*=|^\s*[[{]/;

function isStructuredScript(type: string, text: string): boolean {
  return type.includes('json') || STATE_SCRIPT.test(text);
}

/** Removes the page's structured data in place and returns the page. */
export function withoutStructuredData(document: HtmlDocument): HtmlDocument {
  for (const script of findElements(document, (e) => e.name === 'script')) {
    const type = (script.attribs.type ?? '').trim().toLowerCase();
    if (isStructuredScript(type, rawText(script))) DomUtils.removeElement(script);
  }
  for (const element of findElements(document, () => true)) {
    for (const name of Object.keys(element.attribs)) {
      const value = element.attribs[name]!;
      if (MICRODATA_ATTRIBUTES.includes(name) || (name.startsWith('data-') && /^\s*[[{]/.test(value)))
        delete element.attribs[name];
    }
  }
  return document;
}
