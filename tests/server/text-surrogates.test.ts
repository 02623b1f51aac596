import { describe, expect, it } from 'vitest';
import { useSignedInServer } from '../support/signed-in-server';

/** Half of '😀' (U+1F600): the high surrogate alone, and the low one alone. */
const HIGH = '\ud83d';
const LOW = '\ude00';
const REPLACED = '\ufffd';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** JSON.stringify writes a lone surrogate as the escape "\ud83d", which is what such pages carry. */
const PAGE_WITH_LONE_SURROGATES = `<!doctype html><html><head>
<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: `Mansikkakakku ${HIGH}`,
  description: `Kesän paras ${LOW}kakku`,
  recipeIngredient: [`3 dl mansikoita ${HIGH}`, '2 dl kermaa'],
  recipeInstructions: [`Vaahdota kerma ${HIGH}.`, 'Kokoa kakku.'],
  keywords: `kesä, mansikka ${HIGH}`,
})}</script></head><body></body></html>`;

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

describe('text with lone UTF-16 surrogates', () => {
  const api = useSignedInServer();

  it('imports a page carrying them with the halves repaired, and the draft saves', async () => {
    const draft = await api.trpc.import.fromText.mutate({ text: PAGE_WITH_LONE_SURROGATES });
    expect(draft.title).toBe(`Mansikkakakku ${REPLACED}`);
    expect(draft.ingredients[0]?.original).toBe(`3 dl mansikoita ${REPLACED}`);
    expect(draft.instructions[0]).toBe(`Vaahdota kerma ${REPLACED}.`);
    expect(strings(draft).filter((text) => LONE_SURROGATE.test(text))).toEqual([]);

    const saved = await api.trpc.recipes.create.mutate(draft);
    expect(saved.title).toBe(`Mansikkakakku ${REPLACED}`);
    expect((await api.trpc.recipes.byId.query({ id: saved.id })).instructions[0]).toBe(
      `Vaahdota kerma ${REPLACED}.`,
    );
  });

  it('repairs them in every text of a saved recipe instead of failing', async () => {
    const saved = await api.trpc.recipes.create.mutate({
      title: `Kakku ${HIGH}`,
      description: `${LOW}alku`,
      ingredients: [
        { amount: 1, unit: `dl${HIGH}`, name: `sokeria ${LOW}`, original: `1 dl sokeria ${HIGH}` },
      ],
      instructions: [`Sekoita ${HIGH}${HIGH}.`],
      equipment: [`kulho ${LOW}`],
      notes: `huom ${HIGH}`,
      aiGeneratedTags: [`kesä${HIGH}`],
      category: 'sweet',
      subcategory: 'Cakes',
    });
    expect(saved).toMatchObject({
      title: `Kakku ${REPLACED}`,
      description: `${REPLACED}alku`,
      instructions: [`Sekoita ${REPLACED}${REPLACED}.`],
      equipment: [`kulho ${REPLACED}`],
      notes: `huom ${REPLACED}`,
      aiGeneratedTags: [`kesä${REPLACED}`],
    });
    expect(saved.ingredients[0]).toMatchObject({
      name: `sokeria ${REPLACED}`,
      original: `1 dl sokeria ${REPLACED}`,
    });

    // A well-formed pair stays as it is.
    const updated = await api.trpc.recipes.update.mutate({
      ...saved,
      title: `Kakku ${HIGH}😀`,
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(updated.title).toBe(`Kakku ${REPLACED}😀`);
  });

  it('answers list filters and the similar-title check that carry them', async () => {
    const page = await api.trpc.recipes.list.query({ q: `Kakku ${HIGH}`, tags: [`kesä${HIGH}`] });
    expect(page.items.map((r) => r.title)).toContain(`Kakku ${REPLACED}😀`);
    expect(Array.isArray(await api.trpc.recipes.similar.query({ title: `Kakku ${LOW}` }))).toBe(true);
  });
});
