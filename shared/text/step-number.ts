/**
 * A number typed before a step's text: "1.", "1)", "Step 1:", "Vaihe 2." — but not "1.5 dl" or "2 dl".
 * The import reads it (a page's steps keep it as the page shows them); the recipe views number steps
 * themselves and leave out a typed number that says the same.
 */
import { anyOf } from './regex';

/** "Step" in the languages recipes come in: the word before a typed step number. */
const STEP_WORDS = ['step', 'vaihe', 'steg', 'schritt', 'stap', 'paso', 'étape', 'passo', 'krok', 'lépés'];

// A step's number is one or two digits; the patterns below are the shapes it is typed in.
const NUMBER = String.raw`\d{1,2}`;

export const STEP_NUMBER = new RegExp(
  String.raw`^(?:${anyOf(STEP_WORDS)}\s*${NUMBER}\s*[:.)-]?|${NUMBER}\s*[.)](?!\d))\s*`,
  'i',
);

const STEP_NUMBER_LABEL = new RegExp(String.raw`^(?:\S+\s+)?(?:${anyOf(STEP_WORDS)}\s*)?${NUMBER}\.?$`, 'i');

/** A label that only numbers a step: "Step 1", "Schritt 2", "gazpacho_r step 1", "3.". */
export function isStepNumberLabel(label: string): boolean {
  return STEP_NUMBER_LABEL.test(label.trim());
}

/** "Step 2", "Étape 3:": a step's number in words, nothing else. */
export const WORDED_STEP_NUMBER = new RegExp(String.raw`^${anyOf(STEP_WORDS)}\s*${NUMBER}\s*[:.]?$`, 'i');

/** A number set apart as a step's badge: "1", "2.", "3)". */
export const BARE_STEP_NUMBER = new RegExp(`^${NUMBER}[.)]?$`);

/**
 * A digit number, then a capitalised label that names what follows: "1 PICCATA-TEIG:", "2 The sauce:" —
 * a numbered step's heading. "1 lemon, juiced:" is an ingredient's line, and so is a quantity with a
 * unit ("2 cups herbs:"; the reader checks).
 */
export const NUMBER_THEN_LABEL = new RegExp(String.raw`^${NUMBER}\s+\p{Lu}[^.!?,:：]*[:：]$`, 'u');

/** A digit number, then words: "1. Make the dough:" — a numbered step, not an ingredient's quantity. */
export const NUMBER_THEN_WORDS = new RegExp(String.raw`^${NUMBER}\s*[.)]\s+\p{L}{2,}`, 'u');

/** The number a step's label or typed number says ("Step 3" → 3, "2." → 2); NaN where none. */
export function stepNumberOf(label: string): number {
  return Number(label.match(/\d+/)?.[0]);
}

/**
 * The step as a numbered list shows it: a typed number that says what the list says already is left out.
 * `numbers` are the step's numbers in the view: across the recipe, and within its component (a page
 * often numbers each component's steps from 1).
 */
export function withoutOwnStepNumber(step: string, ...numbers: number[]): string {
  const typed = STEP_NUMBER.exec(step);
  if (!typed || !numbers.includes(stepNumberOf(typed[0]))) return step;
  const rest = step.slice(typed[0].length);
  return /\p{L}|\d/u.test(rest) ? rest : step;
}

/**
 * Steps that each begin with their own number, in order from 1 ("1. Mix…", "2. Bake…"): the list's
 * numbering typed into its steps — what a numbered list draws itself — so the steps without it. A closing
 * line after them that is no step ("Voilà! Enjoy.") may go unnumbered. Any other list comes back as it is:
 * a number on only some steps, or out of order, is part of those steps' words.
 */
export function withoutListNumbers(steps: readonly string[]): string[] {
  const closing = steps.length > MIN_NUMBERED_BEFORE_CLOSING && !STEP_NUMBER.test(steps.at(-1)!) ? 1 : 0;
  const numbered = steps.slice(0, steps.length - closing);
  if (numbered.length < 2) return [...steps];
  const bare: string[] = [];
  for (const [index, step] of numbered.entries()) {
    const typed = STEP_NUMBER.exec(step);
    const rest = typed ? step.slice(typed[0].length) : '';
    if (!typed || stepNumberOf(typed[0]) !== index + 1 || !/\p{L}/u.test(rest)) return [...steps];
    bare.push(rest);
  }
  return [...bare, ...steps.slice(numbered.length)];
}

// Numbered steps enough that one unnumbered line after them reads as the list's close, not a lapse.
const MIN_NUMBERED_BEFORE_CLOSING = 3;
