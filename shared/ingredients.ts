/**
 * One ingredient line → { amount, unit, name, note }. Used by the server import and by the browser
 * edit form when a user pastes lines, so it must stay free of Node APIs and of server/client imports.
 */
import { VULGAR_CLASS, VULGAR_FRACTIONS } from './numbers';

export interface ParsedIngredientLine {
  /** The first quantity of the line; 0 when the line has none. */
  amount: number;
  /** Lowercase, singular spelling of the unit as the source wrote it ('tbsp' stays 'tbsp'); '' when none. */
  unit: string;
  name: string;
  /** Parenthesised remarks and whatever follows the first comma: preparation, alternatives, hints. */
  note: string;
}

// One quantity: "1", "1.5", "1,5", "1/2", "1 1/2", "4-1/2", "1½", "1 ½", "½". The fraction slash (⁄)
// appears in pages that typeset fractions. The mixed forms come first so "1 1/2" is not read as "1".
const QUANTITY = String.raw`(?:\d+(?:[ \u00a0]+|-)\d+\s*[/⁄]\s*\d+|\d+\s*[/⁄]\s*\d+|\d+[ \u00a0]*[${VULGAR_CLASS}]|\d+(?:[.,]\d+)?|[.,]\d+|[${VULGAR_CLASS}])`;
// A range keeps its first value: "2-3", "2 – 3", "2 to 3", "2 or 3", "2 tai 3", "2–3".
const RANGE_TAIL = String.raw`(?:\s*(?:-|–|—|to|or|tai|à)\s*${QUANTITY})?`;
const LEADING_AMOUNT = new RegExp(`^(${QUANTITY})${RANGE_TAIL}`);

/** Number words people write instead of digits, English and Finnish. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  half: 0.5,
  dozen: 12,
  yksi: 1,
  kaksi: 2,
  kolme: 3,
  neljä: 4,
  viisi: 5,
  kuusi: 6,
  puoli: 0.5,
  puolikas: 0.5,
};

/** Unit spellings (lowercase, without a trailing dot) → the unit returned. */
const UNIT_SPELLINGS: ReadonlyMap<string, string> = buildUnitSpellings({
  // Metric; the Finnish words become the abbreviations a Finnish recipe uses.
  g: ['g', 'gr', 'grs', 'gramma', 'grammaa'],
  gram: ['gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kiloa', 'kilogramma', 'kilogrammaa'],
  kilogram: ['kilogram', 'kilograms'],
  mg: ['mg'],
  ml: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'millilitra', 'millilitraa'],
  cl: ['cl', 'senttilitra', 'senttilitraa'],
  dl: ['dl', 'desilitra', 'desilitraa'],
  l: ['l', 'ltr', 'litre', 'litres', 'liter', 'liters', 'litra', 'litraa'],
  // Finnish spoons and packages.
  rkl: ['rkl', 'rl', 'ruokalusikka', 'ruokalusikkaa', 'ruokalusikallinen', 'ruokalusikallista'],
  tl: ['tl', 'teelusikka', 'teelusikkaa', 'teelusikallinen', 'teelusikallista'],
  mm: ['mm', 'maustemitta', 'maustemittaa'],
  kpl: ['kpl', 'kappale', 'kappaletta'],
  prk: ['prk', 'purkki', 'purkkia'],
  pkt: ['pkt', 'paketti', 'pakettia'],
  ps: ['ps', 'pss', 'pussi', 'pussia'],
  tlk: ['tlk', 'tölkki', 'tölkkiä'],
  rs: ['rs', 'rasia', 'rasiaa'],
  pll: ['pll', 'pullo', 'pulloa'],
  nippu: ['nippu', 'nippua'],
  ruukku: ['ruukku', 'ruukkua'],
  kynsi: ['kynsi', 'kynttä'],
  oksa: ['oksa', 'oksaa'],
  pala: ['pala', 'palaa'],
  viipale: ['viipale', 'viipaletta'],
  ripaus: ['ripaus', 'hyppysellinen'],
  levy: ['levy', 'levyä'],
  siivu: ['siivu', 'siivua'],
  kourallinen: ['kourallinen', 'kourallista'],
  tippa: ['tippa', 'tippaa'],
  loraus: ['loraus', 'lorausta'],
  // US measures: abbreviations stay abbreviations, words stay words.
  cup: ['cup', 'cups', 'kuppi', 'kuppia'],
  c: ['c'],
  tablespoon: ['tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tblspn'],
  teaspoon: ['teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'],
  tsp: ['tsp', 'tsps', 'tspn'],
  oz: ['oz', 'ozs'],
  ounce: ['ounce', 'ounces'],
  'fl oz': ['floz'],
  lb: ['lb', 'lbs'],
  pound: ['pound', 'pounds'],
  quart: ['quart', 'quarts'],
  qt: ['qt', 'qts'],
  pint: ['pint', 'pints'],
  pt: ['pt', 'pts'],
  gallon: ['gallon', 'gallons'],
  gal: ['gal'],
  // Counted things.
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  splash: ['splash', 'splashes'],
  handful: ['handful', 'handfuls'],
  drop: ['drop', 'drops'],
  clove: ['clove', 'cloves'],
  can: ['can', 'cans'],
  tin: ['tin', 'tins'],
  jar: ['jar', 'jars'],
  bottle: ['bottle', 'bottles'],
  stick: ['stick', 'sticks'],
  slice: ['slice', 'slices'],
  sprig: ['sprig', 'sprigs'],
  bunch: ['bunch', 'bunches'],
  head: ['head', 'heads'],
  stalk: ['stalk', 'stalks'],
  bulb: ['bulb', 'bulbs'],
  ear: ['ear', 'ears'],
  piece: ['piece', 'pieces'],
  package: ['package', 'packages'],
  pkg: ['pkg', 'pkgs'],
  packet: ['packet', 'packets'],
  pack: ['pack', 'packs'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  sheet: ['sheet', 'sheets'],
  leaf: ['leaf', 'leaves'],
  knob: ['knob', 'knobs'],
  strip: ['strip', 'strips'],
  scoop: ['scoop', 'scoops'],
  envelope: ['envelope', 'envelopes'],
  container: ['container', 'containers'],
  carton: ['carton', 'cartons'],
  loaf: ['loaf', 'loaves'],
  inch: ['inch', 'inches'],
  stem: ['stem', 'stems'],
  wedge: ['wedge', 'wedges'],
  ball: ['ball', 'balls'],
  block: ['block', 'blocks'],
  bar: ['bar', 'bars'],
  spear: ['spear', 'spears'],
  rasher: ['rasher', 'rashers'],
  sleeve: ['sleeve', 'sleeves'],
  bundle: ['bundle', 'bundles'],
  shot: ['shot', 'shots'],
  part: ['part', 'parts'],
  batch: ['batch', 'batches'],
  dozen: ['dozen', 'dozens'],
  tusina: ['tusina', 'tusinaa'],
  rack: ['rack', 'racks'],
  link: ['link', 'links'],
  log: ['log', 'logs'],
  recipe: ['recipe', 'recipes'],
  serving: ['serving', 'servings'],
  cm: ['cm'],
});

/** An abbreviation → the word it abbreviates, for a unit written both ways in a row ("¾ c cup"). */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  c: 'cup',
  tbsp: 'tablespoon',
  tsp: 'teaspoon',
  lb: 'pound',
  oz: 'ounce',
  pt: 'pint',
  qt: 'quart',
  gal: 'gallon',
  g: 'gram',
  kg: 'kilogram',
};

/** Single letters whose case carries the meaning (T is a tablespoon, t a teaspoon). */
const CASED_UNITS: ReadonlyMap<string, string> = new Map([
  ['T', 'tbsp'],
  ['t', 'tsp'],
  ['C', 'c'],
  ['c', 'c'],
  ['G', 'g'],
  ['g', 'g'],
  ['L', 'l'],
  ['l', 'l'],
]);

/** Units a line may start with when it has no quantity ("Pinch of salt", "tsp vanilla"). */
const UNITS_WITHOUT_AMOUNT = new Set(
  'pinch dash splash handful tbsp tsp tablespoon teaspoon ripaus kourallinen loraus tippa'.split(' '),
);

/** Count units written after a one-word name: "2 garlic cloves", "3 celery stalks". */
const TRAILING_COUNT_UNITS = wordSet('clove stalk sprig slice bulb spear kynsi');

function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/));
}

function buildUnitSpellings(table: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [unit, spellings] of Object.entries(table)) {
    for (const spelling of spellings) map.set(spelling, unit);
  }
  return map;
}

/** The unit a written token stands for, or '' when it is not a unit. */
export function normalizeUnit(token: string): string {
  const bare = token.replace(/\.$/, '');
  const cased = CASED_UNITS.get(bare);
  if (cased) return cased;
  if (bare.length < 2) return '';
  return UNIT_SPELLINGS.get(bare.toLowerCase().replace(/[\s.]/g, '')) ?? '';
}

/** The value of one quantity as matched by QUANTITY. */
function quantityValue(text: string): number {
  const t = text.replace(/\u00a0/g, ' ').trim();
  const mixed = /^(\d+)(?: +|-)(\d+)\s*[/⁄]\s*(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + fraction(mixed[2]!, mixed[3]!);
  const simple = /^(\d+)\s*[/⁄]\s*(\d+)$/.exec(t);
  if (simple) return fraction(simple[1]!, simple[2]!);
  const vulgar = /^(\d*) *(.)$/.exec(t);
  if (vulgar && vulgar[2]! in VULGAR_FRACTIONS) {
    return Number(vulgar[1] || 0) + VULGAR_FRACTIONS[vulgar[2]!]!;
  }
  return Number(t.replace(',', '.'));
}

function fraction(numerator: string, denominator: string): number {
  const d = Number(denominator);
  return d === 0 ? 0 : Number(numerator) / d;
}

const BULLET = /^(?:[-*•–—·▪◦‣○●□▢☐✓✔]+\s*)+/;
// Hedges before a quantity; they change nothing about the amount.
// (No lookbehind here: the browser edit form runs this too, and older Safari cannot parse one.)
const HEDGE =
  /^(?:~\s*|(?:approx|ca|n)\.\s*|(?:about|approx|approximately|around|roughly|noin|scant|heaping|heaped|generous|rounded|level)\s+)/i;
// Vague quantities: no amount, but a unit may follow ("a few dashes of", "a couple of handfuls").
const VAGUE_QUANTITY = /^(?:an?\s+)?(?:few|couple(?:\s+of)?|several|some|little|muutama|pari)\s+/i;
// Size and manner words that may stand between "a" and a unit: "a large pinch", "generous handful of".
const UNIT_QUALIFIER =
  /^(?:an?\s+)?(?:(?:large|small|big|tiny|good|generous|healthy|hefty|heaping|scant|lg|sm)\s+)?/i;
// One word that describes the unit rather than the ingredient, between the amount and the unit:
// "2 heaping cups", "2 good pinches", "4-5 deli slices", "2 bun-size pieces", "8 unpeeled cloves garlic".
const QUALIFIER_BEFORE_UNIT =
  /^(?:heaping|heaped|rounded|level|scant|good|generous|healthy|hefty|big|large|small|medium|tiny|lg|sm|md|separate|full|whole|deli|thick|thin|thick-cut|thin-cut|[\p{L}]+-size[d]?|[\p{L}]{3,}ed)\s+/iu;
// A hyphen may glue the unit to the number: "2-inch piece".
const UNIT_TOKEN = /^-?(fl\.?\s*oz\.?|[A-Za-zÀ-ÖØ-öø-ÿ]+\.?)(?=$|[\s,;:()/-])/;
const NUMBER_WORD = /^([A-Za-zä]+)\s+(?:(?:of\s+)?an?\s+)?/i;
// The size of one piece written before its unit or name: "28-ounce can", "2-inch piece", "15 oz".
// A range of sizes counts too: "4- to 4½-pound chicken", "8- or 9-ounce ball", "2 1⁄2-to 3-pound".
const PIECE_SIZE = new RegExp(
  String.raw`^${QUANTITY}(?:\s*-?\s*(?:-|–|to|or)\s*${QUANTITY})?\s*-?\s*(?:inch(?:es)?|in|ounces?|oz|pounds?|lbs?|cm|g|grams?|kg|ml|l|liters?|litres?|quarts?|qt)\b\.?(?:-(?:thick|long|wide))?\)?\s+`,
);
// "plus 2 tablespoons" after the unit adds a little more of the same ingredient.
const PLUS_MORE = new RegExp(
  String.raw`^(?:plus|and|minus|\+|-)\s+${QUANTITY}\s*\S+\s+|^or (?:more|two|so)\s+`,
  'i',
);
// After the unit, the other end of a range or another unit to choose: "14 oz to 1lb cod",
// "½ c to 1 cup pistachios", "1 12-oz bottle or can of beer". The word must be a unit (checked).
const UNIT_RANGE_OR_ALTERNATIVE = new RegExp(
  String.raw`^(?:(?:to|or|tai|-|–)\s*${QUANTITY}\s*|(?:or|tai|/)\s*)([A-Za-z]+\.?)\s+`,
  'i',
);
const MULTIPLIED = new RegExp(String.raw`^[x×*]\s*(${QUANTITY}\s*([A-Za-zÀ-ÖØ-öø-ÿ]+\.?))(?=\s|$)`, 'i');
// "juice of 1 lemon", "zest from ½ orange": the quantity counts what the juice or zest comes from.
// The count may be a word: "zest of two lemons", "peel of one orange", "zest from half a lemon".
const PART_OF = new RegExp(
  String.raw`^((?:[\p{L}-]+\s+){1,5}(?:of|from))\s+(${QUANTITY}|(?:${Object.keys(NUMBER_WORDS).join('|')})(?=\s)(?:\s+an?(?=\s))?)\s+`,
  'iu',
);
const SIZE_SOURCE = String.raw`(?:very\s+)?(?:(?:large|medium|small)[- ]sized?|extra[- ]large|extra[- ]small|lg|md|sm|med|large|small|medium|jumbo|thick|thin|thick-cut|thin-cut|iso(?:a|ja)?|pien(?:i|tä|iä)|keskikokoi(?:nen|sta|sia))\.?`;
// A size, or sizes to choose from: "large", "medium-sized", "small to medium", "1 lg or 2 small leeks".
const SIZE_WORD = new RegExp(
  String.raw`^${SIZE_SOURCE}(?:\s+(?:or|to|tai)\s+(?:${QUANTITY}\s+)?${SIZE_SOURCE})?\s+(?=\S)`,
  'i',
);
// Preparation words before the name: "finely chopped", "peeled and grated", "freshly ground".
const PREPARED_SOURCE = String.raw`(?:(?:freshly|finely|coarsely|roughly|thinly|thickly|lightly|firmly|loosely|well|very|hienoksi|karkeaksi)\s+)*(?:(?:freshly|coarsely|finely) ground|fresh-squeezed|(?:hard|soft)[- ](?:boiled|cooked)|lukewarm|haaleaa?|well-[a-z]+(?:ed|en)|rough-chopped|picked|skinned|cleaned|washed|pureed|puréed|refrigerated|chopped|minced|diced|sliced|slivered|grated|shredded|melted|softened|packed|toasted|cooked|crushed|cracked|snipped|steamed|popped|uncooked|butterflied|scooped|shelled|peeled|deveined|stemmed|destemmed|cored|hulled|beaten|sifted|spooned|leveled|levelled|squeezed|strained|poached|sautéed|shaved|julienned|cubed|halved|quartered|trimmed|rinsed|drained|pitted|seeded|torn|crumbled|mashed|whisked|warmed|chilled|(?:hakattu|hienonnettu|raastettu|sulatettu|pehmennetty|kuutioitu|viipaloitu|paahdettu|keitetty|kuorittu|pilkottu|huuhdeltu|suikaloitu|murskattu)(?:a|ä|ja|jä)?)\b,?(?:\s+(?:and|or|&)\s+)?`;
const PREPARED = new RegExp(`^${PREPARED_SOURCE}`, 'i');
// Products sold under a preparation word, which is then part of the name: pitted olives and dates,
// toasted sesame oil, canned crushed or diced tomatoes, crushed red pepper (chile flakes).
const SOLD_PREPARED = /^(?:pitted\s|toasted sesame oil|crushed (?:red pepper|tomato)|diced tomato)/i;
// After "and"/"or" only the unmistakable kitchen steps are notes ("salt and freshly ground pepper",
// "relish or chopped pickle"): a bare participle there often names the second ingredient ("berries or
// sliced fruit", "salt and toasted sesame seeds", "cooking spray or softened butter").
const PREPARED_AFTER_CONJUNCTION =
  /(\s(?:and|or|&)\s)((?:(?:freshly|coarsely|finely)\s+(?:ground|cracked)|(?:(?:finely|roughly|coarsely)\s+)?(?:chopped|minced|diced))\s+)/i;

/** Whether a line begins with a quantity ("2 dl", "½", "1-2") after an optional bullet. */
export function startsWithQuantity(line: string): boolean {
  const rest = line.trim().replace(BULLET, '').replace(HEDGE, '');
  return LEADING_AMOUNT.test(rest);
}

interface Cursor {
  rest: string;
  notes: string[];
}

/** Removes a leading match from the cursor; when asked, what it removed becomes part of the note. */
function take(cursor: Cursor, pattern: RegExp, keepAsNote = false): RegExpExecArray | null {
  const match = pattern.exec(cursor.rest);
  if (!match || match[0] === '') return null;
  if (keepAsNote) cursor.notes.push(match[0].trim().replace(/,$/, ''));
  cursor.rest = cursor.rest.slice(match[0].length).trimStart();
  return match;
}

export function parseIngredientLine(line: string): ParsedIngredientLine {
  const cursor: Cursor = { rest: line.replace(/\s+/g, ' ').trim().replace(BULLET, ''), notes: [] };
  take(cursor, HEDGE);
  const amount = readAmount(cursor);
  const hasAmount = amount !== null;
  const counted = hasAmount || take(cursor, VAGUE_QUANTITY) !== null;

  if (hasAmount) {
    // "8 or so chiles" is a hedge; "1 1 onion" repeats the amount (a page printing it twice).
    take(cursor, /^or so\s+/i, true);
    const repeat = /^(\d+(?:[.,]\d+)?)\s+/.exec(cursor.rest);
    if (repeat && quantityValue(repeat[1]!) === amount && !PIECE_SIZE.test(cursor.rest)) {
      cursor.rest = cursor.rest.slice(repeat[0].length);
    }
    // "2 x 400 g", "2 × 400g cans", "3 x 2 dl": the count, then the measure of each, which is a note.
    const each = MULTIPLIED.exec(cursor.rest);
    if (each && normalizeUnit(each[2]!)) {
      cursor.notes.push(each[1]!.trim());
      cursor.rest = cursor.rest.slice(each[0].length).trimStart();
    }
    // "2 (14-ounce) cans", "1 28-ounce can": the size of one piece, then its unit.
    // "2 400-g (14-oz) cans", "1 lg 2-inch piece": sizes may come twice, in any order.
    for (let i = 0; i < 3; i++) {
      const sizeNote = take(cursor, /^\(([^()]*)\)\s*/);
      if (sizeNote) cursor.notes.push(sizeNote[1]!.trim());
      const pieceSize = take(cursor, PIECE_SIZE, true);
      if (!take(cursor, SIZE_WORD, true) && !pieceSize) break;
    }
  }
  let unit = readUnit(cursor, counted);
  if (unit) {
    take(cursor, PLUS_MORE, true);
    const other = UNIT_RANGE_OR_ALTERNATIVE.exec(cursor.rest);
    if (other && normalizeUnit(other[1]!)) take(cursor, UNIT_RANGE_OR_ALTERNATIVE, true);
    // "¼ c (38 grams) finely ground cornmeal", "1 sm head (about 2 pounds) of cauliflower": a remark
    // between the unit and the rest, which may start with preparation words or "of".
    const remark = /^\(([^()]*)\)\s*/.exec(cursor.rest);
    if (remark && cursor.rest.length > remark[0].length) {
      cursor.notes.push(remark[1]!.trim());
      cursor.rest = cursor.rest.slice(remark[0].length);
    }
    // A second unit repeats or refines the first: "¾ c cup milk", "2-inch piece of ginger". A repeat
    // that spells the abbreviation out ("1 ½ c cups", "2 lb pounds") is the clearer unit of the two.
    const repeated = UNIT_TOKEN.exec(cursor.rest);
    const second = repeated ? normalizeUnit(repeated[1]!) : '';
    if (repeated && second && cursor.rest.length > repeated[0].length + 1) {
      const spelledOut = SPELLED_OUT[unit] === second;
      take(cursor, UNIT_TOKEN, !spelledOut && second !== unit);
      if (spelledOut) unit = second;
    }
  }
  take(cursor, /^of\s+/i);
  if (hasAmount) take(cursor, SIZE_WORD, true);
  // A run of preparation words is one note: "finely chopped", "peeled and grated".
  const prepared: string[] = [];
  for (let match = PREPARED.exec(cursor.rest); match?.[0] && !SOLD_PREPARED.test(cursor.rest); ) {
    prepared.push(match[0].trim());
    cursor.rest = cursor.rest.slice(match[0].length).trimStart();
    match = PREPARED.exec(cursor.rest);
  }
  if (prepared.length > 0) cursor.notes.push(prepared.join(' ').replace(/,$/, ''));

  const split = splitNameAndNote(cursor.rest);
  let name = split.name;
  if (split.note) cursor.notes.push(split.note);

  if (hasAmount && !unit) {
    const trailing = trailingCountUnit(name);
    if (trailing) ({ unit, name } = trailing);
  }
  const value = amount ?? 0;
  return { amount: Number.isFinite(value) ? value : 0, unit, name, note: cursor.notes.join('; ') };
}

/** The leading quantity as a number, or null when the line starts with none. */
function readAmount(cursor: Cursor): number | null {
  const quantity = take(cursor, LEADING_AMOUNT);
  if (quantity) return quantityValue(quantity[1]!);
  if (take(cursor, A_DOZEN) || /^(?:dozen|tusina)\s/i.test(cursor.rest)) return 1;
  const word = NUMBER_WORD.exec(cursor.rest);
  const value = word ? NUMBER_WORDS[word[1]!.toLowerCase()] : undefined;
  if (word && value !== undefined) {
    cursor.rest = cursor.rest.slice(word[0].length);
    return value;
  }
  const partOf = PART_OF.exec(cursor.rest);
  if (partOf) {
    cursor.notes.push(partOf[1]!);
    cursor.rest = cursor.rest.slice(partOf[0].length);
    const count = partOf[2]!;
    return NUMBER_WORDS[count.split(' ')[0]!.toLowerCase()] ?? quantityValue(count);
  }
  return null;
}

// "a dozen eggs" is one dozen; "dozen" is then the unit, as in "2 dozen clams" and "half a dozen".
const A_DOZEN = /^an?\s+(?=(?:dozen|tusina)\s)/i;

/**
 * The unit right after the (possibly vague) amount. Without one a line may still start with a unit
 * when it reads like a measure ("Pinch of salt", "tsp vanilla", "a large handful of basil").
 */
function readUnit(cursor: Cursor, counted: boolean): string {
  const source = counted ? cursor.rest : cursor.rest.replace(UNIT_QUALIFIER, '');
  const token = UNIT_TOKEN.exec(source);
  if (!token) return '';
  const unit = normalizeUnit(token[1]!);
  if (!unit && counted) return qualifiedUnit(cursor);
  const after = source.slice(token[0].length).trimStart();
  // "2 cups" alone is a unit without its ingredient; "Pinch" alone is an ingredient-less word.
  if (!unit || (after === '' && !counted)) return '';
  if (!counted && !UNITS_WITHOUT_AMOUNT.has(unit) && !/^of\s/i.test(after)) return '';
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
  if (!unit || after === '') return '';
  cursor.notes.push(qualifier[0].trim());
  cursor.rest = after;
  return unit;
}

// Words that describe a spice rather than name a plant: "6 whole cloves" are not garlic.
const DESCRIPTORS = wordSet('whole ground dried fresh large small minced crushed');

/** "2 garlic cloves", "5 fresh oregano sprigs": the count unit comes after the name. */
function trailingCountUnit(name: string): { unit: string; name: string } | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  const unit = normalizeUnit(words.at(-1)!);
  if (!TRAILING_COUNT_UNITS.has(unit)) return null;
  const before = words.slice(0, -1);
  if (before.every((w) => DESCRIPTORS.has(w.toLowerCase()))) return null;
  return { unit, name: before.join(' ') };
}

// An alternative or a second ingredient with its own quantity is a note: "2 tsp fish sauce or 2
// tablespoons soy sauce", "1 hard-boiled egg plus 1 yolk", "lemon zest + ½ cup juice".
const QUANTIFIED_ALTERNATIVE = new RegExp(String.raw`\s+(?:or|tai|plus|and|ja|\+|&)\s+${QUANTITY}\s.*$`, 'i');
// What the ingredient is for, or how much of it to use, is a note: "flour for dusting", "salt to taste",
// "salt, or to taste", "oil, or more as needed", "2 eggs per person", "suolaa maun mukaan". A leading
// "or"/"and" goes with it, so the name does not end in a dangling "or".
const PURPOSE =
  /(?:,?\s+(?:or|and|tai|ja)(?:\s+(?:more|less|so))?)?\s+(?:for\s.*|(?:maun|tarpeen) mukaan\b.*|to (?:taste|serve|coat|sprinkle|garnish|finish|brush|grease|drizzle|dust|season)\b.*|(?:as|if) (?:needed|desired|necessary)\b.*|per (?:person|serving)\b.*|(?:cut|sliced|chopped|diced|torn|broken|trimmed|cooked|peeled|halved|quartered|split) (?:into|in|of|to|crosswise|lengthwise)\b.*|on the side\b.*|at room temperature.*|(?:such as|like|e\.g\.|plus|(?:mixed|dissolved|beaten|whisked) (?:with|in|into))\s.*)$/i;
// A comma segment that continues a list of alternatives: "rice, Carnaroli, or Arborio", "or other
// white beans" — but not a preparation ("grated or shaved"), a hint ("such as …"), an amount hint
// after "or" ("or to taste", "or more as needed", "or so") or a quantity.
const LIST_CONTINUATION =
  /^(?:(?:or|and|and\/or|tai)\s+(?!(?:more|less|so|as|to|if|for|per|about|\d)\b)|(?!(?:or|and|tai)\b)(?![\p{L}-]+(?:ed|ly)\b)(?!(?:such|like|e\.g|preferably|optional|plus|more|about|if|fresh|frozen|divided|homemade|store-bought|raw|warm|cold|hot|canned|other|any|\d|to|for)\b))[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,3}$/iu;

// Adjectives that a comma may separate without ending the name: "boneless, skinless chicken thighs".
const ADJECTIVES = wordSet(
  'boneless skinless fresh ripe dry plain unsalted salted organic full-fat low-fat high-fat sweet firm soft ' +
    'lean roasted smoked curly crisp crunchy mild extra-virgin thick thin strong hot cold warm good dried ' +
    'dark crusty whole raw large small medium light rich creamy hard aged young',
);
// A hyphenated adjective does the same: "skin-on, bone-in chicken thighs", "low-sodium, gluten-free broth".
const HYPHENATED_ADJECTIVE =
  /^[\p{L}]+-(?:on|in|free|fat|sodium|sugar|salt|cut|style|tart|hot|mild|grain|leaf)$/iu;
// What a comma segment that is not the rest of the name starts with: "…, at room temperature".
const NOT_NAME_START =
  /^(?:at|to|for|about|such|plus|cut|as|if|or|and|preferably|optional|divided|into|in|with|from)\b/i;

function isAdjective(word: string): boolean {
  return ADJECTIVES.has(word.toLowerCase()) || HYPHENATED_ADJECTIVE.test(word);
}

/**
 * Parenthesised parts and everything after the first top-level comma are the note; the rest is the name.
 * A list of alternatives stays in the name ("duck fat, coconut oil, or ghee, melted"). Parentheses
 * that never close are kept as text so a stray "(" does not swallow the name.
 */
function splitNameAndNote(text: string): { name: string; note: string } {
  const notes: string[] = [];
  const segments = withoutParentheses(text, notes).split(/[,;]/);
  let nameEnd = 1;
  while (
    segments.length > nameEnd &&
    isAdjective(segments[nameEnd - 1]!.trim().split(' ').at(-1)!) &&
    !PREPARED.test(segments[nameEnd]!.trim()) &&
    !NOT_NAME_START.test(segments[nameEnd]!.trim())
  ) {
    nameEnd++;
  }
  for (let i = nameEnd; i < segments.length; i++) {
    const segment = segments[i]!.trim();
    if (!LIST_CONTINUATION.test(segment) || PREPARED.test(segment)) break;
    if (/^(?:or|and|and\/or|tai)\s/i.test(segment) || / (?:or|tai) /.test(segment)) nameEnd = i + 1;
  }
  let name = segments.slice(0, nameEnd).join(',').replace(/\s+/g, ' ').trim();
  // "salt and freshly ground pepper": the second ingredient's preparation is a note too.
  name = name.replace(
    PREPARED_AFTER_CONJUNCTION,
    (whole, conjunction: string, prepared: string, at: number) => {
      if (SOLD_PREPARED.test(name.slice(at + conjunction.length))) return whole;
      notes.push(prepared.trim());
      return conjunction;
    },
  );
  const tail = segments.slice(nameEnd).join(',').trim();
  for (const pattern of [QUANTIFIED_ALTERNATIVE, PURPOSE]) {
    const match = pattern.exec(name);
    if (match) {
      notes.unshift(match[0].trim());
      name = name.slice(0, match.index);
    }
  }
  if (tail) notes.push(tail);
  return { name: name.replace(/[\s*†.]+$/, ''), note: notes.join('; ') };
}

// A short parenthesised word inside a name names it more fully: "plain (all-purpose) flour",
// "rapeseed (canola) oil", "brown (or white) sugar". It stays in the name without its parentheses —
// but not a remark ("(such as …)", "(recipe follows)") or a group followed by a note word.
const INLINE_GROUP =
  /^(?!(?:such|like|see|recipe|optional|preferably|about|also|e\.g|i|you|we|use)\b)[\p{L}'’-]+(?: [\p{L}'’-]+){0,2}$/iu;
const AFTER_INLINE_GROUP = /^\s*(?!(?:for|or|and|to|with|in|such|plus|at|from|on|if)\b)[\p{L}]/iu;

/**
 * The text without its balanced (…) and […] groups; each group's content goes to notes, except a
 * short one inside the name, which stays as words.
 */
function withoutParentheses(text: string, notes: string[]): string {
  let out = '';
  let depth = 0;
  let group = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') {
      if (depth > 0) group += ch;
      depth++;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      depth--;
      if (depth > 0) group += ch;
      else {
        const content = group.trim();
        const inside =
          /\p{L}\s*$/u.test(out) && AFTER_INLINE_GROUP.test(text.slice(i + 1)) && !PREPARED.test(content);
        if (ch === ')' && inside && INLINE_GROUP.test(content)) {
          out += ` ${content} `;
        } else {
          if (content) notes.push(content);
          out += ' ';
        }
        group = '';
      }
    } else if (depth > 0) group += ch;
    else out += ch;
  }
  return depth > 0 ? `${out}(${group}` : out;
}
