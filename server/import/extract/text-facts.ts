/**
 * A line of a recipe text that states its facts, not a line of its lists: "12 palaa. Leivotaan 24 cm
 * irtopohjavuoassa.", "20 x 30 cm uunivuoka", "Ainesosat (4 annosta)".
 */
import { findPan } from '../../../shared/pans';
import type { ExtractedRecipe } from './extracted-recipe';
import { readMetadata } from './text-metadata';
import { wordCount } from './text-shape';

// "Leivotaan 24 cm irtopohjavuoassa", "9-inch springform pan": a pan says so in a few words.
const MAX_PAN_LINE_WORDS = 8;
// A line of facts is short: a paragraph that mentions a pan is a step or a note.
const MAX_FACT_SENTENCES = 4;

/**
 * Whether the line is made only of facts — servings, times, the pan — each sentence one of them; the
 * servings and times are read into the recipe. `pan` says whether it names the pan: the line is then
 * kept (in the notes) for the pan to be read from it with its words. Null when it is no such line.
 */
export function readFactLine(line: string, recipe: ExtractedRecipe): { pan: boolean } | null {
  const sentences = line
    .split(/(?<=[.!;])\s+/)
    .map((s) => s.replace(/[.!;]$/, '').trim())
    .filter(Boolean);
  if (sentences.length === 0 || sentences.length > MAX_FACT_SENTENCES) return null;
  const read = { ...recipe };
  let pan = false;
  for (const sentence of sentences) {
    if (readMetadata(sentence, read)) continue;
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
