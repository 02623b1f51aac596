/** A thin typed layer over htmlparser2's DOM, so the extractors share one parse of the page. */
import { DomUtils, ElementType, type parseDocument } from 'htmlparser2';
import { anyOf } from '#shared/text/regex.ts';
import { parseBoundedHtml } from '../read/bounded-html';
import { repairDoubleEncoding } from '../read/double-encoding';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = Parameters<typeof DomUtils.getAttributeValue>[0];
export type HtmlNode = HtmlDocument['children'][number];
export type HtmlText = Extract<HtmlNode, { type: typeof ElementType.Text }>;

/** The page's DOM, its text repaired where its UTF-8 was read twice before it reached us. */
export function parseHtml(html: string): HtmlDocument {
  return parseBoundedHtml(repairDoubleEncoding(html));
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'attribs' in node;
}

export function isText(node: HtmlNode): node is HtmlText {
  return node.type === ElementType.Text;
}

export function attr(element: HtmlElement, name: string): string {
  return element.attribs[name] ?? '';
}

/**
 * Every element under root (document order) that satisfies the test. Written out rather than domutils'
 * findAll, whose stack grows and shrinks at its front (unshift, shift) at every element: the readers walk
 * whole pages this way several times an import, and this walk costs about half as much.
 */
export function findElements(
  root: HtmlDocument | HtmlElement,
  test: (e: HtmlElement) => boolean,
): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (nodes: readonly HtmlNode[]): void => {
    for (const node of nodes) {
      if (isElement(node) && test(node)) found.push(node);
      if ('children' in node) visit(node.children);
    }
  };
  visit(root.children);
  return found;
}

export function findElement(
  root: HtmlDocument | HtmlElement,
  test: (e: HtmlElement) => boolean,
): HtmlElement | null {
  return DomUtils.findOne(test, root.children);
}

/** The raw text content, as in the DOM's textContent (scripts included, no layout). */
export function rawText(node: HtmlNode): string {
  return DomUtils.textContent(node);
}

export function hasClassOrIdMatching(element: HtmlElement, pattern: RegExp): boolean {
  return pattern.test(attr(element, 'class')) || pattern.test(attr(element, 'id'));
}

// Icon fonts that draw a glyph from a word typed in the element ("<span class=\"material-icons\">
// lightbulb_outline</span>"): their families' class names, with a style after a dash ("-outlined").
const LIGATURE_ICON_FONTS = ['material-icons', 'material-symbols'];
const LIGATURE_ICON_CLASS = new RegExp(
  String.raw`(?:^|\s)${anyOf(LIGATURE_ICON_FONTS)}(?:-[\w-]+)?(?:\s|$)`,
  'i',
);
// An icon's name, as the font spells it: lower-case words joined by underscores ("thumb_up_alt").
const ICON_NAME = /^\s*[a-z]+(?:_[a-z0-9]+)+\s*$/;

/**
 * An icon drawn from a word: an element of a ligature icon font, or one hidden from screen readers whose
 * whole text is an icon's name. The word is the glyph's name, not the page's words — where "aria-hidden"
 * hides words a screen reader reads elsewhere ("10 minutes mins"), they are words, and stay.
 */
export function isIconLigature(element: HtmlElement): boolean {
  if (LIGATURE_ICON_CLASS.test(attr(element, 'class'))) return true;
  return attr(element, 'aria-hidden') === 'true' && ICON_NAME.test(rawText(element));
}
