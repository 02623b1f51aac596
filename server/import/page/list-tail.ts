/**
 * What a recipe card sets in its ingredients' container after the list itself: a tip ("Chilipoeder geeft
 * de stroganoffsaus een heerlijk pitje!"), a brand's badge ("Make With | Pillsbury Crescents"), a shop's
 * link ("Fehlt noch etwas? Amazon"), a link to the site's cooking notes, a reminder of the pantry
 * ("Assurez-vous d'avoir..."). It stands outside the element that holds the list's measured lines, and
 * is no line of the list: the recipe's notes (keukenliefde, bettycrocker, lecker, delishkitchen, jow).
 */
import { startsWithQuantity } from '#shared/ingredients.ts';
import type { ListItem } from '../extracted-recipe';
import { BULLET_LIST_TAGS } from '../words/html-tags';
import type { HtmlElement, HtmlNode } from './html-dom';

// A card's closing blocks are a line or two each; a longer run after the list is more of the recipe.
const MAX_CLOSING_LINES = 3;

function isInside(node: HtmlNode | null, ancestor: HtmlElement): boolean {
  for (let at = node; at; at = at.parent) if (at === ancestor) return true;
  return false;
}

/**
 * Marks as notes the items after the element holding the list's last measured line, where each stands
 * outside it, none is measured, none a heading (a group of its own, "To serve"), and none is a line of a
 * bulleted list (a list of unmeasured seasonings is the recipe's).
 */
export function markClosingAsides(items: ListItem[], parentOf: (item: ListItem) => HtmlElement | undefined) {
  // A line with a number is measured, its amount first or last ("水 200cc").
  let lastMeasured = -1;
  for (const [i, item] of items.entries()) if (!item.heading && /\d/.test(item.text)) lastMeasured = i;
  const list = lastMeasured >= 0 ? parentOf(items[lastMeasured]!) : undefined;
  // The list's own element holds a run of its lines; a line wrapped alone tells nothing of where it ends.
  if (!list || items.filter((item) => parentOf(item) === list).length < 2) return;
  let end = lastMeasured + 1;
  while (end < items.length && parentOf(items[end]!) === list) end++;
  const tail = items.slice(end);
  if (tail.length === 0 || tail.length > MAX_CLOSING_LINES) return;
  const closing = tail.every((item) => {
    const parent = parentOf(item);
    return (
      parent !== undefined &&
      !item.heading &&
      !startsWithQuantity(item.text) &&
      !BULLET_LIST_TAGS.has(parent.name) &&
      !isInside(parent, list)
    );
  });
  if (closing) for (const item of tail) item.note = true;
}
