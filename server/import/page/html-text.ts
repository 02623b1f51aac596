/** The readable text of a page or of one element, one line per block (paragraph, list item, heading). */

import { startsWithQuantity } from '#shared/ingredients.ts';
import { STEP_NUMBER } from '#shared/text/step-number.ts';
import { emptyRecipe } from '../extracted-recipe';
import { readHeading } from '../text/text-headings';
import { readMetadata } from '../text/text-metadata';
import {
  BLOCK_TAGS,
  LINE_PART_HOLDER_TAGS,
  LINK_MARK_TAGS,
  LIST_TAGS,
  NEVER_TEXT_TAGS,
  TEXT_FURNITURE_TAGS,
} from '../words/html-tags';
import { normalizeWhitespace } from './clean-text';
import {
  findElement,
  findElements,
  type HtmlDocument,
  type HtmlElement,
  type HtmlNode,
  hasClassOrIdMatching,
  isElement,
  isIconLigature,
  isText,
  rawText,
} from './html-dom';
import { isLineInParts, isWordAfterQuantity, MAX_ROW_PARTS } from './line-parts';
import { readTableRow } from './table-rows';

// Page furniture around the content (TEXT_FURNITURE_TAGS, and by class): navigation, comments, sharing,
// cookie banners, related posts.
const FURNITURE_CLASS =
  /(?:^|[\s_-])(?:comments?|sidebar|related|share|sharing|social|newsletter|cookies?|consent|breadcrumbs?|advert|ads|promo|popup|modal|menu|navigation|subscribe)(?:$|[\s_-])/i;

interface TextOptions {
  /** Leave out navigation, comments and similar furniture (for whole pages, not for one element). */
  skipFurniture: boolean;
  /** Keep <aside>s although furniture is skipped: some pages set the recipe's facts in a sidebar. */
  keepAsides?: boolean;
  /** Mark where lists and tables start and end with an empty line, as a reader sees them set apart. */
  listBreaks: boolean;
}

/** The element's text as lines: each block element starts a new line; whitespace collapsed. */
export function blockTextLines(
  node: HtmlNode,
  options: TextOptions = { skipFurniture: false, listBreaks: false },
): string[] {
  const lines: string[] = [];
  let current = '';
  // Where a number that an element of its own holds ends, while nothing follows it yet.
  let numberEnd = -1;
  const flush = () => {
    const line = normalizeWhitespace(current);
    if (line) lines.push(line);
    current = '';
    numberEnd = -1;
  };
  // Where the last list ended: a list that starts there, with only photos or empty paragraphs between,
  // continues it (a method set between its photos) — unless it ended with an ingredient line: the method
  // after an ingredient list is a list of its own.
  let listEnd = -1;
  const breakLine = () => {
    flush();
    if (options.listBreaks && lines.length > 0 && lines.at(-1) !== '') lines.push('');
  };
  const holdsContent = options.skipFurniture ? contentAncestors(node) : new Set<HtmlNode>();
  const startList = () => {
    flush();
    const continues = lines.length === listEnd && lines.at(-1) === '' && !startsWithQuantity(lines.at(-2)!);
    if (options.listBreaks && continues) lines.pop();
    else breakLine();
  };
  const endList = () => {
    breakLine();
    listEnd = lines.length;
  };
  const walk = (n: HtmlNode): void => {
    if (isText(n)) {
      if (current.length === numberEnd && WORD_AFTER_NUMBER.test(n.data)) current += ' ';
      current += n.data;
      return;
    }
    if (!isElement(n)) {
      if ('children' in n) for (const child of n.children) walk(child);
      return;
    }
    if (NEVER_TEXT_TAGS.has(n.name) || isHidden(n) || isIconLigature(n) || isBracketedLink(n)) return;
    if (
      options.skipFurniture &&
      isFurniture(n) &&
      !holdsContent.has(n) &&
      !(options.keepAsides && n.name === 'aside')
    )
      return;
    if (n.name === 'tr' && isRowOfLines(n)) {
      flush();
      const row = readTableRow(n, cellLine);
      if (row) lines.push(row.text);
      return;
    }
    const item = n !== node && n.name === 'li' ? itemBrokenByLines(n) : null;
    if (item) {
      flush();
      lines.push(item);
      return;
    }
    const parts = lineParts(n);
    if (parts) {
      flush();
      lines.push(parts.join(' '));
      return;
    }
    if (startsWordAfterQuantity(n) && /[\p{L}\p{N}]$/u.test(current)) current += ' ';
    const block = BLOCK_TAGS.has(n.name);
    const list = LIST_TAGS.has(n.name);
    if (list) startList();
    else if (block) flush();
    const start = current.length;
    for (const child of n.children) walk(child);
    if (list) endList();
    else if (block) flush();
    else if (BARE_NUMBER.test(current.slice(start))) numberEnd = current.length;
  };
  walk(node);
  flush();
  return lines;
}

/** An element of words right after one that holds a quantity alone: a word of its own ("120gfresh"). */
function startsWordAfterQuantity(element: HtmlElement): boolean {
  const previous = element.prev;
  return (
    isWordAfterQuantity(previous, (quantity) => normalizeWhitespace(rawText(quantity)), element) &&
    /^\p{L}/u.test(rawText(element))
  );
}

/**
 * "<li>2 scoops Isopure <br>Unflavored Protein Powder</li>": a list item is one line, whatever breaks
 * its words onto lines of their own — as the page's lists read it (visible-lists) — unless each of its
 * lines is one of the list's own: every one starts with a quantity ("2 eggs<br>3 tbsp milk") or is a
 * numbered step. The item's line, or null where the walk reads the item as it reads any block.
 */
function itemBrokenByLines(item: HtmlElement): string | null {
  if (!findElement(item, (e) => e.name === 'br')) return null;
  if (findElement(item, (e) => e.name !== 'br' && BLOCK_TAGS.has(e.name))) return null;
  const parts = blockTextLines(item);
  if (parts.length < 2 || parts.every(startsWithQuantity) || parts.every((p) => STEP_NUMBER.test(p)))
    return null;
  return parts.join(' ');
}

/**
 * A table row whose cells hold no blocks, only words ("200 g | flour"): one line of the page, as a reader
 * reads it across. A layout row whose cells hold paragraphs keeps them as lines of their own.
 */
function isRowOfLines(row: HtmlElement): boolean {
  return row.children.every((cell) => !isElement(cell) || !findElement(cell, (e) => BLOCK_TAGS.has(e.name)));
}

/**
 * "<div><p>150 grams</p><p>Green beans</p></div>": a line the page sets out in parts, each a block of its
 * own, its quantity first — one line as a reader reads it, as in the page's lists. Its parts' texts.
 */
function lineParts(element: HtmlElement): string[] | null {
  if (!LINE_PART_HOLDER_TAGS.has(element.name)) return null;
  const parts: HtmlElement[] = [];
  for (const child of element.children) {
    if (
      isText(child) ? child.data.trim() !== '' : !isElement(child) || !LINE_PART_HOLDER_TAGS.has(child.name)
    )
      return null;
    if (isElement(child)) parts.push(child);
  }
  if (parts.length < 2 || parts.length > MAX_ROW_PARTS) return null;
  // Each part one line of text, however deep its blocks nest it ("<div><div><span>Wortels</span>"); a
  // part of many elements is a section, not a line's part, and is not read twice.
  if (parts.some((part) => !isSmall(part))) return null;
  const partLines = parts.map((part) => blockTextLines(part));
  if (partLines.some((lines) => lines.length !== 1)) return null;
  const texts = partLines.map((lines) => lines[0]!);
  if (!isLineInParts(texts)) return null;
  const isFact = (text: string) => readMetadata(text, emptyRecipe());
  const oneFact = isFact(texts.join(' '));
  // Facts set side by side ("6 personnes | Cuisson 1h10"), each a line of its own. A count alone ("3
  // Stk.") may read as a yield: only the parts beside the quantity tell.
  if (!oneFact && texts.some((text) => !startsWithQuantity(text) && isFact(text))) return null;
  if (startsWithQuantity(texts[0]!)) return texts;
  // The quantity last ("Pak Choi | 3 Stk."): read as an ingredient line is written, quantity first, so
  // the text's reader knows it for one — unless it is a label and its value ("Serves: | 4", "Prep time
  // | 10 min"), a fact about the recipe.
  const label = texts.slice(0, -1).join(' ');
  const labelled = oneFact || /[:：]\s*$/.test(label) || readHeading(label) !== null;
  return labelled ? null : [texts.at(-1)!, ...texts.slice(0, -1)];
}

// A line's part nests its words a few elements deep at most (MUI grids: five).
const MAX_PART_ELEMENTS = 12;

function isSmall(part: HtmlElement): boolean {
  let count = 0;
  const visit = (node: HtmlNode): boolean => {
    if (!isElement(node)) return true;
    if (++count > MAX_PART_ELEMENTS) return false;
    return node.children.every(visit);
  };
  return visit(part);
}

function cellLine(cell: HtmlElement): string {
  return blockTextLines(cell).join(' ');
}

/**
 * The elements that wrap the page's content (<main>, role=main, <article>): no furniture, whatever their
 * class says ("content-sidebar-wrap" holds the content beside its sidebar).
 */
function contentAncestors(root: HtmlNode): Set<HtmlNode> {
  const wrappers = new Set<HtmlNode>();
  if (!isElement(root)) return wrappers;
  const contents = findElements(root, isContentRegion);
  for (const content of contents) {
    for (let node = content.parent; node && !wrappers.has(node); node = node.parent) wrappers.add(node);
  }
  return wrappers;
}

/**
 * A number in an element of its own and a word right after it ("<mark>2</mark>Cut the meat", a step
 * number or drop cap set apart by its style) are two words on the page, never one ("2Cut"). An
 * ordinal's ending ("<b>1</b>er", "<b>3</b>rd") is short and lower-case, and stays joined.
 */
const BARE_NUMBER = /^\s*\d+\s*$/;
const WORD_AFTER_NUMBER = /^(?:\p{Lu}|\p{L}{3})/u;

// Text in square brackets: "[edit]", "[edit | edit source]", "[1]".
const BRACKETED = /^\s*\[[^[\]]*\]\s*$/;
const MAX_BRACKETED_LENGTH = 60;
// What may stand between the links of a bracketed run: brackets, separators, spaces.
const BETWEEN_LINKS = /^[\s[\]|·•,/–-]*$/;

/**
 * A section-edit link or a reference mark ("[edit]", "[edit | edit source]", "[1]"): words in square
 * brackets that are all links. They work the page, they are no part of its content.
 */
function isBracketedLink(element: HtmlElement): boolean {
  if (!LINK_MARK_TAGS.has(element.name)) return false;
  const text = rawText(element);
  if (text.length > MAX_BRACKETED_LENGTH || !BRACKETED.test(text)) return false;
  let links = 0;
  let outside = '';
  const walk = (n: HtmlNode): void => {
    if (isElement(n) && n.name === 'a') links++;
    else if (isText(n)) outside += n.data;
    else if ('children' in n) for (const child of n.children) walk(child);
  };
  walk(element);
  return links > 0 && BETWEEN_LINKS.test(outside);
}

function isHidden(element: HtmlElement): boolean {
  return 'hidden' in element.attribs || /display\s*:\s*none/i.test(element.attribs.style ?? '');
}

function isFurniture(element: HtmlElement): boolean {
  if (element.name === 'header') return !isInContent(element);
  if (TEXT_FURNITURE_TAGS.has(element.name)) return true;
  return (
    (element.name === 'div' || element.name === 'section' || element.name === 'ul') &&
    hasClassOrIdMatching(element, FURNITURE_CLASS)
  );
}

/**
 * Inside the page's content (<main>, role=main, <article>): a <header> there is its article's (a recipe
 * card's title, yield and times), not the page's banner.
 */
export function isInContent(element: HtmlElement): boolean {
  for (let node = element.parent; node; node = node.parent) {
    if (isElement(node) && isContentRegion(node)) return true;
  }
  return false;
}

function isContentRegion(element: HtmlElement): boolean {
  return isMainRegion(element) || element.name === 'article';
}

/** The page's main region: <main> or role=main. */
function isMainRegion(element: HtmlElement): boolean {
  return element.name === 'main' || element.attribs.role === 'main';
}

/**
 * Where a page's text may hold its recipe, best first: <main>, role=main or the longest <article>, then
 * <body> (some pages put the recipe beside an empty <main>).
 */
function contentRegions(document: HtmlDocument): HtmlNode[] {
  const all = collectElements(document);
  const body = all.find((e) => e.name === 'body') ?? document;
  const main = all.find(isMainRegion);
  if (main) return [main, body];
  const articles = all.filter((e) => e.name === 'article');
  if (articles.length === 0) return [body];
  return [articles.reduce((a, b) => (blockTextLength(b) > blockTextLength(a) ? b : a)), body];
}

function collectElements(document: HtmlDocument): HtmlElement[] {
  const out: HtmlElement[] = [];
  const walk = (n: HtmlNode): void => {
    if (isElement(n)) {
      if (NEVER_TEXT_TAGS.has(n.name) && n.name !== 'head') return;
      out.push(n);
    }
    if ('children' in n) for (const child of n.children) walk(child);
  };
  for (const child of document.children) walk(child);
  return out;
}

function blockTextLength(element: HtmlElement): number {
  return blockTextLines(element).reduce((sum, line) => sum + line.length, 0);
}

/**
 * The readable text of a page's regions, best first: what a person would read, one block per line,
 * without menus, comments and scripts. Used for the text fallback; the first is the AI step's input.
 */
export function pageTextCandidates(document: HtmlDocument): readonly string[][] {
  return pageTextReaders(document).map((read) => read());
}

// A page's region texts each cost a walk of the page, and the pipeline, its text fallback and the AI
// step ask for the same ones: each is read once per parsed page (no reader changes the tree), and only
// when asked for — most pages need their main region's text alone.
const regionTexts = new WeakMap<HtmlDocument, readonly (() => string[])[]>();

/** pageTextCandidates, each region's text read when first asked for. */
export function pageTextReaders(document: HtmlDocument): readonly (() => string[])[] {
  let readers = regionTexts.get(document);
  if (!readers) {
    readers = contentRegions(document).map((region) => {
      let lines: string[] | undefined;
      return () => (lines ??= blockTextLines(region, { skipFurniture: true, listBreaks: true }));
    });
    regionTexts.set(document, readers);
  }
  return readers;
}

/** The whole page's text with its sidebars: the last place a recipe's ingredients may be. */
export function pageTextWithAsides(document: HtmlDocument): string[] {
  const body = findElement(document, (e) => e.name === 'body') ?? document;
  return blockTextLines(body, { skipFurniture: true, listBreaks: true, keepAsides: true });
}

export function pageTextLines(document: HtmlDocument): string[] {
  return pageTextReaders(document)[0]!();
}
