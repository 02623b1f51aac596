import { normalizeWhitespace } from '../../import/extract/clean-text';
import {
  attr,
  findElement,
  findElements,
  type HtmlDocument,
  type HtmlElement,
} from '../../import/extract/html-dom';
import { blockTextLines } from '../../import/extract/html-text';

/** Pieces of an app's exported HTML (Copy Me That, Recipe Keeper), read through the import's HTML text. */
export type Root = HtmlDocument | HtmlElement;

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
