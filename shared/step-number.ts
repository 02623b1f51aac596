/**
 * A number typed before a step's text: "1.", "1)", "Step 1:", "Vaihe 2." — but not "1.5 dl" or "2 dl".
 * The import reads it (a page's steps keep it as the page shows them); the recipe views number steps
 * themselves and leave out a typed number that says the same.
 */
import { anyOf } from './regex';

/** "Step" in the languages recipes come in: the word before a typed step number. */
export const STEP_WORDS = [
  'step',
  'vaihe',
  'steg',
  'schritt',
  'stap',
  'paso',
  'étape',
  'passo',
  'krok',
  'lépés',
];

export const STEP_NUMBER = new RegExp(
  String.raw`^(?:${anyOf(STEP_WORDS)}\s*\d{1,2}\s*[:.)-]?|\d{1,2}\s*[.)](?!\d))\s*`,
  'i',
);

/**
 * The step as a numbered list shows it: a typed number that says what the list says already is left out.
 * `numbers` are the step's numbers in the view: across the recipe, and within its component (a page
 * often numbers each component's steps from 1).
 */
export function withoutOwnStepNumber(step: string, ...numbers: number[]): string {
  const typed = STEP_NUMBER.exec(step);
  if (!typed || !numbers.includes(Number(typed[0].match(/\d+/)?.[0]))) return step;
  const rest = step.slice(typed[0].length);
  return /\p{L}|\d/u.test(rest) ? rest : step;
}
