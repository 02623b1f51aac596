/**
 * A recipe written as plain text → title, ingredient lines, steps, servings and times. Finds the
 * sections by their headings (Finnish and English, and the common European ones) and, where there are
 * none, by the shape of the lines: lines that start with a quantity are ingredients, sentences are steps.
 */

import { parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';
import { SPACED_BULLET, withoutBullet } from '#shared/text/bullet.ts';
import { QUANTITY_OR_RANGE } from '#shared/text/numbers.ts';
import { anyOf } from '#shared/text/regex.ts';
import {
  BARE_STEP_NUMBER,
  NUMBER_THEN_LABEL,
  NUMBER_THEN_WORDS,
  STEP_NUMBER,
} from '#shared/text/step-number.ts';
import {
  type ExtractedRecipe,
  emptyRecipe,
  groupItems,
  type ListItem,
  withIngredients,
  withInstructions,
} from '../extracted-recipe';
import {
  groupedIngredientItems,
  isAdvice,
  isComponentName,
  isGroupHeading,
  joinFragmentItems,
  withoutRepeatedList,
} from '../page/ingredient-lines';
import { SOCIAL_NETWORK_WORDS } from '../words/section-words';
import { TIME_UNIT_WORDS } from '../words/vocabulary';
import { isRatingLine } from './rating-line';
import { setAsideWithin } from './set-aside-lines';
import {
  readClosingYield,
  readFactLine,
  readHeadDuration,
  readHeadingFacts,
  splitHeadingYield,
} from './text-facts';
import { isFooterLine, isFooterLineInRun } from './text-footer';
import { readHeading, type Section } from './text-headings';
import { type TextLine, toBlocks, toLines } from './text-lines';
import { joinLabelledValues, readMetadata } from './text-metadata';
import { isSentence, isShortPhrase, MAX_LABEL_WORDS, wordCount } from './text-shape';

const MAX_TITLE_LENGTH = 120;
const MAX_INGREDIENT_WORDS = 12;

type Sections = Record<Section, TextLine[]>;

function isIngredientShaped(line: string): boolean {
  // "1. Make the dough:" is a numbered step, not one of an ingredient; "1 THE DOUGH:" its heading.
  if (NUMBER_THEN_WORDS.test(line) || isNumberedLabel(line) || TIME_ALONE.test(line)) return false;
  if (startsWithQuantity(line)) return !isSentence(line) || wordCount(line) <= MAX_INGREDIENT_WORDS;
  return SPACED_BULLET.test(line) && wordCount(line) <= MAX_INGREDIENT_WORDS && !isSentence(line);
}

function isStepShaped(line: string): boolean {
  return (
    STEP_NUMBER.test(line) ||
    isNumberedLabel(line) ||
    wordCount(line) > MAX_INGREDIENT_WORDS ||
    isSentence(line)
  );
}

/**
 * The advice a page's ingredient list holds between two of its lines ("Gör laktosfri: …", "Eggs – to
 * enrich the batter…" on ica, alittlebityummy, garlicandzest, teakandthyme, tidymom): no ingredient, so
 * the list drops it, but the recipe's own words. Lines a copy of the list in other units repeats were
 * dropped as the same foods again, and are no advice.
 */
function adviceWithinList(
  lines: readonly TextLine[],
  ingredientLines: readonly TextLine[],
  ingredients: readonly ListItem[],
): string[] {
  const kept = new Set(ingredients.filter((item) => !item.heading).map((item) => item.text));
  const listed = ingredientLines.filter((l) => !l.group && kept.has(withoutBullet(l.text)));
  const advice = ingredientLines.filter((l) => !l.group && isAdvice(withoutBullet(l.text)));
  return setAsideWithin(lines, listed, advice);
}

/** "4 annosta perunamuusia", "2 portions cooked rice": a quantity, a noun, then what it is of. */
function isAmountOfSomething(line: string): boolean {
  return startsWithQuantity(line) && /^\S+\s+\S+\s+\p{Ll}/u.test(withoutBullet(line));
}

/** "1 PICCATA-TEIG:": a number without a unit, then a label — a numbered step's heading. */
function isNumberedLabel(line: string): boolean {
  return NUMBER_THEN_LABEL.test(line) && parseIngredientLine(line).unit === '';
}

/**
 * Without headings: blank-line blocks go where most of their lines point; one block without blank lines
 * is read top to bottom, ingredients first and steps from the first sentence on. Under an ingredient
 * heading (`headed`), the first block is the list it names, whatever its shape, unless it reads as steps.
 */
function splitByShape(
  lines: readonly TextLine[],
  sections: Sections,
  fromPage: boolean,
  headed = false,
): void {
  const blocks = toBlocks(lines);
  if (blocks.length === 1) {
    readTopToBottom(blocks[0]!, sections, fromPage);
    return;
  }
  // Which section the block before went to: a method in parts follows each part's ingredient list.
  let previous: Section | 'other' | null = null;
  for (const [i, block] of blocks.entries()) {
    const ingredientLines = block.filter((l) => isIngredientShaped(l.text)).length;
    const stepLines = block.filter((l) => isStepShaped(l.text)).length;
    const next = blocks[i + 1];
    const before = previous;
    previous = 'ingredients';
    if (sections.ingredients.length === 0 && !headed && holdsIngredientList(block)) {
      // An introduction, the ingredients and the method in one block: read as one recipe. On a page it
      // ends with its last step ("More on these topics" after it is the site's); a paste keeps every line.
      const end = fromPage ? block.findLastIndex((l) => isStepShaped(l.text)) + 1 : block.length;
      readTopToBottom(block.slice(0, end), sections, fromPage);
      sections.other.push(...block.slice(end));
      previous = 'instructions';
    } else if (isLabelBlock(block) && next && isIngredientBlock(next)) {
      // "Produce", then its list: the name of a group of ingredients.
      sections.ingredients.push({ ...block[0]!, group: true });
    } else if (ingredientLines * 2 >= block.length || (headed && i === 0 && stepLines === 0)) {
      sections.ingredients.push(...block);
    } else if (stepLines > 0 && stepLines >= ingredientLines) {
      // Steps right after the list of the method's next part (its dough after its starter) go on with
      // the method: the page set them apart from that list, not from the steps before it.
      const goesOn = before === 'ingredients' && sections.instructions.length > 0;
      sections.instructions.push(
        ...(goesOn ? [{ ...block[0]!, blockStart: false }, ...block.slice(1)] : block),
      );
      previous = 'instructions';
    } else {
      sections.other.push(...block);
      previous = 'other';
    }
  }
}

/**
 * A paste's ingredient list in named groups: "Kakku", a blank line, its lines; or "Kakku" heading a
 * block of lines. A short capitalised label without a number that stands alone in its block, or opens
 * one of several blocks above quantity lines, names the group under it. A list written with a blank
 * line after every line has no labels, and a label at the end names nothing.
 */
function labelledGroups(lines: readonly TextLine[]): TextLine[] {
  const blocks = toBlocks(lines);
  if (blocks.length < 2 || !blocks.some((block) => block.length > 1)) return [...lines];
  return blocks.flatMap((block, i) => {
    const [first, ...rest] = block;
    const alone = rest.length === 0 && i + 1 < blocks.length;
    const heads =
      rest.length >= 2 && rest.filter((l) => startsWithQuantity(l.text)).length * 2 >= rest.length;
    return first && !first.group && (alone || heads) && isGroupLabel(first.text)
      ? [{ ...first, group: true }, ...rest]
      : block;
  });
}

/** A group's name ("Pohja", "TÄYTE", "Kuorrute:") with an ingredient line under it. */
function opensList(line: string, next: TextLine | undefined): boolean {
  return next !== undefined && isGroupHeading(line) && isIngredientShaped(next.text);
}

function isGroupLabel(line: string): boolean {
  return /^\p{Lu}/u.test(line) && !/\d/.test(line) && isShortPhrase(line) && !isIngredientShaped(line);
}

/** Ingredients first, then the steps from the first sentence after them on; what precedes is other. */
function readTopToBottom(block: readonly TextLine[], sections: Sections, fromPage: boolean): void {
  let inSteps = false;
  for (const [i, line] of block.entries()) {
    inSteps ||= sections.ingredients.length > 0 && !isIngredientShaped(line.text) && isStepShaped(line.text);
    if (inSteps && !(fromPage && isIngredientBesideStep(line.text))) sections.instructions.push(line);
    else if (!fromPage && opensList(line.text, block[i + 1])) {
      // "Pohja" above its lines, the first group before any ingredient: its name, not the introduction.
      sections.ingredients.push({ ...line, group: true });
    } else if (
      isIngredientShaped(line.text) ||
      (sections.ingredients.length > 0 && isShortPhrase(line.text))
    ) {
      sections.ingredients.push(line);
    } else sections.other.push(line);
  }
}

/**
 * A page that sets each step's ingredients beside it marks them with bullets: "- 2 dl cream" — not a
 * bulleted step that starts with a time ("- 5 min before the end, season"). A paste keeps its lines.
 */
function isIngredientBesideStep(line: string): boolean {
  return SPACED_BULLET.test(line) && isIngredientShaped(line) && !STARTS_WITH_TIME.test(withoutBullet(line));
}
// "20 mins", "12 to 15 mins": a card's time whose label the reader did not know ("Bake"), standing alone
// before the lists as durations do (readHeadDuration) — no ingredient, though it opens with a number.
const TIME_ALONE = new RegExp(String.raw`^${QUANTITY_OR_RANGE}\s*${anyOf(TIME_UNIT_WORDS)}\.?$`, 'iu');
const STARTS_WITH_TIME = new RegExp(String.raw`^[\d.,/-]+\s*${anyOf(TIME_UNIT_WORDS)}(?![\p{L}])`, 'iu');

const NAMES_SOCIAL_NETWORK = new RegExp(
  String.raw`(?<![\p{L}])${anyOf(SOCIAL_NETWORK_WORDS)}(?![\p{L}])`,
  'iu',
);

// Lines in a row that start with a quantity: a list of ingredients, not a step that mentions some.
const MIN_LIST_RUN = 3;

/** A block with a run of ingredient lines and steps after it: a recipe without headings or gaps. */
function holdsIngredientList(block: readonly TextLine[]): boolean {
  let run = 0;
  for (const [i, line] of block.entries()) {
    run = isIngredientShaped(line.text) ? run + 1 : 0;
    if (run >= MIN_LIST_RUN) return block.slice(i + 1).some((l) => isStepShaped(l.text));
  }
  return false;
}

function isLabelBlock(block: readonly TextLine[]): boolean {
  return block.length === 1 && isShortPhrase(block[0]!.text) && !isIngredientShaped(block[0]!.text);
}

function isIngredientBlock(block: readonly TextLine[]): boolean {
  return block.filter((l) => isIngredientShaped(l.text)).length * 2 >= block.length;
}

/**
 * Steps from the lines of an instruction section. With numbering, a numbered line starts a step and the
 * unnumbered lines under it continue it (a sub-heading ending in ":" stands alone); a bare "Step 3" line
 * starts the step written under it. Without numbering each line is a step, except that a line broken
 * mid-sentence (the next starts in lowercase) continues. A page's lines (`fromPage`) are whole paragraphs:
 * one continues a numbered step only when its sentence runs on, and after the last numbered step a
 * sentence is still a step ("Serve hot.", the paragraphs of a numbered section) until a line that is no
 * sentence (a credit, a link): from there on every line goes to the notes — no words are dropped. A
 * page's typed numbers stay, as it shows them; pasted text loses them, since the app numbers steps
 * itself, and keeps every line.
 */
function collectSteps(lines: readonly TextLine[], fromPage: boolean): { steps: ListItem[]; notes: string[] } {
  const numberedLines = lines.filter((l) => STEP_NUMBER.test(l.text));
  const numbered = numberedLines.length >= Math.min(2, lines.length);
  const lastNumbered = numbered ? lines.lastIndexOf(numberedLines.at(-1)!) : -1;
  const steps: ListItem[] = [];
  const notes: string[] = [];
  let inNumberedStep = false;
  let labelled = false;
  let inFooter = false;
  let pageEnded = false;
  // The last line a step took: whether the step's sentence runs on is read from it, not from the step's
  // whole text, which a long paste's run of continued lines makes as long as the paste (ADR 0025).
  let lastLine = '';
  for (const [i, { text, blockStart, group }] of lines.entries()) {
    if (group) {
      steps.push({ text, heading: true });
      lastLine = text;
      continue;
    }
    const isNewNumber = STEP_NUMBER.test(text);
    const unmarked = text.replace(isNewNumber ? STEP_NUMBER : SPACED_BULLET, '').trim();
    const content = fromPage && isNewNumber ? text : unmarked;
    const bareNumber: boolean = BARE_STEP_NUMBER.test(text) && !pageEnded;
    if (!unmarked || bareNumber) {
      // "Step 3" or "3" on a line of its own: the step is the text under it, as the page's lists and the
      // data read such a label.
      labelled ||= isNewNumber || bareNumber;
      continue;
    }
    const previous = steps.at(-1);
    const runsOn = previous !== undefined && !/[.!?)。]$/.test(lastLine) && /^\p{Ll}/u.test(content);
    // Past the last numbered step, a line that is no sentence ends the method: what follows it, sentences
    // too, is the site's ("Fertig", product cards, "20 Min." on related recipes, an export button's text).
    pageEnded ||= fromPage && numbered && i > lastNumbered && !runsOn && !labelled && !isSentence(content);
    // A call to share the recipe ("Volg ons ook op Pinterest…", "Tag @us on Instagram!") closes it.
    pageEnded ||= fromPage && steps.length > 0 && NAMES_SOCIAL_NETWORK.test(content);
    if (pageEnded) {
      notes.push(content);
      continue;
    }
    // A paste's numbered method ends with its last step; a line after it that is a tip, a source or a
    // question to the reader ("Haluatko parantaa reseptiä?") opens the footer, blank line before it or
    // not: notes, with what follows. Among unnumbered paragraphs only a block is set apart on its own.
    // With no blank line before it, a line the step's sentence runs on into ("Is | the cake done? Test
    // it.") is the step's, and a label opens the footer only standing as one.
    const footer =
      !fromPage && steps.length > 0 && (blockStart ? isFooterLine(text) : !runsOn && isFooterLineInRun(text));
    inFooter ||= footer && numbered && i > lastNumbered;
    if (inFooter || (footer && blockStart && !numbered)) {
      notes.push(text);
      continue;
    }
    // A page's lines are whole paragraphs: one continues a numbered step only when its sentence runs on.
    const continues =
      !labelled &&
      previous !== undefined &&
      !previous.heading &&
      (numbered ? inNumberedStep && !isNewNumber && !blockStart && (!fromPage || runsOn) : runsOn);
    if (continues) previous.text = `${previous.text} ${content}`;
    else {
      steps.push({ text: content, heading: !isNewNumber && !labelled && isSubheading(content) });
      inNumberedStep = isNewNumber || labelled;
    }
    lastLine = content;
    labelled = false;
  }
  return { steps, notes };
}

/** "Täyte:", "For the frosting:" — a short label that names the steps after it. */
function isSubheading(line: string): boolean {
  return (/[:：]$/.test(line) && wordCount(line) <= MAX_LABEL_WORDS) || isComponentName(line);
}

/**
 * A page's tabs of unit systems write its list (each group's) again, one copy after the other: the
 * first is the list.
 */
function withoutRepeatedLists(items: readonly ListItem[]): ListItem[] {
  const kept: ListItem[] = [];
  let run: string[] = [];
  const flush = () => {
    kept.push(...withoutRepeatedList(run).map((text) => ({ text, heading: false })));
    run = [];
  };
  for (const item of items) {
    if (item.heading || isGroupHeading(item.text)) {
      flush();
      kept.push(item);
    } else run.push(item.text);
  }
  flush();
  return kept;
}

/** A title is the first short line that is neither an ingredient, a step nor a sentence. */
function isTitleShaped(line: string): boolean {
  return (
    line.length <= MAX_TITLE_LENGTH &&
    !startsWithQuantity(line) &&
    !STEP_NUMBER.test(line) &&
    !isSentence(line)
  );
}

/** "Suklaakakku | Reseptit | Kotikokki.net", "## **Pulla**": the recipe's name without the dressing. */
function cleanTitle(line: string): string {
  return line
    .split(/\s+[|–—]\s+|\s+-\s+/)[0]!
    .replace(/^#+\s*/, '')
    .replace(/[*_]+/g, '')
    .trim();
}

/**
 * On a page a list (the ingredients, the method) is followed by whatever the site adds — photo credits,
 * tips, related posts — set apart from it. The list is the first block, and further blocks only where a
 * short sub-heading introduces them ("For the frosting" and its own list) — in a method, a block that
 * holds a step (`holdsItem`): a label over a block of none ("Tags", then "Recipes", "Dessert") is the
 * site's, and ends the list. What counts as such a sub-heading is `isLabel`'s to say (a part's name
 * introduces its block however long it is), and a block a heading opens ("Preparación del arroz",
 * "Remaining Ingredients") is a part of its own.
 */
function sectionBlocks(
  lines: readonly TextLine[],
  holdsItem: (line: string) => boolean,
  isLabel: (line: string) => boolean,
): TextLine[] {
  const blocks = toBlocks(lines);
  const kept: TextLine[] = [];
  let sawList = false;
  let introduced = false;
  let labelAt = 0;
  let lastList: readonly string[] = [];
  for (const [i, block] of blocks.entries()) {
    const content = block.filter((l) => !l.group);
    // The list again in other units, a tab of the page's unit systems after it: the list goes on past it.
    if (sawList && !introduced && isListAgain(lastList, content)) {
      kept.push(...block);
      continue;
    }
    const only = content.length === 1 ? content[0]! : null;
    const label = only && isLabel(only.text) && i + 1 < blocks.length ? only : null;
    const isSubheading = content.length === 0 || label !== null;
    // A block a heading opens ("Preparación del arroz", then its steps) is a part the page names.
    const named = block[0]!.group === true && !isSubheading;
    if (!isSubheading && sawList && !introduced && !named) break;
    if (named && !introduced) labelAt = kept.length;
    if (!isSubheading && sawList && !content.some((l) => holdsItem(l.text))) {
      kept.length = labelAt;
      break;
    }
    if (!introduced) labelAt = kept.length;
    // A label that introduces a list names it: "Produce", then its ingredients.
    kept.push(...block.map((l) => (l === label ? { ...l, group: true } : l)));
    sawList ||= !isSubheading;
    introduced = isSubheading;
    if (!isSubheading) lastList = content.map((l) => l.text);
  }
  return kept;
}

/**
 * A group's name set alone above its part of the list: longer than a label may be ("Purée de pommes de
 * terre au bacon", "For the Baked Salmon & Kale Salad:", "For the Cocktail (Makes Enough for 1
 * Cocktail)": the corpus's group names run to nine words on veroniquecloutier, aflavorjournal,
 * savoringthegood and 40aprons), and no sentence.
 */
const MAX_GROUP_NAME_WORDS = 9;
function isGroupName(line: string): boolean {
  if (isShortPhrase(line)) return true;
  return wordCount(line) <= MAX_GROUP_NAME_WORDS && !isSentence(line) && !startsWithQuantity(line);
}

/**
 * The names of a recipe's parts: a line alone in its block in the ingredients and again in the method
 * ("Boeuf braisé", then "Purée de pommes de terre au bacon" over each part's lines and steps). Pages of
 * many sites name their parts so (damndelicious, inbloombakery, teakandthyme, veroniquecloutier, …); the
 * name said twice is a part's whatever its length, where a label is otherwise known by being short.
 */
function partNamesOf(ingredients: readonly TextLine[], steps: readonly TextLine[]): Set<string> {
  const alone = (lines: readonly TextLine[]) =>
    toBlocks(lines)
      .filter((block) => block.length === 1 && !isSentence(block[0]!.text))
      .map((block) => block[0]!.text);
  const inMethod = new Set(alone(steps));
  return new Set(alone(ingredients).filter((name) => inMethod.has(name) && !isIngredientShaped(name)));
}

/**
 * "Cuisine: Russian", "Difficulty: Easy": a short label and its value, no quantity — a fact about the
 * recipe that a card sets under its own label ("Details") after the ingredients, no ingredient.
 */
function isLabelledFact(line: string): boolean {
  return LABELLED_FACT.test(line) && !startsWithQuantity(line) && isShortPhrase(line);
}
const LABELLED_FACT = /^[^:\d]+:\s*\S/;

/** "1.8 oz Cucumber" under "50 g Cucumber": as many lines, the same foods. */
function isListAgain(list: readonly string[], block: readonly TextLine[]): boolean {
  const lines = block.map((l) => l.text);
  return lines.length === list.length && withoutRepeatedList([...list, ...lines]).length === list.length;
}

/**
 * A bare ingredients heading right before a bare method heading, before any ingredient: the two tabs of
 * a recipe card ("Zutaten | Zubereitung"), whose open panel (the ingredients) is written under both.
 */
function isTabBar(
  previous: ReturnType<typeof readHeading>,
  heading: NonNullable<ReturnType<typeof readHeading>>,
  sections: Sections,
): boolean {
  return (
    previous?.section === 'ingredients' &&
    heading.section === 'instructions' &&
    !heading.rest &&
    !heading.group &&
    sections.ingredients.length === 0
  );
}

const MAX_DESCRIPTION_SENTENCES = 3;

interface ParseOptions {
  /** The text is a web page's main text: its blocks mark where the recipe's lists end. */
  fromPage?: boolean;
}

export function parseRecipeText(text: string, options: ParseOptions = {}): ExtractedRecipe {
  const recipe = emptyRecipe();
  const sections: Sections = { ingredients: [], instructions: [], notes: [], other: [] };
  const preamble: TextLine[] = [];
  let current: Section | null = null;
  // The heading just read, when it stands alone with nothing under it yet.
  let lastHeading: ReturnType<typeof readHeading> = null;

  const lines = joinLabelledValues(toLines(text)).map((line, at) => ({ ...line, at }));
  for (const line of lines) {
    // A rating opens with a number as an ingredient does; a reading that took it for one would be
    // taken as the page's recipe before the one that holds the list.
    if (isRatingLine(line.text)) continue;
    // Metadata first: "Preparation: 20 min" is a time, not the method's heading. In a paste's
    // ingredient list, an amount with words after it is an ingredient: "4 annosta perunamuusia".
    const listed = !options.fromPage && current === 'ingredients' && isAmountOfSomething(line.text);
    if (!listed && readMetadata(line.text, recipe)) continue;
    readClosingYield(line.text, recipe);
    const headingText = splitHeadingYield(line.text, recipe) ?? line.text;
    const heading = readHeading(headingText);
    // Outside the method, a line of facts ("12 palaa. Leivotaan 24 cm vuoassa.") is no ingredient; one
    // that names the pan stays, as a note, for the pan to be read from it.
    const facts = heading || current === 'instructions' ? null : readFactLine(line.text, recipe);
    if (facts) {
      if (facts.pan) sections.notes.push(line);
      continue;
    }
    if (heading) {
      readHeadingFacts(line.text, recipe);
      const tabs = options.fromPage === true && isTabBar(lastHeading, heading, sections);
      lastHeading = heading.rest || heading.group ? null : heading;
      // "Ingredients" and "Method" set side by side as tabs: the lines under both are the first tab's.
      if (tabs) continue;
      current = heading.section;
      if (heading.group) sections[current].push({ text: heading.group, blockStart: true, group: true });
      // A note keeps its label, as it was written ("Tip: rest the batter"); a list's line goes without it.
      const rest = current === 'notes' ? line.text : heading.rest;
      if (heading.rest) sections[current].push({ text: rest, blockStart: true });
      // A paste's tool list or tips keep their label in the notes: "Välineet", then the tools.
      else if (!options.fromPage && (current === 'notes' || current === 'other')) {
        sections[current].push({ text: line.text, blockStart: true });
      }
    } else {
      lastHeading = null;
      (current ? sections[current] : preamble).push(line);
    }
  }

  // A page's lists end where the site's own blocks begin (credits, tips, related posts) — but an
  // ingredient list without a method heading after it may hold the steps too.
  const partNames = partNamesOf(sections.ingredients, sections.instructions);
  if (options.fromPage && sections.instructions.length > 0) {
    sections.ingredients = sectionBlocks(
      sections.ingredients,
      (line) => !isLabelledFact(line),
      (line) => isGroupName(line) || partNames.has(line),
    );
  }
  readHeadDuration(preamble, recipe);
  const titleLine = preamble.find((l) => isTitleShaped(l.text));
  recipe.title = titleLine ? cleanTitle(titleLine.text) : '';
  const untitled = preamble.filter((l) => l !== titleLine);
  // What stands between the title and the recipe proper: an introduction, the description's source.
  const intro: TextLine[] = [];
  if (sections.ingredients.length === 0) {
    // No ingredient heading: the ingredients (and maybe steps) are among the lines before any heading.
    const shaped: Sections = { ingredients: [], instructions: [], notes: [], other: [] };
    splitByShape(untitled, shaped, options.fromPage === true);
    sections.ingredients = shaped.ingredients;
    sections.instructions = [...shaped.instructions, ...sections.instructions];
    intro.push(...shaped.other);
  } else {
    intro.push(...untitled);
    if (sections.instructions.length === 0) {
      // Only the ingredients have a heading: the steps follow the list without one.
      const listed = sections.ingredients;
      sections.ingredients = [];
      splitByShape(listed, sections, options.fromPage === true, true);
    }
  }

  const ingredientLines = options.fromPage ? sections.ingredients : labelledGroups(sections.ingredients);
  const read = ingredientLines
    .map((l) => ({ text: withoutBullet(l.text), heading: l.group === true }))
    .filter((l) => l.text !== '' && !isAdvice(l.text));
  const ingredients = options.fromPage ? withoutRepeatedLists(joinFragmentItems(read)) : read;
  const { steps, notes } = options.fromPage
    ? collectSteps(
        sectionBlocks(
          sections.instructions,
          isStepShaped,
          (line) => isShortPhrase(line) || partNames.has(line),
        ),
        true,
      )
    : collectSteps(sections.instructions, false);
  const source = options.fromPage ? 'page-text' : 'text';
  const parsed = withInstructions(
    withIngredients(recipe, groupedIngredientItems(ingredients), source),
    groupItems(steps),
    source,
  );
  const introText = intro.map((l) => l.text);
  const description = introText.filter(isSentence).slice(0, MAX_DESCRIPTION_SENTENCES);
  // A paste keeps every line: what is neither the description nor the recipe's lists is a note. A page's
  // other lines are the site's (menus, credits).
  const leftOver = options.fromPage
    ? []
    : [...introText.filter((line) => !description.includes(line)), ...sections.other.map((l) => l.text)];
  parsed.notes = [...sections.notes.map((l) => l.text), ...notes, ...leftOver].join('\n');
  parsed.description = description.join(' ');
  if (options.fromPage) parsed.setAside = adviceWithinList(lines, ingredientLines, ingredients);
  return parsed;
}
