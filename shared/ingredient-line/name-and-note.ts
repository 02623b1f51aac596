/** The text after the measure → the ingredient's name and the note (preparation, purpose, remarks). */
import {
  AFTER_INLINE_GROUP,
  FINNISH_ESSIVE_PREPARATION,
  FORM_CHOICE,
  GROUP_ENDS_IN_STEP,
  HYPHENATED_ADJECTIVE,
  INLINE_GROUP,
  LIST_CONTINUATION,
  NAME_DASH,
  NAME_END,
  NAME_SYNONYM_GROUP,
  NOT_NAME_START,
  PREPARED,
  PREPARED_AFTER_CONJUNCTION,
  PURPOSE,
  QUANTIFIED_ALTERNATIVE,
  SOLD_PREPARED,
  TRAILING_PREPARATION,
  WITH_JUICE,
} from './patterns';
import { COMMA_ADJECTIVES } from './vocabulary';

const ADJECTIVES: ReadonlySet<string> = new Set(COMMA_ADJECTIVES);
/** A past participle used as an adjective: "roasted", "vacuum-packed" (not "flaxseed"). */
const PARTICIPLE = /^[\p{L}-]{2,}[^e\s]ed$/iu;
/** What may end the name and belongs to the note, in the order they are looked for. */
const NOTE_AT_END = [QUANTIFIED_ALTERNATIVE, PURPOSE, FINNISH_ESSIVE_PREPARATION, TRAILING_PREPARATION];
const CONJUNCTION_START = /^(?:or|and|and\/or|tai)\s/i;
const ALTERNATIVE_START = /^(?:or|tai)\s/i;

/**
 * Whether the segment ends in an adjective that a comma may follow inside the name. A name that is
 * one participle so far is one too: "roasted, salted peanuts", "dried, crushed chilli".
 */
function endsInAdjective(segment: string, first: boolean): boolean {
  const text = segment.trim();
  const word = text.slice(text.lastIndexOf(' ') + 1);
  if (first && word === text && PARTICIPLE.test(word)) return true;
  return ADJECTIVES.has(word.toLowerCase()) || HYPHENATED_ADJECTIVE.test(word);
}

/**
 * Whether the segment after an adjective's comma goes on with the name: "pitted, brine-cured olives",
 * "dry, uncooked pasta", "crusty, seeded buns" — a preparation may open it when a name follows, but
 * "fresh, chopped" and "ripe, at room temperature" are notes.
 */
function continuesName(segment: string): boolean {
  let rest = segment.trim();
  for (let match = PREPARED.exec(rest); match?.[0]; match = PREPARED.exec(rest)) {
    rest = rest.slice(match[0].length).trimStart();
  }
  return /^\p{L}/u.test(rest) && !NOT_NAME_START.test(rest);
}

/**
 * Parenthesised parts and everything after the first top-level comma are the note; the rest is the
 * name. A list of alternatives stays in the name ("duck fat, coconut oil, or ghee, melted"), and so do
 * adjectives that a comma separates ("boneless, skinless chicken thighs"). `eachOf`: the measure was
 * of each ("1 tsp each"), so the line lists several ingredients.
 */
export function splitNameAndNote(text: string, eachOf = false): { name: string; note: string } {
  const notes: string[] = [];
  let rest = withoutParentheses(text, notes);
  // Everything after a spaced dash is the note ("4 boneless, skinless chicken breasts - cut into strips").
  const dash = NAME_DASH.exec(rest);
  const afterDash = dash ? rest.slice(dash.index + dash[0].length).trim() : '';
  if (dash) rest = rest.slice(0, dash.index + dash[1]!.length);
  // "lime: finely grate the zest …", "Fresh herbs: oregano or marjoram": a colon ends the name as a comma does.
  const segments = rest.split(/[,;]|:(?=\s)/);
  let nameEnd = 1;
  while (
    segments.length > nameEnd &&
    endsInAdjective(segments[nameEnd - 1]!, nameEnd === 1) &&
    continuesName(segments[nameEnd]!)
  ) {
    nameEnd++;
  }
  // "1 tsp each ground cinnamon, ginger and nutmeg": after "each" the list is the ingredients.
  while (eachOf && segments.length > nameEnd && isListedName(segments[nameEnd]!.trim())) nameEnd++;
  // "milk, whole or low fat", "pasta sauce, storebought or homemade": a choice of two words right after
  // the name is of its form, not a list of ingredients.
  const listStart = nameEnd;
  for (let i = nameEnd; i < segments.length; i++) {
    const segment = segments[i]!.trim();
    if (!LIST_CONTINUATION.test(segment) || PREPARED.test(segment)) break;
    if (i === listStart && FORM_CHOICE.test(segment)) break;
    if (CONJUNCTION_START.test(segment) || / (?:or|tai) /.test(segment)) nameEnd = i + 1;
  }
  let name = nameEnd === 1 ? segments[0]! : segments.slice(0, nameEnd).join(',');
  // "diced tomatoes, with their juice": what the can holds is used whole.
  if (segments.length > nameEnd && WITH_JUICE.test(segments[nameEnd]!.trim())) {
    name = `${name.trimEnd()} ${segments[nameEnd]!.trim()}`;
    nameEnd++;
  }
  // "unsalted butter, melted, or olive oil": an alternative after the name's preparation joins the name.
  const alternative = alternativeAfterPreparation(segments, nameEnd);
  if (alternative) {
    name = `${name} ${alternative}`;
    segments.splice(nameEnd + 1, 1);
  }
  name = (/\s{2}/.test(name) ? name.replace(/\s+/g, ' ') : name).trim();
  // "salt and freshly ground pepper": the second ingredient's preparation is a note too.
  name = name.replace(
    PREPARED_AFTER_CONJUNCTION,
    (whole, conjunction: string, prepared: string, at: number) => {
      if (SOLD_PREPARED.test(name.slice(at + conjunction.length))) return whole;
      notes.push(prepared.trim());
      return conjunction;
    },
  );
  // A group taken out leaves its spaces behind: "greens removed (about 1 pound), cut" → "greens removed, cut".
  const tail = segments
    .slice(nameEnd)
    .join(',')
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
  for (const pattern of NOTE_AT_END) {
    const match = pattern.exec(name);
    if (match && match.index > 0) {
      notes.unshift(match[0].trim());
      name = name.slice(0, match.index);
    }
  }
  if (tail) notes.push(tail);
  if (afterDash) notes.push(afterDash);
  return { name: name.replace(/[\s*†.]+$/, ''), note: notes.join('; ') };
}

/** A comma segment that names one more ingredient of a list: no step, remark or quantity. */
function isListedName(segment: string): boolean {
  return segment !== '' && !/\d/.test(segment) && !PREPARED.test(segment) && !NOT_NAME_START.test(segment);
}

/** The last segment when it is "or …" and only a preparation stands between it and the name. */
function alternativeAfterPreparation(segments: readonly string[], nameEnd: number): string | null {
  if (segments.length !== nameEnd + 2) return null;
  const prepared = segments[nameEnd]!.trim();
  const alternative = segments[nameEnd + 1]!.trim();
  const preparation = PREPARED.exec(prepared);
  if (preparation?.[0].trim() !== prepared) return null;
  return ALTERNATIVE_START.test(alternative) && LIST_CONTINUATION.test(alternative) ? alternative : null;
}

/** Whether a group that ends the name is another name for it: "bean curd (tofu), cut into cubes". */
function namesItOtherwise(before: string, content: string, after: string): boolean {
  return (
    /\p{L}\s*$/u.test(before) &&
    NAME_END.test(after) &&
    NAME_SYNONYM_GROUP.test(content) &&
    !GROUP_ENDS_IN_STEP.test(content) &&
    !PREPARED.test(content)
  );
}

/**
 * The text without its balanced (…) and […] groups; each group's content goes to notes, except a short
 * one that names the ingredient more fully, which stays as words: "plain (all-purpose) flour", "brown
 * (or white) sugar", "vegetable oil (or ghee)". A group left open at the end ("Danish Dough (recipe
 * follows") is a note too; one that opens the text and never closes is kept, so it does not swallow the
 * name. A stray ")" is dropped.
 */
function withoutParentheses(text: string, notes: string[]): string {
  if (!/[()[]/.test(text)) return text;
  let out = '';
  let depth = 0;
  let group = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') {
      if (depth > 0) group += ch;
      depth++;
    } else if (ch === ')' && depth === 0) {
      out += ' ';
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth--;
      if (depth > 0) group += ch;
      else {
        const content = group.trim();
        const after = text.slice(i + 1);
        const inside =
          /\p{L}\s*$/u.test(out) &&
          (AFTER_INLINE_GROUP.test(after) || (ALTERNATIVE_START.test(content) && NAME_END.test(after))) &&
          !PREPARED.test(content);
        if (ch === ')' && inside && INLINE_GROUP.test(content)) {
          out += ` ${content} `;
        } else if (ch === ')' && namesItOtherwise(out, content, after)) {
          out += ` (${content}) `;
        } else {
          if (content) notes.push(content);
          out += ' ';
        }
        group = '';
      }
    } else if (depth > 0) group += ch;
    else out += ch;
  }
  if (depth === 0) return out;
  if (/\p{L}/u.test(out) && group.trim()) {
    notes.push(group.trim());
    return out;
  }
  return `${out}(${group}`;
}
