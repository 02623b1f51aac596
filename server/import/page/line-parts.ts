/**
 * A line a page sets out in parts, each a block of its own — amount, unit, name, note ("<div>½
 * cup</div><div>corn</div>", "<p>ziemniaki</p><p>1 kilogram</p>"): the parts' texts are one line together
 * when they are short, one of them holds the quantity, and that one stands first or last.
 */
import { parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';
import { isDuration } from '../text/text-metadata';
import { isSentence } from '../text/text-shape';
import { INLINE_TAGS } from '../words/html-tags';
import { type HtmlElement, type HtmlNode, isElement } from './html-dom';

export const MAX_ROW_PARTS = 4;
const MAX_PART_WORDS = 12;

export function isLineInParts(texts: readonly string[]): boolean {
  return (
    texts.filter(startsWithQuantity).length === 1 &&
    texts.every((t) => t.split(' ').length <= MAX_PART_WORDS && !isClause(t)) &&
    (isQuantityOnly(texts[0]!) || isQuantityOnly(texts.at(-1)!))
  );
}

/**
 * A sentence, or a clause that runs on ("Cut the tomatoes,"): no part of an ingredient's line. A unit's
 * abbreviation ends a quantity with a period ("3 Stk.", "1 tsp."), which is no sentence.
 */
function isClause(text: string): boolean {
  return /[,;]$/.test(text) || (isSentence(text) && !isQuantityOnly(text));
}

// A unit's plural ending in brackets, no remark: "unit(s)", "pièce(s)", "Stange(n)".
const PLURAL_ENDING = /(?<=\p{L})\(\p{Ll}{1,2}\)$/u;

/**
 * "½ cup", "2", "200 g", "1 kpl", "2 sztuki", "1 unit(s)": a quantity with at most a unit-sized word
 * after it; not a duration.
 */
export function isQuantityOnly(text: string): boolean {
  // "35 min." beside "Preparation" is a fact of the recipe, no food's quantity.
  if (!startsWithQuantity(text) || isDuration(text)) return false;
  const parsed = parseIngredientLine(text.replace(PLURAL_ENDING, ''));
  if (parsed.amount === null || parsed.note !== '') return false;
  // A unit the parser does not know (another language's "piece", "spoon") is one short word.
  return parsed.name === '' || (!parsed.unit && /^\p{L}{1,12}\.?$/u.test(parsed.name));
}

/**
 * "<span class=\"quantity\">1½</span><span>cups flour</span>", "<b>120g</b><span>fresh salmon</span>",
 * "<span>6</span><span>db</span>": an inline element that holds a quantity alone, then an inline element
 * — two words on the page, never one ("1½cups"). A superscript is written on the number, no word of its
 * own ("2<sup>nd</sup>"). `previousText` reads the first element's text, only once the elements are so.
 */
export function isWordAfterQuantity(
  previous: HtmlNode | null | undefined,
  previousText: (previous: HtmlElement) => string,
  element: HtmlNode,
): boolean {
  return (
    previous !== null &&
    previous !== undefined &&
    isElement(previous) &&
    INLINE_TAGS.has(previous.name) &&
    isElement(element) &&
    INLINE_TAGS.has(element.name) &&
    element.name !== 'sup' &&
    isQuantityOnly(previousText(previous))
  );
}
