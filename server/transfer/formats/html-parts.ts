import { normalizeWhitespace } from '#server/import/page/clean-text.ts';
import {
  attr,
  findElement,
  findElements,
  type HtmlDocument,
  type HtmlElement,
} from '#server/import/page/html-dom.ts';
import { blockTextLines } from '#server/import/page/html-text.ts';
import { FORMAT_LIMITS, FORMAT_MESSAGES, overLimit } from './format-limits';

/** Pieces of an app's exported HTML (Copy Me That, Recipe Keeper), read through the import's HTML text. */
export type Root = HtmlDocument | HtmlElement;

/**
 * An app's export page cut before each recipe's opening tag, so each recipe is parsed on its own: the
 * page's element limit (HTML_LIMITS) is one page's, while an export holds a whole library. The text
 * before the first recipe (the head, its styles) is left out.
 */
export function recipeChunks(html: string, opening: RegExp): string[] {
  const starts = [...html.matchAll(new RegExp(opening.source, 'gi'))].map((match) => match.index);
  if (starts.length > FORMAT_LIMITS.recipesPerFile) overLimit(FORMAT_MESSAGES.tooManyRecipes);
  return starts.map((start, index) => html.slice(start, starts[index + 1] ?? html.length));
}

export function hasClass(element: HtmlElement, name: string): boolean {
  return attr(element, 'class').split(/\s+/).includes(name);
}

/** The element's text as a reader sees it, on one line. */
export function textOfElement(element: HtmlElement | null | undefined): string {
  return element ? normalizeWhitespace(blockTextLines(element).join(' ')) : '';
}

export function byId(root: Root, id: string): HtmlElement | null {
  return findElement(root, (element) => attr(element, 'id') === id);
}

export function byClass(root: Root, name: string): HtmlElement[] {
  return findElements(root, (element) => hasClass(element, name));
}

export function byItemprop(root: Root, name: string): HtmlElement[] {
  return findElements(root, (element) => attr(element, 'itemprop') === name);
}
