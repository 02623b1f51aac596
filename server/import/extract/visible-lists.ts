/**
 * The ingredient and instruction lists a page shows: the items (list items, paragraphs, table rows, leaf
 * blocks) inside elements whose class, id or itemprop says "ingredient" (or "instructions", "method"…).
 * Recipe plugins and hand-made pages alike name their containers that way; one list per outermost
 * container, headings marked.
 */
import { parseIngredientLine, startsWithQuantity } from '../../../shared/ingredients';
import { cleanText } from './clean-text';
import type { ListItem } from './extracted-recipe';
import {
  attr,
  findElement,
  type HtmlDocument,
  type HtmlElement,
  type HtmlNode,
  isElement,
  isText,
  tagSet,
} from './html-dom';

export type ListKind = 'ingredients' | 'instructions';

/** What names a list's container, and what names another section (a wrapper of both is neither). */
const CONTAINER_NAMES: Readonly<Record<ListKind, { wanted: RegExp; other: RegExp }>> = {
  ingredients: {
    wanted: /ingredient|ainekse|zutat|ingredi[eë]nt/i,
    other: /instruction|direction|method|preparation|step|nutrition|equipment|notes?\b/i,
  },
  instructions: {
    wanted:
      /instruction|direction|method|steps?\b|preparation|zubereitung|anleitung|bereiding|valmistus|ohje|elaboraci|preparaci|ektelesi/i,
    other: /ingredient|nutrition|time|icon|equipment|notes?\b|summary|intro/i,
  },
};
// Controls and decoration that recipe cards put inside their lists.
const CARD_FURNITURE =
  /(?:^|[\s_-])(?:cook-?mode|scale|unit-?conver\w*|print|button|btn|toggle|jump|rating|share|video|image|photo|ads?|sr-only|screen-reader-text|visually-hidden)(?:$|[\s_-])/i;
const HEADING_CLASS =
  /(?:^|[\s_-])(?:title|header|heading|subtitle|group-name|group-title|section-title|h[1-6])(?:$|[\s_-])/i;
const SKIP_TAGS = tagSet(
  'button canvas iframe input noscript object option script select style svg template ' +
    'textarea img picture video figure',
);
const ITEM_TAGS = tagSet('li p tr div dd dt h1 h2 h3 h4 h5 h6 section');
// Menus of ingredient categories live in the page's navigation, not in its recipe.
const PAGE_FURNITURE = tagSet('head nav footer aside');
const HEADING_TAGS = tagSet('h1 h2 h3 h4 h5 h6 th legend');
const INLINE_ONLY = tagSet('span a label strong em b i small sup sub input');

function descriptor(element: HtmlElement): string {
  return `${attr(element, 'class')} ${attr(element, 'id')} ${attr(element, 'itemprop')}`;
}

function isSkipped(element: HtmlElement): boolean {
  return (
    SKIP_TAGS.has(element.name) ||
    'hidden' in element.attribs ||
    /display\s*:\s*none/i.test(attr(element, 'style'))
  );
}

/** Skipped, or a control of the recipe card; only asked inside a list, where such controls sit. */
function isSkippedInList(element: HtmlElement): boolean {
  return isSkipped(element) || CARD_FURNITURE.test(attr(element, 'class'));
}

function isContainer(element: HtmlElement, kind: ListKind): boolean {
  if (INLINE_ONLY.has(element.name)) return false;
  const text = descriptor(element);
  const { wanted, other } = CONTAINER_NAMES[kind];
  return wanted.test(text) && !other.test(text.replace(/ingredients?[-_]?(?:name|notes?)/gi, ''));
}

/** The text of an item (without `skip`); line breaks inside it (<br>, cells) are just spaces. */
function itemText(node: HtmlNode, skip?: HtmlNode): string {
  if (isText(node)) return node.data;
  if (!isElement(node) || node === skip) return '';
  if (isSkippedInList(node)) return '';
  const texts = node.children.map((child) => itemText(child, skip));
  if (node.name === 'td' && !/[\p{L}\p{N}]/u.test(texts.join(''))) return '';
  const text = texts.join(node.name === 'tr' ? ' ' : '');
  // Blocks are set apart on the page: their words never run together in the line.
  return node.name === 'br' || ITEM_TAGS.has(node.name) ? ` ${text} ` : text;
}

interface Shape {
  /** Blocks with text directly below (not inside another block), up to MAX_ROW_PARTS + 1. */
  blocks: HtmlElement[];
  /** Text that sits outside those blocks, like "2 " in <label><span>2 </span><p>eggs</p></label>. */
  looseText: boolean;
}

// A line set out in parts — amount, unit, name, note — each in its own element.
const MAX_ROW_PARTS = 4;
const MAX_PART_WORDS = 12;

function shapeOf(element: HtmlElement): Shape {
  const shape: Shape = { blocks: [], looseText: false };
  const visit = (node: HtmlNode): void => {
    if (shape.blocks.length > MAX_ROW_PARTS && shape.looseText) return;
    if (isText(node)) {
      if (node.data.trim()) shape.looseText = true;
      return;
    }
    if (!isElement(node) || isSkippedInList(node)) return;
    if (ITEM_TAGS.has(node.name)) {
      if (cleanText(itemText(node)) !== '') shape.blocks.push(node);
      return;
    }
    for (const child of node.children) visit(child);
  };
  for (const child of element.children) visit(child);
  return shape;
}

/**
 * One line of the list: no blocks inside, one block with text beside it (a quantity in a span), or a
 * few short parts that are one line together — a quantity first or last ("<div>½ cup</div><div>corn</div>",
 * "<p>ziemniaki</p><p>1 kilogram</p>").
 */
function isItem(element: HtmlElement): boolean {
  if (element.name === 'li' && !findElement(element, (e) => LIST_TAGS.has(e.name))) return true;
  const { blocks, looseText } = shapeOf(element);
  if (blocks.length === 0 || (blocks.length === 1 && looseText)) return true;
  return blocks.length <= MAX_ROW_PARTS && isLineInParts(blocks);
}

const LIST_TAGS = tagSet('ul ol li table');
// List items, rows and headings are lines of their own, never parts of one.
const LINE_TAGS = tagSet('li tr dt dd h1 h2 h3 h4 h5 h6');

function isLineInParts(parts: HtmlElement[]): boolean {
  if (parts.some((part) => LINE_TAGS.has(part.name))) return false;
  const texts = parts.map((part) => cleanText(itemText(part)));
  return (
    texts.filter(startsWithQuantity).length === 1 &&
    texts.every((t) => t.split(' ').length <= MAX_PART_WORDS && !/[.!?]$/.test(t)) &&
    parts.every((part) => shapeOf(part).blocks.length === 0) &&
    (isQuantityOnly(texts[0]!) || isQuantityOnly(texts.at(-1)!))
  );
}

/** "½ cup", "2", "200 g", "1 kpl", "2 sztuki": a quantity with at most a unit-sized word after it. */
function isQuantityOnly(text: string): boolean {
  if (!startsWithQuantity(text)) return false;
  const parsed = parseIngredientLine(text);
  if (parsed.amount === null || parsed.note !== '') return false;
  // A unit the parser does not know (another language's "piece", "spoon") is one short word.
  return parsed.name === '' || (!parsed.unit && /^\p{L}{1,12}\.?$/u.test(parsed.name));
}

function isHeading(element: HtmlElement): boolean {
  return HEADING_TAGS.has(element.name) || HEADING_CLASS.test(attr(element, 'class'));
}

/**
 * An item that is only a heading in disguise: a row of header cells, or a paragraph whose whole text is
 * bold ("<p><strong>For the glaze</strong></p>").
 */
function isHeadingItem(element: HtmlElement): boolean {
  if (isHeading(element)) return true;
  const parts = element.children.filter((c) =>
    isText(c) ? c.data.trim() !== '' : isElement(c) && itemText(c).trim() !== '',
  );
  return (
    parts.length > 0 &&
    parts.every((c) => isElement(c) && (HEADING_TAGS.has(c.name) || c.name === 'strong' || c.name === 'b'))
  );
}

/**
 * The element that only numbers a step, set apart at its start ("<span>1</span>Peel…"): the list's own
 * numbering, as an <ol> draws it, not the step's words. A worded label ("<b>Step 2</b> Mix…") stays.
 */
const BARE_NUMBER = /^\d{1,2}[.)]?$/;

function numberBadge(item: HtmlElement): HtmlElement | undefined {
  for (const child of item.children) {
    if (isText(child)) {
      if (child.data.trim()) return undefined;
      continue;
    }
    if (!isElement(child) || isSkippedInList(child)) continue;
    const text = cleanText(itemText(child));
    if (!text) continue;
    if (BARE_NUMBER.test(text)) return /\p{L}/u.test(itemText(item, child)) ? child : undefined;
    return numberBadge(child);
  }
  return undefined;
}

/** An item's line; a step's number badge left out. */
function itemLine(item: HtmlElement, kind: ListKind): string {
  return cleanText(itemText(item, kind === 'instructions' ? numberBadge(item) : undefined));
}

function collectItems(element: HtmlElement, items: ListItem[], inHeading: boolean, kind: ListKind): void {
  for (const child of element.children) {
    if (!isElement(child) || isSkippedInList(child)) continue;
    const heading = inHeading || isHeading(child);
    if ((ITEM_TAGS.has(child.name) || heading) && isItem(child)) {
      const text = itemLine(child, kind);
      if (text) items.push({ text, heading: heading || isHeadingItem(child) });
      continue;
    }
    collectItems(child, items, heading, kind);
  }
}

const OTHER_KIND: Readonly<Record<ListKind, ListKind>> = {
  ingredients: 'instructions',
  instructions: 'ingredients',
};

/**
 * A container that holds the other kind's list outside any list of its own kind ("recipe__instructions"
 * around the ingredients and the method): a wrapper of the recipe, whose own lists lie inside it.
 */
function wrapsOtherList(container: HtmlElement, kind: ListKind): boolean {
  const visit = (element: HtmlElement): boolean =>
    element.children.some(
      (child) =>
        isElement(child) &&
        !isSkipped(child) &&
        !isContainer(child, kind) &&
        (isContainer(child, OTHER_KIND[kind]) || visit(child)),
    );
  return visit(container);
}

/** Every list of that kind on the page, in document order; each as its items. */
export function visibleLists(document: HtmlDocument, kind: ListKind): ListItem[][] {
  const lists: ListItem[][] = [];
  // Sibling elements that are each one ingredient (<li itemprop="recipeIngredient">) form one list.
  let leafRun: { parent: HtmlNode | null; items: ListItem[] } | null = null;
  const walk = (node: HtmlNode): void => {
    if (!isElement(node)) {
      if ('children' in node) for (const child of node.children) walk(child);
      return;
    }
    if (isSkipped(node) || PAGE_FURNITURE.has(node.name)) return;
    if (!isContainer(node, kind) || wrapsOtherList(node, kind)) {
      for (const child of node.children) walk(child);
      return;
    }
    if (isItem(node)) {
      const text = itemLine(node, kind);
      if (!text) return;
      if (leafRun?.parent !== node.parent) {
        leafRun = { parent: node.parent, items: [] };
        lists.push(leafRun.items);
      }
      leafRun.items.push({ text, heading: isHeadingItem(node) });
      return;
    }
    const items: ListItem[] = [];
    collectItems(node, items, false, kind);
    if (items.some((i) => !i.heading)) lists.push(items);
  };
  for (const child of document.children) walk(child);
  return lists;
}
