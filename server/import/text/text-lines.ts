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

export function toLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let blank = true;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      blank = true;
      continue;
    }
    lines.push({ text: line, blockStart: blank });
    blank = false;
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
