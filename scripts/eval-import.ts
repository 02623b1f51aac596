/**
 * Measures the offline page import against real recipe pages with their expected extraction.
 * Usage: npm run eval:import -- [DIR] [--verbose] [--without-structured-data]
 * DIR holds NAME.testhtml pages next to NAME.json expectations (any depth); by default the corpus in
 * ../shared/corpus/recipe-pages next to the repository. Lists are read strictly (whitespace collapsed)
 * and tolerantly (case, how a fraction is typed, spaces before punctuation), per list and per line, and
 * per source: which reading of the page (JSON-LD, microdata, its lists, its text) gave the list.
 * --without-structured-data reads every page with its JSON-LD, microdata and application state removed:
 * a measure of the readers of what the page shows, which otherwise serve only the few pages without data.
 */
import type { ExtractedRecipe } from '#server/import/extracted-recipe.ts';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { readPage, readPageDocument, toDraft } from '#server/import/pipeline.ts';
import { readableText } from '#server/import/reconcile/word-conservation.ts';
import { toParts } from '#shared/recipes/components.ts';
import type { RecipeDraft } from '#shared/recipes/recipe.ts';
import { type CorpusPage, corpusDir, findPages } from './lib/corpus-pages';
import {
  expectedLines,
  groupName,
  linesLosingWords,
  matchedInOrder,
  strict,
  tolerant,
} from './lib/eval-compare';
import { withoutStructuredData } from './lib/without-structured-data';

const TIMED_PASSES = 3;

interface Expected {
  title?: string;
  ingredients?: unknown;
  instructions_list?: unknown;
  ingredient_groups?: { purpose?: string | null }[];
  yields?: string | null;
  total_time?: number | null;
}

type Page = CorpusPage<Expected>;

interface Result {
  page: Page;
  recipe: ExtractedRecipe;
  draft: RecipeDraft;
}

function clip(text: string, length = 70): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A tally of passes over comparisons, printed as one row. */
class Tally {
  passed = 0;
  compared = 0;
  add(pass: boolean, weight = 1, of = 1): void {
    this.passed += pass ? weight : 0;
    this.compared += of;
  }
  addPart(passed: number, of: number): void {
    this.passed += passed;
    this.compared += of;
  }
  row(label: string): string {
    const rate = (100 * this.passed) / Math.max(this.compared, 1);
    return `  ${label.padEnd(44)} ${String(this.passed).padStart(6)} / ${String(this.compared).padEnd(7)} ${rate.toFixed(1).padStart(5)}%`;
  }
}

/** Why two lists differ, in one line; undefined when they are equal under the given normalisation. */
function listDifference(got: string[], want: string[], norm: (s: string) => string): string | undefined {
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

interface ListReading {
  strictLists: Tally;
  tolerantLists: Tally;
  linesFound: Tally;
  linesExtra: Tally;
  lostWords: Tally;
  lostFromDraft: Tally;
  bySource: Map<string, Tally>;
}

function listReading(): ListReading {
  return {
    strictLists: new Tally(),
    tolerantLists: new Tally(),
    linesFound: new Tally(),
    linesExtra: new Tally(),
    lostWords: new Tally(),
    lostFromDraft: new Tally(),
    bySource: new Map(),
  };
}

/**
 * Compares one list; returns the reasons it fails, for --verbose. `elsewhere` holds the other places of
 * the draft where a word of the list may rightly go (a heading as a component's name, equipment, notes).
 */
function readList(
  reading: ListReading,
  got: string[],
  want: string[],
  source: string,
  elsewhere: string[],
): string[] {
  const reasons: string[] = [];
  const strictDiff = listDifference(got, want, strict);
  const tolerantDiff = listDifference(got, want, tolerant);
  reading.strictLists.add(strictDiff === undefined);
  reading.tolerantLists.add(tolerantDiff === undefined);
  const tally = reading.bySource.get(source) ?? new Tally();
  tally.add(tolerantDiff === undefined);
  reading.bySource.set(source, tally);
  const g = got.map(tolerant);
  const w = want.map(tolerant);
  const matched = matchedInOrder(g, w);
  reading.linesFound.addPart(matched, w.length);
  reading.linesExtra.addPart(g.length - matched, Math.max(g.length, 1));
  const losing = linesLosingWords(got, want);
  reading.lostWords.addPart(losing.length, w.length);
  const lostFromDraft = linesLosingWords(got, want, elsewhere);
  reading.lostFromDraft.addPart(lostFromDraft.length, w.length);
  if (tolerantDiff) reasons.push(`[${source}] ${tolerantDiff}`);
  if (losing.length > 0)
    reasons.push(
      `  lost words in ${losing.length} (${lostFromDraft.length} from the draft): ${JSON.stringify(clip(losing[0]!))}`,
    );
  return reasons;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which `share` of the values lie (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const read = args.includes('--without-structured-data')
    ? (html: string) => readPageDocument(withoutStructuredData(parseHtml(html)))
    : readPage;
  const dir = corpusDir(args);
  const pages = findPages<Expected>(dir);
  if (pages.length === 0) {
    console.log(`No NAME.testhtml + NAME.json pairs in ${dir}`);
    return;
  }

  const title = { strict: new Tally(), tolerant: new Tally() };
  const ingredients = listReading();
  const instructions = listReading();
  const groups = new Tally();
  const servings = new Tally();
  const totalTime = new Tally();
  const failures: string[] = [];

  const results: Result[] = pages.map((page) => {
    const recipe = read(page.html);
    return { page, recipe, draft: toDraft(recipe, null) };
  });
  for (const { page, recipe, draft } of results) {
    const e = page.expected;
    const reasons: string[] = [];
    if (e.title !== undefined) {
      title.strict.add(strict(draft.title) === strict(e.title));
      title.tolerant.add(tolerant(draft.title) === tolerant(e.title));
      if (tolerant(draft.title) !== tolerant(e.title))
        reasons.push(`title: ${JSON.stringify(draft.title)} want ${JSON.stringify(e.title)}`);
    }
    const wantIngredients = expectedLines(e.ingredients);
    if (wantIngredients) {
      const got = draft.ingredients.map((i) => i.original ?? '');
      reasons.push(
        ...readList(ingredients, got, wantIngredients, recipe.sources.ingredients, readableText(draft)).map(
          (r) => `ingredients: ${r}`,
        ),
      );
    }
    const wantSteps = expectedLines(e.instructions_list);
    if (wantSteps) {
      reasons.push(
        ...readList(
          instructions,
          stepsAsShown(draft),
          wantSteps,
          recipe.sources.instructions,
          readableText(draft),
        ).map((r) => `instructions: ${r}`),
      );
    }
    const wantGroups = (e.ingredient_groups ?? []).map((g) => groupName(g.purpose ?? '')).filter(Boolean);
    if (wantGroups.length > 0) {
      const gotGroups = recipe.ingredientGroups.map((g) => groupName(g.name)).filter(Boolean);
      const same = gotGroups.join('|') === wantGroups.join('|');
      groups.add(same);
      if (!same) reasons.push(`groups: got ${JSON.stringify(gotGroups)} want ${JSON.stringify(wantGroups)}`);
    }
    const wantServings = typeof e.yields === 'string' ? yieldNumber(e.yields) : null;
    if (wantServings !== null) {
      servings.add(draft.servings === wantServings);
      if (draft.servings !== wantServings)
        reasons.push(`servings: ${draft.servings} want ${wantServings} (${e.yields})`);
    }
    if (typeof e.total_time === 'number') {
      totalTime.add(draft.totalTime === e.total_time);
      if (draft.totalTime !== e.total_time)
        reasons.push(`total time: ${draft.totalTime} want ${e.total_time}`);
    }
    if (reasons.length > 0) failures.push(`${page.name}\n    ${reasons.join('\n    ')}`);
  }

  // Speed: the pass above warmed the code up; time every page over a few more passes.
  // Wall time is what a chef waits; on a shared machine other processes stretch it, so the process's
  // own CPU time per page is printed beside it (one thread does the work, so the two agree when idle).
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let pass = 0; pass < TIMED_PASSES; pass++) {
    for (const page of pages) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      toDraft(read(page.html), null);
      const used = process.cpuUsage(cpu);
      times.push(performance.now() - started);
      cpuTimes.push((used.user + used.system) / 1000);
    }
  }

  if (verbose) console.log(`Failing pages (${failures.length}):\n${failures.join('\n')}\n`);
  const mode = read === readPage ? '' : ', structured data removed';
  console.log(`Recipe pages: ${pages.length} in ${dir}${mode}`);
  console.log('  check                                          pass / compared   rate');
  console.log(title.strict.row('title exact'));
  console.log(title.tolerant.row('title (case-insensitive)'));
  for (const [label, reading] of [
    ['ingredient', ingredients],
    ['instruction', instructions],
  ] as const) {
    console.log(reading.strictLists.row(`${label} lists equal (strict)`));
    console.log(reading.tolerantLists.row(`${label} lists equal (tolerant)`));
    for (const [source, tally] of [...reading.bySource].sort()) {
      console.log(tally.row(`  from ${source}`));
    }
    console.log(reading.linesFound.row(`${label} lines found, in order`));
    console.log(reading.linesExtra.row(`${label} lines extra`));
    console.log(reading.lostWords.row(`${label} lines losing words`));
    console.log(reading.lostFromDraft.row(`  … not anywhere in the draft`));
  }
  const lost = new Tally();
  lost.addPart(
    ingredients.lostFromDraft.passed + instructions.lostFromDraft.passed,
    ingredients.lostFromDraft.compared + instructions.lostFromDraft.compared,
  );
  console.log(lost.row('LOST-WORD LINES (ingredients + steps)'));
  console.log(groups.row('ingredient group names equal'));
  console.log(servings.row('servings = number in yields'));
  console.log(totalTime.row('total time equal (minutes)'));
  console.log(
    `  median ms per page                              ${median(times).toFixed(2)} ms  (${TIMED_PASSES} passes after a warm-up)`,
  );
  console.log(`  p99 ms per page                                 ${percentile(times, 0.99).toFixed(2)} ms`);
  console.log(
    `  median / p99 CPU ms per page                    ${median(cpuTimes).toFixed(2)} / ${percentile(cpuTimes, 0.99).toFixed(2)} ms  (the process's own time)`,
  );
  console.log(
    '  (tolerant: case, fraction spelling (½ = 1/2 = 0.5) and spaces before punctuation ignored;\n' +
      '   steps are read as the recipe shows them, a section name before its steps;\n' +
      '   lost-word lines: expected lines with a word that reaches the draft nowhere — no line, component\n' +
      '   name, equipment or notes)',
  );
}

main();

/** The draft's steps as a page shows them: each named component's name before its steps. */
function stepsAsShown(draft: RecipeDraft): string[] {
  return toParts(draft).flatMap((part) =>
    part.name && part.instructions.length > 0 ? [part.name, ...part.instructions] : part.instructions,
  );
}
