/**
 * Measures the rule tags (no AI) against each corpus page's own keywords and categories.
 * Usage: npm run eval:tags -- [DIR] [--verbose]
 * The rule tags never read the page's keywords or categories, so the comparison is blind. Both sides
 * are lowercased and stemmed loosely (plural endings off); a tag counts as right when its words are in
 * one of the page's terms, or inside one of its words (a Finnish compound: "mustikka" in
 * "mustikkapiirakka"). Precision: the share of tags that are right; recall: the share of the page's
 * terms that some tag names. The second reading leaves out the terms that only repeat the title
 * ("Chocolate Pizzelle Recipe" on a page of that name): a tag that repeats the title scores there, but
 * says nothing the title does not.
 */
import { draftFromHtml } from '#server/import/pipeline.ts';
import { corpusDir, findPages } from './lib/corpus-pages';

interface Expected {
  language?: string;
  keywords?: string[] | string;
  category?: string[] | string;
}

const MIN_INSIDE_LENGTH = 4;

function stem(word: string): string {
  return word.replace(/ies$/, 'y').replace(/(?<=\p{L}{3})(?:es|s)$/u, '');
}

function stems(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

function listOf(value: string[] | string | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(',');
  return items.flatMap((item) => item.split(',')).map((t) => t.trim().toLowerCase());
}

function termsOf(expected: Expected): string[][] {
  const terms = new Set([...listOf(expected.keywords), ...listOf(expected.category)].filter(Boolean));
  return [...terms].map(stems).filter((t) => t.length > 0);
}

const FILLER = new Set(['recipe', 'recipes', 'resepti', 'easy', 'best', 'homemade', 'the', 'and', 'with']);

/** A term that only repeats words of the title (and filler such as "recipe"). */
function repeatsTitle(term: string[], title: string[]): boolean {
  return term.every((word) => title.includes(word) || FILLER.has(word));
}

function names(tag: string[], term: string[]): boolean {
  if (tag.every((word) => term.includes(word))) return true;
  const [only] = tag;
  return tag.length === 1 && only!.length >= MIN_INSIDE_LENGTH && term.some((word) => word.includes(only!));
}

interface Tally {
  pages: number;
  tags: number;
  rightTags: number;
  terms: number;
  namedTerms: number;
  pagesWithARightTag: number;
}

const emptyTally = (): Tally => ({
  pages: 0,
  tags: 0,
  rightTags: 0,
  terms: 0,
  namedTerms: 0,
  pagesWithARightTag: 0,
});

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const dir = corpusDir(args);
  const pages = findPages<Expected>(dir);
  const tallies = new Map<string, Tally>([['all', emptyTally()]]);
  for (const page of pages) {
    const draft = draftFromHtml(page.html, null);
    const title = stems(draft.title);
    const tags = draft.aiGeneratedTags;
    const tagStems = tags.map(stems);
    const language = (page.expected.language ?? '').slice(0, 2).toLowerCase();
    const group = language === 'fi' || language === 'en' ? language : 'other';
    const allTerms = termsOf(page.expected);
    for (const [reading, terms] of [
      ['', allTerms],
      [' (not the title)', allTerms.filter((term) => !repeatsTitle(term, title))],
    ] as const) {
      if (terms.length > 0) count(tallies, [`all${reading}`, `${group}${reading}`], tagStems, terms);
    }
    if (verbose) {
      console.log(
        `${page.name}\n    tags  ${tags.join(', ')}\n    page  ${allTerms.map((t) => t.join(' ')).join(', ')}`,
      );
    }
  }
  console.log(`Rule tags against the pages' own keywords and categories (${dir})`);
  console.log('  pages     terms                   precision   recall   pages with a right tag   tags/page');
  for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${String(t.pages).padStart(5)}     ${key.padEnd(22)}  ${percent(t.rightTags, t.tags).padStart(9)}   ${percent(t.namedTerms, t.terms).padStart(6)}   ${percent(t.pagesWithARightTag, t.pages).padStart(22)}   ${(t.tags / Math.max(t.pages, 1)).toFixed(1).padStart(9)}`,
    );
  }
  console.log('  (pages without keywords or categories are left out; "en" and "fi" by the page language)');
}

function count(tallies: Map<string, Tally>, keys: string[], tagStems: string[][], terms: string[][]): void {
  const right = tagStems.filter((tag) => terms.some((term) => names(tag, term))).length;
  const named = terms.filter((term) => tagStems.some((tag) => names(tag, term))).length;
  for (const key of keys) {
    const tally = tallies.get(key) ?? emptyTally();
    tally.pages += 1;
    tally.tags += tagStems.length;
    tally.rightTags += right;
    tally.terms += terms.length;
    tally.namedTerms += named;
    tally.pagesWithARightTag += right > 0 ? 1 : 0;
    tallies.set(key, tally);
  }
}

main();
