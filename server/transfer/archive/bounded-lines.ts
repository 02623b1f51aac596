import type { Readable } from 'node:stream';

/** A line, or the mark of a line longer than the limit (its bytes were dropped, never held whole). */
export type BoundedLine = { text: string } | { tooLong: true };

/**
 * The stream's lines ('\n'-separated, a trailing '\r' removed), holding at most `maxBytes` of one
 * line: readline would build a string of any length, and a single line of hundreds of MB ends the
 * process with "Invalid string length".
 */
export async function* boundedLines(input: Readable, maxBytes: number): AsyncGenerator<BoundedLine> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overflowed = false;
  const take = (): BoundedLine => {
    const line: BoundedLine = overflowed
      ? { tooLong: true }
      : { text: Buffer.concat(pending).toString('utf8').replace(/\r$/, '') };
    pending = [];
    pendingBytes = 0;
    overflowed = false;
    return line;
  };
  for await (const chunk of input) {
    let rest = chunk as Buffer;
    for (let newline = rest.indexOf(10); newline !== -1; newline = rest.indexOf(10)) {
      add(rest.subarray(0, newline));
      yield take();
      rest = rest.subarray(newline + 1);
    }
    add(rest);
  }
  if (pendingBytes > 0 || overflowed) yield take();

  function add(bytes: Buffer) {
    if (overflowed || bytes.length === 0) return;
    pendingBytes += bytes.length;
    if (pendingBytes > maxBytes) {
      overflowed = true;
      pending = [];
    } else pending.push(bytes);
  }
}
