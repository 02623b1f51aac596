/** Steps from the instruction lists a page shows, for pages whose structured data has none. */

import { anyOf } from '../../../shared/regex';
import { STEP_WORDS } from '../../../shared/step-number';
import { groupItems, type LineGroup, type ListItem } from './extracted-recipe';
import { readHeading } from './text-headings';
import { isServingsLine } from './text-metadata';

// A step's label that only numbers it: "Step 1", "Schritt 2", "gazpacho_r step 1", "3.".
const NUMBER_LABEL = new RegExp(String.raw`^(?:\S+\s+)?(?:${anyOf(STEP_WORDS)}\s*)?\d{1,2}\.?$`, 'i');

export function isStepNumberLabel(label: string): boolean {
  return NUMBER_LABEL.test(label.trim());
}

/**
 * A list's steps under its section headings, without its own title and bare step numbers; a number typed
 * before a step's text stays, as the page shows it. What another section's heading opens inside the list
 * (its ingredients, notes, nutrition) is no step, up to the next method heading; nor is a servings line,
 * or a question that closes the list ("Did you make this recipe?").
 */
function steps(items: ListItem[]): LineGroup[] {
  const firstStep = items.findIndex((item) => !item.heading);
  const kept: ListItem[] = [];
  let inOtherSection = false;
  for (const item of items.slice(Math.max(firstStep - 1, 0))) {
    const heading = readHeading(item.text);
    if (heading && heading.rest === '') inOtherSection = heading.section !== 'instructions';
    if (inOtherSection || !/\p{L}/u.test(item.text) || isListTitle(item.text)) continue;
    if (isStepNumberLabel(item.text) || isServingsLine(item.text)) continue;
    kept.push(item);
  }
  while (kept.length > 1 && /[?？]$/.test(kept.at(-1)!.text)) kept.pop();
  return groupItems(kept);
}

/** "Instructions", "Valmistus": the list's own title, not a section of it. */
function isListTitle(text: string): boolean {
  const heading = readHeading(text);
  return heading?.section === 'instructions' && heading.rest === '' && heading.group === '';
}

/** The longest instruction list the page shows, as step groups; [] when it shows none. */
export function chooseInstructionLines(visibleLists: ListItem[][]): LineGroup[] {
  let best: LineGroup[] = [];
  let bestLength = 0;
  for (const list of visibleLists) {
    const candidate = steps(list);
    const length = candidate.reduce((sum, g) => sum + g.lines.join('').length, 0);
    if (length > bestLength) {
      best = candidate;
      bestLength = length;
    }
  }
  return best;
}

/**
 * The recipe's steps: the structured data's, unless it ran them together into far fewer steps than the
 * page shows — the same words, so the page's list is the same method, only split as the cook reads it.
 */
const RAN_TOGETHER = 2;

export function chooseInstructions(
  structured: LineGroup[],
  visibleLists: ListItem[][],
): { groups: LineGroup[]; fromPage: boolean } {
  // A title the data carries as its first step ("Modo de preparo") is no step.
  const titled = structured[0]?.lines[0] !== undefined && isListTitle(structured[0].lines[0]);
  const own = titled
    ? [{ ...structured[0]!, lines: structured[0]!.lines.slice(1) }, ...structured.slice(1)]
    : structured;
  const data = own.flatMap((g) => g.lines);
  // Data whose steps hold no word ("[{", a broken attribute's remains) has no steps to offer.
  if (!data.some((line) => /\p{L}/u.test(line)))
    return { groups: chooseInstructionLines(visibleLists), fromPage: true };
  for (const list of visibleLists) {
    const shown = steps(list);
    const lines = shown.flatMap((g) => [g.name, ...g.lines]);
    const ranTogether = shown.flatMap((g) => g.lines).length >= RAN_TOGETHER * data.length;
    if (ranTogether && letters(lines.join('')) === letters(data.join(''))) {
      return { groups: shown, fromPage: true };
    }
  }
  return { groups: own.filter((g) => g.lines.length > 0), fromPage: false };
}

function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, '');
}
