import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, recipeVersions } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/http';
import { expectTRPCError } from '../support/trpc-errors';
import { type Caller, editOf, recipeDraft, signedInCaller } from './recipes-helpers';

describe('recipes.create, update and delete', () => {
  let server: TestServer;
  let caller: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    ({ caller } = await signedInCaller(server.deps));
  });
  afterAll(() => server?.close());

  const versionCount = async (recipeId: string) =>
    (await server.deps.db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, recipeId))).length;

  it('applies the import save rules on create instead of refusing', async () => {
    const created = await caller.recipes.create({
      title: ' ',
      category: 'dessert',
      subcategory: 'Cakes',
      ingredients: [
        { amount: 'puolikas', name: 'sitruuna' },
        { amount: '2', name: '' },
      ],
      instructions: ['', '  Purista mehu.  '],
      preparationTime: '15,4',
      servingSize: '0',
      difficulty: 'HARD',
    });
    expect(created).toMatchObject({
      title: 'Nimetön resepti',
      category: 'salty',
      subcategory: 'Bread',
      ingredients: [{ amount: 0, unit: '', name: 'sitruuna' }],
      instructions: ['Purista mehu.'],
      preparationTime: 15,
      servingSize: 4,
      difficulty: 'hard',
    });
  });

  it('updates every written field, records the previous values as version 1 and moves updatedAt', async () => {
    const recipe = await caller.recipes.create(recipeDraft({ notes: 'Vanha', preparationTime: 10 }));
    const updated = await caller.recipes.update(
      editOf(recipe, {
        title: 'Suklaamousse 2.0',
        ingredients: [...recipe.ingredients, { amount: '1', unit: 'dl', name: 'kerma' }],
        notes: 'Uusi',
        preparationTime: 10,
        aiGeneratedTags: ['chocolate', 'classic'],
      }),
    );
    expect(updated).toMatchObject({
      id: recipe.id,
      title: 'Suklaamousse 2.0',
      notes: 'Uusi',
      ingredients: [
        { amount: 200, unit: 'g', name: 'tumma suklaa' },
        { amount: 1, unit: 'dl', name: 'kerma' },
      ],
      aiGeneratedTags: ['chocolate', 'classic'],
      createdAt: recipe.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(recipe.updatedAt));
    expect(await caller.recipes.byId({ id: recipe.id })).toEqual(updated);

    const [version] = await caller.versions.list({ recipeId: recipe.id });
    expect(version).toEqual({
      version: 1,
      createdAt: expect.any(String),
      changedFields: expect.arrayContaining(['title', 'ingredients', 'notes', 'aiGeneratedTags']),
      changes: {
        title: 'Suklaamousse',
        ingredients: [{ amount: 200, unit: 'g', name: 'tumma suklaa' }],
        notes: 'Vanha',
        aiGeneratedTags: ['chocolate'],
      },
    });
    expect(version?.changedFields).toHaveLength(4);
  });

  it('writes no version and keeps updatedAt when nothing changed, even if the input differs in form', async () => {
    const recipe = await caller.recipes.create(recipeDraft({ servings: 6 }));
    const same = await caller.recipes.update(
      editOf(recipe, {
        title: `  ${recipe.title}  `,
        servings: '6',
        ingredients: [{ name: 'tumma suklaa', unit: 'g', amount: '200' }],
        instructions: [...recipe.instructions, '  '],
      }),
    );
    expect(same).toEqual(recipe);
    expect(await versionCount(recipe.id)).toBe(0);
  });

  it('numbers versions one by one', async () => {
    let recipe = await caller.recipes.create(recipeDraft());
    for (const notes of ['a', 'b', 'c']) recipe = await caller.recipes.update(editOf(recipe, { notes }));
    const versions = await caller.versions.list({ recipeId: recipe.id });
    expect(versions.map((v) => [v.version, v.changes])).toEqual([
      [3, { notes: 'b' }],
      [2, { notes: 'a' }],
      [1, { notes: '' }],
    ]);
  });

  it('refuses a stale save with CONFLICT and writes nothing', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    const saved = await caller.recipes.update(editOf(recipe, { notes: 'mine' }));
    await expectTRPCError(
      caller.recipes.update(editOf(recipe, { title: 'Theirs', notes: 'theirs' })),
      'CONFLICT',
      'This recipe was changed elsewhere. Reload to see the latest version.',
    );
    expect(await caller.recipes.byId({ id: recipe.id })).toEqual(saved);
    expect(await versionCount(recipe.id)).toBe(1);
    // The current token works; a token from the future does not.
    await caller.recipes.update(editOf(saved, { notes: 'again' }));
    const ahead = new Date(Date.parse(saved.updatedAt) + 60_000).toISOString();
    await expectTRPCError(
      caller.recipes.update({ ...editOf(saved, { notes: 'x' }), expectedUpdatedAt: ahead }),
      'CONFLICT',
    );
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    const results = await Promise.allSettled([
      caller.recipes.update(editOf(recipe, { notes: 'first' })),
      caller.recipes.update(editOf(recipe, { notes: 'second' })),
    ]);
    const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(saved).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    await expectTRPCError(Promise.reject(refused?.reason), 'CONFLICT');
    expect(await caller.recipes.byId({ id: recipe.id })).toEqual(saved[0]);
    expect(await versionCount(recipe.id)).toBe(1);
  });

  it('accepts the token with any offset, and refuses it one millisecond off', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    const instant = Date.parse(recipe.updatedAt);
    const helsinki = new Date(instant + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    await expectTRPCError(
      caller.recipes.update({
        ...editOf(recipe, { notes: 'x' }),
        expectedUpdatedAt: new Date(instant - 1).toISOString(),
      }),
      'CONFLICT',
    );
    const saved = await caller.recipes.update({
      ...editOf(recipe, { notes: 'x' }),
      expectedUpdatedAt: helsinki,
    });
    expect(saved.notes).toBe('x');
  });

  it('gives two saves in quick succession distinct tokens', async () => {
    let recipe = await caller.recipes.create(recipeDraft());
    const tokens = new Set([recipe.updatedAt]);
    for (let i = 0; i < 5; i++) {
      recipe = await caller.recipes.update(editOf(recipe, { notes: String(i) }));
      tokens.add(recipe.updatedAt);
    }
    expect(tokens.size).toBe(6);
  });

  it('refuses an edit that breaks the edit rules and writes nothing', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    await expectTRPCError(
      caller.recipes.update(editOf(recipe, { title: 'Uusi nimi', instructions: [] })),
      'BAD_REQUEST',
      'Add at least one instruction',
    );
    expect(await caller.recipes.byId({ id: recipe.id })).toEqual(recipe);
    expect(await versionCount(recipe.id)).toBe(0);
  });

  it('deletes a recipe with its versions', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    await caller.recipes.update(editOf(recipe, { notes: 'x' }));
    expect(await caller.recipes.delete({ id: recipe.id })).toEqual({ id: recipe.id });
    await expectTRPCError(caller.recipes.byId({ id: recipe.id }), 'NOT_FOUND', 'Recipe not found');
    await expectTRPCError(caller.recipes.delete({ id: recipe.id }), 'NOT_FOUND', 'Recipe not found');
    expect(await versionCount(recipe.id)).toBe(0);
    const [row] = await server.deps.db.select().from(recipes).where(eq(recipes.id, recipe.id));
    expect(row).toBeUndefined();
  });

  it('answers NOT_FOUND when updating a recipe that does not exist', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    await caller.recipes.delete({ id: recipe.id });
    await expectTRPCError(
      caller.recipes.update(editOf(recipe, { notes: 'x' })),
      'NOT_FOUND',
      'Recipe not found',
    );
  });
});
