/**
 * One ingredient line → { amount, unit, name, note }. Used by the server import and by the browser
 * edit form when a user pastes lines, so it must stay free of Node APIs and of server/client imports.
 *
 * The line is read left to right: hedge, amount, multiplier and piece sizes, unit, other measures of
 * the same amount, preparation words, then the name with its notes. Lines that name the ingredient
 * first ("Sugar, 2 ounces") are read as measure + name.
 */
import { LEADING_BULLET } from '../text/bullet';
import { quantityValue, readLeadingQuantity, withoutConversionNoise } from '../text/numbers';
import { splitNameAndNote } from './name-and-note';
import {
  A_DOZEN,
  A_PIECE,
  ALTERNATIVE_MEASURE,
  ARTICLE,
  BARE_MULTIPLIER,
  COUNT_NOUN_OF_PLURAL,
  DOZEN,
  EACH,
  FRESH_THEN_PREPARED,
  GROUP,
  HEDGE,
  HEDGE_AFTER_UNIT,
  LEADING_REMARK,
  MEASURE_AT_END,
  MULTIPLIED,
  NAME_FIRST_SEPARATOR,
  OF,
  OR_SO,
  PART_OF,
  PART_OF_ONE,
  PIECE_DIMENSION,
  PIECE_SIZE,
  PLURAL_COUNT_NOUN,
  PLUS_MORE,
  PREPARED,
  QUALIFIER_BEFORE_UNIT,
  REPEATED_NUMBER,
  SEPARATOR_BEFORE_NAME,
  SIZE_WORD,
  SOLD_PREPARED,
  SOLD_PREPARED_COUNTED,
  THICKNESS_BEFORE_SIZE,
  TRAILING_MEASURE,
  TRAILING_MULTIPLIER,
  UNIT_QUALIFIER,
  UNIT_RANGE_OR_ALTERNATIVE,
  UNIT_TOKEN,
  VAGUE_MEASURE_OF,
  VAGUE_QUANTITY,
  WORD_THEN_SIZE,
} from './patterns';
import {
  CONTAINER_UNITS,
  PIECE_SIZE_UNITS,
  PIECE_UNITS,
  SPELLED_OUT,
  TRAILING_COUNT_UNITS,
  TRAILING_COUNT_UNITS_AFTER,
  UNITS_WITHOUT_AMOUNT,
} from './unit-table';
import { normalizeUnit } from './units';
import { SIZE_WORDS, SPICE_DESCRIPTORS } from './vocabulary';

export interface ParsedIngredientLine {
  /** The first quantity of the line; 0 when the line has none. */
  amount: number;
  /** Lowercase, singular spelling of the unit as the source wrote it ('tbsp' stays 'tbsp'); '' when none. */
  unit: string;
  name: string;
  /** Parenthesised remarks and whatever follows the first comma: preparation, alternatives, hints. */
  note: string;
}

const WITHOUT_AMOUNT: ReadonlySet<string> = new Set(UNITS_WITHOUT_AMOUNT);
const TRAILING_COUNT: ReadonlySet<string> = new Set(TRAILING_COUNT_UNITS);
const CONTAINERS: ReadonlySet<string> = new Set(CONTAINER_UNITS);
const DESCRIPTORS: ReadonlySet<string> = new Set(SPICE_DESCRIPTORS);
const SIZES: ReadonlySet<string> = new Set(SIZE_WORDS);
const PIECE_SIZES: ReadonlySet<string> = new Set(PIECE_SIZE_UNITS);
const COUNTS_PIECES: ReadonlySet<string> = new Set([
  ...PIECE_UNITS,
  ...CONTAINER_UNITS,
  ...TRAILING_COUNT_UNITS,
]);

/** Whether a line begins with a quantity ("2 dl", "½", "1-2") after an optional bullet. */
export function startsWithQuantity(line: string): boolean {
  const rest = line.trim().replace(LEADING_BULLET, '').replace(HEDGE, '');
  return readLeadingQuantity(rest, { words: false }) !== null;
}

export function parseIngredientLine(line: string): ParsedIngredientLine {
  const text = (/\s{2}|[^\S ]/.test(line) ? line.replace(/\s+/g, ' ') : line)
    .trim()
    .replace(LEADING_BULLET, '');
  const parsed = parseMeasureFirst(text, false);
  if (parsed.amount === 0 && parsed.unit === '') return parseNameFirst(text) ?? parsed;
  return parsed;
}

interface Cursor {
  rest: string;
  notes: string[];
}

/** Removes a leading match from the cursor; when asked, what it removed becomes part of the note. */
function take(cursor: Cursor, pattern: RegExp, keepAsNote = false): RegExpExecArray | null {
  const match = pattern.exec(cursor.rest);
  if (!match || match[0] === '') return null;
  if (keepAsNote) cursor.notes.push(match[0].trim().replace(/^[-–/]\s*|,$/g, ''));
  cursor.rest = cursor.rest.slice(match[0].length).trimStart();
  return match;
}

/**
 * The usual reading: measure, then name. `measureOnly` reads the measure part of a name-first line,
 * where a unit may stand alone ("Fresh basil, a handful").
 */
function parseMeasureFirst(text: string, measureOnly: boolean): ParsedIngredientLine {
  const cursor: Cursor = { rest: text, notes: [] };
  take(cursor, LEADING_REMARK, true);
  take(cursor, HEDGE);
  let amount = readAmount(cursor);
  const hasAmount = amount !== null;
  const vague = hasAmount ? null : take(cursor, VAGUE_QUANTITY);
  const counted = hasAmount || vague !== null;
  if (hasAmount) readPieceSizes(cursor, amount!);

  let unit = readUnit(cursor, counted, measureOnly);
  let container = CONTAINERS.has(unit);
  if (unit) {
    const measures = readOtherMeasures(cursor, unit);
    unit = measures.unit;
    container ||= CONTAINERS.has(measures.refinedBy);
  }
  // "3 tablespoons, minced fresh cilantro", "300g/10½oz; leek": a separator before the name.
  if ((hasAmount || unit) && !measureOnly) take(cursor, SEPARATOR_BEFORE_NAME);
  // "lg tomato", "Large eggs": a size with no amount; "2 tbsp juice of a lemon": the part of a fruit.
  if (!counted && !unit) take(cursor, SIZE_WORD, true);
  take(cursor, PART_OF_ONE, true);
  if (!counted && !unit && !measureOnly) take(cursor, VAGUE_MEASURE_OF, true);
  take(cursor, OF);
  if (hasAmount) take(cursor, SIZE_WORD, true);
  // What a can or a packet holds is sold prepared: "1 tin chopped tomatoes", "400g can diced tomatoes".
  // "16 cooked prawns" (no unit, no size of each between): what is bought.
  const soldCounted =
    hasAmount && !unit && cursor.notes.length === 0 && SOLD_PREPARED_COUNTED.test(cursor.rest);
  if (!container && !soldCounted && takePreparation(cursor)) {
    // "1 c scooped and leveled, plus 1 tablespoon all-purpose flour": more of the measure after its step.
    if (unit) take(cursor, PLUS_MORE, true);
    if (hasAmount) take(cursor, SIZE_WORD, true);
  }
  const sizeAfterWord = hasAmount ? WORD_THEN_SIZE.exec(cursor.rest) : null;
  if (sizeAfterWord) {
    cursor.notes.push(sizeAfterWord[2]!);
    cursor.rest = `${sizeAfterWord[1]} ${cursor.rest.slice(sizeAfterWord[0].length)}`;
  }

  const split = splitNameAndNote(cursor.rest, cursor.notes.includes('each'));
  let name = split.name;
  if (split.note) cursor.notes.push(split.note);

  // "lamb shanks x 4": the count comes last.
  const times = TRAILING_MULTIPLIER.exec(name);
  if (times) {
    cursor.notes.push(times[0].trim());
    name = name.slice(0, times.index);
    amount ??= quantityValue(times[1]!);
  }
  // "2 tbsp soy sauce 30 mL": the other measure of a measured amount may come last.
  const trailingMeasure = unit ? TRAILING_MEASURE.exec(name) : null;
  if (trailingMeasure && normalizeUnit(trailingMeasure[1]!) && trailingMeasure.index > 0) {
    cursor.notes.push(trailingMeasure[0].trim());
    name = name.slice(0, trailingMeasure.index);
  }
  if (counted && !unit) {
    const trailing = trailingCountUnit(name);
    if (trailing) ({ unit, name } = trailing);
  }
  // "a little butter", "A few green onions": without a unit the vague quantity is all the line says of
  // how much, and stays with the name ("a few sprigs of thyme" is a unit's), which then keeps its
  // plural ("a few basil leaves").
  name = vague && !unit ? `${vague[0]}${name}` : withSingularCountNouns(name);
  const value = amount ?? 0;
  return { amount: Number.isFinite(value) ? value : 0, unit, name, note: cursor.notes.join('; ') };
}

/** "fresh mint leaves" → "fresh mint leaf": a name's count nouns in the singular, as written otherwise. */
function withSingularCountNouns(name: string): string {
  return name.replace(PLURAL_COUNT_NOUN, (_whole, before: string, plural: string) => {
    const noun = COUNT_NOUN_OF_PLURAL.get(plural.toLowerCase())!;
    return before + (plural[0] === plural[0]!.toLowerCase() ? noun : noun[0]!.toUpperCase() + noun.slice(1));
  });
}

/**
 * "Sugar, 2 ounces (¼ cup)", "Cold water, 1 tablespoon", "Fresh basil, a handful", "Orange juice 2 tbsp":
 * a name without a number, a separator or just a space, then a measure with nothing else but sizes and
 * notes. Null when the line is not of that shape.
 */
function parseNameFirst(text: string): ParsedIngredientLine | null {
  const separator = NAME_FIRST_SEPARATOR.exec(text);
  const reading = separator && splitAt(text, separator.index, separator[0].length);
  if (reading) return reading;
  const measure = MEASURE_AT_END.exec(text);
  const measured = measure && splitAt(text, measure.index, measure[0].length);
  return measured?.unit ? measured : null;
}

function splitAt(text: string, index: number, separatorLength: number): ParsedIngredientLine | null {
  if (index === 0 || /\d/.test(text.slice(0, index))) return null;
  const measure = parseMeasureFirst(text.slice(index + separatorLength), true);
  if (measure.amount === 0 && measure.unit === '') return null;
  const leftOver = measure.name.split(' ').filter(Boolean);
  if (!leftOver.every((w) => SIZES.has(w.toLowerCase()))) return null;
  const head = parseMeasureFirst(text.slice(0, index), false);
  const note = [head.note, leftOver.join(' '), measure.note].filter(Boolean).join('; ');
  return { amount: measure.amount, unit: measure.unit, name: head.name, note };
}

/** The leading quantity as a number, or null when the line starts with none. */
function readAmount(cursor: Cursor): number | null {
  const quantity = readLeadingQuantity(cursor.rest);
  if (quantity) {
    const written = cursor.rest.slice(0, quantity.length);
    cursor.rest = cursor.rest.slice(quantity.length).trimStart();
    return withoutConversionNoise(written, quantity.value);
  }
  if (take(cursor, A_DOZEN) || DOZEN.test(cursor.rest)) return 1;
  if (take(cursor, A_PIECE)) return 1;
  // "juice of 1 lemon", "zest from ½ orange", "zest of two lemons": the quantity counts what the
  // juice or zest comes from, and the part is a note.
  const partOf = PART_OF.exec(cursor.rest);
  const count = partOf ? readLeadingQuantity(cursor.rest.slice(partOf[0].length)) : null;
  if (partOf && count) {
    cursor.notes.push(partOf[1]!);
    cursor.rest = cursor.rest.slice(partOf[0].length + count.length).trimStart();
    return count.value;
  }
  return null;
}

/**
 * What may stand between the amount and the unit: "8 or so", a repeated amount ("1 1 onion"), a
 * multiplier ("2 x 400g tins"), the size of one piece ("2 (14-ounce) cans", "1 28-ounce can") and
 * size words ("2 400-g (14-oz) cans", "1 lg 2-inch piece").
 */
function readPieceSizes(cursor: Cursor, amount: number): void {
  take(cursor, OR_SO, true);
  take(cursor, ARTICLE);
  take(cursor, PIECE_DIMENSION, true);
  const repeat = REPEATED_NUMBER.exec(cursor.rest);
  if (repeat && quantityValue(repeat[1]!) === amount && !PIECE_SIZE.test(cursor.rest)) {
    cursor.rest = cursor.rest.slice(repeat[0].length);
  }
  const each = MULTIPLIED.exec(cursor.rest);
  if (each && isMeasureUnit(each[2]!)) {
    cursor.notes.push(each[1]!.trim());
    cursor.rest = cursor.rest.slice(each[0].length).trimStart();
    takeAlternativeMeasure(cursor);
  } else take(cursor, BARE_MULTIPLIER);
  for (let i = 0; i < 3; i++) {
    const sizeNote = take(cursor, GROUP);
    if (sizeNote) cursor.notes.push(sizeNote[1]!.trim());
    const pieceSize = take(cursor, PIECE_SIZE, true);
    if (!take(cursor, SIZE_WORD, true) && !take(cursor, THICKNESS_BEFORE_SIZE, true) && !pieceSize) break;
  }
}

/**
 * After the unit: a little more ("plus 2 tablespoons"), the same amount in other units ("/3½oz",
 * "(800 ml)"), the other end of a range or another unit to choose ("to 1 cup", "or can"), "each", and a
 * unit repeated or refined ("¾ c cup", "2-inch piece", "400g tin"). Returns the unit, which a
 * spelled-out repeat replaces, and the unit that refines it.
 */
function readOtherMeasures(cursor: Cursor, unit: string): { unit: string; refinedBy: string } {
  for (let i = 0; i < 4; i++) {
    if (take(cursor, PLUS_MORE, true) || takeAlternativeMeasure(cursor)) continue;
    if (take(cursor, EACH, true) || take(cursor, HEDGE_AFTER_UNIT, true)) continue;
    const other = UNIT_RANGE_OR_ALTERNATIVE.exec(cursor.rest);
    if (other && normalizeUnit(other[1]!)) {
      take(cursor, UNIT_RANGE_OR_ALTERNATIVE, true);
      continue;
    }
    // "¼ c (38 grams) finely ground cornmeal", "1 sm head (about 2 pounds) of cauliflower".
    const remark = GROUP.exec(cursor.rest);
    if (remark && cursor.rest.length > remark[0].length) {
      take(cursor, GROUP);
      cursor.notes.push(remark[1]!.trim());
      continue;
    }
    break;
  }
  // A repeat that spells the abbreviation out ("1 ½ c cups", "2 lb pounds") is the clearer unit. After
  // a counted piece a unit word is the name's ("2 balls stem ginger"); a measure is refined ("400g tin").
  const repeated = UNIT_TOKEN.exec(cursor.rest);
  const second = repeated ? normalizeUnit(repeated[1]!) : '';
  const spelledOut = SPELLED_OUT[unit] === second;
  const refines = spelledOut || second === unit || !COUNTS_PIECES.has(unit);
  // "3 lb ribs, cut into pieces": a unit word with no name after it is the name.
  const nameFollows = repeated ? /^\s*[\p{L}(]/u.test(cursor.rest.slice(repeated[0].length)) : false;
  if (repeated && second && refines && nameFollows) {
    take(cursor, UNIT_TOKEN, !spelledOut && second !== unit);
    return { unit: spelledOut ? second : unit, refinedBy: second };
  }
  return { unit, refinedBy: '' };
}

/** A unit of another measure: any unit, or a size's unit that is no unit alone ("¾in" after "2cm/"). */
function isMeasureUnit(word: string): boolean {
  return normalizeUnit(word) !== '' || PIECE_SIZES.has(word.toLowerCase());
}

/**
 * "/3½oz", "/ 6.6 grams", "1½lb" glued on, "/1lb 2oz", "2cm/¾in": another measure of the same amount,
 * as a note.
 */
function takeAlternativeMeasure(cursor: Cursor): boolean {
  const measure = ALTERNATIVE_MEASURE.exec(cursor.rest);
  if (!measure || !isMeasureUnit(measure[1]!) || (measure[2] && !isMeasureUnit(measure[2]))) return false;
  take(cursor, ALTERNATIVE_MEASURE, true);
  return true;
}

/**
 * A run of preparation words before the name is one note: "finely chopped", "peeled and grated". A
 * state may come first and stays in the name: "fresh chopped parsley". Whether there was one.
 */
function takePreparation(cursor: Cursor): boolean {
  const state = FRESH_THEN_PREPARED.exec(cursor.rest);
  if (state && !SOLD_PREPARED.test(cursor.rest.slice(state[1]!.length))) {
    cursor.notes.push(state[2]!.trim().replace(/,$/, ''));
    cursor.rest = state[1]! + cursor.rest.slice(state[0].length);
    return true;
  }
  const prepared: string[] = [];
  for (let match = PREPARED.exec(cursor.rest); match?.[0] && !SOLD_PREPARED.test(cursor.rest); ) {
    prepared.push(match[0].trim());
    cursor.rest = cursor.rest.slice(match[0].length).trimStart();
    match = PREPARED.exec(cursor.rest);
  }
  if (prepared.length === 0) return false;
  cursor.notes.push(prepared.join(' ').replace(/,$/, ''));
  return true;
}

/**
 * The unit right after the (possibly vague) amount. Without one a line may still start with a unit
 * when it reads like a measure ("Pinch of salt", "tsp vanilla", "a large handful of basil").
 */
function readUnit(cursor: Cursor, counted: boolean, measureOnly: boolean): string {
  const qualified = counted ? null : UNIT_QUALIFIER.exec(cursor.rest);
  const source = qualified ? cursor.rest.slice(qualified[0].length) : cursor.rest;
  const token = UNIT_TOKEN.exec(source);
  if (!token) return '';
  const unit = normalizeUnit(token[1]!);
  if (!unit && counted) return qualifiedUnit(cursor);
  const after = source.slice(token[0].length).trimStart();
  if (!unit || (!measureOnly && namesItself(unit, after))) return '';
  // Without an amount a unit must read like a measure: "Pinch of salt", "small pack mint", not "Pinch"
  // alone. A name-first line's measure part may be a unit alone ("Fresh basil, a handful").
  const size = qualified?.[1];
  if (!counted && !measureOnly) {
    if (after === '' || (!size && !WITHOUT_AMOUNT.has(unit) && !OF.test(after))) return '';
  }
  if (size) cursor.notes.push(size);
  cursor.rest = after;
  return unit;
}

/** "2 heaping cups flour", "8 unpeeled cloves garlic": a qualifier, then the unit, then the ingredient. */
function qualifiedUnit(cursor: Cursor): string {
  const qualifier = QUALIFIER_BEFORE_UNIT.exec(cursor.rest);
  if (!qualifier) return '';
  const source = cursor.rest.slice(qualifier[0].length);
  const token = UNIT_TOKEN.exec(source);
  const unit = token ? normalizeUnit(token[1]!) : '';
  const after = token ? source.slice(token[0].length).trimStart() : '';
  if (!unit || after === '' || namesItself(unit, after)) return '';
  cursor.notes.push(qualifier[0].trim());
  cursor.rest = after;
  return unit;
}

/**
 * A count unit with no name after it is the thing itself: "5 cloves" and "2 whole cloves, stuck into
 * the onion" are the spice, not cloves of something.
 */
function namesItself(unit: string, after: string): boolean {
  return TRAILING_COUNT.has(unit) && /^(?:$|[,;])/.test(after);
}

/** "2 garlic cloves", "5 fresh oregano sprigs": the count unit comes after the name. */
function trailingCountUnit(name: string): { unit: string; name: string } | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  const unit = normalizeUnit(words.at(-1)!);
  const before = words.slice(0, -1);
  const onlyAfter = TRAILING_COUNT_UNITS_AFTER[unit];
  if (onlyAfter) {
    return before.length === 1 && onlyAfter.includes(before[0]!.toLowerCase())
      ? { unit, name: before[0]! }
      : null;
  }
  if (!TRAILING_COUNT.has(unit)) return null;
  if (before.every((w) => DESCRIPTORS.has(w.toLowerCase()))) return null;
  return { unit, name: before.join(' ') };
}
