/**
 * Which ingredient lines a page really has: its structured data (JSON-LD, microdata) or the list it
 * shows. Structured data is preferred, but it is often generated carelessly — numbers mangled ("5 tsp"
 * for "1.5 tsp"), fractions spelled out ("1/2" where the page shows "½"), group headings and equipment
 * mixed in, or quantities left out — and then the visible list is the truer copy.
 */

import { partialDataNote, shownGroupsNote } from '#shared/import-review.ts';
import { NOT_NAME_START, PREPARED } from '#shared/ingredient-line/patterns.ts';
import { parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';
import type { MessageRef } from '#shared/messages/message-ref.ts';
import { withoutBullet } from '#shared/text/bullet.ts';
import { VULGAR_CLASS } from '#shared/text/numbers.ts';
import { anyOf, anyOfTyped } from '#shared/text/regex.ts';
import {
  groupItems,
  groupLines,
  type LineGroup,
  type ListItem,
  type ListSource,
  ungrouped,
} from '../extracted-recipe';
import { groupAsShown } from '../reconcile/shown-groups';
import { isSectionTitle, readHeading } from '../text/text-headings';
import { isServingsControl, isServingsLine } from '../text/text-metadata';
import { letters } from '../text/text-shape';
import { numberValues } from '../values/number-spelling';
import { EQUIPMENT_HEADING_WORDS } from '../words/section-words';
import {
  ADVICE_STARTS,
  COMPONENT_WORDS,
  ENERGY_UNITS,
  GROUP_FOR_WORDS,
  NUTRITION_WORDS,
  PER_WORDS,
} from '../words/vocabulary';
import { isQuestionToReader } from './instruction-lines';

const EQUIPMENT_HEADING = new RegExp(anyOfTyped(EQUIPMENT_HEADING_WORDS), 'i');

/** A line that names a group rather than an ingredient: "Pohja:", "For the sauce", "MASHED POTATOES". */
export function isGroupHeading(line: string): boolean {
  if (startsWithQuantity(line) || /\d/.test(line)) return false;
  const words = line.split(/\s+/).length;
  if (/:\s*$/.test(line) && words <= 6) return true;
  if (FOR_GROUP.test(line) && words <= 5) return true;
  // Shouted headings: the part before any note is all capitals ("DRESSING (whisk together)").
  const head = line.split(/[(:]/)[0]!.trim();
  if (/\p{Lu}{3}/u.test(head) && head === head.toUpperCase() && words <= 6) return true;
  return isComponentName(line);
}

// "For the glaze", "Voor de gomasio", "Pour l'appareil": what the lines below are for.
const FOR_GROUP = new RegExp(String.raw`^${anyOf(GROUP_FOR_WORDS)}\s+(?:\p{L}['’])?[\p{L} -]{2,40}$`, 'iu');

// One word: the component word itself, or a compound ending in it ("Murupohja", "Juustotäyte").
const COMPONENT_NAME = new RegExp(String.raw`^\p{L}*${anyOf(COMPONENT_WORDS)}$`, 'iu');

/** "Pohja", "Täyte", "Murupohja", "Glaze": a component's name written alone, capitalised. */
export function isComponentName(line: string): boolean {
  const text = line.replace(/[\s:：]+$/, '');
  return /^\p{Lu}/u.test(text) && COMPONENT_NAME.test(text);
}

/** What a line of an ingredient list is when it is not an ingredient. */
type Aside = 'heading' | 'equipment' | 'advice' | 'furniture';

interface ShownList {
  /** The list's ingredients under the headings it shows (equipment and advice left out). */
  groups: LineGroup[];
  ingredients: string[];
  /** Every line it shows but its own furniture (title, servings): ingredients, headings, asides. */
  lines: string[];
  /** The lines the list shows that are not ingredients, by their letters. */
  asides: Map<string, Aside>;
  equipment: string[];
  advice: string[];
  /** Whether it shows its own title, "Ingredients", over its lines. */
  titled: boolean;
}

/**
 * A visible list read as ingredients: not its equipment, nutrition or sentences of advice; headings name
 * groups. What a notes heading opens ("Notes, Tips & Variations") is advice, and a heading with no
 * ingredient under it ("Specialized Hardware" closing the list) names no group: the page's furniture.
 */
function readShownList(items: ListItem[]): ShownList {
  const kept: ListItem[] = [];
  const list: ShownList = {
    groups: [],
    ingredients: [],
    lines: [],
    asides: new Map(),
    equipment: [],
    advice: [],
    titled: false,
  };
  let inEquipment = false;
  let inNotes = false;
  const marked = new Set<ListItem>();
  for (const item of items) {
    if (item.heading) {
      inEquipment = EQUIPMENT_HEADING.test(item.text);
      inNotes = isNotesHeading(item.text);
    }
    const text = withoutBullet(item.text);
    if (!text) continue;
    const isTitle = isListTitle(text);
    list.titled ||= isTitle;
    const aside: Aside | null =
      isTitle ||
      isServingsLine(text) ||
      isServingsControl(text) ||
      isNutritionLine(text) ||
      (item.heading && (inEquipment || inNotes))
        ? 'furniture'
        : inEquipment
          ? 'equipment'
          : item.heading
            ? 'heading'
            : inNotes || item.note || isAdvice(text) || isQuestionToReader(text)
              ? 'advice'
              : null;
    // What follows a notes heading is the page's notes, but it leaves structured data's lines alone.
    if (aside && !(inNotes && aside === 'advice')) list.asides.set(letters(text), aside);
    if (aside !== 'furniture') list.lines.push(text);
    if (aside === 'equipment') list.equipment.push(text);
    if (aside === 'advice') list.advice.push(text);
    if (aside === null || aside === 'heading') {
      const line = { text, heading: item.heading || isGroupHeading(text) };
      kept.push(line);
      if (item.heading) marked.add(line);
    }
  }
  // A heading the page marks with no ingredient under it (over advice, or closing the list: "Specialized
  // Hardware") names no group; its words go to the notes, since a bold last line may be an ingredient
  // after all ("<b>Fresh basil, to serve</b>"). A bold last line with a quantity stays an ingredient, and
  // a line structured data holds stays its ingredient (no aside says otherwise).
  const closing: string[] = [];
  while (
    marked.has(kept.at(-1)!) &&
    !startsWithQuantity(kept.at(-1)!.text) &&
    kept.some((line) => !line.heading)
  ) {
    const { text } = kept.pop()!;
    closing.unshift(text);
    list.asides.delete(letters(text));
  }
  list.advice.push(...closing);
  list.groups = groupsOf(kept);
  list.ingredients = groupLines(list.groups);
  return list;
}

function isNotesHeading(text: string): boolean {
  const heading = readHeading(text);
  return heading?.section === 'notes' && heading.rest === '';
}

// A number, a unit of energy, then nothing but punctuation or "per …": "233 calories;", "626 kcal".
const NUTRITION_VALUE = new RegExp(
  String.raw`(?<![\d.,])\d[\d.,]*\s*${anyOf(ENERGY_UNITS)}(?![\p{L}])\s*(?:$|[;,.)/]|${anyOf(PER_WORDS)}(?![\p{L}]))`,
  'iu',
);
const NUTRITION_WORD = new RegExp(String.raw`(?:^|[^\p{L}])${anyOf(NUTRITION_WORDS)}`, 'iu');
// What may stand before the energy: a label ("Calories:", "Energy", "Per serving:"), no quantity.
const NUTRITION_LABEL = /^[\p{L}\s]{0,30}:?\s*$/u;

/**
 * "312,8 Calorie per porzione", "Calories: 250 kcal", "Guide. Nutritional analysis per serving: 233
 * calories": no food. A line led by a quantity is an ingredient unless its energy leads it: "1 tbsp olive
 * oil (119 kcal)", "2 tbsp nutritional yeast (45 kcal)".
 */
function isNutritionLine(text: string): boolean {
  const value = NUTRITION_VALUE.exec(text);
  if (value === null) return false;
  return (
    NUTRITION_LABEL.test(text.slice(0, value.index)) ||
    (!startsWithQuantity(text) && NUTRITION_WORD.test(text))
  );
}

/** "Ingredients", "Ainekset": the list's own title, not a group within it. */
const isListTitle = (text: string) => isSectionTitle(text, 'ingredients');

/**
 * Lines → groups, the lines that read as group headings naming them; when every line reads as one (an
 * all-caps list), none is.
 */
function groupsOf(items: ListItem[]): LineGroup[] {
  if (items.every((i) => i.heading)) return ungrouped(items.map((i) => i.text));
  return groupItems(items);
}

function groupedIngredientLines(lines: string[]): LineGroup[] {
  return groupedIngredientItems(lines.map((text) => ({ text, heading: false })));
}

/** Items → groups, the items that read as group headings naming groups too. */
export function groupedIngredientItems(items: ListItem[]): LineGroup[] {
  return groupsOf(items.map((item) => ({ ...item, heading: item.heading || isGroupHeading(item.text) })));
}
/**
 * "Quantities are examples; see the package." — a sentence in the list, not an ingredient. An ingredient
 * named first and described after a comma ("Shrimp, peeled, as much as you like.") is no sentence: a short
 * name, then a preparation or a note ("If desired, sprinkle…" and "Note, the dough…" are sentences).
 */
export function isAdvice(line: string): boolean {
  if (startsWithQuantity(line) || !/[.!]$/.test(line) || line.split(/\s+/).length < 8) return false;
  const comma = line.indexOf(',');
  if (comma < 0) return true;
  const head = line.slice(0, comma).trim();
  const rest = line.slice(comma + 1).trim();
  const nameShaped = head.split(/\s+/).length <= MAX_NAME_WORDS && !ADVICE_START.test(head);
  return !(nameShaped && (PREPARED.test(rest) || NOT_NAME_START.test(rest)));
}
const MAX_NAME_WORDS = 3;
const ADVICE_START = new RegExp(String.raw`^${anyOf(ADVICE_STARTS)}(?![\p{L}])`, 'iu');

const HOLDS_NUMBER = new RegExp(`[\\d${VULGAR_CLASS}]`, 'u');

function countMatches(structured: string[], shown: string[]): number {
  const seen = new Set(shown.map(letters));
  return structured.filter((l) => seen.has(letters(l))).length;
}

/**
 * Whether the page lists the structured lines minus some that it shows as headings or equipment (or
 * that are not words at all): then those extra lines are not ingredients.
 */
function dropsOnlyNonIngredients(structured: string[], shown: ShownList): boolean {
  let j = 0;
  const isExtra = (line: string) =>
    letters(line) === '' || isGroupHeading(line) || shown.asides.has(letters(line));
  for (const line of shown.ingredients) {
    while (j < structured.length && letters(structured[j]!) !== letters(line)) {
      if (!isExtra(structured[j]!)) return false;
      j++;
    }
    if (j === structured.length) return false;
    j++;
  }
  return structured.slice(j).every(isExtra);
}

/**
 * The lines of the page's list that the data lacks, when the data holds only some of them, each as the
 * page shows it and in its order, and those it lacks are ingredients, most with their amount: the data
 * stopped after the list's first lines or first group (simply-cookit, waitrose). Else null: the page's
 * furniture among the list ("Personen", "Make With", a lone "8") leaves the data's list standing.
 */
function linesDataLacks(structured: readonly string[], shown: readonly string[]): string[] | null {
  if (shown.length <= structured.length) return null;
  const lacked: string[] = [];
  let j = 0;
  for (const line of shown) {
    if (j < structured.length && letters(line) === letters(structured[j]!)) j++;
    else lacked.push(line);
  }
  const quantified = lacked.filter(startsWithQuantity).length;
  const ingredients = quantified * 2 > lacked.length && !lacked.some(isFragment);
  return j === structured.length && ingredients ? lacked : null;
}

/** A recipe in groups may spread its ingredients over several lists: all of them joined. */
function joined(lists: ShownList[]): ShownList {
  return {
    groups: lists.flatMap((l) => l.groups),
    ingredients: lists.flatMap((l) => l.ingredients),
    lines: lists.flatMap((l) => l.lines),
    asides: new Map(lists.flatMap((l) => [...l.asides])),
    equipment: lists.flatMap((l) => l.equipment),
    advice: lists.flatMap((l) => l.advice),
    titled: lists.some((l) => l.titled),
  };
}

/** A quantity without an ingredient ("2", "1/2 teaspoon"): structured data split one line in two. */
function isFragment(line: string): boolean {
  const parsed = parseIngredientLine(line);
  return parsed.name === '' && parsed.note === '';
}

function joinFragments(lines: string[]): string[] {
  return joinFragmentItems(lines.map((text) => ({ text, heading: false }))).map((item) => item.text);
}

/**
 * A quantity alone, then its ingredient ("350 g", "d'aubergine"; "250", "g frutta secca"): one line, as
 * the data or the page's card wrote it in two parts. A heading or a quantity after it is no such part.
 */
export function joinFragmentItems(items: readonly ListItem[]): ListItem[] {
  const joined: ListItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const next = items[i + 1];
    if (next !== undefined && isFragment(item.text) && !item.heading && isPartAfter(next)) {
      joined.push({ ...item, text: `${item.text} ${next.text}` });
      i++;
    } else joined.push(item);
  }
  return joined;
}

const isPartAfter = (next: ListItem) =>
  !next.heading && !isGroupHeading(next.text) && !startsWithQuantity(next.text) && !isFragment(next.text);

/** The ingredient groups a page's lists give, with the equipment and advice they show beside them. */
export interface ChosenIngredients {
  groups: LineGroup[];
  source: ListSource;
  equipment: string[];
  /** Sentences of advice among the lines: the recipe's notes, not ingredients. */
  advice: string[];
  /** Why the page's list was taken over the data's, when it was for a reason the chef should know. */
  notes?: MessageRef[];
}

/**
 * The recipe's ingredient groups and where they came from: the structured data's lines, or the list the
 * page shows when it is the truer copy of them (or the only one). Lines that the page shows as equipment
 * or advice leave the ingredients for their own places; none is dropped.
 */
export function chooseIngredientLines(
  structured: LineGroup[],
  visibleLists: ListItem[][],
  structuredSource: ListSource,
): ChosenIngredients {
  const cleaned = structured.map((g) => ({
    name: g.name,
    lines: joinFragments(g.lines.map(withoutBullet).filter(Boolean)),
  }));
  const fromData = groupLines(cleaned);
  // Headings written among the lines name groups too, in data that has no groups of its own.
  const named = cleaned.some((g) => g.name !== '');
  const dataGroups = named ? cleaned : groupedIngredientLines(fromData);
  const data = (groups: LineGroup[], equipment: string[] = [], advice: string[] = []): ChosenIngredients => ({
    groups,
    source: structuredSource,
    equipment,
    advice,
  });
  const shownGroups = (groups: LineGroup[], list: ShownList, equipment?: string[], advice?: string[]) => {
    const grouped = withShownGroupNames(groups, list);
    return { ...data(grouped.groups, equipment, advice), notes: grouped.notes };
  };
  const lists = visibleLists.map(readShownList).filter((l) => l.ingredients.length > 0);
  if (lists.length === 0) return data(dataGroups);
  const page = (list: ShownList): ChosenIngredients => ({
    groups: list.groups,
    source: 'page-lists',
    equipment: list.equipment,
    advice: list.advice,
  });
  if (fromData.length === 0) return page(shownRecipe(lists));

  if (lists.length > 1) lists.push(joined(lists));
  const best = lists.reduce((a, b) =>
    countMatches(fromData, b.ingredients) > countMatches(fromData, a.ingredients) ? b : a,
  );
  const shown = best.ingredients;
  // The data ran lines together ("2 eggs, 1 cup milk, …" as one line) that the page shows apart.
  if (
    shown.length >= 2 * fromData.length &&
    [shown, best.lines].some((lines) => letters(lines.join('')) === letters(fromData.join('')))
  ) {
    return page(best);
  }
  const sorted = sortByShownRole(dataGroups, best);
  const keptLines = groupLines(sorted.groups);
  if (sameLetters(shown, keptLines)) {
    // The same lines: the data's, unless the page shows other numbers ("1.5 tsp" where data says "5 tsp").
    return shown.every((line, i) => numberValues(line) === numberValues(keptLines[i]!))
      ? shownGroups(sorted.groups, best, sorted.equipment, sorted.advice)
      : page(best);
  }
  if (shown.length < fromData.length && dropsOnlyNonIngredients(fromData, best)) return page(best);
  const lacked = linesDataLacks(fromData, shown);
  if (lacked) return { ...page(best), notes: [partialDataNote(lacked[0]!, fromData.length, shown.length)] };
  // Structured data without quantities ("flour") for a page that shows them ("1 ½ cups flour"); "¼ cup
  // beef broth" has its quantity, written as a fraction sign (amazingribs).
  const withoutQuantities = fromData.filter((l) => !HOLDS_NUMBER.test(l)).length;
  if (
    shown.length === fromData.length &&
    withoutQuantities * 2 > fromData.length &&
    shown.every((line, i) => letters(line).includes(letters(fromData[i]!)))
  ) {
    return page(best);
  }
  return shownGroups(dataGroups, best);
}

/**
 * Without structured data to compare with, the list that reads most like ingredients — joined with the
 * other lists of the recipe's parts when it shows them apart (the dough's list, the filling's): each
 * list reads as ingredients and names foods of its own (salt may season every part). A list the page
 * shows again (another unit system, a print copy) names the same foods, and is no part. A list under its
 * own title ("Ingredients") is one whatever share of its lines opens with a quantity: the foods served
 * with a dish and its sub-recipes ("Salsa Ranchera (recipe below)") go unmeasured (ethanchlebowski), and
 * przepisy, giallozafferano and keukenliefde title lists that write their amounts last or not at all.
 */
function shownRecipe(lists: ShownList[]): ShownList {
  const quantified = (l: ShownList) => l.ingredients.filter(startsWithQuantity).length;
  const best = lists.reduce((a, b) => (quantified(b) > quantified(a) ? b : a));
  const foods = lists.map((l) => new Set(l.ingredients.map(foodOf)));
  const isPart = (list: ShownList, i: number) =>
    quantified(list) >= MIN_PART_LINES &&
    (quantified(list) * 2 >= list.ingredients.length || list.titled) &&
    foods.every((other, j) => j === i || !repeats(foods[i]!, other));
  const parts = lists.filter(isPart);
  return parts.length > 1 && parts.includes(best) ? joined(parts) : best;
}

// A part's list has lines of its own: one quantity ("1hr 15m", "4 INGREDIENTS") is a card's facts.
const MIN_PART_LINES = 2;

const foodOf = (line: string) => parseIngredientLine(line).name.toLowerCase();

/**
 * A list the page's text holds again right after itself — in other units ("85 g pecans", then "1.8 oz
 * pecans"), or a print copy — written once: the lines up to where the foods start over.
 */
export function withoutRepeatedList(lines: readonly string[]): readonly string[] {
  // Each line's food read once: read again for every length tried, a list of 2,000 lines took 5 s.
  const foods = lines.map(foodOf);
  for (let length = MIN_PART_LINES; length * 2 <= lines.length; length++) {
    if (foods[length] !== foods[0]) continue;
    const first = new Set(foods.slice(0, length));
    const next = new Set(foods.slice(length, length * 2));
    if (first.size === length && repeats(first, next)) return lines.slice(0, length);
  }
  return lines;
}

/**
 * Nearly all the foods of the shorter list in the other too: the same list again (maybe with its
 * nutrition beside it), not a part that shares its seasonings (garlic, salt) with another.
 */
function repeats(foods: ReadonlySet<string>, other: ReadonlySet<string>): boolean {
  const shared = [...foods].filter((food) => other.has(food)).length;
  return shared >= Math.min(foods.size, other.size) * SAME_LIST;
}
const SAME_LIST = 0.8;

/**
 * The data's lines sorted by what the page shows them as: headings name groups, equipment and advice
 * leave for their own places, and lines without a word go.
 */
function sortByShownRole(
  groups: LineGroup[],
  shown: ShownList,
): { groups: LineGroup[]; equipment: string[]; advice: string[] } {
  const items: ListItem[] = [];
  const equipment: string[] = [];
  const advice: string[] = [];
  for (const group of groups) {
    if (group.name) items.push({ text: group.name, heading: true });
    for (const line of group.lines) {
      const role = letters(line) === '' ? 'furniture' : shown.asides.get(letters(line));
      if (role === 'equipment') equipment.push(line);
      else if (role === 'advice') advice.push(line);
      else if (role !== 'furniture') items.push({ text: line, heading: role === 'heading' });
    }
  }
  return { groups: groupItems(items), equipment, advice };
}

function sameLetters(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => letters(line) === letters(b[i]!));
}

/**
 * Structured data lists its lines flat while the page shows them under headings: the data's lines are
 * kept and take the page's groups, where the two copies' lines agree by their words (ADR 0043). The note
 * says which headings came from the page.
 */
function withShownGroupNames(
  groups: LineGroup[],
  shown: ShownList,
): { groups: LineGroup[]; notes: MessageRef[] } {
  if (groups.length !== 1 || groups[0]!.name !== '' || !shown.groups.some((g) => g.name)) {
    return { groups, notes: [] };
  }
  const grouped = groupAsShown(groups[0]!.lines, shown.groups);
  return grouped
    ? { groups: grouped, notes: [shownGroupsNote(grouped.map((g) => g.name))] }
    : { groups, notes: [] };
}
