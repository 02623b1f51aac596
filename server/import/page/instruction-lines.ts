/** Steps from the instruction lists a page shows, for pages whose structured data has none. */

import { startsWithQuantity } from '#shared/ingredients.ts';
import { anyOf } from '#shared/text/regex.ts';
import {
  BARE_STEP_NUMBER,
  isStepNumberLabel,
  STEP_NUMBER,
  WORDED_STEP_NUMBER,
  withoutListNumbers,
} from '#shared/text/step-number.ts';
import { groupItems, type LineGroup, type ListItem } from '../extracted-recipe';
import { opensWithFooterLabel } from '../text/text-footer';
import { isSectionTitle, readHeading, type Section } from '../text/text-headings';
import { isFactLine, isServingsLine } from '../text/text-metadata';
import { letters } from '../text/text-shape';
import { HOW_TO_LEADS } from '../words/section-words';
import { READER_WORDS, RECIPE_WORDS } from '../words/vocabulary';

/**
 * A list's steps under its section headings, without its own title and bare step numbers; a number typed
 * before a step's text stays, as the page shows it. What an ingredient or other section's heading opens
 * inside the list (its ingredients, nutrition) is no step, up to the next method heading; what a notes
 * heading opens ("Tips", "Make ahead") goes to the notes, up to a step with a typed number. A servings or
 * time line is no step (750g, grandfrais, magimix, williams-sonoma, lecker set the card's times among the
 * steps), and a short question to the reader that closes the list ("Did you make this recipe?") is a
 * note. A notes heading that would leave no steps is the method's own ("Make ahead", then the steps). A row
 * that only repeats the step's ingredients is no step.
 */
function steps(
  items: ListItem[],
  ingredientWords: ReadonlySet<string>,
  title: string,
): { groups: LineGroup[]; notes: string[] } {
  const reminders = ingredientReminders(items, ingredientWords);
  const firstStep = items.findIndex((item) => !item.heading && !item.note);
  const kept: ListItem[] = [];
  const notes: string[] = [];
  let section: Section = 'instructions';
  for (const [index, item] of items.entries()) {
    if (item.note) {
      notes.push(item.text);
      continue;
    }
    if (index < firstStep - 1) continue;
    const heading = readHeading(item.text);
    if (heading && heading.rest === '') section = heading.section;
    else if (section === 'notes' && STEP_NUMBER.test(item.text)) section = 'instructions';
    if (!/\p{L}/u.test(item.text) || isListTitle(item.text)) continue;
    if (isStepNumberLabel(item.text) || isServingsLine(item.text) || isFactLine(item.text)) continue;
    if (reminders.has(index)) continue;
    if (section === 'notes' && !heading) notes.push(item.text);
    else if (section === 'instructions') kept.push(item);
  }
  // Only notes and no steps: the notes heading was the method's own ("Make ahead", then the steps).
  if (!kept.some((item) => !item.heading) && notes.length > 0)
    return { groups: groupItems([...kept, ...notes.map((text) => ({ text, heading: false }))]), notes: [] };
  // The list's closing lines that a tip's or a source's label opens ("Note: …", "Recipe adapted from …"),
  // or a question to the reader, are its notes.
  const closing: string[] = [];
  while (kept.length > 1 && isClosingNote(kept.at(-1)!.text)) closing.unshift(kept.pop()!.text);
  return { groups: withoutRecipeTitle(groupItems(kept), title), notes: [...notes, ...closing] };
}

const HOW_TO_LEAD = new RegExp(`^${anyOf(HOW_TO_LEADS)}\\s+`, 'iu');
// A title's words that say only that it is one ("Pancakes Recipe").
const TITLE_FILLER = new Set<string>(RECIPE_WORDS);

/**
 * "How to make Roasted Peppers And Mushroom Tortilla Pizza Recipe" over every step: the recipe's own name
 * after a how-to lead titles the method (archanaskitchen, justapinch; comidinhasdochef's and ricetta's
 * texts too), no part of it — as the data's one section named for the method is none (ADR 0037). One of
 * several parts ("How to brown butter", then the cookies) keeps its name.
 */
function withoutRecipeTitle(groups: LineGroup[], title: string): LineGroup[] {
  const only = groups.length === 1 ? groups[0]! : undefined;
  const rest = only?.name.replace(HOW_TO_LEAD, '');
  if (!only || rest === only.name || !namesRecipe(rest!, title)) return groups;
  return [{ ...only, name: '' }];
}

/** The heading's words after its lead are the title's, or hold them all: the recipe named again. */
function namesRecipe(named: string, title: string): boolean {
  const words = (text: string) =>
    (text.toLowerCase().match(/[\p{L}\p{N}’']+/gu) ?? []).filter((w) => !TITLE_FILLER.has(w));
  const own = words(title);
  const heading = new Set(words(named));
  return own.length > 0 && own.every((word) => heading.has(word));
}

// A reminder names each ingredient in a few words; a longer part is a sentence.
const MAX_REMINDER_PART_WORDS = 5;
// How much longer an ingredient's word may be written in a reminder: a plural ending ("lemon" → "lemons").
const MAX_ENDING_LETTERS = 2;

/**
 * "4 stalks celery, 2 carrots, salt": a row that sets out the ingredients of the step after it, as some
 * methods show them above each step — short phrases, one led by a quantity, whose every word is a word of
 * the recipe's ingredient lines (in either's plural), so the ingredient list holds them already. Such a
 * row stands alone before a step; next to another line led by a quantity it is one of the lines of a
 * component's ingredients that the method lists itself ("For the icing:", "½ cup cream cheese", "1 cup
 * sugar"), and stays.
 */
function ingredientReminders(items: ListItem[], ingredientWords: ReadonlySet<string>): Set<number> {
  const worded = items.flatMap((item, index) => (/\p{L}/u.test(item.text) ? [index] : []));
  const reminders = new Set<number>();
  for (const [at, index] of worded.entries()) {
    const before = items[worded[at - 1] ?? -1];
    const after = items[worded[at + 1] ?? -1];
    const beforeStep = after !== undefined && !after.heading && !startsWithQuantity(after.text);
    if (
      !items[index]!.heading &&
      beforeStep &&
      !(before && startsWithQuantity(before.text)) &&
      isIngredientPhrases(items[index]!.text, ingredientWords)
    )
      reminders.add(index);
  }
  return reminders;
}

function isIngredientPhrases(text: string, ingredientWords: ReadonlySet<string>): boolean {
  if (/[.!?:;。]/.test(text)) return false;
  // A comma between digits is a decimal one ("0,5 lemons").
  const parts = text.split(/\s*,(?!\d)\s*/).filter(Boolean);
  if (!parts.some(startsWithQuantity)) return false;
  return parts.every((part) => {
    const words = wordsOf(part);
    return (
      words.length > 0 &&
      part.split(/\s+/).length <= MAX_REMINDER_PART_WORDS &&
      words.every((word) => isIngredientWord(word, ingredientWords))
    );
  });
}

function isIngredientWord(word: string, ingredientWords: ReadonlySet<string>): boolean {
  if (ingredientWords.has(word)) return true;
  for (const known of ingredientWords) {
    const [short, long] = known.length < word.length ? [known, word] : [word, known];
    if (long.length - short.length <= MAX_ENDING_LETTERS && long.startsWith(short)) return true;
  }
  return false;
}

// Words that can name an ingredient: three letters or more ("g", "of" never do).
const MIN_NAME_LETTERS = 3;

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= MIN_NAME_LETTERS);
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

const isClosingNote = (text: string) => isQuestionToReader(text) || opensWithFooterLabel(text);

/** "Instructions", "Valmistus": the list's own title, not a section of it. */
const isListTitle = (text: string) => isSectionTitle(text, 'instructions');

/**
 * The instruction list the page shows, as step groups; [] when it shows none. A recipe card titles its
 * method ("Instructions", "Zubereitung"), where a post's step-by-step, its table of contents or a how-to
 * block beside the card does not (sudachirecipes, carriesexperimentalkitchen, garnishandglaze,
 * dinnerthendessert): a titled list wins, and among equals the longest.
 */
function chooseInstructionLines(
  visibleLists: ListItem[][],
  ingredientWords: ReadonlySet<string>,
  title: string,
): ShownSteps {
  let best: ShownSteps = { groups: [], notes: [] };
  let bestTitled = false;
  let bestLength = 0;
  for (const list of visibleLists) {
    const candidate = steps(list, ingredientWords, title);
    const length = candidate.groups.reduce((sum, g) => sum + g.lines.join('').length, 0);
    const titled = isTitledMethod(list);
    const better = titled === bestTitled ? length > bestLength : titled;
    if (length > 0 && better) {
      best = candidate;
      bestTitled = titled;
      bestLength = length;
    }
  }
  return best;
}

/** A list that opens, before its first step, with the method's own title. */
function isTitledMethod(list: readonly ListItem[]): boolean {
  const firstStep = list.findIndex((item) => !item.heading && !item.note);
  return list.slice(0, Math.max(firstStep, 0)).some((item) => isListTitle(item.text));
}

type ShownSteps = ReturnType<typeof steps>;

/**
 * The recipe's steps: the structured data's, unless the page shows the same method more truly — the data
 * ran its steps together into far fewer (the same words, only split as the cook reads them), or it holds
 * only the first few of the many steps the page shows (a feed cut short, word for word the page's start).
 * `ingredients` are the recipe's ingredient lines, which a method may repeat above its steps; `title` is
 * the recipe's, which a page's list may name again as the method's title.
 */
const RAN_TOGETHER = 2;
const TRUNCATED = 2;

export function chooseInstructions(
  structured: LineGroup[],
  visibleLists: ListItem[][],
  ingredients: readonly string[],
  title: string,
): ShownSteps & { fromPage: boolean } {
  // A title the data carries as its first step ("Modo de preparo") is no step; as the name of its only
  // section, no section's name (a method in parts names each part: "Preparation", then "Cooking").
  const titled = structured[0]?.lines[0] !== undefined && isListTitle(structured[0].lines[0]);
  const untitled = titled
    ? [{ ...structured[0]!, lines: structured[0]!.lines.slice(1) }, ...structured.slice(1)]
    : structured;
  const sections = untitled.filter((g) => g.lines.length > 0);
  const onlyTitled = sections.length === 1 && isListTitle(sections[0]!.name);
  const own = withoutTypedNumbers(onlyTitled ? [{ ...sections[0]!, name: '' }] : untitled).map((g) => ({
    ...g,
    lines: g.lines.filter((line, i) => !(isNumberOnly(line) && isStepAfter(g.lines[i + 1]))),
  }));
  const data = own.flatMap((g) => g.lines);
  const ingredientWords = new Set(ingredients.flatMap(wordsOf));
  // Data whose steps hold no word ("[{", a broken attribute's remains) has no steps to offer.
  if (!data.some((line) => /\p{L}/u.test(line)))
    return { ...chooseInstructionLines(visibleLists, ingredientWords, title), fromPage: true };
  for (const list of visibleLists) {
    const shown = steps(list, ingredientWords, title);
    const shownSteps = shown.groups.flatMap((g) => g.lines);
    const lines = shown.groups.flatMap((g) => [g.name, ...g.lines]);
    const ranTogether =
      shownSteps.length >= RAN_TOGETHER * data.length && letters(lines.join('')) === letters(data.join(''));
    const truncated =
      shownSteps.length >= TRUNCATED * data.length &&
      letters(shownSteps.slice(0, data.length).join('')) === letters(data.join(''));
    if (ranTogether || truncated) return { ...shown, fromPage: true };
  }
  return { groups: own.filter((g) => g.lines.length > 0), notes: [], fromPage: false };
}

/**
 * Structured steps that each carry their number typed before them, in order through the recipe or from 1
 * in each of its sections ("1. In your trusty bowl…"): the data's steps are a list, numbered wherever
 * they are shown, so without those numbers.
 */
function withoutTypedNumbers(groups: LineGroup[]): LineGroup[] {
  const lines = groups.flatMap((g) => g.lines);
  const bare = withoutListNumbers(lines);
  if (bare.some((line, i) => line !== lines[i])) {
    let at = 0;
    return groups.map((g) => {
      const start = at;
      at += g.lines.length;
      return { ...g, lines: bare.slice(start, at) };
    });
  }
  return groups.map((g) => ({ ...g, lines: withoutListNumbers(g.lines) }));
}

/** "Step 2", "3.": a line that only numbers a step. */
const isNumberOnly = (line: string) => WORDED_STEP_NUMBER.test(line) || BARE_STEP_NUMBER.test(line);

/**
 * A label in structured data ("Step 1", "Preheat…", "Step 2", "Grease…") only numbers the step after it,
 * and is none itself; data whose every step reads "Step N." has no other words to keep.
 */
const isStepAfter = (line: string | undefined) => line !== undefined && !isNumberOnly(line);
