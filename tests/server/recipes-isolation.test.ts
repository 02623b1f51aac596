import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '#server/recipes/recipe-row.ts';
import { callerFor } from '../support/caller';
import { startTestServer, type TestServer } from '../support/http';
import { expectTRPCError } from '../support/trpc-errors';
import { type Caller, editOf, recipeDraft, restoreOf, signedInCaller } from './recipes-helpers';

describe('two users never see or touch each other’s recipes', () => {
  let server: TestServer;
  let alice: Caller;
  let bob: Caller;
  let alicesRecipe: Recipe;

  beforeAll(async () => {
    server = await startTestServer();
    ({ caller: alice } = await signedInCaller(server.deps));
    ({ caller: bob } = await signedInCaller(server.deps));
    alicesRecipe = await alice.recipes.create(
      recipeDraft({ title: 'Alicen suklaakakku', aiGeneratedTags: ['secret'] }),
    );
    alicesRecipe = await alice.recipes.update(editOf(alicesRecipe, { notes: 'version 1 exists' }));
    await bob.recipes.create(recipeDraft({ title: 'Bobin pulla', aiGeneratedTags: ['bun'] }));
  });
  afterAll(() => server?.close());

  it('recipes.list and recipes.tags show only the caller’s recipes', async () => {
    const bobs = await bob.recipes.list({});
    expect(bobs.total).toBe(1);
    expect(bobs.items.map((item) => item.title)).toEqual(['Bobin pulla']);
    expect(await bob.recipes.list({ q: 'suklaakakku' })).toMatchObject({ total: 0, items: [] });
    expect(await bob.recipes.list({ tags: ['secret'] })).toMatchObject({ total: 0, items: [] });
    expect(await bob.recipes.tags()).toEqual([{ tag: 'bun', count: 1 }]);
  });

  it('recipes.byId answers NOT_FOUND for another user’s recipe', async () => {
    await expectTRPCError(bob.recipes.byId({ id: alicesRecipe.id }), 'NOT_FOUND', 'Recipe not found');
  });

  it('recipes.update answers NOT_FOUND and changes nothing', async () => {
    await expectTRPCError(
      bob.recipes.update(editOf(alicesRecipe, { title: 'Bob was here' })),
      'NOT_FOUND',
      'Recipe not found',
    );
    expect(await alice.recipes.byId({ id: alicesRecipe.id })).toEqual(alicesRecipe);
  });

  it('recipes.delete answers NOT_FOUND and deletes nothing', async () => {
    await expectTRPCError(bob.recipes.delete({ id: alicesRecipe.id }), 'NOT_FOUND', 'Recipe not found');
    expect(await alice.recipes.byId({ id: alicesRecipe.id })).toEqual(alicesRecipe);
  });

  it('recipes.create saves for the caller only', async () => {
    const created = await bob.recipes.create(recipeDraft({ title: 'Bobin toinen' }));
    expect((await alice.recipes.list({})).items.map((item) => item.id)).not.toContain(created.id);
    await expectTRPCError(alice.recipes.byId({ id: created.id }), 'NOT_FOUND');
  });

  it('recipes.similar and the duplicate flags look at the caller’s titles only', async () => {
    expect(await bob.recipes.similar({ title: 'Alicen suklaakakku' })).toEqual([]);
    const bobsCopy = await bob.recipes.create(recipeDraft({ title: 'Alicen suklaakakku' }));
    expect(bobsCopy.possibleDuplicate).toBe(false);
    expect((await alice.recipes.byId({ id: alicesRecipe.id })).possibleDuplicate).toBe(false);
    expect(await alice.recipes.similar({ title: 'suklaakakku' })).toEqual([
      { id: alicesRecipe.id, title: 'Alicen suklaakakku' },
    ]);
  });

  it('versions.list and versions.restore answer NOT_FOUND for another user’s recipe', async () => {
    await expectTRPCError(bob.versions.list({ recipeId: alicesRecipe.id }), 'NOT_FOUND', 'Recipe not found');
    await expectTRPCError(bob.versions.restore(restoreOf(alicesRecipe, 1)), 'NOT_FOUND', 'Recipe not found');
    expect(await alice.recipes.byId({ id: alicesRecipe.id })).toEqual(alicesRecipe);
    expect(await alice.versions.list({ recipeId: alicesRecipe.id })).toHaveLength(1);
  });

  it('every procedure refuses a caller without a session', async () => {
    const anonymous = callerFor(server.deps);
    const calls = [
      () => anonymous.recipes.list({}),
      () => anonymous.recipes.tags(),
      () => anonymous.recipes.byId({ id: alicesRecipe.id }),
      () => anonymous.recipes.create(recipeDraft()),
      () => anonymous.recipes.update(editOf(alicesRecipe)),
      () => anonymous.recipes.delete({ id: alicesRecipe.id }),
      () => anonymous.recipes.similar({ title: 'x' }),
      () => anonymous.versions.list({ recipeId: alicesRecipe.id }),
      () => anonymous.versions.restore(restoreOf(alicesRecipe, 1)),
    ];
    for (const call of calls) await expectTRPCError(call(), 'UNAUTHORIZED', 'Session expired');
  });
});
