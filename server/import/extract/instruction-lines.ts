/** Steps from the instruction lists a page shows, for pages whose structured data has none. */

import { anyOf } from '../../../shared/regex';
import { STEP_NUMBER, STEP_NUMBER_LABEL } from '../../../shared/step-number';
import { groupItems, type LineGroup, type ListItem } from './extracted-recipe';
import { readHeading, type Section } from './text-headings';
import { isServingsLine } from './text-metadata';
import { READER_WORDS } from './vocabulary';

export function isStepNumberLabel(label: string): boolean {
  return STEP_NUMBER_LABEL.test(label.trim());
}

/**
 * A list's steps under its section headings, without its own title and bare step numbers; a number typed
 * before a step's text stays, as the page shows it. What an ingredient or other section's heading opens
 * inside the list (its ingredients, nutrition) is no step, up to the next method heading; what a notes
 * heading opens ("Tips", "Make ahead") goes to the notes, up to a step with a typed number. A servings line
 * is no step, and a short question to the reader that closes the list ("Did you make this recipe?") is a
 * note. A notes heading that would leave no steps is the method's own ("Make ahead", then the steps).
 */
function steps(items: ListItem[]): { groups: LineGroup[]; notes: string[] } {
  const firstStep = items.findIndex((item) => !item.heading);
  const kept: ListItem[] = [];
  const notes: string[] = [];
  let section: Section = 'instructions';
  for (const item of items.slice(Math.max(firstStep - 1, 0))) {
    const heading = readHeading(item.text);
    if (heading && heading.rest === '') section = heading.section;
    else if (section === 'notes' && STEP_NUMBER.test(item.text)) section = 'instructions';
    if (!/\p{L}/u.test(item.text) || isListTitle(item.text)) continue;
    if (isStepNumberLabel(item.text) || isServingsLine(item.text)) continue;
    if (section === 'notes' && !heading) notes.push(item.text);
    else if (section === 'instructions') kept.push(item);
  }
  // Only notes and no steps: the notes heading was the method's own ("Make ahead", then the steps).
  if (!kept.some((item) => !item.heading) && notes.length > 0)
    return { groups: groupItems([...kept, ...notes.map((text) => ({ text, heading: false }))]), notes: [] };
  if (kept.length > 1 && isQuestionToReader(kept.at(-1)!.text)) notes.push(kept.pop()!.text);
  return { groups: groupItems(kept), notes };
}

const MAX_QUESTION_WORDS = 8;
const READER_WORD = new RegExp(String.raw`(?:^|[^\p{L}])${anyOf(READER_WORDS)}(?![\p{L}])`, 'iu');

/** "Did you make this recipe?": one short question that speaks to the reader. */
export function isQuestionToReader(text: string): boolean {
  return (
    /[?？]$/.test(text) &&
    !/[.!?。](?=\s)/.test(text) &&
    text.split(/\s+/).length <= MAX_QUESTION_WORDS &&
    READER_WORD.test(text)
  );
}

/** "Instructions", "Valmistus": the list's own title, not a section of it. */
function isListTitle(text: string): boolean {
  const heading = readHeading(text);
  return heading?.section === 'instructions' && heading.rest === '' && heading.group === '';
}

/** The longest instruction list the page shows, as step groups; [] when it shows none. */
export function chooseInstructionLines(visibleLists: ListItem[][]): ShownSteps {
  let best: ShownSteps = { groups: [], notes: [] };
  let bestLength = 0;
  for (const list of visibleLists) {
    const candidate = steps(list);
    const length = candidate.groups.reduce((sum, g) => sum + g.lines.join('').length, 0);
    if (length > bestLength) {
      best = candidate;
      bestLength = length;
    }
  }
  return best;
}

type ShownSteps = ReturnType<typeof steps>;

/**
 * The recipe's steps: the structured data's, unless it ran them together into far fewer steps than the
 * page shows — the same words, so the page's list is the same method, only split as the cook reads it.
 */
const RAN_TOGETHER = 2;

export function chooseInstructions(
  structured: LineGroup[],
  visibleLists: ListItem[][],
): ShownSteps & { fromPage: boolean } {
  // A title the data carries as its first step ("Modo de preparo") is no step.
  const titled = structured[0]?.lines[0] !== undefined && isListTitle(structured[0].lines[0]);
  const own = titled
    ? [{ ...structured[0]!, lines: structured[0]!.lines.slice(1) }, ...structured.slice(1)]
    : structured;
  const data = own.flatMap((g) => g.lines);
  // Data whose steps hold no word ("[{", a broken attribute's remains) has no steps to offer.
  if (!data.some((line) => /\p{L}/u.test(line)))
    return { ...chooseInstructionLines(visibleLists), fromPage: true };
  for (const list of visibleLists) {
    const shown = steps(list);
    const lines = shown.groups.flatMap((g) => [g.name, ...g.lines]);
    const ranTogether = shown.groups.flatMap((g) => g.lines).length >= RAN_TOGETHER * data.length;
    if (ranTogether && letters(lines.join('')) === letters(data.join(''))) {
      return { ...shown, fromPage: true };
    }
  }
  return { groups: own.filter((g) => g.lines.length > 0), notes: [], fromPage: false };
}

function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, '');
}
