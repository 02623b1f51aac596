import { decodeHTML } from 'entities';
import { repairDoubleEncoding } from '../read/double-encoding';

// Inline tags vanish without a trace ("<a>butter</a>, soft" → "butter, soft"); other tags separate words.
const INLINE_TAG = /<\/?(?:a|abbr|b|em|font|i|mark|small|span|strong|sub|sup|u)\b[^<>]*>/gi;
const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const BLOCK_BREAK = /<(?:br|\/p|\/li|\/div|\/h[1-6]|\/tr)\s*\/?>/gi;
// A soft hyphen (U+00AD) only tells a browser where it may break a long word ("Berg\u00adkäse"): it is
// never seen unless the word breaks there, and kept it would split the word for search and for the
// check that no word is lost. Seen on alltommat, felix.kitchen, hofer, mindmegette and sunset.
const SOFT_HYPHEN = /\u00ad/g;

/**
 * Collapses whitespace (non-breaking spaces included) to single spaces and trims; soft hyphens go. Other
 * invisible characters stay: they are part of the text as the source wrote it.
 */
export function normalizeWhitespace(text: string): string {
  return text.replace(SOFT_HYPHEN, '').replace(/\s+/g, ' ').trim();
}

/**
 * A string from structured data as a reader sees it: entities decoded (twice, because some sites
 * double-encode), UTF-8 read twice repaired ("Ã¤" → "ä", once the entities and JSON escapes that may
 * hide it are undone), stray tags removed, whitespace collapsed, and "((note))" — an editor adding its own
 * parentheses around a note that already had them — reduced to one pair.
 */
export function cleanText(raw: string): string {
  const decoded = repairDoubleEncoding(decodeOnceMore(decodeHTML(raw)));
  return normalizeWhitespace(decoded.replace(INLINE_TAG, '').replace(TAG, ' ')).replace(
    /\(\(([^()]*)\)\)/g,
    '($1)',
  );
}

/** Like cleanText, but the block-level breaks of embedded HTML (<p>, <br>, <li>) become line breaks. */
export function cleanTextLines(raw: string): string[] {
  const decoded = repairDoubleEncoding(decodeOnceMore(decodeHTML(raw))).replace(BLOCK_BREAK, '\n');
  return decoded
    .split(/\r?\n|\r/)
    .map(cleanText)
    .filter((line) => line !== '');
}

function decodeOnceMore(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

// Paragraphs whose line breaks were lost: "…until browned.Add the tomatoes" (no space after the stop).
const GLUED_SENTENCE = /(?<=[\p{Ll}\d)][.!?])(?=\p{Lu}\p{Ll})/u;
// A one-word section label before a paragraph: "Bereiden: Verhit de olie…", "Preparation: Heat…".
const SECTION_LABEL = /^\p{Lu}\p{Ll}{2,20}:\s+/u;
const LABEL_AFTER_SENTENCE = /(?<=[.!?])\s+(?=\p{Lu}\p{Ll}{2,20}:\s)/u;

/**
 * One text holding all the steps → the steps: its lines, its glued paragraphs, and the paragraphs that
 * one-word labels ("Bereiden:") introduce, without the labels.
 */
export function splitInstructionText(raw: string): string[] {
  return cleanTextLines(raw)
    .flatMap((line) => line.split(GLUED_SENTENCE))
    .flatMap((line) => line.split(LABEL_AFTER_SENTENCE))
    .map((line) => line.replace(SECTION_LABEL, '').trim())
    .filter((line) => line !== '');
}
