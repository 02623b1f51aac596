/**
 * Finding kitchen keywords in free text, in Finnish and English, for the classifier and the rule tags.
 * Finnish compounds hide a keyword inside a longer word ("mustikkapiirakka"), so long keywords match
 * anywhere, shorter ones only at a word's edge.
 */

/** Words that contain a keyword without meaning it, and what they are read as instead. */
const CONFUSABLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/kananmun/g, 'muna'], // a hen's egg is not chicken
  [/perunajauh/g, 'tärkkelys'], // potato starch is not potato
  [/muskottipähkin/g, 'muskotti'], // nutmeg is not a nut
  [/kesäkurpits/g, 'zucchini'], // a courgette is not summer
  [/spring onion/g, 'green onion'], // nor is a spring onion spring
  [/sitruunamelis/g, 'melis'], // lemon balm is no lemon
];

const ANYWHERE_MIN_LENGTH = 5;

/** Lowercase text padded with spaces, without soft hyphens, with the confusable words defused. */
export function comparable(text: string): string {
  // Soft hyphens and zero-width characters would split a keyword that the reader sees whole.
  let out = ` ${text.toLowerCase().replace(/[\u00ad\u200b-\u200d\u2060]/g, '')} `;
  for (const [pattern, replacement] of CONFUSABLES) out = out.replace(pattern, replacement);
  return out;
}

/** Keywords written as one comma-separated string per entry, so the tables stay readable. */
export function words(list: string): string[] {
  return list.split(',').map((w) => w.trim());
}

const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

export interface Match {
  name: string;
  start: number;
  end: number;
}

/**
 * Where a keyword occurs in the text. Long keywords match inside words ("mustikkapiirakka"); four-letter
 * ones at a word's start or end ("kanakeitto", "graavilohi"); the shortest only as a whole word or its
 * plural ("pie", "pies", not "piece").
 */
function keywordMatches(text: string, name: string, word: string, found: Match[]): void {
  for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1)) {
    const end = start + word.length;
    const startsWord = !isLetter(text[start - 1]);
    const endsWord = !isLetter(text[end]) || (text[end] === 's' && !isLetter(text[end + 1]));
    const fits =
      word.length >= ANYWHERE_MIN_LENGTH ||
      (word.length === ANYWHERE_MIN_LENGTH - 1 ? startsWord || endsWord : startsWord && endsWord);
    if (fits) found.push({ name, start, end });
  }
}

/** Named keyword lists: [name, keywords]. */
export type KeywordTable = ReadonlyArray<readonly [string, readonly string[]]>;

/**
 * Every keyword match of the table in the text, without matches that overlap a longer one: "cream" in
 * "ice cream", and the "kana" (chicken) at the end of "porkkana" (carrot).
 */
export function tableMatches(text: string, table: KeywordTable): Match[] {
  const found: Match[] = [];
  for (const [name, keywords] of table) {
    for (const word of keywords) keywordMatches(text, name, word, found);
  }
  return withoutOverlaps(found);
}

const span = (m: Match) => m.end - m.start;

/**
 * One sweep by start (longest first) that keeps, of overlapping matches, the longest: a pairwise
 * check was quadratic, and a 10 MB paste has a great many matches. Two keywords on the very same
 * letters both stay.
 */
function withoutOverlaps(matches: Match[]): Match[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match[] = [];
  for (const m of sorted) {
    const last = kept.at(-1);
    if (!last || m.start >= last.end || (m.start === last.start && m.end === last.end)) kept.push(m);
    else if (span(m) > span(last)) {
      while (kept.length > 0 && m.start < kept.at(-1)!.end && span(m) > span(kept.at(-1)!)) kept.pop();
      kept.push(m);
    }
  }
  return kept;
}
