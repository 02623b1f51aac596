/**
 * What an import tells the chef beside its draft: lines to check (a reading would have lost words, so the
 * line stands as its source wrote it) and why a line came from one copy of the page rather than another.
 * The preview is in English; these texts are shown as they are.
 */

export const LINE_CHECK_LABEL = 'Check this line';

export const LINE_CHECK_REASONS = {
  restored: 'Kept as the source wrote it: reading it would have lost words.',
  movedToNotes: 'Added to the notes as the source wrote it: no line of the recipe held its words.',
} as const;

const clip = (line: string) => (line.length > 60 ? `${line.slice(0, 59)}…` : line);

/** Why a line came from the page rather than its structured data (the draft's source notes). */
export const SOURCE_NOTES = {
  cut: (data: string, shown: string) =>
    `"${clip(shown)}": the page shows this line whole; its structured data cut it short ("${clip(data)}").`,
  amount: (data: string, shown: string) =>
    `"${clip(shown)}": taken from the page; its structured data left out the amount ("${clip(data)}").`,
  rounded: (data: string, shown: string) =>
    `"${clip(shown)}": the page's rounding; its structured data carries the number unrounded ("${clip(data)}").`,
} as const;

export interface CheckedLine {
  /** Where the line stands in the draft. */
  list: 'ingredients' | 'instructions' | 'notes';
  /** The line, as it stands there. */
  line: string;
  reason: string;
}

export interface ImportReview {
  check: CheckedLine[];
  /** Where the copies of the page disagreed, which copy each line came from and why. */
  sourceNotes: string[];
}

export const NO_REVIEW: ImportReview = { check: [], sourceNotes: [] };
