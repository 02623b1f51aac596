import type { MessageRef } from './messages/message-ref.ts';

/**
 * What an import tells the chef beside its draft: lines to check (a reading would have lost words, so the
 * line stands as its source wrote it) and why a line came from one copy of the page rather than another.
 * The texts are catalogue keys with parameters (docs/decisions/0034), worded by the preview.
 */

export const LINE_CHECK_REASONS = {
  restored: { key: 'review.restored' },
  movedToNotes: { key: 'review.movedToNotes' },
} as const satisfies Record<string, MessageRef>;

const clip = (line: string) => (line.length > 60 ? `${line.slice(0, 59)}…` : line);

/** Why a line came from the page rather than its structured data (the draft's source notes). */
export function sourceNote(
  kind: 'cut' | 'amount' | 'rounded' | 'split',
  data: string,
  shown: string,
): MessageRef {
  return { key: `review.source.${kind}`, params: { shown: clip(shown), data: clip(data) } };
}

/**
 * Why the page's whole list was taken over its structured data: the data holds only `held` of the page's
 * `shown` lines, and `first` is the first line it lacks.
 */
export function partialDataNote(first: string, held: number, shown: number): MessageRef {
  return { key: 'review.source.partial', params: { shown: clip(first), held, of: shown } };
}

/** The page's group headings, which its structured data lists without: the draft's components. */
export function shownGroupsNote(names: readonly string[]): MessageRef {
  return { key: 'review.source.grouped', params: { groups: clip(names.filter(Boolean).join(', ')) } };
}

export interface CheckedLine {
  /** Where the line stands in the draft. */
  list: 'ingredients' | 'instructions' | 'notes';
  /** The line, as it stands there. */
  line: string;
  reason: MessageRef;
}

export interface ImportReview {
  check: CheckedLine[];
  /** Where the copies of the page disagreed, which copy each line came from and why. */
  sourceNotes: MessageRef[];
}

export const NO_REVIEW: ImportReview = { check: [], sourceNotes: [] };
