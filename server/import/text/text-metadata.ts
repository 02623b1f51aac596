/** Servings and times as recipes write them in text: "4 annosta", "Prep time: 15 minutes". */

import { SPACED_BULLET } from '#shared/text/bullet.ts';
import { QUANTITY } from '#shared/text/numbers.ts';
import { anyOf } from '#shared/text/regex.ts';
import { type ExtractedRecipe, emptyRecipe } from '../extracted-recipe';
import { durationMinutes, withMinutesSpelledOut } from '../values/duration';
import { yieldServings } from '../values/yield';
import {
  GROUP_FOR_WORDS,
  SERVINGS_COUNT_NOUNS,
  SERVINGS_LABELS,
  SERVINGS_NOUNS,
  TIME_LABEL_VERBS,
  TIME_LABELS,
  TIME_UNIT_WORDS,
  YIELD_LEADS,
} from '../words/vocabulary';
import { readHeading } from './text-headings';
import type { TextLine } from './text-lines';

const MAX_METADATA_WORDS = 8;
const MAX_SERVINGS_WORDS = 5;
const FACT_SEPARATOR = /\s+[|·•]\s+/;
// No recipe serves thousands: "12621262 people voted" is a count of votes, not a yield.
export const MAX_SERVINGS = 1000;
// A labelled yield may say more after its number: "Yield: 9 large or 16 small brownies".
const LABELLED_SERVINGS = new RegExp(`^(?:${anyOf(SERVINGS_LABELS)})(?![\\p{L}])`, 'iu');

const NUMBER = `(${QUANTITY})`;
// "Serves 4", "Annokset: 6", "4 annosta", "2 - 4 porcje" (the first number counts), "Pour 4 personnes"
// (a noun after the number: "Pour 2 cups of water" is a step); a count of pieces ends the line ("12 kpl"),
// since "2 kpl kananmunia" is an ingredient.
const SERVINGS_LINE = new RegExp(
  String.raw`^(?:${anyOf(YIELD_LEADS)}(?:\s+|(?<=\.)))?(?:${anyOf(SERVINGS_LABELS)}(?![\p{L}])\s*[:：]?\s*(?:about\s+)?${NUMBER}|${NUMBER}(?:\s*[-–]\s*\d+)?\s*(?:${anyOf(SERVINGS_NOUNS)}(?![\p{L}])|${anyOf(SERVINGS_COUNT_NOUNS)}(?![\p{L}])(?=\s*(?:\([^)]*\))?\s*[.!]?\s*$)))`,
  'iu',
);
const TIME_UNIT = anyOf(TIME_UNIT_WORDS);
// A value that is only a duration: "30 min", "1 h 30 min", "1½ hours", "45 minuuttia" — its unit maybe
// twice, as recipe cards write it for screen readers and again for the eye ("10 minutes mins").
const DURATION_ONLY = new RegExp(
  String.raw`^(?:${QUANTITY}\s*${TIME_UNIT}\.?(?:\s+${TIME_UNIT}\.?)?\s*(?:and\s+)?)+$`,
  'iu',
);
const TIME_FIELDS = ['prepTime', 'cookTime', 'totalTime'] as const;
const TIME_LABEL_PATTERNS = TIME_FIELDS.map(
  (field) => [field, new RegExp(`^${anyOf(TIME_LABELS[field])}$`, 'iu')] as const,
);
// A label alone on its line, its value on the next ("Servings" / "4", "Prep Time" / "20" / "minutes").
const LABEL_ONLY = new RegExp(
  `^${anyOf([
    ...SERVINGS_LABELS,
    // Time labels that cannot be anything else ("Prep time", "Valmistusaika"), not "Bake" or "Time".
    ...TIME_FIELDS.flatMap((field) =>
      TIME_LABELS[field].filter((l) => l.includes(' ') || l.endsWith('aika')),
    ),
  ])}\\s*:?$`,
  'iu',
);
// "Prep Time: 5 minutes Cook Time: 15 minutes Servings: 5": labelled facts set side by side with no
// separator but their labels. A row of facts is short; longer text is no row.
const BEFORE_LABEL = new RegExp(
  String.raw`\s+(?=(?:${anyOf([...SERVINGS_LABELS, ...TIME_FIELDS.flatMap((field) => TIME_LABELS[field])])})\s*[:：])`,
  'iu',
);
const MAX_FACT_ROW_LENGTH = 200;
// A fact ends with its number or the word after it ("5 minutes"), so "Total Time: 20" is one fact.
const FACT_END = /\d\s*(?:\p{L}+\.?)?$/u;

function labelledFacts(row: string): string[] {
  if (row.length > MAX_FACT_ROW_LENGTH) return [row];
  const facts: string[] = [];
  for (const piece of row.split(BEFORE_LABEL)) {
    if (facts.length > 0 && !FACT_END.test(facts.at(-1)!)) facts[facts.length - 1] += ` ${piece}`;
    else facts.push(piece);
  }
  return facts;
}

// What may follow a duration: "+ cooling", "(plus rising)", ", plus chilling".
const DURATION_REMARK = /\s*(?:[+(]|,?\s+plus\s).*$/i;
const TIME_UNIT_ONLY = new RegExp(`^${TIME_UNIT}$`, 'iu');

/** "30 min", "1h10", "60 minutes + cooling", "45 minutes, plus chilling": a duration, maybe with a remark. */
export function isDuration(value: string): boolean {
  return DURATION_ONLY.test(withMinutesSpelledOut(value.replace(DURATION_REMARK, '')));
}

/** The minutes of a duration without its remark: "5 minutes + 40 minutes in the smoker" → 5. */
export function durationBeforeRemark(value: string): number {
  return durationMinutes(value.replace(DURATION_REMARK, ''));
}

/** The time a label alone on its line names ("Prep Time", "Kochzeit:"); undefined for any other line. */
export function timeLabelField(line: string): (typeof TIME_FIELDS)[number] | undefined {
  return TIME_LABEL_PATTERNS.find(([, pattern]) => pattern.test(line.trim().replace(/:$/, '')))?.[0];
}

/** Joins a label line with the value lines under it, so "Servings" + "4" reads as "Servings: 4". */
export function joinLabelledValues(lines: TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const value = lines[i + 1];
    const labelled =
      value !== undefined &&
      ((LABEL_ONLY.test(line.text) && /^\d/.test(value.text)) ||
        (timeLabelField(line.text) !== undefined && isDuration(value.text)));
    if (!labelled) {
      joined.push(line);
      continue;
    }
    let text = `${line.text.replace(/:$/, '')}: ${value.text}`;
    i++;
    const unit = lines[i + 1];
    if (/^\d+$/.test(value.text) && unit && TIME_UNIT_ONLY.test(unit.text)) {
      text += ` ${unit.text}`;
      i++;
    }
    joined.push({ text, blockStart: line.blockStart });
  }
  return joined;
}

function maxServingsWords(line: string): number {
  return LABELLED_SERVINGS.test(line) ? MAX_METADATA_WORDS : MAX_SERVINGS_WORDS;
}

const STEP_VERB_FIRST = new RegExp(`^${anyOf(TIME_LABEL_VERBS)}\\s+\\d`, 'iu');

/**
 * "Préparation : 20min", "Cuisson 1h10", "Prep Time: 25 minutes": a line of a method's list that only
 * gives the recipe's times (or servings) — the card's facts set among its steps, no step. "Bake 20
 * minutes" is a step.
 */
export function isFactLine(line: string): boolean {
  return !STEP_VERB_FIRST.test(line.trim()) && readMetadata(line, emptyRecipe());
}

/** "4 servings", "Serves 4", "2 portion(s)": a line that gives the yield, not an ingredient. */
export function isServingsLine(line: string): boolean {
  const bare = line.replace(SPACED_BULLET, '').replace(/\(s\)/g, 's');
  return SERVINGS_LINE.test(bare) && bare.split(/\s+/).length <= maxServingsWords(bare);
}

// A recipe card's servings control: its label alone, the number in an input beside it ("Servings:",
// "Antall porsjoner", "Upraviť porcie:"); one word at most before the noun, and no 'for' ("For serving"
// names a group).
const SERVINGS_CONTROL = new RegExp(
  String.raw`^(?:(?!${anyOf(GROUP_FOR_WORDS)}\s)\p{L}+\s+)?${anyOf(SERVINGS_NOUNS)}\s*[:：]?$`,
  'iu',
);

/** A servings control's label without its number: the card's furniture, no group heading. */
export function isServingsControl(line: string): boolean {
  return SERVINGS_CONTROL.test(line.trim());
}

/**
 * "Zubereitung: 30 min", "Modo de preparo: 5min", "Préparation : 20 min": the method's own heading word
 * with a duration is the time its work takes, as a card sets it among its facts (aldi-suisse,
 * tudogostoso, 750g, magimix, giallozafferano) — no heading over a step.
 */
function methodTime(label: string): 'prepTime' | undefined {
  const heading = readHeading(label.trim());
  return heading?.section === 'instructions' && !heading.rest && !heading.group ? 'prepTime' : undefined;
}

/**
 * A servings or time line ("4 annosta", "Prep time: 15 minutes") read into the recipe; false if not one.
 * The first value of a field stands: a page's own recipe comes before the related ones it lists.
 */
export function readMetadata(line: string, recipe: ExtractedRecipe): boolean {
  const bare = line.replace(SPACED_BULLET, '');
  // A row of facts: "45 minutes | Prep: 20 minutes | Serves 8" — each read; the line is read when all are.
  const facts = bare.split(FACT_SEPARATOR).flatMap(labelledFacts);
  if (facts.length > 1) return facts.map((fact) => readMetadata(fact, recipe)).every(Boolean);
  const words = bare.split(/\s+/).length;
  if (words > MAX_METADATA_WORDS) return false;
  // "Prep Time: 15 min", "Prep Time 15 min", "Prep Time15 min" (label and value in elements of their own).
  const [label, ...rest] = bare.split(/:\s*|\s+(?=\d)|(?<=\p{L})(?=\d)/u);
  const value = rest.join(' ').trim();
  if (label && isDuration(value)) {
    const field =
      TIME_LABEL_PATTERNS.find(([, pattern]) => pattern.test(label.trim()))?.[0] ?? methodTime(label);
    if (field) {
      recipe[field] ||= durationMinutes(value);
      return true;
    }
  }
  const servings = SERVINGS_LINE.exec(bare);
  // After a label, the yield's words run on: "Serves 2 to 4" is read whole, as a recipeYield is.
  const yieldText = servings
    ? (servings[2] ?? `${servings[1]}${bare.slice(servings.index + servings[0].length)}`)
    : '';
  const count = servings && words <= maxServingsWords(bare) ? yieldServings(yieldText) : null;
  if (count !== null && count <= MAX_SERVINGS) {
    recipe.servings ??= count;
    return true;
  }
  return false;
}
