/**
 * The import's invariant (ADR 0026): every word of the recipe's lines, in any copy the source holds,
 * reaches the draft — a line, a component's name, equipment or notes. Checked on every page of the
 * recipe-page corpus (the lines of its structured data and of the reading chosen) and on every Finnish
 * paste (each of its lines), and on made-up drafts that lose words.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyRecipe } from '#server/import/extracted-recipe.ts';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { extractJsonLdRecipe } from '#server/import/page/jsonld.ts';
import { extractMicrodataRecipe } from '#server/import/page/microdata.ts';
import { draftFromText, type ReviewedDraft, readPage, toDraft } from '#server/import/pipeline.ts';
import { conserveWords, readableText } from '#server/import/reconcile/word-conservation.ts';
import { readHeading } from '#server/import/text/text-headings.ts';
import { readMetadata } from '#server/import/text/text-metadata.ts';
import { LINE_CHECK_REASONS } from '#shared/import-review.ts';
import type { RecipeDraft } from '#shared/recipes/recipe.ts';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus');
const PAGES = join(CORPUS, 'recipe-pages');
const PASTES = join(CORPUS, 'finnish-pastes/cases');

/**
 * Runs of letters, lower-cased: the test's own reading, not the pipeline's. A capital after a small
 * letter starts a word, as in lines data ran together ("fish sauceA bunch of…").
 */
function words(text: string): string[] {
  return (
    text
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

/** The words of `lines` that appear nowhere in the draft, with the line they came from. */
function lostWords(lines: readonly string[], draft: RecipeDraft): string[] {
  const found = new Set(readableText(draft).flatMap(words));
  return lines.flatMap((line) =>
    words(line)
      .filter((word) => !found.has(word))
      .map((word) => `${word} (in "${line}")`),
  );
}

/** Every line the review marks stands in the draft where it says. */
function markedLinesStand(draft: ReviewedDraft): void {
  for (const { list, line } of draft.review.check) {
    if (list === 'ingredients') expect(draft.ingredients.map((i) => i.original)).toContain(line);
    else if (list === 'instructions') expect(draft.instructions).toContain(line);
    else expect(draft.notes).toContain(line);
  }
}

function corpusPages(): string[] {
  return readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.testhtml'))
    .sort();
}

const missing = (folder: string) =>
  `skipped: ${folder} is absent (the shared corpus sits beside the repository on the team's machines)`;

// CI sets REQUIRE_CORPUS=1: there a missing corpus is a failure, not a skip.
describe.runIf(process.env.REQUIRE_CORPUS === '1')('the development corpus', () => {
  it('is beside the repository', () => {
    expect(existsSync(PAGES), `${PAGES} is missing`).toBe(true);
    expect(existsSync(PASTES), `${PASTES} is missing`).toBe(true);
  });
});
if (!existsSync(PAGES)) console.warn(`import-no-lost-words: ${missing(PAGES)}`);

describe.runIf(existsSync(PAGES))('every corpus page keeps every word of its copies', () => {
  it('has the corpus', () => expect(corpusPages().length).toBeGreaterThan(100));

  it.each(existsSync(PAGES) ? corpusPages() : [])('%s', (path) => {
    const html = readFileSync(join(PAGES, path), 'utf8');
    const recipe = readPage(html);
    const draft = toDraft(recipe, null);
    const document = parseHtml(html);
    const structured = extractJsonLdRecipe(document, [recipe.title]) ?? extractMicrodataRecipe(document);
    const copies = [
      ...recipe.ingredients,
      ...recipe.instructions,
      ...(structured?.ingredients ?? []),
      ...(structured?.instructions ?? []),
    ];
    // A bare section word ("Instructions") among a copy's steps is a heading the readers take as structure.
    const lines = copies.filter((line) => !isSectionHeading(line));
    expect(lostWords(lines, draft)).toEqual([]);
    markedLinesStand(draft);
  });
});
describe.skipIf(existsSync(PAGES))('corpus pages', () => it.skip(missing(PAGES), () => {}));

function isSectionHeading(line: string): boolean {
  const heading = readHeading(line.trim());
  return heading !== null && heading.rest === '' && heading.group === '';
}

describe.runIf(existsSync(PASTES))('every Finnish paste keeps every word of its lines', () => {
  it.each(existsSync(PASTES) ? readdirSync(PASTES).sort() : [])('%s', (name) => {
    const text = readFileSync(join(PASTES, name, 'source.txt'), 'utf8');
    const draft = draftFromText(text);
    // Headings, yields and times are read as the recipe's structure and fields, not kept as words.
    const lines = text
      .split(/\r?\n/)
      .filter((line) => !isSectionHeading(line) && !readMetadata(line.trim(), emptyRecipe()));
    expect(lostWords(lines, draft)).toEqual([]);
    markedLinesStand(draft);
  });
});
describe.skipIf(existsSync(PASTES))('Finnish pastes', () => it.skip(missing(PASTES), () => {}));

describe('a line a reading would lose comes back as its source wrote it, marked', () => {
  const recipe = (ingredients: string[], instructions: string[]) =>
    toDraft({ ...emptyRecipe(), title: 'Omenapiirakka', ingredients, instructions }, null);

  it('puts the more complete copy in place of the line that lost words, and marks it', () => {
    const draft = recipe(['4 medium-sized tart'], ['Peel the apples.']);
    const { draft: kept, check } = conserveWords(draft, {
      ingredients: ['4 medium-sized tart firm apples – peeled, cored, & shredded'],
      instructions: [],
    });
    expect(kept.ingredients.map((i) => i.original)).toEqual([
      '4 medium-sized tart firm apples – peeled, cored, & shredded',
    ]);
    expect(check).toEqual([
      {
        list: 'ingredients',
        line: '4 medium-sized tart firm apples – peeled, cored, & shredded',
        reason: LINE_CHECK_REASONS.restored,
      },
    ]);
  });

  it('adds a line no line of the draft holds to the notes, marked, and keeps the draft own line', () => {
    const draft = recipe(['2 dl sokeria'], ['Sekoita.']);
    const { draft: kept, check } = conserveWords(draft, {
      ingredients: [],
      instructions: ['Paista 200 asteessa 30 minuuttia.'],
    });
    expect(kept.instructions).toEqual(['Sekoita.']);
    expect(kept.notes).toBe('Paista 200 asteessa 30 minuuttia.');
    expect(check.map((c) => c.list)).toEqual(['notes']);
  });

  it('leaves a draft alone when every word is there, numbers spelled either way', () => {
    const draft = recipe(['1½ cups flour'], ['Mix.']);
    const { draft: kept, check } = conserveWords(draft, {
      ingredients: ['1 1/2 cups flour'],
      instructions: ['Mix.'],
    });
    expect(check).toEqual([]);
    expect(kept).toBe(draft);
  });

  it('leaves a draft alone when a unit is spelled another way (howtofeedaloon, justapinch)', () => {
    const draft = recipe(['2 tbsp olive oil', '2 package(s) strawberry gelatin'], ['Mix.']);
    const { draft: kept, check } = conserveWords(draft, {
      ingredients: ['2 tablespoon olive oil', '2 packages strawberry gelatin'],
      instructions: ['Mix.'],
    });
    expect(check).toEqual([]);
    expect(kept).toBe(draft);
  });

  it('leaves a draft alone when its unit is written with a capital (eggs.ca, goodhousekeeping, teakandthyme)', () => {
    const draft = recipe(['800 ml vegetable stock', '1 dl milk'], ['Mix.']);
    const { draft: kept, check } = conserveWords(draft, {
      ingredients: ['800 mL vegetable stock', '1 dL milk'],
      instructions: ['Mix.'],
    });
    expect(check).toEqual([]);
    expect(kept).toBe(draft);
  });

  it('still restores a line whose unit is another measure', () => {
    const draft = recipe(['2 tsp olive oil'], ['Mix.']);
    const { check } = conserveWords(draft, { ingredients: ['2 tbsp olive oil'], instructions: ['Mix.'] });
    expect(check.map((c) => c.line)).toEqual(['2 tbsp olive oil']);
  });

  it('keeps every line of a plain paste', () => {
    const draft = draftFromText('Pulla\n\n5 dl maitoa\n1 kg vehnäjauhoja\n\nLeivo pullat.');
    expect(lostWords(['5 dl maitoa', '1 kg vehnäjauhoja', 'Leivo pullat.'], draft)).toEqual([]);
    markedLinesStand(draft);
  });
});
