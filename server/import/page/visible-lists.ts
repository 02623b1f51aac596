/**
 * The ingredient and instruction lists a page shows: the items (list items, paragraphs, table rows, leaf
 * blocks) inside elements whose class, id or itemprop says "ingredient" (or "instructions", "method"…).
 * Recipe plugins and hand-made pages alike name their containers that way; one list per outermost
 * container, headings marked.
 */

import { parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';
import { anyOf } from '#shared/text/regex.ts';
import {
  BARE_STEP_NUMBER,
  isStepNumberLabel,
  STEP_NUMBER,
  stepNumberOf,
  WORDED_STEP_NUMBER,
  withoutListNumbers,
} from '#shared/text/step-number.ts';
import type { ListItem } from '../extracted-recipe';
import { holdsSentence, isSentence, isShortPhrase } from '../text/text-shape';
import {
  BULLET_LIST_TAGS,
  HEADING_TAGS,
  INLINE_TAGS,
  LINE_TAGS,
  LIST_ITEM_TAGS,
  LIST_STRUCTURE_TAGS,
  NOT_IN_LIST_TAGS,
  NOT_LIST_PLACE_TAGS,
} from '../words/html-tags';
import { SECTION_NAME_PARTS, SECTION_NAME_WORDS } from '../words/section-names';
import { STEP_TIP_CLASS_WORDS } from '../words/vocabulary';
import { cleanText } from './clean-text';
import {
  attr,
  findElement,
  findElements,
  type HtmlDocument,
  type HtmlElement,
  type HtmlNode,
  isElement,
  isIconLigature,
  isText,
} from './html-dom';
import { isLineInParts, isWordAfterQuantity, MAX_ROW_PARTS } from './line-parts';
import { markClosingAsides } from './list-tail';
import { SERVINGS_CLASS } from './page-facts';
import {
  bracketedNote,
  isBracketedNote,
  isConvertedAmount,
  isNoteSeparator,
  rangeAsTyped,
} from './plugin-lines';
import { readTableRow } from './table-rows';

export type ListKind = 'ingredients' | 'instructions';

/** What names a list's container, and what names another section (a wrapper of both is neither). */
const CONTAINER_NAMES: Readonly<Record<ListKind, { wanted: RegExp; other: RegExp }>> = {
  ingredients: {
    wanted: namePattern(SECTION_NAME_PARTS.ingredients),
    other: namePattern(
      [
        ...SECTION_NAME_PARTS.instructions,
        ...SECTION_NAME_WORDS.steps,
        ...SECTION_NAME_PARTS.nutrition,
        ...SECTION_NAME_PARTS.equipment,
      ],
      SECTION_NAME_WORDS.notes,
    ),
  },
  instructions: {
    wanted: namePattern(
      [...SECTION_NAME_PARTS.instructions, ...SECTION_NAME_PARTS.instructionsAbroad],
      SECTION_NAME_WORDS.steps,
    ),
    other: namePattern(
      [
        ...SECTION_NAME_PARTS.ingredients,
        ...SECTION_NAME_PARTS.nutrition,
        ...SECTION_NAME_PARTS.card,
        ...SECTION_NAME_PARTS.equipment,
      ],
      SECTION_NAME_WORDS.notes,
    ),
  },
};

/** A pattern for names holding one of the parts anywhere, or one of the words where a word ends. */
function namePattern(parts: readonly string[], words: readonly string[] = []): RegExp {
  const wordEnds = words.length > 0 ? `|${anyOf(words)}\\b` : '';
  return new RegExp(anyOf(parts) + wordEnds, 'i');
}

// Controls and decoration that recipe cards put inside their lists; a cooking mode's switch that keeps the
// screen awake and its count of the steps done ("Recipe Complete!") are its controls too.
const CARD_FURNITURE =
  /(?:^|[\s_-])(?:cook-?mode|wake-?lock\w*|progress|scale|unit-?conver\w*|print|read-?more|control|button|btn|toggle|jump|rating|share|video|image|photo|ads?|sr-only|screen-reader-text|visually-hidden)(?:$|[\s_-])/i;
const HEADING_CLASS =
  /(?:^|[\s_-])(?:title|header|headline|(?:sub)?heading|subtitle|group-name|group-title|section-title|h[1-6])(?:$|[\s_-])/i;
// A part of an item that its class calls a heading, camel-cased too ("ingHeading"), or styles as one ("h6");
// not a "title", which names many a link.
const HEADING_PART_CLASS = /heading|headline|(?:^|\s)h[1-6](?:$|\s)/i;
// Menus of ingredient categories live in the page's navigation (NOT_LIST_PLACE_TAGS), not in its recipe.

function descriptor(element: HtmlElement): string {
  return `${attr(element, 'class')} ${attr(element, 'id')} ${attr(element, 'itemprop')}`;
}

// The class a stylesheet hides an element by (Bootstrap's "hide", "d-none"): a dialog's text waiting for
// its turn ("Click on collection you would like to add this tip to"), never shown with the recipe.
const HIDING_CLASS = /(?:^|\s)(?:hide|hidden|d-none|is-hidden)(?:$|\s)/i;

function isSkipped(element: HtmlElement): boolean {
  return (
    NOT_IN_LIST_TAGS.has(element.name) ||
    'hidden' in element.attribs ||
    HIDING_CLASS.test(attr(element, 'class')) ||
    isIconLigature(element) ||
    /display\s*:\s*none/i.test(attr(element, 'style'))
  );
}

/** Skipped, or a control of the recipe card; only asked inside a list, where such controls sit. */
function isSkippedInList(element: HtmlElement): boolean {
  return (
    isSkipped(element) ||
    CARD_FURNITURE.test(attr(element, 'class')) ||
    isServingsBlock(element) ||
    isConvertedAmount(element)
  );
}

/**
 * The card's servings set in its list, a block named for them ("servings-form-wrapper", "yield",
 * "recipe__serving"): a count and its noun ("1", "for 4 servings", "Personen"), no line of the recipe —
 * petitchef, eatsmarter, lecker. A part of a line so named ("<span class=\"yield-amount\">22</span>") is
 * the line's amount.
 */
function isServingsBlock(element: HtmlElement): boolean {
  return !INLINE_TAGS.has(element.name) && SERVINGS_CLASS.test(attr(element, 'class'));
}

function isContainer(element: HtmlElement, kind: ListKind): boolean {
  if (INLINE_TAGS.has(element.name)) return false;
  const text = descriptor(element);
  const { wanted, other } = CONTAINER_NAMES[kind];
  return wanted.test(text) && !other.test(text.replace(/ingredients?[-_]?(?:name|notes?)/gi, ''));
}

/**
 * The text of an item (without `skip`); a <br> inside it is a LINE_BREAK, which `itemLines` reads, and
 * blocks and cells are set apart by spaces.
 */
function itemText(node: HtmlNode, skip?: HtmlNode | ReadonlySet<HtmlNode>): string {
  if (isText(node)) return rangeAsTyped(node, node.data);
  if (!isElement(node) || node === skip || (skip instanceof Set && skip.has(node))) return '';
  if (node.name === 'br') return LINE_BREAK;
  if (isSkippedInList(node)) return '';
  let text = '';
  let last = '';
  for (const [i, child] of node.children.entries()) {
    let part = itemText(child, skip);
    if (isBracketedNote(child)) {
      // The comma or dash before a plugin's note is its template's; its data brackets the note instead.
      if (isNoteSeparator(node.children[i - 1])) text = text.slice(0, text.length - last.length);
      part = bracketedNote(part);
    }
    const previous = node.children[i - 1];
    const apart =
      node.name === 'tr' ||
      (WORD_END.test(text) &&
        ((isPartOfLine(previous) && isPartOfLine(child)) ||
          isWordAfterQuantity(previous, () => cleanText(last), child)));
    last = apart && WORD_START.test(part) ? ` ${part}` : part;
    text += last;
  }
  if (node.name === 'td' && !/[\p{L}\p{N}]/u.test(text)) return '';
  // Blocks are set apart on the page: their words never run together in the line.
  return LIST_ITEM_TAGS.has(node.name) ? ` ${text} ` : text;
}

// U+2028, which no page types between words (a source's newlines are only spaces) and cleanText collapses.
const LINE_BREAK = '\u2028';
const WORD_END = /[\p{L}\p{N}]$/u;
const WORD_START = /^[\p{L}\p{N}]/u;

/**
 * An element the page styles as one part of a line ("<span class=\"amount\">2 dl</span><span
 * class=\"name\">water</span>"): parts of their own are set apart, even with no space between them.
 */
function isPartOfLine(node: HtmlNode | undefined): boolean {
  return node !== undefined && isElement(node) && INLINE_TAGS.has(node.name) && attr(node, 'class') !== '';
}

interface Shape {
  /** Blocks with text directly below (not inside another block), up to MAX_ROW_PARTS + 1. */
  blocks: HtmlElement[];
  /** Text that sits outside those blocks, like "2 " in <label><span>2 </span><p>eggs</p></label>. */
  looseText: boolean;
}

function shapeOf(element: HtmlElement): Shape {
  const shape: Shape = { blocks: [], looseText: false };
  const visit = (node: HtmlNode): void => {
    if (shape.blocks.length > MAX_ROW_PARTS && shape.looseText) return;
    if (isText(node)) {
      if (node.data.trim()) shape.looseText = true;
      return;
    }
    if (!isElement(node) || isSkippedInList(node)) return;
    if (LIST_ITEM_TAGS.has(node.name)) {
      if (cleanText(itemText(node)) !== '') shape.blocks.push(node);
      return;
    }
    for (const child of node.children) visit(child);
  };
  for (const child of element.children) visit(child);
  return shape;
}

/**
 * One line of the list: no blocks inside, one block with text beside it (a quantity in a span), a few
 * short parts that are one line together — a quantity first or last ("<div>½ cup</div><div>corn</div>",
 * "<p>ziemniaki</p><p>1 kilogram</p>") — or a list item whose first block labels the rest ("<li><h3>Step
 * 2</h3><p>Mix…</p></li>"). A list item of several sentences, each a paragraph, is several lines, as
 * the page shows them.
 */
function isItem(element: HtmlElement): boolean {
  const { blocks, looseText } = shapeOf(element);
  if (blocks.length === 0 || (blocks.length === 1 && looseText)) return true;
  if (element.name === 'li' && !findElement(element, (e) => LIST_STRUCTURE_TAGS.has(e.name))) {
    const sentences = blocks.filter((b) => isSentence(cleanText(itemText(b)))).length;
    if (sentences < 2 || isLabel(blocks[0]!)) return true;
  }
  return blocks.length <= MAX_ROW_PARTS && isLineOfParts(blocks);
}

// "Step 2", "2.", "For the glaze:", "<h4>Make the dough</h4>": a block that names what follows it.

function isLabel(block: HtmlElement): boolean {
  const text = cleanText(itemText(block));
  if (isStepNumberLabel(text)) return true;
  const short = isShortPhrase(text);
  return short && (isHeadingItem(block) || /[:：]$/.test(text));
}

function isLineOfParts(parts: HtmlElement[]): boolean {
  if (parts.some((part) => LINE_TAGS.has(part.name))) return false;
  return (
    parts.every((part) => shapeOf(part).blocks.length === 0) &&
    isLineInParts(parts.map((part) => cleanText(itemText(part))))
  );
}

function isHeading(element: HtmlElement): boolean {
  return HEADING_TAGS.has(element.name) || HEADING_CLASS.test(attr(element, 'class'));
}

function isHeadingPart(element: HtmlElement): boolean {
  return element.name === 'strong' || element.name === 'b' || HEADING_PART_CLASS.test(attr(element, 'class'));
}

/**
 * An item that is only a heading in disguise: a row of header cells, a paragraph whose whole text is
 * bold ("<p><strong>For the glaze</strong></p>"), or an item whose text is all in an element its class
 * calls a heading ("<li><span class=\"ingHeading\">Topping</span></li>").
 */
function isHeadingItem(element: HtmlElement): boolean {
  if (isHeading(element)) return true;
  if (element.name === 'tr' && readTableRow(element, cellText)?.heading) return true;
  const parts = element.children.filter((c) =>
    isText(c) ? c.data.trim() !== '' : isElement(c) && itemText(c).trim() !== '',
  );
  return (
    parts.length > 0 && parts.every((c) => isElement(c) && (HEADING_TAGS.has(c.name) || isHeadingPart(c)))
  );
}

/**
 * The element that only numbers a step, set apart at its start ("<span>1</span>Peel…"): the list's own
 * numbering, as an <ol> draws it, not the step's words — so its number is never past the step's place in
 * the list (`place`; a title or a bare label before the steps only adds places). "<strong>2</strong> eggs
 * are whisked…" as the first step is words. A worded label is `wordedBadge`'s.
 */
function numberBadge(item: HtmlElement, place: number): HtmlElement | undefined {
  const badge = firstNumber(item);
  return badge && Number.parseInt(cleanText(itemText(badge)), 10) <= place ? badge : undefined;
}

function firstNumber(item: HtmlElement): HtmlElement | undefined {
  for (const child of item.children) {
    if (isText(child)) {
      if (child.data.trim()) return undefined;
      continue;
    }
    if (!isElement(child) || isSkippedInList(child)) continue;
    const text = cleanText(itemText(child));
    if (!text) continue;
    if (BARE_STEP_NUMBER.test(text)) return /\p{L}/u.test(itemText(item, child)) ? child : undefined;
    return firstNumber(child);
  }
  return undefined;
}

/**
 * The ingredients a step uses, set out in a block named for them ("<div class=\"step-ingredients\">2
 * eggs, 1 cup milk</div>"): a reminder of the ingredient list. An ingredient named inline in the step's
 * sentence ("Add <span class=\"ingredient\">the eggs</span>") is the step's words, and so is a block so
 * named that holds a sentence (a step wrapped in it).
 */
function isStepIngredients(element: HtmlElement): boolean {
  return (
    !INLINE_TAGS.has(element.name) &&
    CONTAINER_NAMES.ingredients.wanted.test(descriptor(element)) &&
    !holdsSentence(cleanText(itemText(element)))
  );
}

/**
 * "<div class=\"step__label\">Step 1</div>", "<span>Step </span><span>1</span>": the step's number in
 * words, set apart at its start in elements of its own that are no heading — the list's numbering, as a
 * badge shows it; the labels of nytimes, eggs.ca, countryliving, goodhousekeeping, myrecipes and justapinch
 * leave it out. A label set as a heading ("<h3>step 1</h3>", "<h6>Step 1</h6>", "<b>Step 2</b> Mix…")
 * stays, a conflict: the labels of bbcgoodfood and lacucinaitaliana leave it out, cookingcircle's keep it
 * (ADR 0036).
 */
function wordedBadge(item: HtmlElement, place: number): HtmlElement[] {
  const leading = leadingLeaves(item, 2);
  for (const count of [1, 2]) {
    const parts = leading.slice(0, count);
    if (parts.length < count) break;
    const label = cleanText(parts.map((part) => itemText(part)).join(' '));
    if (!WORDED_STEP_NUMBER.test(label)) continue;
    const number = stepNumberOf(label);
    const rest = itemText(item, new Set(parts));
    return number <= place && /\p{L}/u.test(rest) && !parts.some((part) => inHeading(part, item))
      ? parts
      : [];
  }
  return [];
}

/**
 * The first elements with text of an item, in the order shown, each holding only text — none when text
 * of the item's own comes first. Only a leaf's text is read: an element is entered, not read whole at
 * each level (an item nested deep read its text once a level).
 */
function leadingLeaves(item: HtmlElement, count: number): HtmlElement[] {
  const leaves: HtmlElement[] = [];
  const visit = (element: HtmlElement): boolean => {
    for (const child of element.children) {
      if (leaves.length >= count) return false;
      if (isText(child)) {
        if (cleanText(child.data)) return false;
        continue;
      }
      if (!isElement(child) || isSkippedInList(child)) continue;
      if (child.children.every((c) => !isElement(c))) {
        if (cleanText(itemText(child))) leaves.push(child);
      } else if (!visit(child)) return false;
    }
    return true;
  };
  visit(item);
  return leaves;
}

/** Set as a heading: in a heading element, or in bold ("<b>Step 2</b> Mix…") or a heading's class. */
function inHeading(element: HtmlElement, item: HtmlElement): boolean {
  for (
    let node: HtmlElement | null = element;
    node && node !== item;
    node = node.parent as HtmlElement | null
  )
    if (HEADING_TAGS.has(node.name) || isHeadingPart(node)) return true;
  return false;
}

const TIP_CLASS = new RegExp(String.raw`(?:^|[\s_-])${anyOf(STEP_TIP_CLASS_WORDS)}(?:$|[\s_-])`, 'i');

function isStepTip(element: HtmlElement): boolean {
  return !INLINE_TAGS.has(element.name) && TIP_CLASS.test(attr(element, 'class'));
}

/** A tip as the note it is; none when it shows no text. */
function tipNote(tip: HtmlElement): ListItem | undefined {
  const text = cleanText(itemText(tip));
  return text ? { text, heading: false, note: true } : undefined;
}

/** The tips set inside a step, outermost: what the step's text leaves out and its notes hold. */
function stepTipElements(item: HtmlElement): HtmlElement[] {
  const tips: HtmlElement[] = [];
  const visit = (element: HtmlElement): void => {
    for (const child of element.children) {
      if (!isElement(child) || isSkippedInList(child)) continue;
      if (isStepTip(child)) tips.push(child);
      else visit(child);
    }
  };
  visit(item);
  return tips;
}

/** The tips set inside a step, as the notes they are. */
function stepTips(item: HtmlElement): ListItem[] {
  return stepTipElements(item).flatMap((tip) => tipNote(tip) ?? []);
}

/** What a step item shows that is not the step: its number badge, its tips and the ingredients it uses. */
function stepFurniture(item: HtmlElement, place: number): ReadonlySet<HtmlNode> {
  const skipped = new Set<HtmlNode>([...findElements(item, isStepIngredients), ...stepTipElements(item)]);
  const badge = numberBadge(item, place);
  if (badge) skipped.add(badge);
  else for (const part of wordedBadge(item, place)) skipped.add(part);
  return skipped;
}

/**
 * An item's lines, a step's number badge and ingredients left out: one, or one per line break when the
 * item is a paragraph that holds a list written with <br>s ("2 eggs<br>100 g sugar", "1. Mix.<br>2.
 * Bake.").
 */
function itemLines(item: HtmlElement, kind: ListKind, listed: readonly ListItem[]): string[] {
  const skip = kind === 'instructions' ? stepFurniture(item, listed.length + 1) : undefined;
  if (item.name === 'tr') {
    const row = readTableRow(item, (cell) => cellText(cell, skip));
    return row ? [row.text] : [];
  }
  const text = itemText(item, skip);
  const parts = text.split(LINE_BREAK).map(cleanText).filter(Boolean);
  const quantities = parts.filter(startsWithQuantity).length;
  const isList =
    kind === 'ingredients'
      ? quantities >= 2 &&
        quantities * 2 >= parts.length &&
        parts.every((part) => part.split(' ').length <= MAX_LINE_WORDS)
      : parts.every((part) => STEP_NUMBER.test(part));
  // A list item or a row is one line by itself, whatever breaks its note onto a line of its own — but a
  // list item whose every line starts with a quantity ("2 eggs<br>3 tbsp milk") holds several.
  const allQuantities = kind === 'ingredients' && item.name === 'li' && quantities === parts.length;
  // A paragraph of steps split where each is numbered ("1. Mix.<br>2. Bake."): the numbers were its list's.
  if (parts.length > 1 && isList && (!LINE_TAGS.has(item.name) || allQuantities))
    return kind === 'instructions' ? withoutListNumbers(parts) : parts;
  const paragraphs = kind === 'instructions' && !LINE_TAGS.has(item.name) ? blankLineParagraphs(text) : [];
  if (paragraphs.length > 1) return paragraphs;
  const line = cleanText(text);
  return line ? [line] : [];
}

// A blank line: two breaks with only spaces between ("…a separate bowl.<br> <br> Set the bowl…").
const BLANK_LINE = new RegExp(`${LINE_BREAK}\\s*${LINE_BREAK}`);

/**
 * A method's block that sets its steps apart by blank lines, each a paragraph of sentences ("Grate the
 * potatoes… Place them in a bowl.<br><br>Set the liquid aside…"): the page shows them as paragraphs, one
 * step each. A list item stays one step whatever its breaks (a step's paragraphs, ADR 0037).
 */
function blankLineParagraphs(text: string): string[] {
  const paragraphs = text.split(BLANK_LINE).map(cleanText).filter(Boolean);
  return paragraphs.slice(0, -1).every(isSentence) ? paragraphs : [];
}

function cellText(cell: HtmlElement, skip?: ReadonlySet<HtmlNode>): string {
  return cleanText(itemText(cell, skip));
}

// An ingredient line is short; a longer part is a sentence about the recipe.
const MAX_LINE_WORDS = 20;

function collectItems(
  element: HtmlElement,
  items: ListItem[],
  inHeading: boolean,
  kind: ListKind,
  skipOther = false,
): void {
  for (const child of element.children) {
    if (!isElement(child) || isSkippedInList(child)) continue;
    if (skipOther && isContainer(child, OTHER_KIND[kind])) continue;
    if (kind === 'instructions' && isStepIngredients(child)) continue;
    if (kind === 'instructions' && isStepTip(child)) {
      const note = tipNote(child);
      if (note) items.push(note);
      continue;
    }
    const heading = inHeading || isHeading(child);
    if ((LIST_ITEM_TAGS.has(child.name) || heading) && isItem(child)) {
      if (isAmountControl(child)) continue;
      const lines = itemLines(child, kind, items);
      const isHeadingLine = heading || isHeadingItem(child) || introducesList(child, lines, kind);
      for (const text of lines) {
        const item = {
          text,
          heading: isHeadingLine && lines.length === 1 && !isStepStyledAsTitle(text, kind),
        };
        itemParents.set(item, element);
        items.push(item);
      }
      if (kind === 'instructions') items.push(...stepTips(child));
      continue;
    }
    collectItems(child, items, heading, kind, skipOther);
  }
}

/**
 * A control a recipe card sets in its list to scale or convert it — a servings stepper ("<input
 * type=number> Personen"), a drop-down ("Servings: <select>", "Ingredients <select>US / Metric</select>"):
 * what the item shows is the control's label, no line of the recipe (lecker.de, alittlebityummy.com,
 * billyparisi.com). A checkbox beside each ingredient is no such control.
 */
function isAmountControl(item: HtmlElement): boolean {
  return (
    findElement(item, (e) => e.name === 'select' || (e.name === 'input' && attr(e, 'type') === 'number')) !==
    null
  );
}

/**
 * A step the page styles as a title ("<div class=\"step-title\">Wash the vegetables.</div>"): a heading
 * of a step list that is a sentence is a step — a section's name is no sentence.
 */
function isStepStyledAsTitle(text: string, kind: ListKind): boolean {
  return kind === 'instructions' && isSentence(text);
}

// The element each item was read in, for what a card sets after its list (list-tail).
const itemParents = new WeakMap<ListItem, HtmlElement>();

const OTHER_KIND: Readonly<Record<ListKind, ListKind>> = {
  ingredients: 'instructions',
  instructions: 'ingredients',
};

/**
 * A container that holds the other kind's list outside any list of its own kind ("recipe__instructions"
 * around the ingredients and the method): a wrapper of the recipe, whose own lists lie inside it — named,
 * or a plain list beside the other kind's.
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
  // The element each list stands in, for the headings set just before them.
  const places = new Map<ListItem[], HtmlElement>();
  // Sibling elements that are each one ingredient (<li itemprop="recipeIngredient">) form one list.
  let leafRun: { parent: HtmlNode | null; items: ListItem[] } | null = null;
  const walk = (node: HtmlNode): void => {
    if (!isElement(node)) {
      if ('children' in node) for (const child of node.children) walk(child);
      return;
    }
    if (isSkipped(node) || NOT_LIST_PLACE_TAGS.has(node.name)) return;
    if (!isContainer(node, kind)) {
      for (const child of node.children) walk(child);
      return;
    }
    if (wrapsOtherList(node, kind)) {
      // A wrapper of the recipe: its own lists where it names them, else its items but the other list's.
      if (findElement(node, (e) => e !== node && isContainer(e, kind))) {
        for (const child of node.children) walk(child);
        return;
      }
      const items: ListItem[] = [];
      collectItems(node, items, false, kind, true);
      if (items.some((i) => !i.heading)) {
        lists.push(items);
        places.set(items, node);
      }
      return;
    }
    if (isItem(node)) {
      if (isAmountControl(node)) return;
      const lines = itemLines(node, kind, leafRun?.parent === node.parent ? leafRun.items : []);
      if (lines.length === 0) return;
      if (leafRun?.parent !== node.parent) {
        leafRun = { parent: node.parent, items: [] };
        lists.push(leafRun.items);
        if (node.parent && isElement(node.parent)) places.set(leafRun.items, node.parent);
      }
      const heading = lines.length === 1 && isHeadingItem(node) && !isStepStyledAsTitle(lines[0]!, kind);
      for (const text of lines) {
        const item = { text, heading };
        if (node.parent && isElement(node.parent)) itemParents.set(item, node.parent);
        leafRun.items.push(item);
      }
      if (kind === 'instructions') leafRun.items.push(...stepTips(node));
      return;
    }
    const items: ListItem[] = [];
    collectItems(node, items, false, kind);
    if (!items.some((i) => !i.heading)) return;
    // A list the page sets in columns, one container beside the other, is one list — unless the second
    // holds the first's foods again: the same list in other units ("1 cup flour" beside "120 g flour").
    if (column && column.element === siblingElement(node, 'prev') && !repeatsFoods(column.items, items)) {
      column.items.push(...items);
      column.element = node;
      return;
    }
    lists.push(items);
    places.set(items, node);
    column = { element: node, items };
  };
  let column: { element: HtmlElement; items: ListItem[] } | null = null;
  for (const child of document.children) walk(child);
  if (kind === 'ingredients') {
    for (const items of lists) markClosingAsides(items, (item) => itemParents.get(item));
    nameListsInParts(lists, places);
  }
  return lists;
}

/**
 * A recipe in parts shown as one list per part, each under a heading of its own set just before it and
 * outside it ("<h2>Zutaten für die Bratlinge:</h2><ul class=\"ingredients\">", "<p><strong>Garniture
 * </strong></p><ul>", "<p>Chicken:</p><ul itemprop=\"recipeIngredient\">"): each list opens with its
 * heading. Only where the page shows two lists or more and every one has such a heading — a single
 * list's heading may be the recipe's title, and a list without one is no part of a set.
 */
function nameListsInParts(lists: ListItem[][], places: ReadonlyMap<ListItem[], HtmlElement>): void {
  const headings = lists.map((items) => {
    const place = places.get(items);
    const before = place && siblingElement(place, 'prev');
    return before && !items[0]?.heading ? partHeading(before) : null;
  });
  if (lists.length < 2 || headings.includes(null)) return;
  for (const [i, items] of lists.entries()) items.unshift({ text: headings[i]!, heading: true });
}

/** A heading set before a list: a heading element, a bold line, or a short line ending with a colon. */
function partHeading(element: HtmlElement): string | null {
  if (isSkipped(element) || BULLET_LIST_TAGS.has(element.name)) return null;
  const text = cleanText(itemText(element));
  const named = isHeadingItem(element) || /[:：]$/.test(text);
  return named && isShortPhrase(text) && !startsWithQuantity(text) ? text : null;
}

/**
 * The second list is the first written again in other units ("1 cup flour" beside "120 g flour"): as
 * many lines, the same foods in the same order, and no heading of its own (a crust beside its filling).
 */
function repeatsFoods(first: readonly ListItem[], second: readonly ListItem[]): boolean {
  if (second.some((i) => i.heading)) return false;
  const foods = (items: readonly ListItem[]) =>
    items.filter((i) => !i.heading).map((i) => parseIngredientLine(i.text).name.toLowerCase());
  const earlier = foods(first);
  const later = foods(second);
  return later.length === earlier.length && later.every((name, i) => name === earlier[i]);
}

/** The element just before (or after) this one among its siblings, past blank text and comments. */
function siblingElement(element: HtmlElement, step: 'prev' | 'next'): HtmlElement | null {
  let node = element[step];
  while (node && !isElement(node)) {
    if (isText(node) && node.data.trim()) return null;
    node = node[step];
  }
  return node;
}

/**
 * "<p>Strawberry frosting</p><ul>…</ul>": a short line of its own, no quantity and no sentence, set
 * just before a list, names that list.
 */
function introducesList(item: HtmlElement, lines: readonly string[], kind: ListKind): boolean {
  // In a method a short line before a list may be a step ("Preheat the oven to 200°C").
  if (kind !== 'ingredients' || LINE_TAGS.has(item.name) || lines.length !== 1) return false;
  const next = siblingElement(item, 'next');
  const text = lines[0]!;
  return next !== null && BULLET_LIST_TAGS.has(next.name) && isShortPhrase(text) && !startsWithQuantity(text);
}
