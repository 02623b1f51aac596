/**
 * Steps the structured data runs together where the page shows them apart: one text for the whole
 * method, or a step that holds two of the page's (ADR 0037). A data step is the page's lines when, word
 * for word and in order, a run of the page's lines holds exactly its words, and nothing else: each of
 * them a few words at least, with at most a few other lines between (a photo's caption, a component's
 * ingredients that the page shows between its steps). Seen on claudia.abril.com.br (steps apart on the
 * page, run together in the data's last line), ndr.de (one text for a method the page shows in
 * paragraphs), pastificiosorrentino.com (steps a HowToStep's text holds on lines of its own, each an item
 * on the page) and ricetta.it (one text, the page's paragraphs).
 */

import { sourceNote } from '#shared/import-review.ts';
import type { MessageRef } from '#shared/messages/message-ref.ts';
import { isStepNumberLabel } from '#shared/text/step-number.ts';
import type { LineGroup } from '../extracted-recipe';
import { readHeading } from '../text/text-headings';
import { recipeWords } from './recipe-words';

/** A part of a step shorter than this is a label or a number, not a step the page shows apart. */
const MIN_PART_WORDS = 3;
// A step the page shows apart ends its sentence; a line that does not is a title over the next.
const SENTENCE_END = /[.!?;:…。)]\s*$/u;
/** How far before a step its number may stand: a step's title may come between (hogarmania). */
const NUMBER_BEFORE = 2;
/** How many of the page's other lines may stand between two parts of one step. */
const GAP = 16;

export interface SplitGroups {
  groups: LineGroup[];
  notes: MessageRef[];
}

/** A copy's lines, each line's words read when first asked for (a page's text has hundreds of lines). */
class Copy {
  private readonly read: (readonly string[] | undefined)[] = [];
  private lower: string[] | undefined;
  constructor(readonly lines: readonly string[]) {}
  words(at: number): readonly string[] {
    this.read[at] ??= recipeWords(this.lines[at]!);
    return this.read[at];
  }
  /** Whether the line may start with `word`: it holds it at all (a number may be spelt otherwise). */
  mayStartWith(at: number, word: string): boolean {
    this.lower ??= this.lines.map((line) => line.toLowerCase());
    return /^\d/.test(word) || this.lower[at]!.includes(word);
  }
}

/** Whether `part` is the words of `whole` from `at` on. */
function continues(whole: readonly string[], at: number, part: readonly string[]): boolean {
  if (part.length === 0 || at + part.length > whole.length) return false;
  return part.every((word, i) => whole[at + i] === word);
}

/**
 * "Editor’s Tip: Check the temperature…": a note the page sets apart within a step, as tips are set
 * apart; the step it belongs to holds it (tasteofhome).
 */
function isNote(line: string): boolean {
  const label = NOTE_LABEL.exec(line)?.[1]?.split(/\s+/).at(-1);
  return label !== undefined && readHeading(label)?.section === 'notes';
}
// A label of a few words before a colon.
const NOTE_LABEL = /^([^:：]{1,40})[:：]\s/u;

/** The page's lines that hold exactly the step's words, in order, as two or more; null if none do. */
function shownApart(step: readonly string[], copy: Copy): string[] | null {
  for (let start = 0; start < copy.lines.length; start++) {
    if (!copy.mayStartWith(start, step[0]!)) continue;
    const first = copy.words(start);
    if (first.length < MIN_PART_WORDS || first.length >= step.length || !continues(step, 0, first)) continue;
    // A number on a line of its own opens the page's step: its paragraphs are one step, as the data says.
    const before = copy.lines.slice(Math.max(0, start - NUMBER_BEFORE), start);
    if (before.some((line) => isStepNumberLabel(line))) continue;
    const parts = [copy.lines[start]!];
    let at = first.length;
    let last = start;
    for (let k = start + 1; k < copy.lines.length && k - last <= GAP + 1 && at < step.length; k++) {
      const words = copy.words(k);
      if (words.length < MIN_PART_WORDS || !continues(step, at, words)) continue;
      if (isNote(copy.lines[k]!)) return null;
      parts.push(copy.lines[k]!);
      at += words.length;
      last = k;
    }
    if (at === step.length && parts.slice(0, -1).every((part) => SENTENCE_END.test(part))) return parts;
  }
  return null;
}

/**
 * The structured groups with each step the page shows as several lines replaced by those lines: from
 * the first of the page's instruction lists that shows it so, else from the page's text. A step that a
 * list shows as one item stays whole, however the page's text breaks it (an item's paragraphs, a line
 * break inside it). Copies are read only when a step is long enough to hold two parts.
 */
export function splitAsShown(
  groups: readonly LineGroup[],
  lists: readonly (() => readonly string[])[],
  text: () => readonly string[],
): SplitGroups {
  const notes: MessageRef[] = [];
  const copies = [...lists, text];
  const read: Copy[] = [];
  const copy = (c: number): Copy => {
    read[c] ??= new Copy(copies[c]!());
    return read[c];
  };
  const listsItem = (words: readonly string[]) =>
    lists.some((_, c) => copy(c).lines.some((_, at) => same(copy(c).words(at), words)));
  const split = (line: string): string[] => {
    const words = recipeWords(line);
    if (words.length < 2 * MIN_PART_WORDS || listsItem(words)) return [line];
    for (let c = 0; c < copies.length; c++) {
      const parts = shownApart(words, copy(c));
      if (!parts) continue;
      notes.push(sourceNote('split', line, parts[0]!));
      return parts;
    }
    return [line];
  };
  return { groups: groups.map((g) => ({ name: g.name, lines: g.lines.flatMap(split) })), notes };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, i) => b[i] === word);
