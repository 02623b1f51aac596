import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftFromText } from '#server/import/pipeline.ts';
import { parseRecipeText } from '#server/import/text/text-parser.ts';

/**
 * Finnish recipes as people paste them (tests/fixtures/finnish-recipes): each NN-name.txt with its
 * NN-name.json, written by hand — the title, servings, the ingredient lines as written (without the
 * bullet), the steps (without their numbers) and the component headings ('Pohja:', 'Täyte:'), which
 * name groups and are never ingredient lines or steps.
 */
interface Expected {
  title: string;
  servings: number | null;
  ingredients: string[];
  steps: string[];
  ingredientGroups: string[];
  instructionGroups: string[];
}

const DIR = new URL('../fixtures/finnish-recipes/', import.meta.url);
const FIXTURES = readdirSync(DIR)
  .filter((name) => name.endsWith('.txt'))
  .map((name) => {
    const slug = name.replace(/\.txt$/, '');
    const expected = JSON.parse(readFileSync(new URL(`${slug}.json`, DIR), 'utf8')) as Expected;
    return { slug, text: readFileSync(new URL(name, DIR), 'utf8'), expected };
  });

const headingForms = (name: string) => [name, `${name}:`].map((h) => h.toLowerCase());

describe('Finnish pasted recipes', () => {
  it('has 30 or more fixtures, some with components', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(30);
    expect(FIXTURES.filter((f) => f.expected.ingredientGroups.length > 0).length).toBeGreaterThanOrEqual(10);
  });

  describe.each(FIXTURES)('$slug', ({ text, expected }) => {
    const draft = () => draftFromText(text);

    it(`reads the title, servings, ingredient lines and steps`, () => {
      const { title, servings, ingredients, instructions } = draft();
      expect({
        title,
        servings,
        ingredients: ingredients.map((i) => i.original),
        steps: instructions,
      }).toEqual({
        title: expected.title,
        servings: expected.servings,
        ingredients: expected.ingredients,
        steps: expected.steps,
      });
    });

    it(`names its components after their headings`, () => {
      const { ingredientGroups, instructionGroups } = parseRecipeText(text);
      // A heading's closing colon is punctuation, not part of the component's name.
      const names = (groups: readonly { name: string }[]) =>
        groups.map((g) => g.name.replace(/:$/, '')).filter(Boolean);
      expect({ ingredients: names(ingredientGroups), instructions: names(instructionGroups) }).toEqual({
        ingredients: expected.ingredientGroups,
        instructions: expected.instructionGroups,
      });
    });

    it(`never keeps a component heading as a line`, () => {
      const { ingredients, instructions } = draft();
      const lines = [...ingredients.map((i) => i.original ?? ''), ...instructions].map((l) =>
        l.toLowerCase(),
      );
      const headings = [...expected.ingredientGroups, ...expected.instructionGroups].flatMap(headingForms);
      expect(lines.filter((line) => headings.includes(line))).toEqual([]);
    });
  });
});
