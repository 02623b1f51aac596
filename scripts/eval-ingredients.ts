/**
 * Measures parseIngredientLine against labelled CSVs of real ingredient lines, one source at a time,
 * then prints the unit and name figures of every source side by side with the targets.
 * Usage: npm run eval:ingredients -- [CSV…] [--verbose]
 * Default: every CSV in ../shared/corpus/ingredient-lines next to the repository (Taste, BBC, Cookstr).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParsedIngredientLine, parseIngredientLine, startsWithQuantity } from '#shared/ingredients.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DIR = resolve(repoRoot, '../shared/corpus/ingredient-lines');
/**
 * The figures every source must reach (issue 17), on the readings that follow the labels' own fields
 * (ADR 0009): the unit of the count the amount is — the label pairs '1 28-ounce can' as quantities
 * "1 28", units "ounce can", so 1 is a can — and the name with the labels' singular nouns forgiven.
 * `unit` (the README's shorthand "first unit") and `name` are printed beside them.
 */
const TARGETS: Readonly<Record<string, number>> = { 'unit~': 97, 'name~': 93 };
const SPEED_PASSES = 20;
const AMOUNT_TOLERANCE = 0.01;

interface LabelledLine {
  input: string;
  amount: number;
  /** The label's unit field and quantity field as written; how to read them is the check's business. */
  unitField: string;
  quantityField: string;
  name: string;
}

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const LABEL_NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, half: 0.5 };

/** The label's first quantity: "#1$2" is 1/2, "1#1$2" is 1 1/2, "2-3" is 2; words like "few" are 0. */
function labelAmount(quantity: string): number {
  const first = quantity.trim().split(/\s+/)[0] ?? '';
  if (!first) return 0;
  const fraction = /^(\d*)#(\d+)\$(\d+)/.exec(first);
  if (fraction) return Number(fraction[1] || 0) + Number(fraction[2]) / Number(fraction[3]);
  const value = Number.parseFloat(first);
  if (Number.isFinite(value)) return value;
  return LABEL_NUMBER_WORDS[first.toLowerCase()] ?? 0;
}

/**
 * The label's first unit. Units are flattened into one space-separated field, so a unit of several words
 * ("lg clove", "Large pinch") shows up as more unit words than there are quantities; those extra words
 * belong to the first unit. A fluid ounce is one unit wherever it stands: in "300ml/10fl oz" the units
 * are "ml" and "fl oz", not "ml fl" and "oz". `countsUnit`: the extra reading, the count's unit rather
 * than its piece's size ("1 (8 ounce) package" → package); the corpus README's is the first unit.
 */
function labelUnit(input: string, quantity: string, unit: string, countsUnit = false): string {
  const all = unit
    .trim()
    .replace(/\b(fl\.?|fluid)\s+/gi, '$1+')
    .split(/\s+/)
    .filter(Boolean);
  const words = countsUnit ? withoutPieceSizeUnits(input, all) : all;
  const quantities = Math.max(quantity.trim().split(/\s+/).filter(Boolean).length, 1);
  const surplus = Math.max(words.length - quantities, 0);
  const first = words
    .slice(0, 1 + joinedToFirstUnit(input, words, quantities, surplus))
    .join(' ')
    .replace(/\+/g, ' ');
  // A count and its piece's size (handled above) name the count's unit already.
  const sized = words !== all;
  if (countsUnit && !sized && words.length < quantities && writtenAfterLaterNumber(input, first)) return '';
  return first;
}

/**
 * How many unit words after the first one belong to it, as one unit of several words ("1 lg clove
 * garlic", "3 large garlic cloves", "Scant 1 cup"): at most `surplus` (the unit words the label has
 * beyond its quantities), and with several quantities only words the line writes before the second
 * one. A surplus word after a later number is that number's unit or stands alone: in "400g/14oz can tomatoes" (labelled "g oz can")
 * and "2.5cm/1in piece ginger" the first unit is g and cm, not "g oz" and "cm in".
 */
function joinedToFirstUnit(
  input: string,
  words: readonly string[],
  quantities: number,
  surplus: number,
): number {
  if (surplus === 0 || quantities === 1) return surplus;
  const tokens = (input.toLowerCase().match(/\p{L}[\p{L}-]*|\p{N}+/gu) ?? []).map(singular);
  const isNumber = (t: string) => /^\p{N}/u.test(t);
  const firstNumber = tokens.findIndex(isNumber);
  const wordAfter = tokens.findIndex((t, i) => i > firstNumber && !isNumber(t));
  const later = tokens.findIndex(
    (t, i) => firstNumber >= 0 && wordAfter >= 0 && i > wordAfter && isNumber(t),
  );
  const end = later < 0 ? tokens.length : later;
  const wanted = words.map((w) => singular(w.split('+').at(-1)!.toLowerCase().replace(/\.$/, '')));
  let at = tokens.indexOf(wanted[0]!);
  if (at < 0 || at >= end) return 0;
  let joined = 0;
  while (joined < surplus) {
    const next = tokens.indexOf(wanted[joined + 1]!, at + 1);
    if (next < 0 || next >= end) break;
    at = next;
    joined++;
  }
  return joined;
}

const NUMBER_OR_WORD = new RegExp(
  String.raw`[\d½⅓⅔¼¾⅛]|\b(?:${Object.keys(LABEL_NUMBER_WORDS).join('|')}|six|eight|ten|twelve)\b`,
  'gi',
);

/**
 * With fewer unit words than quantities the label does not say which quantity has none: in "1 large
 * onion (about ½ pound)" the first has none and "pound" is the second's. It is so when the line writes
 * the unit only after a number that follows the first one.
 */
function writtenAfterLaterNumber(input: string, unit: string): boolean {
  const word = comparableUnit(unit);
  if (!word) return false;
  const numbers = [...input.matchAll(NUMBER_OR_WORD)].map((m) => m.index);
  if (numbers.length < 2) return false;
  const unitAt = input
    .toLowerCase()
    .search(new RegExp(String.raw`\d?${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  if (unitAt < 0) return false;
  // The first number's digits run on ("1 ½"); the next number after a letter or a bracket is a later one.
  const firstEnd = /^[^\p{L}(]*/u.exec(input.slice(numbers[0]!))![0].length + numbers[0]!;
  return numbers.some((at) => at >= firstEnd && at < unitAt);
}

const NUMBER = String.raw`[\d.,/½⅓⅔¼¾⅛]+`;
const COUNT = String.raw`(?:${NUMBER}|one|two|three|four|five|six|eight|ten|twelve|half\s+an?)`;
/**
 * A count, then the size of one piece, in brackets, after a multiplier or joined by a hyphen: "1 (8
 * ounce) package", "2 (15-ounce) cans", "2 x 400g tins", "4 x 175g/6oz salmon fillets", "One 28-ounce
 * can", "Half a 7-ounce can", "2 4-sheet packages". The size is group 1, 2 or 3.
 */
const COUNT_THEN_PIECE_SIZE = new RegExp(
  String.raw`^\s*${COUNT}\s*(?:\(([^)]*)\)|[x×]\s*((?:${NUMBER}\s*[a-z]*\s*/?\s*)+)|\s(${NUMBER}-[a-z]+)\s+[a-z])`,
  'i',
);

/**
 * The label lists units in the order written, so in "1 (8 ounce) package" and "2 x 400g tins" the size's
 * unit comes first; but the count's unit is the one after the size, or none ("4 x 175g salmon fillets").
 * The size's units are left out of the reading.
 */
function withoutPieceSizeUnits(input: string, words: string[]): string[] {
  const size = COUNT_THEN_PIECE_SIZE.exec(input);
  if (!size) return words;
  const inSize = new Set(
    ((size[1] ?? size[2] ?? size[3])!.toLowerCase().match(/\p{L}+/gu) ?? []).map(singular),
  );
  let skip = 0;
  while (skip < words.length && inSize.has(singular(words[skip]!.split('+').at(-1)!.toLowerCase()))) skip++;
  return skip > 0 ? words.slice(skip, skip + 1) : words;
}

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { leaves: 'leaf', loaves: 'loaf' };

/** A lowercase word without its English plural ending: "cups" → "cup", "leaves" → "leaf", "dashes" → "dash". */
function singular(word: string): string {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word];
  if (/(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * A unit of several words is compared by its last word ("lg clove" is a clove, "fl oz" an oz); case, a
 * trailing dot and the plural do not count: "Cups." = "cup". Abbreviations stay distinct from words.
 */
function comparableUnit(unit: string): string {
  return singular((unit.trim().split(/\s+/).at(-1) ?? '').toLowerCase().replace(/\.$/, ''));
}

function firstWordUnit(unit: string): string {
  return comparableUnit(unit.trim().split(/\s+/)[0] ?? '');
}

function strictName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The labels keep a name's words but not its punctuation: "palm/coconut sugar" is "palm coconut sugar",
 * "bean curd (tofu)" is "bean curd tofu".
 */
function comparableName(name: string): string {
  return name
    .replace(/[,/&()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The labels' export singularises unit words wherever they stand, names too ("4-5 basil leaves" is
 * labelled "basil leaf", "a pinch of ground cloves" "ground clove"). The parser writes the count nouns
 * of its list in the singular too (ADR 0009); this reading forgives the plural of every word on both
 * sides, so it shows what a word the list lacks costs.
 */
function pluralBlindName(name: string): string {
  return comparableName(name).split(' ').map(singular).join(' ');
}

function loadLabelledLines(csvPath: string): LabelledLine[] {
  const [header, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'));
  if (!header) return [];
  const column = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`The CSV has no "${name}" column`);
    return index;
  };
  const [input, name, quantity, unit] = ['input', 'name', 'quantity', 'unit'].map(column) as [
    number,
    number,
    number,
    number,
  ];
  return rows
    .filter((r) => (r[input] ?? '').trim() !== '')
    .map((r) => ({
      input: r[input]!,
      amount: labelAmount(r[quantity] ?? ''),
      unitField: r[unit] ?? '',
      quantityField: r[quantity] ?? '',
      name: r[name] ?? '',
    }));
}

interface Check {
  label: string;
  how: string;
  matches: (parsed: ParsedIngredientLine, line: LabelledLine) => boolean;
}

const CHECKS: Check[] = [
  {
    label: 'amount',
    how: `first quantity, ±${AMOUNT_TOLERANCE}`,
    matches: (p, l) => Math.abs(p.amount - l.amount) <= AMOUNT_TOLERANCE,
  },
  {
    label: 'unit',
    how: 'first unit (the corpus README), its last word if it has several; case, trailing dot and plural ignored; tbsp ≠ tablespoon',
    matches: (p, l) =>
      comparableUnit(p.unit) === comparableUnit(labelUnit(l.input, l.quantityField, l.unitField)),
  },
  {
    label: 'unit~',
    how: "as unit, but the count's unit, not its piece's size ('1 (8 oz) package' → package) nor a later amount's ('1 onion (about ½ pound)' → none)",
    matches: (p, l) =>
      comparableUnit(p.unit) === comparableUnit(labelUnit(l.input, l.quantityField, l.unitField, true)),
  },
  {
    label: 'unit*',
    how: 'stricter: the first space-separated word of the unit field only ("lg clove" → "lg")',
    matches: (p, l) => firstWordUnit(p.unit) === firstWordUnit(l.unitField),
  },
  {
    label: 'name',
    how: 'case-insensitive; whitespace, commas, slashes, brackets and & count as one space',
    matches: (p, l) => comparableName(p.name) === comparableName(l.name),
  },
  {
    label: 'name~',
    how: 'as name, and plurals ignored: the labels write unit words in names in the singular ("basil leaf")',
    matches: (p, l) => pluralBlindName(p.name) === pluralBlindName(l.name),
  },
  {
    label: 'name*',
    how: 'stricter: case-insensitive, whitespace-normalised only',
    matches: (p, l) => strictName(p.name) === strictName(l.name),
  },
];
// The whole line: amount, unit and name all right (each read the tolerant way).
CHECKS.push({
  label: 'line',
  how: 'amount, unit and name all right',
  matches: (p, l) =>
    ['amount', 'unit', 'name'].every((label) => CHECKS.find((c) => c.label === label)!.matches(p, l)),
});

/**
 * Shapes of line, told apart by the input alone, so a weak shape shows up in the figures: the held-out
 * sources differ from this one mostly in how often each shape occurs.
 */
const LINE_CLASSES: { label: string; test: (input: string) => boolean }[] = [
  { label: 'dual measure', test: (s) => /\d\s*[a-z]+\.?\s*(?:\/|\(\s*(?:about\s+)?)\s*\d/i.test(s) },
  { label: 'no leading amount', test: (s) => !startsWithQuantity(s) },
  { label: 'parenthesised', test: (s) => s.includes('(') },
  { label: 'comma', test: (s) => s.includes(',') },
  { label: 'plain', test: (s) => startsWithQuantity(s) && !/[(,]/.test(s) },
];
const CLASS_CHECKS = ['unit', 'name', 'line'];

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
}

interface SourceFigures {
  source: string;
  lines: number;
  /** Percent per check label. */
  rates: Record<string, number>;
  linesPerSecond: number;
}

function evaluate(csvPath: string, verbose: boolean): SourceFigures {
  const lines = loadLabelledLines(csvPath);
  const passed = CHECKS.map(() => 0);
  const perClass = LINE_CLASSES.map(() => ({ lines: 0, passed: CLASS_CHECKS.map(() => 0) }));
  const failures: string[] = [];
  for (const line of lines) {
    const parsed = parseIngredientLine(line.input);
    const results = CHECKS.map((check) => check.matches(parsed, line));
    results.forEach((ok, i) => {
      passed[i]! += Number(ok);
    });
    LINE_CLASSES.forEach((lineClass, c) => {
      if (!lineClass.test(line.input)) return;
      perClass[c]!.lines++;
      CLASS_CHECKS.forEach((label, k) => {
        perClass[c]!.passed[k]! += Number(results[CHECKS.findIndex((check) => check.label === label)]);
      });
    });
    if (verbose && results.some((ok) => !ok)) {
      const got = `${parsed.amount} | ${parsed.unit} | ${parsed.name}`;
      const want = `${line.amount} | ${line.unitField} | ${line.name}`;
      const failed = CHECKS.filter((_, i) => !results[i]).map((check) => check.label);
      failures.push(
        `${JSON.stringify(line.input)}  [${failed.join(' ')}]\n    got  ${got}\n    want ${want}`,
      );
    }
  }

  // Speed: a warm-up pass, then timed passes over every line. On a shared machine other processes slow
  // some passes down, so the median and the best pass are printed beside the total.
  for (const line of lines) parseIngredientLine(line.input);
  const passSeconds: number[] = [];
  for (let pass = 0; pass < SPEED_PASSES; pass++) {
    const started = performance.now();
    for (const line of lines) parseIngredientLine(line.input);
    passSeconds.push((performance.now() - started) / 1000);
  }
  const rate = (seconds: number) => Math.round(lines.length / seconds).toLocaleString('en-US');
  const total = passSeconds.reduce((sum, s) => sum + s, 0) / SPEED_PASSES;
  const sorted = [...passSeconds].sort((a, b) => a - b);

  if (verbose) console.log(failures.join('\n'));
  console.log(`Ingredient lines: ${lines.length} from ${csvPath}`);
  CHECKS.forEach((check, i) => {
    console.log(
      `  ${check.label.padEnd(6)} ${percent(passed[i]!, lines.length).padStart(6)}  (${check.how})`,
    );
  });
  console.log('  by shape of line:');
  LINE_CLASSES.forEach((lineClass, c) => {
    const { lines: count, passed: ok } = perClass[c]!;
    const figures = CLASS_CHECKS.map((label, k) => `${label} ${percent(ok[k]!, count).padStart(6)}`).join(
      '  ',
    );
    console.log(`    ${lineClass.label.padEnd(18)} ${String(count).padStart(5)} lines  ${figures}`);
  });
  console.log(
    `  speed   ${rate(total)} lines/s  (${SPEED_PASSES} passes after a warm-up; median pass ${rate(sorted[Math.floor(SPEED_PASSES / 2)]!)}, best ${rate(sorted[0]!)})`,
  );
  const rates = Object.fromEntries(
    CHECKS.map((check, i) => [check.label, (100 * passed[i]!) / lines.length]),
  );
  return {
    source: basename(csvPath, '.csv'),
    lines: lines.length,
    rates,
    linesPerSecond: lines.length / sorted[Math.floor(SPEED_PASSES / 2)]!,
  };
}

function csvPaths(args: string[]): string[] {
  const given = args.filter((a) => !a.startsWith('--')).map((a) => resolve(a));
  if (given.length > 0) return given;
  if (!existsSync(DEFAULT_DIR)) return [];
  return readdirSync(DEFAULT_DIR)
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .map((f) => resolve(DEFAULT_DIR, f));
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const paths = csvPaths(args);
  if (paths.length === 0) {
    console.error(`No labelled lines: ${DEFAULT_DIR} is absent (the corpus lives next to the repository).`);
    process.exit(1);
  }
  const missing = paths.find((p) => !existsSync(p));
  if (missing) {
    console.error(`No such CSV: ${missing}`);
    process.exit(1);
  }
  const figures = paths.map((path, i) => {
    if (i > 0) console.log('');
    return evaluate(path, verbose);
  });
  const shown = ['unit', 'unit~', 'name', 'name~', 'line'];
  console.log('\nPer source (targets: unit~ ≥ 97%, name~ ≥ 93% on every source):');
  console.log(
    `  ${'source'.padEnd(20)} ${'lines'.padStart(6)} ${shown.map((l) => l.padStart(7)).join(' ')}  lines/s`,
  );
  for (const f of figures) {
    const cells = shown.map((label) => {
      const value = f.rates[label]!;
      const target = TARGETS[label];
      const mark = target === undefined ? ' ' : value >= target ? ' ' : '!';
      return `${value.toFixed(1)}%${mark}`.padStart(7);
    });
    const speed = Math.round(f.linesPerSecond).toLocaleString('en-US');
    console.log(`  ${f.source.padEnd(20)} ${String(f.lines).padStart(6)} ${cells.join(' ')}  ${speed}`);
  }
  console.log('  (! = below its target)');
}

main();
