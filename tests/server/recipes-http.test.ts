import { describe, expect, it } from 'vitest';
import { englishText } from '#server/errors.ts';
import { LIMITS, MESSAGES, type RecipeInput } from '#shared/recipes/recipe.ts';
import { useSignedInServer } from '../support/signed-in-server';
import { expectTRPCError } from '../support/trpc-errors';
import { editOf, recipeDraft, restoreOf } from './recipes-helpers';

const long = (length: number) => 'x'.repeat(length);

describe('recipes over HTTP', () => {
  const api = useSignedInServer();

  it('answers UNAUTHORIZED "Session expired" without a session', async () => {
    await expectTRPCError(api.server.client().trpc.recipes.list.query({}), 'UNAUTHORIZED', 'Session expired');
  });

  it('creates a recipe and returns it in the wire shape, timestamps as ISO strings', async () => {
    const created = await api.trpc.recipes.create.mutate({
      title: '  Mustikkapiirakka ',
      category: 'SWEET',
      subcategory: 'cakes',
      ingredients: [{ amount: '1,5', unit: 'dl', name: 'sokeri' }, { name: '  ' }],
      instructions: [' Sekoita. ', ''],
      preparationTime: '20',
      aiGeneratedTags: ['berries', 'Berries'],
      sourceUrl: 'javascript:alert(1)',
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Mustikkapiirakka',
      category: 'sweet',
      subcategory: 'Cakes',
      description: '',
      ingredients: [{ amount: 1.5, unit: 'dl', name: 'sokeri' }],
      instructions: ['Sekoita.'],
      components: [],
      preparationTime: 20,
      cookingTime: 0,
      totalTime: 0,
      servingSize: 4,
      servings: null,
      pan: null,
      difficulty: 'medium',
      equipment: [],
      notes: '',
      aiGeneratedTags: ['berries'],
      sourceUrl: null,
      photos: [],
      possibleDuplicate: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: created.createdAt,
    });
    expect(await api.trpc.recipes.byId.query({ id: created.id })).toEqual(created);

    const page = await api.trpc.recipes.list.query({});
    expect(page).toEqual({
      items: [
        {
          id: created.id,
          title: 'Mustikkapiirakka',
          category: 'sweet',
          subcategory: 'Cakes',
          minutes: 20,
          tags: ['berries'],
          possibleDuplicate: false,
          updatedAt: created.updatedAt,
        },
      ],
      nextCursor: null,
      total: 1,
    });
  });

  it('saves an import with nothing in it under the default title', async () => {
    const created = await api.trpc.recipes.create.mutate({});
    expect(created).toMatchObject({ title: 'Nimetön resepti', category: 'salty', subcategory: 'Bread' });
  });

  it('answers NOT_FOUND "Recipe not found" for a missing id and for one that is not a uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      await expectTRPCError(api.trpc.recipes.byId.query({ id }), 'NOT_FOUND', 'Recipe not found');
      await expectTRPCError(api.trpc.recipes.delete.mutate({ id }), 'NOT_FOUND', 'Recipe not found');
      await expectTRPCError(api.trpc.versions.list.query({ recipeId: id }), 'NOT_FOUND', 'Recipe not found');
    }
  });

  it('refuses an invalid list cursor with BAD_REQUEST', async () => {
    await expectTRPCError(
      api.trpc.recipes.list.query({ cursor: 'garbage' }),
      'BAD_REQUEST',
      'Invalid cursor',
    );
    await expectTRPCError(api.trpc.recipes.list.query({ limit: 201 }), 'BAD_REQUEST');
  });

  describe('limits answer BAD_REQUEST with a clear message', () => {
    const cases: [string, Partial<RecipeInput>, string][] = [
      ['title', { title: long(LIMITS.title + 1) }, englishText(MESSAGES.titleTooLong)],
      [
        'ingredients',
        { ingredients: Array.from({ length: LIMITS.ingredients + 1 }, () => ({ name: 'jauho' })) },
        englishText(MESSAGES.tooManyIngredients),
      ],
      [
        'steps',
        { instructions: Array.from({ length: LIMITS.instructions + 1 }, () => 'Sekoita.') },
        englishText(MESSAGES.tooManyInstructions),
      ],
      ['a step', { instructions: [long(LIMITS.text + 1)] }, englishText(MESSAGES.textTooLong)],
      [
        'an ingredient name',
        { ingredients: [{ name: long(LIMITS.text + 1) }] },
        englishText(MESSAGES.textTooLong),
      ],
      ['the description', { description: long(LIMITS.text + 1) }, englishText(MESSAGES.textTooLong)],
      ['notes', { notes: long(LIMITS.notes + 1) }, englishText(MESSAGES.notesTooLong)],
      [
        'tags',
        { aiGeneratedTags: Array.from({ length: LIMITS.tags + 1 }, (_, i) => `tag${i}`) },
        englishText(MESSAGES.tooManyTags),
      ],
    ];

    it.each(cases)('%s on create', async (_, overrides, message) => {
      await expectTRPCError(api.trpc.recipes.create.mutate(recipeDraft(overrides)), 'BAD_REQUEST', message);
    });

    it.each(cases)('%s on update', async (_, overrides, message) => {
      const recipe = await api.trpc.recipes.create.mutate(recipeDraft());
      await expectTRPCError(
        api.trpc.recipes.update.mutate(editOf(recipe, overrides)),
        'BAD_REQUEST',
        message,
      );
    });

    it('accepts every field exactly at its limit', async () => {
      const atLimit = await api.trpc.recipes.create.mutate(
        recipeDraft({
          title: long(LIMITS.title),
          ingredients: Array.from({ length: LIMITS.ingredients }, () => ({ name: long(LIMITS.text) })),
          instructions: Array.from({ length: LIMITS.instructions }, () => long(LIMITS.text)),
          notes: long(LIMITS.notes),
          aiGeneratedTags: Array.from({ length: LIMITS.tags }, (_, i) => `tag${i}`),
        }),
      );
      expect(atLimit.ingredients).toHaveLength(LIMITS.ingredients);
    });
  });

  it('answers the edit rules with BAD_REQUEST and their exact messages', async () => {
    const recipe = await api.trpc.recipes.create.mutate(recipeDraft());
    const cases: [Partial<RecipeInput>, string][] = [
      [{ title: '   ' }, 'Recipe must have a name'],
      [{ ingredients: [{ name: ' ', amount: 1 }] }, 'Add at least one ingredient'],
      [{ instructions: ['  '] }, 'Add at least one instruction'],
    ];
    for (const [patch, message] of cases) {
      await expectTRPCError(api.trpc.recipes.update.mutate(editOf(recipe, patch)), 'BAD_REQUEST', message);
    }
  });

  it('answers a stale save with CONFLICT and its message', async () => {
    const recipe = await api.trpc.recipes.create.mutate(recipeDraft());
    await api.trpc.recipes.update.mutate(editOf(recipe, { notes: 'first' }));
    await expectTRPCError(
      api.trpc.recipes.update.mutate(editOf(recipe, { notes: 'second' })),
      'CONFLICT',
      'This recipe was changed elsewhere. Reload to see the latest version.',
    );
  });

  it('lists versions and restores one over HTTP', async () => {
    const recipe = await api.trpc.recipes.create.mutate(recipeDraft({ title: 'Kinuskikastike' }));
    const renamed = await api.trpc.recipes.update.mutate(
      editOf(recipe, { title: 'Kinuskikastike suolalla' }),
    );
    const versions = await api.trpc.versions.list.query({ recipeId: recipe.id });
    expect(versions).toEqual([
      {
        version: 1,
        createdAt: expect.stringMatching(/Z$/),
        changedFields: ['title'],
        changes: { title: 'Kinuskikastike' },
      },
    ]);
    const restored = await api.trpc.versions.restore.mutate(restoreOf(renamed, 1));
    expect(restored.title).toBe('Kinuskikastike');
    await expectTRPCError(
      api.trpc.versions.restore.mutate(restoreOf(restored, 9)),
      'NOT_FOUND',
      'Version not found',
    );
  });

  it('never answers 500 for a malformed id on any procedure', async () => {
    const base = { ...recipeDraft(), expectedUpdatedAt: new Date().toISOString() };
    await expectTRPCError(api.trpc.recipes.update.mutate({ ...base, id: 'nope' }), 'BAD_REQUEST');
    await expectTRPCError(
      api.trpc.versions.restore.mutate(restoreOf({ id: 'nope', updatedAt: base.expectedUpdatedAt }, 1)),
      'NOT_FOUND',
    );
    await expectTRPCError(
      api.trpc.recipes.update.mutate({
        ...base,
        id: '00000000-0000-4000-8000-000000000000',
        expectedUpdatedAt: 'soon',
      }),
      'BAD_REQUEST',
    );
  });

  it('never answers 500 for input the database could not hold', async () => {
    const nul = '\u0000';
    const created = await api.trpc.recipes.create.mutate({
      ...recipeDraft(),
      title: `Pie${nul}`,
      preparationTime: 5_999_999_940,
      servings: 99_999_999_999,
    });
    expect(created.title).toBe('Pie');
    expect(created.preparationTime).toBeLessThan(2 ** 31);
    const list = await api.trpc.recipes.list.query({ q: `P${nul}`, category: nul, tags: [nul] });
    expect(list.items).toEqual([]);
    await api.trpc.recipes.similar.query({ title: `Pie${nul}` });

    const forged = (iso: string) => Buffer.from(`${iso}|${created.id}`).toString('base64url');
    for (const iso of ['+100000-01-01T00:00:00.000Z', '0000-01-01T00:00:00.000Z']) {
      await expectTRPCError(api.trpc.recipes.list.query({ cursor: forged(iso) }), 'BAD_REQUEST');
    }
    await expectTRPCError(api.trpc.versions.restore.mutate(restoreOf(created, 2 ** 40)), 'BAD_REQUEST');
  });
});
