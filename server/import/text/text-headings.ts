/** The headings of a recipe written as text: which section a line opens. */

import { anyOfTyped } from '#shared/text/regex.ts';
import { SECTION_AND, SECTION_CONNECTORS, SECTION_FILLERS, SECTION_WORDS } from '../words/section-words';
import { isSentence } from './text-shape';

export type Section = keyof typeof SECTION_WORDS;

const SECTIONS = Object.keys(SECTION_WORDS) as Section[];
const FILLER = anyOfTyped(SECTION_FILLERS);
const CONNECTOR = anyOfTyped(SECTION_CONNECTORS);
// Section words listed together: "Notes, tips, and variations", "Tips & tricks" is one section.
const AND = String.raw`(?:\s*,\s*|,?\s+${anyOfTyped(SECTION_AND)}\s+)`;

interface HeadingPatterns {
  section: Section;
  /** The section word alone: "Ainekset", "Modo de preparo" (whose "de" ties nothing to it). */
  bare: RegExp;
  /** The section word alone, or with what it is for: "Ainekset", "Ingredients for the glaze". */
  own: RegExp;
  /** One word, then the section word: "Täytteen ainekset", "Frosting Instructions". */
  qualified: RegExp;
}

// "Ingredients for the glaze": the section word with what it is for.
const OWN_WITH_PURPOSE = new RegExp(String.raw`\s${CONNECTOR}\s`, 'i');

const SECTION_HEADINGS: readonly HeadingPatterns[] = SECTIONS.map((section) => {
  const words = anyOfTyped(SECTION_WORDS[section]);
  return {
    section,
    bare: new RegExp(String.raw`^(?:${words})(?:${AND}(?:${words}))*(?:\s+${FILLER})?$`, 'i'),
    own: new RegExp(
      String.raw`^(?:${words})(?:${AND}(?:${words}))*(?:\s+${FILLER})?(?:\s+${CONNECTOR}\s+\S+(?:\s+\S+){0,5})?$`,
      'i',
    ),
    qualified: new RegExp(String.raw`^(\p{L}+)\s+((?:${words}))$`, 'iu'),
  };
});

/**
 * Whether "X ingredients" names a group rather than being a short step ("Mix ingredients"): the first
 * word is a Finnish genitive ("Täytteen ainekset"), or both words are capitalised ("Cake Ingredients").
 */
function isQualifiedHeading(words: string, pattern: RegExp): boolean {
  const match = pattern.exec(words);
  if (!match) return false;
  const qualifier = match[1] ?? '';
  const capitalised = (word: string) => /^\p{Lu}/u.test(word);
  return /n$/i.test(qualifier) || (capitalised(qualifier) && capitalised(match[2] ?? ''));
}

// "Ainekset:", "## Ingredients", "**Ohje**", "INGREDIENTS (for 4)", "Kommentit (3)": a heading dressed up.
const HEADING_DECORATION = /^[#*_=\s-]*(.*?)[*_=\s]*(?:\([^)]*\))?\s*$/;
// "Ingredients for the glaze of the cake": longer lines are text, not headings.
const MAX_HEADING_WORDS = 8;
// Eight words are far shorter; the decoration pattern is quadratic on a long line of '(' (20,000: 0.8 s).
const MAX_HEADING_LENGTH = 200;

/**
 * The section a heading line opens, any text written after the heading's colon, and the group it names
 * when it is a qualified heading ("Täytteen ainekset", "Ingredients for the glaze", "Frosting
 * Ingredients" name a group; "Ainekset" does not).
 */
/** "Ingredients", "Valmistus": a list's own title for `section`, not a group or a part within it. */
export function isSectionTitle(text: string, section: Section): boolean {
  const heading = readHeading(text);
  return heading?.section === section && heading.rest === '' && heading.group === '';
}

export function readHeading(line: string): { section: Section; rest: string; group: string } | null {
  const [head = '', ...tail] = line.split(/[:：]/);
  if (head.length > MAX_HEADING_LENGTH) return null;
  const words = head.replace(HEADING_DECORATION, '$1').trim();
  if (words.split(/\s+/).length > MAX_HEADING_WORDS || isSentence(words)) return null;
  for (const h of SECTION_HEADINGS) {
    // "Preparation steps" is the section word with a filler, not a group ("Täytteen ainekset").
    const qualified = !h.bare.test(words) && isQualifiedHeading(words, h.qualified);
    if (!qualified && !h.own.test(words)) continue;
    const group = qualified || (OWN_WITH_PURPOSE.test(words) && !h.bare.test(words)) ? words : '';
    return { section: h.section, rest: tail.join(':').trim(), group };
  }
  return null;
}
