/**
 * Text whose UTF-8 bytes were once read as Windows-1252 (or Latin-1) and written out again as UTF-8:
 * "Ã¤" for ä, "â€™" for ’, "Â½" for ½, "cupÂ " for a no-break space, "â…“" for ⅓. Pages and pastes
 * carry it when a site or an editor decoded a page with the wrong charset before publishing it.
 *
 * A run of such characters is turned back into its bytes and read as UTF-8 only when that is proof
 * of the fault: the bytes form one valid UTF-8 character, and that character is one text holds (a
 * letter of a European script, punctuation, a symbol, a fraction, an emoji). Real Latin-1-range text
 * ("Crème brûlée", "Ä", "£5", "café »") does not form such a run, so it is left as written.
 */

/** Windows-1252's characters for the bytes 0x80–0x9F (the five it leaves undefined stay C1 controls). */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const BYTE_OF: ReadonlyMap<string, number> = new Map([
  ...[...WINDOWS_1252_HIGH].map((ch, i) => [ch, 0x80 + i] as const),
  ...Array.from({ length: 0x40 }, (_, i) => [String.fromCharCode(0x80 + i), 0x80 + i] as const),
  ...Array.from({ length: 0x40 }, (_, i) => [String.fromCharCode(0xc0 + i), 0xc0 + i] as const),
]);

/** A character that stands for a UTF-8 continuation byte (0x80–0xBF) in either reading. */
const CONTINUATION = `[\\u0080-\\u00BF${WINDOWS_1252_HIGH.replace(/[\u0080-\u009f]/g, '')}]`;
/** A lead byte of a two-, three- or four-byte character (0xC2–0xF4), then continuation bytes. */
const SEQUENCE = new RegExp(`[\\u00C2-\\u00F4]${CONTINUATION}{1,3}`, 'g');

/** Code points a repaired character may have: what recipe text in the chefs' languages holds. */
const PLAUSIBLE: readonly (readonly [number, number])[] = [
  [0x00a0, 0x024f], // Latin-1 letters and signs, Latin Extended-A and -B
  [0x0300, 0x036f], // combining accents (text written decomposed)
  [0x0370, 0x04ff], // Greek, Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional
  [0x2000, 0x27bf], // punctuation, spaces, currency, letterlike, fractions, arrows, math, shapes, dingbats
  [0xfb00, 0xfb06], // ligatures
  [0xfeff, 0xfeff], // byte-order mark (U+FFFD, an invalid sequence, is outside every range)
  [0x1f000, 0x1faff], // emoji
];

const UTF8 = new TextDecoder('utf-8');

/** How many continuation bytes a lead byte takes. */
function continuationsOf(lead: number): number {
  if (lead >= 0xf0) return 3;
  if (lead >= 0xe0) return 2;
  return 1;
}

function isPlausible(codePoint: number): boolean {
  return PLAUSIBLE.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The character the run's first bytes encode, and what of the run is left; null when it is no proof. */
function repairRun(run: string): string | null {
  const chars = [...run];
  const bytes = chars.map((ch) => BYTE_OF.get(ch) ?? -1);
  const length = 1 + continuationsOf(bytes[0]!);
  if (bytes.length < length) return null;
  // Invalid bytes decode to U+FFFD, which is no plausible character (cheaper than a thrown error).
  const decoded = UTF8.decode(Uint8Array.from(bytes.slice(0, length)));
  const codePoint = decoded.codePointAt(0)!;
  if ([...decoded].length !== 1 || !isPlausible(codePoint)) return null;
  return decoded + chars.slice(length).join('');
}

/** The text with each run that proves the fault repaired, or null when none does (one scan). */
function repairOnce(text: string): string | null {
  SEQUENCE.lastIndex = 0;
  let repaired = '';
  let copied = 0;
  for (let run = SEQUENCE.exec(text); run; run = SEQUENCE.exec(text)) {
    const character = repairRun(run[0]);
    if (character === null) continue;
    repaired += text.slice(copied, run.index) + character;
    copied = run.index + run[0].length;
  }
  return copied === 0 ? null : repaired + text.slice(copied);
}

/**
 * The text with its double-encoded characters read as they were meant. Text encoded three times
 * ("ÃƒÂ©") takes a second pass; text without such runs costs one scan and is returned as it is.
 */
export function repairDoubleEncoding(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass++) {
    const repaired = repairOnce(current);
    if (repaired === null) break;
    current = repaired;
  }
  return current;
}
