/** The shapes of a line of text that the readers share: sentence or label. */

const SENTENCE_END = /[.!?。]$/;
const SENTENCE_END_ANYWHERE = /[.!?。](?:\s|$)/;

/** A line that ends as a sentence does: "Bake for 20 minutes." — not a label or a list's line. */
export function isSentence(text: string): boolean {
  return SENTENCE_END.test(text);
}

/** A text with a sentence in it anywhere: "Mix. Then bake" — no heading or ingredient block. */
export function holdsSentence(text: string): boolean {
  return SENTENCE_END_ANYWHERE.test(text);
}

/** "Step 2", "For the glaze:", "Make the dough": a label names what follows it in a few words. */
export const MAX_LABEL_WORDS = 6;

export function wordCount(line: string): number {
  return line.split(/\s+/).length;
}

/** A short line that is not a sentence: "suolaa ja pippuria", a group's label, a list's name. */
export function isShortPhrase(line: string): boolean {
  return wordCount(line) <= MAX_LABEL_WORDS && !isSentence(line);
}

/** Letters only, lower-case: the same line however its punctuation, spacing and numbers are written. */
export function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, '');
}
