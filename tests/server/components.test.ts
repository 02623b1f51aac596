import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText } from '#server/errors.ts';
import { toParts } from '#shared/recipes/components.ts';
import { LIMITS, MESSAGES, type RecipeInput } from '#shared/recipes/recipe.ts';
import { startTestServer, type TestServer } from '../support/http';
import { useSignedInServer } from '../support/signed-in-server';
import { expectTRPCError } from '../support/trpc-errors';
import { type Caller, editOf, recipeDraft, restoreOf, signedInCaller } from './recipes-helpers';

/** An entremets in three components, as the editor sends it: flat lists plus the runs over them. */
const entremets: RecipeInput = recipeDraft({
  title: 'Entremets',
  ingredients: [
    { amount: 250, unit: 'g', name: 'vehnäjauho' },
    { amount: 125, unit: 'g', name: 'voi' },
    { amount: 200, unit: 'g', name: 'tumma suklaa' },
    { amount: 3, unit: 'dl', name: 'kerma' },
    { amount: 100, unit: 'g', name: 'glukoosi' },
  ],
  instructions: ['Sekoita pohja.', 'Paista 15 min.', 'Keitä kerma.', 'Kaada suklaalle.', 'Lasita.'],
  components: [
    { name: 'Sablé', ingredientCount: 2, instructionCount: 2 },
    { name: 'Crémeux', ingredientCount: 2, instructionCount: 2 },
    { name: 'Glaze', ingredientCount: 1, instructionCount: 1 },
  ],
});

const names = (recipe: { components: { name: string }[] }) => recipe.components.map((c) => c.name);

describe('recipe components through createCaller', () => {
  let server: TestServer;
  let caller: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    ({ caller } = await signedInCaller(server.deps));
  });
  afterAll(() => server?.close());

  it('stores the components in order and returns them with the flat lists', async () => {
    const created = await caller.recipes.create(entremets);
    expect(created.components).toEqual(entremets.components);
    const parts = toParts(created);
    expect(parts.map((p) => [p.name, p.ingredients.map((i) => i.name), p.instructions])).toEqual([
      ['Sablé', ['vehnäjauho', 'voi'], ['Sekoita pohja.', 'Paista 15 min.']],
      ['Crémeux', ['tumma suklaa', 'kerma'], ['Keitä kerma.', 'Kaada suklaalle.']],
      ['Glaze', ['glukoosi'], ['Lasita.']],
    ]);
    expect(await caller.recipes.byId({ id: created.id })).toEqual(created);
  });

  it('applies the save rules inside each component and drops a component left empty', async () => {
    const created = await caller.recipes.create(
      recipeDraft({
        ingredients: [{ name: 'jauho' }, { name: '  ' }, { name: '' }, { name: 'suklaa' }],
        instructions: ['  ', 'Sekoita.', 'Sulata.'],
        components: [
          { name: '  Pohja ', ingredientCount: 2, instructionCount: 2 },
          { name: 'Tyhjä', ingredientCount: 1, instructionCount: 0 },
          { name: 'Täyte', ingredientCount: 1, instructionCount: 1 },
        ],
      }),
    );
    expect(created.components).toEqual([
      { name: 'Pohja', ingredientCount: 1, instructionCount: 1 },
      { name: 'Täyte', ingredientCount: 1, instructionCount: 1 },
    ]);
  });

  it('keeps a recipe without names plain ([]) and lets lines that the counts miss join the last component', async () => {
    const plain = await caller.recipes.create(
      recipeDraft({ components: [{ name: ' ', ingredientCount: 0, instructionCount: 0 }] }),
    );
    expect(plain.components).toEqual([]);

    const short = await caller.recipes.create(
      recipeDraft({
        ingredients: [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
        instructions: ['x'],
        components: [
          { name: 'Eka', ingredientCount: 1, instructionCount: 0 },
          { name: 'Toka', ingredientCount: 0, instructionCount: 0 },
        ],
      }),
    );
    expect(short.components).toEqual([
      { name: 'Eka', ingredientCount: 1, instructionCount: 0 },
      { name: 'Toka', ingredientCount: 2, instructionCount: 1 },
    ]);
  });

  it('keeps the pan the recipe is for, drops one it cannot read, and versions a change of pan', async () => {
    const created = await caller.recipes.create(recipeDraft({ pan: { shape: 'round', diameter: 24 } }));
    expect(created.pan).toEqual({ shape: 'round', diameter: 24 });
    const unreadable = await caller.recipes.create(
      recipeDraft({ pan: { shape: 'round', diameter: 'huge' } }),
    );
    expect(unreadable.pan).toBeNull();
    const square = await caller.recipes.update(editOf(created, { pan: { shape: 'square', side: 20 } }));
    expect(square.pan).toEqual({ shape: 'square', side: 20 });
    const [version] = await caller.versions.list({ recipeId: created.id });
    expect(version?.changes).toEqual({ pan: { shape: 'round', diameter: 24 } });
  });

  it('reads the pan from an imported text', async () => {
    const draft = await caller.import.fromText({
      text: 'Mustikkapiirakka\n\nAinekset\n2 dl sokeria\n3 dl vehnäjauhoja\n\nOhje\nVoitele 24 cm piirakkavuoka. Paista 30 min.',
    });
    expect(draft.pan).toEqual({ shape: 'round', diameter: 24 });
  });

  it('records a renamed or regrouped component as a version and restores it', async () => {
    const created = await caller.recipes.create(entremets);
    const renamed = await caller.recipes.update(
      editOf(created, {
        components: [
          { name: 'Pâte sucrée', ingredientCount: 2, instructionCount: 2 },
          // The cream moves from the crémeux to the glaze: the lists stay, only the runs change.
          { name: 'Crémeux', ingredientCount: 1, instructionCount: 2 },
          { name: 'Glaze', ingredientCount: 2, instructionCount: 1 },
        ],
      }),
    );
    expect(names(renamed)).toEqual(['Pâte sucrée', 'Crémeux', 'Glaze']);

    const [version] = await caller.versions.list({ recipeId: created.id });
    expect(version).toMatchObject({ version: 1, changedFields: ['components'] });
    expect(version?.changes).toEqual({ components: entremets.components });

    const restored = await caller.versions.restore(restoreOf(renamed, 1));
    expect(restored.components).toEqual(entremets.components);
    expect(restored.ingredients).toEqual(created.ingredients);
  });

  it('restores a version from before a line was added without losing the line count', async () => {
    const created = await caller.recipes.create(entremets);
    const added = await caller.recipes.update(
      editOf(created, {
        title: 'Entremets 2',
        ingredients: [...created.ingredients, { amount: 50, unit: 'g', name: 'kaakao' }],
        components: [
          ...created.components.slice(0, 2),
          { name: 'Glaze', ingredientCount: 2, instructionCount: 1 },
        ],
      }),
    );
    expect(added.components.at(-1)).toEqual({ name: 'Glaze', ingredientCount: 2, instructionCount: 1 });
    const restored = await caller.versions.restore(restoreOf(added, 1));
    expect(restored.ingredients).toHaveLength(5);
    expect(restored.components).toEqual(entremets.components);
  });
});

describe('recipe components over HTTP', () => {
  const api = useSignedInServer();

  it('creates, renames and restores components through the real client', async () => {
    const created = await api.trpc.recipes.create.mutate(entremets);
    expect(names(created)).toEqual(['Sablé', 'Crémeux', 'Glaze']);
    const renamed = await api.trpc.recipes.update.mutate(
      editOf(created, {
        components: created.components.map((c) => (c.name === 'Glaze' ? { ...c, name: 'Miroir' } : c)),
      }),
    );
    expect(names(renamed)).toEqual(['Sablé', 'Crémeux', 'Miroir']);
    const [version] = await api.trpc.versions.list.query({ recipeId: created.id });
    expect(version?.changedFields).toEqual(['components']);
    const restored = await api.trpc.versions.restore.mutate(restoreOf(renamed, 1));
    expect(names(restored)).toEqual(['Sablé', 'Crémeux', 'Glaze']);
  });

  it('refuses too many components and an over-long name with a clear 400', async () => {
    const many = Array.from({ length: LIMITS.components + 1 }, (_, i) => ({
      name: `C${i}`,
      ingredientCount: 0,
      instructionCount: 0,
    }));
    await expectTRPCError(
      api.trpc.recipes.create.mutate(recipeDraft({ components: many })),
      'BAD_REQUEST',
      englishText(MESSAGES.tooManyComponents),
    );
    await expectTRPCError(
      api.trpc.recipes.create.mutate(
        recipeDraft({
          components: [
            { name: 'x'.repeat(LIMITS.componentName + 1), ingredientCount: 1, instructionCount: 1 },
          ],
        }),
      ),
      'BAD_REQUEST',
      englishText(MESSAGES.componentNameTooLong),
    );
  });

  it('answers 400, not 500, for a negative or fractional count', async () => {
    for (const ingredientCount of [-1, 1.5]) {
      await expectTRPCError(
        api.trpc.recipes.create.mutate(
          recipeDraft({ components: [{ name: 'Pohja', ingredientCount, instructionCount: 0 }] }),
        ),
        'BAD_REQUEST',
      );
    }
  });
});
