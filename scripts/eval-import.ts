/**
 * Measures the offline page import against real recipe pages with their expected extraction.
 * Usage: npm run eval:import -- [DIR] [--verbose]
 * DIR holds NAME.testhtml pages next to NAME.json expectations (any depth); by default the corpus in
 * ../shared/corpus/recipe-pages next to the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draftFromHtml } from '../server/import/pipeline';
import type { RecipeDraft } from '../shared/recipe';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DIR = resolve(repoRoot, '../shared/corpus/recipe-pages');
const TIMED_PASSES = 3;

interface Expected {
  title?: string;
  ingredients?: string[];
  instructions_list?: string[];
  yields?: string | null;
  total_time?: number | null;
}

interface Page {
  name: string;
  html: string;
  expected: Expected;
}

interface Check {
  label: string;
  /** Why the page fails the check; undefined when it passes, null when its expectation has nothing to compare. */
  failure: (draft: RecipeDraft, expected: Expected) => string | null | undefined;
}

function findPages(dir: string): Page[] {
  const pages: Page[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.testhtml')) {
        const jsonPath = path.replace(/\.testhtml$/, '.json');
        if (!existsSync(jsonPath)) continue;
        pages.push({
          name: relative(dir, path).replace(/\.testhtml$/, ''),
          html: readFileSync(path, 'utf8'),
          expected: JSON.parse(readFileSync(jsonPath, 'utf8')) as Expected,
        });
      }
    }
  };
  walk(dir);
  return pages;
}

/** Both sides get the same whitespace normalisation (runs of whitespace → one space, trimmed). */
function norm(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, length = 70): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Why two lists differ, in one line; undefined when they are equal. */
function listDifference(got: string[], want: string[]): string | undefined {
  const g = got.map(norm).filter(Boolean);
  const w = want.map(norm).filter(Boolean);
  const firstDiff = g.findIndex((line, i) => line !== w[i]);
  if (firstDiff < 0 && g.length === w.length) return undefined;
  const at = firstDiff < 0 ? g.length : firstDiff;
  return `${g.length} vs ${w.length} lines; #${at + 1} got ${JSON.stringify(clip(g[at] ?? '∅'))} want ${JSON.stringify(clip(w[at] ?? '∅'))}`;
}

/** The number in the expected yields ("4 servings" → 4, "2 dozen" → 2): what a draft's servings holds. */
function yieldNumber(yields: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(yields);
  return match ? Number(match[0].replace(',', '.')) : null;
}

const CHECKS: Check[] = [
  {
    label: 'title exact',
    failure: (d, e) =>
      e.title === undefined
        ? null
        : norm(d.title) === norm(e.title)
          ? undefined
          : `title ${JSON.stringify(d.title)}`,
  },
  {
    label: 'ingredient lists equal',
    failure: (d, e) =>
      e.ingredients === undefined
        ? null
        : listDifference(
            d.ingredients.map((i) => i.original ?? ''),
            e.ingredients,
          ),
  },
  {
    label: 'instruction lists equal',
    failure: (d, e) =>
      e.instructions_list === undefined ? null : listDifference(d.instructions, e.instructions_list),
  },
  {
    label: 'servings = number in yields',
    failure: (d, e) => {
      const want = typeof e.yields === 'string' ? yieldNumber(e.yields) : null;
      if (want === null) return null;
      return d.servings === want ? undefined : `servings ${d.servings} want ${want} (${e.yields})`;
    },
  },
  {
    label: 'total time equal (minutes)',
    failure: (d, e) => {
      if (typeof e.total_time !== 'number') return null;
      return d.totalTime === e.total_time ? undefined : `total time ${d.totalTime} want ${e.total_time}`;
    },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? DEFAULT_DIR);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(
      `No such directory: ${dir}\nGive a folder of NAME.testhtml pages with NAME.json expectations.`,
    );
    process.exit(1);
  }
  const pages = findPages(dir);
  if (pages.length === 0) {
    console.log(`No NAME.testhtml + NAME.json pairs in ${dir}`);
    return;
  }

  const passed = CHECKS.map(() => 0);
  const compared = CHECKS.map(() => 0);
  const failures: string[] = [];
  for (const page of pages) {
    const draft = draftFromHtml(page.html, null);
    const reasons: string[] = [];
    CHECKS.forEach((check, i) => {
      const failure = check.failure(draft, page.expected);
      if (failure === null) return;
      compared[i]!++;
      if (failure === undefined) passed[i]!++;
      else reasons.push(`${check.label.split(' ')[0]}: ${failure}`);
    });
    if (reasons.length > 0) failures.push(`${page.name}\n    ${reasons.join('\n    ')}`);
  }

  // Speed: the pass above warmed the code up; time every page over a few more passes.
  const times: number[] = [];
  for (let pass = 0; pass < TIMED_PASSES; pass++) {
    for (const page of pages) {
      const started = performance.now();
      draftFromHtml(page.html, null);
      times.push(performance.now() - started);
    }
  }

  if (verbose) console.log(`Failing pages (${failures.length}):\n${failures.join('\n')}\n`);
  console.log(`Recipe pages: ${pages.length} in ${dir}`);
  console.log('  check                             pass / compared   rate');
  CHECKS.forEach((check, i) => {
    const rate = (100 * passed[i]!) / Math.max(compared[i]!, 1);
    console.log(
      `  ${check.label.padEnd(32)} ${String(passed[i]).padStart(5)} / ${String(compared[i]).padEnd(8)} ${rate.toFixed(1).padStart(5)}%`,
    );
  });
  console.log(
    `  median ms per page              ${median(times).toFixed(2)} ms  (${TIMED_PASSES} passes after a warm-up)`,
  );
  console.log('  (lines and titles compared after collapsing whitespace; servings = the number in "yields")');
}

main();
