/** Text as lines and blank-line blocks: the shape the text parser reads. */

export interface TextLine {
  /** The line with its whitespace collapsed. */
  text: string;
  /** A blank line came before this one: the start of a new block. */
  blockStart: boolean;
  /** The name of a group that a heading opened ("Täytteen ainekset"), not a line of the section. */
  group?: boolean;
  /** Where the line stands in the text read, counted in lines: what a reader dropped is found by it. */
  at?: number;
}

// A text with a blank line after nearly every line (a paste from a word processor or a page whose every
// paragraph is spaced) says nothing with a single blank line: only a wider gap parts its blocks. Real
// single-spaced pastes start a block at no more than two lines in three (corpus: 0.67 at most).
const SPACED_TEXT_SHARE = 0.9;
const MIN_SPACED_LINES = 6;

export function toLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  const gaps: number[] = [];
  let blanks = 1;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      blanks += 1;
      continue;
    }
    lines.push({ text: line, blockStart: blanks > 0 });
    gaps.push(blanks);
    blanks = 0;
  }
  const spaced = gaps.slice(1).filter((gap) => gap > 0).length;
  if (lines.length >= MIN_SPACED_LINES && spaced >= SPACED_TEXT_SHARE * (lines.length - 1)) {
    for (const [i, line] of lines.entries()) line.blockStart = i === 0 || gaps[i]! > 1;
  }
  return lines;
}

/** The lines grouped into their blank-line blocks. */
export function toBlocks(lines: readonly TextLine[]): TextLine[][] {
  const blocks: TextLine[][] = [];
  for (const line of lines) {
    if (line.blockStart || blocks.length === 0) blocks.push([]);
    blocks.at(-1)!.push(line);
  }
  return blocks;
}
