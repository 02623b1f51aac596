/**
 * Measures how the page import holds when a page's structured data is wrong and the page is right, as
 * issue 17 saw on pages nobody here had seen: every corpus page whose JSON-LD lists ingredients is read
 * with those lines damaged one way at a time, and its ingredient list compared (tolerantly) with the
 * page's expectation, as `npm run eval:import` compares it. The corpus's own data is rarely wrong, so
 * this is the measure of the reconcile step (ADR 0026): how many lists the page's copies bring back.
 * Usage: npm run eval:damaged -- [DIR] [--verbose]
 * The damages: every other line's amount and unit left out ("LANDFREUDE Eier" for "4 LANDFREUDE Eier");
 * every whole amount over 1 given a unit conversion's float noise (2 → 1.984); every line over 40
 * characters cut at a word before its 24th ("4 medium-sized tart"). Labels that follow the data's own
 * spelling where only the page's is left make a few lists unreachable: read the figures against "intact".
 */
import type { Element } from 'domhandler';
import { findElements, parseHtml, rawText } from '#server/import/page/html-dom.ts';
import { draftFromDocument } from '#server/import/pipeline.ts';
import { normalizeUnit } from '#shared/ingredient-line/units.ts';
import { QUANTITY_OR_RANGE } from '#shared/text/numbers.ts';
import { corpusDir, findPages } from './lib/corpus-pages';
import { expectedLines, tolerant } from './lib/eval-compare';

type Damage = (line: string, index: number) => string;

const LEADING_QUANTITY = new RegExp(String.raw`^\s*(?:${QUANTITY_OR_RANGE})\s*`, 'u');
const CUT_FROM = 40;
const CUT_AT = 24;
const NOISE = 0.99213;

const DAMAGES: Record<string, Damage> = {
  intact: (line) => line,
  'amount left out': (line, index) => {
    const quantity = LEADING_QUANTITY.exec(line);
    if (index % 2 === 1 || !quantity) return line;
    const rest = line.slice(quantity[0].length);
    const unit = /^(\S+?)[.,]?\s+/u.exec(rest);
    return unit && normalizeUnit(unit[1]!.toLowerCase()) ? rest.slice(unit[0].length) : rest;
  },
  'float noise': (line) =>
    line.replace(/^(\d+)(?=\s)/, (whole) => (Number(whole) > 1 ? (Number(whole) * NOISE).toFixed(3) : whole)),
  'cut short': (line) => {
    if (line.length <= CUT_FROM) return line;
    const start = line.slice(0, CUT_AT);
    return start.slice(0, start.lastIndexOf(' ')).trim() || line;
  },
};

/** Damages every recipeIngredient line of a JSON-LD tree in place; whether it held any. */
function damageTree(node: unknown, damage: Damage): boolean {
  if (Array.isArray(node)) return node.map((child) => damageTree(child, damage)).some(Boolean);
  if (!node || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  let held = false;
  const lines: unknown = record.recipeIngredient;
  if (Array.isArray(lines)) {
    record.recipeIngredient = lines.map((line: unknown, i) =>
      typeof line === 'string' ? damage(line, i) : line,
    );
    held = lines.length > 0;
  }
  return (
    Object.values(record)
      .map((child) => damageTree(child, damage))
      .some(Boolean) || held
  );
}

/** The page with its JSON-LD ingredient lines damaged; null when it has none. */
function damagedPage(html: string, damage: Damage) {
  const document = parseHtml(html);
  let held = false;
  const scripts = findElements(
    document,
    (e) => e.name === 'script' && /ld\+json/i.test(e.attribs.type ?? ''),
  );
  for (const script of scripts) {
    let tree: unknown;
    try {
      tree = JSON.parse(rawText(script));
    } catch {
      continue;
    }
    if (!damageTree(tree, damage)) continue;
    const text = (script as Element).children[0];
    if (text && 'data' in text) {
      text.data = JSON.stringify(tree);
      held = true;
    }
  }
  return held ? document : null;
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const pages = findPages<{ ingredients?: unknown }>(corpusDir(args.filter((a) => !a.startsWith('--'))));
console.log(`Recipe pages: ${pages.length}; ingredient lists right with the JSON-LD lines damaged`);
for (const [name, damage] of Object.entries(DAMAGES)) {
  let read = 0;
  let right = 0;
  for (const page of pages) {
    const want = expectedLines(page.expected.ingredients)?.map(tolerant);
    const document = want ? damagedPage(page.html, damage) : null;
    if (!want || !document) continue;
    const got = draftFromDocument(document, 'https://example.com/recipe').ingredients.map((i) =>
      tolerant(i.original ?? ''),
    );
    read += 1;
    const at = got.findIndex((line, i) => line !== want[i]);
    if (at === -1 && got.length === want.length) right += 1;
    else if (verbose) console.log(`  ${name}: ${page.name} #${at + 1} got ${got[at]} want ${want[at]}`);
  }
  console.log(
    `  ${name.padEnd(20)} ${String(right).padStart(4)} / ${read}   ${((100 * right) / read).toFixed(1)}%`,
  );
}
