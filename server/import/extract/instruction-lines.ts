/** Steps from the instruction lists a page shows, for pages whose structured data has none. */

import { groupItems, type LineGroup, type ListItem } from './extracted-recipe';
import { readHeading } from './text-headings';

/** "Step" in the languages recipes come in: the word before a typed step number. */
const STEP_WORDS = ['step', 'vaihe', 'steg', 'schritt', 'stap', 'paso', 'étape', 'passo', 'krok', 'lépés'];

// Step numbering: "1.", "1)", "Step 1:", "Vaihe 2." — but not "1.5 dl" or "2 dl".
export const STEP_NUMBER = new RegExp(
  String.raw`^(?:(?:${STEP_WORDS.join('|')})\s*\d{1,2}\s*[:.)-]?|\d{1,2}\s*[.)](?!\d))\s*`,
  'i',
);

// A step's label that only numbers it: "Step 1", "Schritt 2", "gazpacho_r step 1", "3.".
const NUMBER_LABEL = new RegExp(String.raw`^(?:\S+\s+)?(?:(?:${STEP_WORDS.join('|')})\s*)?\d{1,2}\.?$`, 'i');

export function isStepNumberLabel(label: string): boolean {
  return NUMBER_LABEL.test(label.trim());
}

/** The step without the number the page typed before it; the app numbers steps itself. */
export function withoutStepNumber(step: string): string {
  return step.replace(STEP_NUMBER, '').trim();
}

/** A list's steps under its section headings, without its own title and bare step numbers. */
function steps(items: ListItem[]): LineGroup[] {
  const firstStep = items.findIndex((item) => !item.heading);
  const kept = items
    .slice(Math.max(firstStep - 1, 0))
    .map((item) => ({ ...item, text: withoutStepNumber(item.text) }))
    .filter((item) => /\p{L}/u.test(item.text) && !isListTitle(item.text));
  return groupItems(kept);
}

/** "Instructions", "Valmistus": the list's own title, not a section of it. */
function isListTitle(text: string): boolean {
  const heading = readHeading(text);
  return heading?.section === 'instructions' && heading.rest === '';
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
