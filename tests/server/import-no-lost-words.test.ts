/**
 * The import's invariant on every page of the development corpus: every word that the chosen source
 * shows in an ingredient line or a step reaches the draft (a group heading reaches it as a group name).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../server/import/extract/html-dom';
import { extractJsonLdRecipe } from '../../server/import/extract/jsonld';
import { extractMicrodataRecipe } from '../../server/import/extract/microdata';
import { readPage, toDraft } from '../../server/import/pipeline';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus/recipe-pages');
// The corpus sits beside the repository in the workspace, not in it: a clone elsewhere skips these
// tests and says so; CI sets REQUIRE_CORPUS=1 so that there a missing corpus fails instead.
const HAS_CORPUS = existsSync(CORPUS);
const REQUIRE_CORPUS = process.env.REQUIRE_CORPUS === '1';
if (!HAS_CORPUS && !REQUIRE_CORPUS) {
  console.warn(`import-no-lost-words: skipped, no development corpus at ${CORPUS}`);
}

function corpusPages(): string[] {
  return readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.testhtml'))
    .sort();
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of `lines` that appear nowhere in `kept`, with the line they came from. */
function lostWords(lines: readonly string[], kept: readonly string[]): string[] {
  const found = new Set(kept.flatMap(words));
  return lines.flatMap((line) =>
    words(line)
      .filter((word) => !found.has(word))
      .map((word) => `${word} (in "${line}")`),
  );
}

describe.skipIf(!HAS_CORPUS && !REQUIRE_CORPUS)('import keeps every word of the source it reads', () => {
  it('has the development corpus beside the repository', () => {
    expect(existsSync(CORPUS), `${CORPUS} is missing`).toBe(true);
    expect(corpusPages().length).toBeGreaterThan(100);
  });

  it.each(HAS_CORPUS ? corpusPages() : [])('%s', (path) => {
    const html = readFileSync(join(CORPUS, path), 'utf8');
    const recipe = readPage(html);
    const draft = toDraft(recipe, null);
    const draftIngredients = draft.ingredients.map((i) => i.original ?? i.name);
    const groupNames = recipe.ingredientGroups.map((g) => g.name);

    // The draft keeps each extracted line whole: its `original` is the line as the page shows it.
    expect(draftIngredients).toEqual(recipe.ingredients.map((l) => l.replace(/\s+/g, ' ').trim()));
    expect(lostWords(recipe.instructions, draft.instructions)).toEqual([]);

    // Structured data that won keeps all its words; the page's lists win only as a truer copy of it.
    const document = parseHtml(html);
    const structured =
      recipe.sources.ingredients === 'json-ld'
        ? extractJsonLdRecipe(document, [recipe.title])
        : recipe.sources.ingredients === 'microdata'
          ? extractMicrodataRecipe(document)
          : null;
    if (structured) {
      // Lines the page shows as equipment or advice go to the equipment and the notes.
      const kept = [...draftIngredients, ...groupNames, ...draft.equipment, draft.notes];
      expect(lostWords(structured.ingredients, kept)).toEqual([]);
    }
    if (recipe.sources.instructions === 'json-ld') {
      const source = extractJsonLdRecipe(document, [recipe.title]);
      const sections = source?.instructionGroups.map((g) => g.name) ?? [];
      // A section's name is the name of its component now, no longer a line among the steps.
      const kept = [...draft.instructions, ...draft.components.map((c) => c.name)];
      expect(lostWords([...(source?.instructions ?? []), ...sections], kept)).toEqual([]);
    }
  });
});
