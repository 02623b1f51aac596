/**
 * Facts a page shows in elements named for them, with no words beside them: "<h2 class="item portions">
 * 2</h2>" under a pictogram of people. The class is the label the reader sees as an icon.
 */

import { anyOf } from '#shared/text/regex.ts';
import { MAX_SERVINGS } from '../text/text-metadata';
import { SERVINGS_CLASS_WORDS } from '../words/vocabulary';
import { attr, findElements, type HtmlDocument, type HtmlElement, rawText } from './html-dom';
import { isOtherRecipes } from './page-meta';

// "servings", "wprm-recipe-servings", "recipe-ingredients__servings", "yield-value" — the word whole
// between the class name's separators, and not "serving-size".
export const SERVINGS_CLASS = new RegExp(
  String.raw`(?:^|[\s_-])${anyOf(SERVINGS_CLASS_WORDS)}(?!\w|[_-]size)`,
  'i',
);
const WHOLE_NUMBER = /^\s*(\d{1,4})\s*$/;

/** The element's number: its text, or the value of a field the chef may change ("Serves: [12]"). */
function shownNumber(element: HtmlElement): number | null {
  const shown = element.name === 'input' ? attr(element, 'value') : rawText(element);
  const match = WHOLE_NUMBER.exec(shown);
  return match ? Number(match[1]) : null;
}

/**
 * The number of servings an element named for them shows alone — the first of the page's own, not a
 * related recipe's card. Seen on argiro, choosehomemade, eatsmarter, petitchef, jocooks, purelypope,
 * sweetpeasandsaffron, tastykitchen and every WP Recipe Maker card. null when the page shows none.
 */
export function shownServings(document: HtmlDocument): number | null {
  for (const element of findElements(document, (e) => SERVINGS_CLASS.test(attr(e, 'class')))) {
    const count = shownNumber(element);
    if (count !== null && count > 0 && count <= MAX_SERVINGS && !isOtherRecipes(element)) return count;
  }
  return null;
}
