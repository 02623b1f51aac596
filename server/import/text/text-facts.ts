/**
 * A line of a recipe text that states its facts, not a line of its lists: "12 palaa. Leivotaan 24 cm
 * irtopohjavuoassa.", "20 x 30 cm uunivuoka", "Ainesosat (4 annosta)".
 */

import { findPan } from '#shared/scaling/pans.ts';
import { anyOf } from '#shared/text/regex.ts';
import { type ExtractedRecipe, emptyRecipe } from '../extracted-recipe';
import { YIELD_LEADS } from '../words/vocabulary';
import { readHeading } from './text-headings';
import type { TextLine } from './text-lines';
import {
  durationBeforeRemark,
  isDuration,
  isServingsLine,
  readMetadata,
  timeLabelField,
} from './text-metadata';
import { wordCount } from './text-shape';

// "Leivotaan 24 cm irtopohjavuoassa", "9-inch springform pan": a pan says so in a few words.
const MAX_PAN_LINE_WORDS = 8;
// A line of facts is short: a paragraph that mentions a pan is a step or a note. The length bound also
// keeps the pan patterns off a pasted line of megabytes.
const MAX_FACT_SENTENCES = 4;
const MAX_FACT_LINE_LENGTH = 200;
// A step or a note that ends with the yield is a paragraph, not a page of text.
const MAX_CLOSING_YIELD_LINE_LENGTH = 2000;

/**
 * Whether the line is made only of facts — servings, times, the pan — each sentence one of them; the
 * servings and times are read into the recipe. `pan` says whether it names the pan: the line is then
 * kept (in the notes) for the pan to be read from it with its words. Null when it is no such line.
 */
export function readFactLine(line: string, recipe: ExtractedRecipe): { pan: boolean } | null {
  // Every fact holds a number: a count, a duration, a pan's size.
  if (line.length > MAX_FACT_LINE_LENGTH || !/\d/.test(line)) return null;
  const sentences = line
    .split(/(?<=[.!;])\s+/)
    .map((s) => s.replace(/[.!;]$/, '').trim())
    .filter(Boolean);
  if (sentences.length === 0 || sentences.length > MAX_FACT_SENTENCES) return null;
  const read = { ...recipe };
  let pan = false;
  for (const sentence of sentences) {
    // The line as it stands was read as a fact already (parseRecipeText); a sentence of it was not.
    if (sentence !== line && readMetadata(sentence, read)) continue;
    if (wordCount(sentence) > MAX_PAN_LINE_WORDS || findPan(sentence) === null) return null;
    pan = true;
  }
  recipe.servings = read.servings;
  recipe.prepTime = read.prepTime;
  recipe.cookTime = read.cookTime;
  recipe.totalTime = read.totalTime;
  return { pan };
}

/** "Ainesosat (4 annosta)", "Ingredients (serves 4):": servings said in a heading's brackets. */
export function readHeadingFacts(line: string, recipe: ExtractedRecipe): void {
  const bracket = /\(([^()]{1,60})\)\s*[:：]?\s*$/.exec(line);
  if (bracket) readMetadata(bracket[1]!.trim(), recipe);
}

// "Ainekset 4 hengelle", "Ingredients for 4", "Zutaten für 4 Personen", "Ainekset, 4 annosta": a
// heading, then its yield. Such a line is short; a long one is never tried.
const MAX_HEADING_YIELD_LENGTH = 80;
const HEADING_THEN_YIELD = /^([^\d]*?\p{L})[\s,:：–-]+((?:\p{L}+\.?\s+)?\d.*)$/u;
const BARE_COUNT = new RegExp(String.raw`^${anyOf(YIELD_LEADS)}\s+(\d+)(?:\s*[-–]\s*\d+)?$`, 'iu');

/**
 * An ingredient heading with the recipe's yield after it: the heading without its yield, the servings
 * read into the recipe. Null when the line is no such heading.
 */
export function splitHeadingYield(line: string, recipe: ExtractedRecipe): string | null {
  if (line.length > MAX_HEADING_YIELD_LENGTH) return null;
  const match = HEADING_THEN_YIELD.exec(line);
  if (!match || readHeading(match[1]!)?.section !== 'ingredients') return null;
  const rest = match[2]!.trim();
  const read = { ...recipe };
  if (!readMetadata(rest, read)) {
    const bare = BARE_COUNT.exec(rest);
    if (!bare) return null;
    read.servings ??= Number(bare[1]);
  }
  recipe.servings = read.servings;
  return match[1]!;
}

/**
 * "… freeze for up to 3 months. Serves 4": the yield said in the last sentence of a longer line, a
 * step's or a note's (donnahay, williams-sonoma, sipandfeast, kuchnia-domowa). Only the servings are
 * read; the line stays as written.
 */
export function readClosingYield(line: string, recipe: ExtractedRecipe): void {
  if (recipe.servings !== null || line.length > MAX_CLOSING_YIELD_LINE_LENGTH) return;
  const sentences = line.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return;
  const last = sentences.at(-1)!.replace(/[.!]$/, '');
  if (!isServingsLine(last)) return;
  const read = emptyRecipe();
  if (readMetadata(last, read)) recipe.servings = read.servings;
}

/**
 * A duration that stands alone before the recipe's lists, no label beside it ("15 min" under the title,
 * "5 minuten + 40 minuten op de kamado"), is the time the recipe takes — as keukenliefde, picnic,
 * quitoque, petitchef, ndr, okokorecepten, reishunger, koket and przepisy show it. Where several differ
 * (related recipes' cards, or a prep and a cook time whose labels are icons) none is taken; one that a
 * prep or cook label follows is that label's ("1hr 15m" / "COOK TIME", mccormick), and one a total label
 * follows is the total.
 */
export function readHeadDuration(preamble: readonly TextLine[], recipe: ExtractedRecipe): void {
  if (recipe.totalTime > 0) return;
  const minutes = new Set<number>();
  for (const [i, line] of preamble.entries()) {
    if (!isDuration(line.text)) continue;
    // The label may have been joined to the value under it: "COOK TIME: 189 CALORIES".
    const next = preamble[i + 1]?.text.split(':')[0];
    const labelAfter = next === undefined ? undefined : timeLabelField(next);
    if (labelAfter === 'prepTime' || labelAfter === 'cookTime') return;
    // One a total label follows is the total, whatever stands beside it ("50 min" / "En cuisine",
    // then "1h50" / "Total": quitoque, once the page's label and value lines are read apart).
    if (labelAfter === 'totalTime') {
      recipe.totalTime = durationBeforeRemark(line.text);
      return;
    }
    minutes.add(durationBeforeRemark(line.text));
  }
  if (minutes.size === 1) recipe.totalTime = [...minutes][0]!;
}
