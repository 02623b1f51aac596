/**
 * What a page can hold that recipes.create cannot: the import fits it to the limits (or answers a
 * clear 4xx) and never answers 500.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { useSignedInServer } from '../support/signed-in-server';

const page = (recipe: object) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Entremets',
    ...recipe,
  })}</script></head><body></body></html>`;

const section = (name: string, steps: string[]) => ({
  '@type': 'HowToSection',
  name,
  itemListElement: steps.map((text) => ({ '@type': 'HowToStep', text })),
});

describe('import within the limits of a recipe', () => {
  const api = useSignedInServer({ client: { batch: false } });

  it('clips a component name longer than a recipe allows', async () => {
    const long = `For the ${'very '.repeat(40)}long glaze:`;
    const draft = await api.trpc.import.fromText.mutate({
      text: page({ recipeIngredient: ['2 eggs'], recipeInstructions: [section(long, ['Whisk.'])] }),
    });
    expect(draft.components.every((c) => c.name.length <= LIMITS.componentName)).toBe(true);
    expect(draft.instructions).toEqual(['Whisk.']);
  });

  it('folds components past the limit into the last one, losing no step', async () => {
    const sections = Array.from({ length: LIMITS.components + 5 }, (_, i) =>
      section(`Part ${i + 1}`, [`Step ${i + 1}.`]),
    );
    const draft = await api.trpc.import.fromText.mutate({
      text: page({ recipeIngredient: ['2 eggs'], recipeInstructions: sections }),
    });
    expect(draft.components.length).toBeLessThanOrEqual(LIMITS.components);
    expect(draft.instructions).toHaveLength(LIMITS.components + 5);
    const saved = await api.trpc.recipes.create.mutate(draft);
    expect(saved.instructions).toHaveLength(LIMITS.components + 5);
  });

  it('keeps at most the steps a recipe holds, in one component or many', async () => {
    const steps = Array.from({ length: LIMITS.instructions + 20 }, (_, i) => `Step ${i + 1}.`);
    const draft = await api.trpc.import.fromText.mutate({
      text: page({ recipeIngredient: ['2 eggs'], recipeInstructions: [section('Base', steps)] }),
    });
    expect(draft.instructions).toHaveLength(LIMITS.instructions);
    expect(draft.components.reduce((sum, c) => sum + c.instructionCount, 0)).toBe(LIMITS.instructions);
  });

  it('reads what it can of structured data nested past any reader, never answering 500', async () => {
    const depth = 200_000;
    const nested = `${'['.repeat(depth)}"2 eggs"${']'.repeat(depth)}`;
    const text = `<!doctype html><html><head><script type="application/ld+json">{"@type":"Recipe","name":"Deep","recipeIngredient":${nested},"recipeInstructions":["Mix well."]}</script></head><body></body></html>`;
    const draft = await api.trpc.import.fromText.mutate({ text });
    expect(draft.instructions).toEqual(['Mix well.']);
  });
});
