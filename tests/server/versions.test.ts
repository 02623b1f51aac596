import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/http';
import { expectTRPCError } from '../support/trpc-errors';
import { type Caller, editOf, recipeDraft, restoreOf, signedInCaller } from './recipes-helpers';

describe('versions.list and versions.restore', () => {
  let server: TestServer;
  let caller: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    ({ caller } = await signedInCaller(server.deps));
  });
  afterAll(() => server?.close());

  it('lists nothing for a recipe never edited', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    expect(await caller.versions.list({ recipeId: recipe.id })).toEqual([]);
  });

  it('restores A after A → B → C by restoring version 1, and records that as version 3', async () => {
    const a = await caller.recipes.create(recipeDraft({ title: 'A' }));
    const b = await caller.recipes.update(editOf(a, { title: 'B' }));
    const c = await caller.recipes.update(editOf(b, { title: 'C' }));

    const restored = await caller.versions.restore(restoreOf(c, 1));
    expect(restored.title).toBe('A');
    expect(Date.parse(restored.updatedAt)).toBeGreaterThan(Date.parse(c.updatedAt));
    expect(await caller.recipes.byId({ id: a.id })).toEqual(restored);

    const versions = await caller.versions.list({ recipeId: a.id });
    expect(versions.map((v) => [v.version, v.changes])).toEqual([
      [3, { title: 'C' }],
      [2, { title: 'B' }],
      [1, { title: 'A' }],
    ]);
  });

  it('restores the state just before edit N: later edits of other fields are undone too', async () => {
    const start = await caller.recipes.create(
      recipeDraft({ title: 'Lohikeitto', notes: 'alku', preparationTime: 30, aiGeneratedTags: ['fish'] }),
    );
    const v1 = await caller.recipes.update(editOf(start, { notes: 'kerma lisätty' })); // writes version 1
    const v2 = await caller.recipes.update(
      editOf(v1, { title: 'Kermainen lohikeitto', preparationTime: 40 }),
    ); // 2
    const v3 = await caller.recipes.update(editOf(v2, { aiGeneratedTags: ['fish', 'soup'], notes: 'tilli' })); // 3

    const beforeEdit2 = await caller.versions.restore(restoreOf(v3, 2));
    expect(beforeEdit2).toMatchObject({
      title: 'Lohikeitto',
      notes: 'kerma lisätty',
      preparationTime: 30,
      aiGeneratedTags: ['fish'],
    });
    const [newest] = await caller.versions.list({ recipeId: start.id });
    expect(newest).toMatchObject({
      version: 4,
      changes: {
        title: 'Kermainen lohikeitto',
        notes: 'tilli',
        preparationTime: 40,
        aiGeneratedTags: ['fish', 'soup'],
      },
    });

    // Restoring the restore's own version brings the newest content back: nothing is ever lost.
    const undone = await caller.versions.restore(restoreOf(beforeEdit2, 4));
    expect(undone).toMatchObject({
      title: 'Kermainen lohikeitto',
      notes: 'tilli',
      aiGeneratedTags: ['fish', 'soup'],
    });
  });

  it('restores a state the edit form would refuse (an import without ingredients)', async () => {
    const imported = await caller.recipes.create({ title: 'Raakaversio' });
    const edited = await caller.recipes.update(
      editOf(imported, { ingredients: [{ name: 'jauho' }], instructions: ['Sekoita.'] }),
    );
    const restored = await caller.versions.restore(restoreOf(edited, 1));
    expect(restored).toMatchObject({ ingredients: [], instructions: [] });
  });

  it('writes nothing when restoring changes nothing', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    const edited = await caller.recipes.update(editOf(recipe, { notes: 'x' }));
    const back = await caller.recipes.update(editOf(edited, { notes: '' }));
    // Before edit 1 the notes were empty, as they are again now.
    const same = await caller.versions.restore(restoreOf(back, 1));
    expect(same).toEqual(back);
    expect(await caller.versions.list({ recipeId: recipe.id })).toHaveLength(2);
  });

  it('answers NOT_FOUND "Version not found" for a version that does not exist', async () => {
    const recipe = await caller.recipes.create(recipeDraft());
    await expectTRPCError(caller.versions.restore(restoreOf(recipe, 1)), 'NOT_FOUND', 'Version not found');
    const edited = await caller.recipes.update(editOf(recipe, { notes: 'x' }));
    await expectTRPCError(caller.versions.restore(restoreOf(edited, 2)), 'NOT_FOUND', 'Version not found');
  });

  it('keeps the duplicate flags right when a restore changes the title', async () => {
    const kakku = await caller.recipes.create(recipeDraft({ title: 'Kakku' }));
    const other = await caller.recipes.create(recipeDraft({ title: 'Suklaakakku' }));
    const piirakka = await caller.recipes.update(editOf(kakku, { title: 'Piirakka' }));
    expect((await caller.recipes.byId({ id: other.id })).possibleDuplicate).toBe(false);
    await caller.versions.restore(restoreOf(piirakka, 1));
    expect((await caller.recipes.byId({ id: other.id })).possibleDuplicate).toBe(true);
    expect((await caller.recipes.byId({ id: kakku.id })).possibleDuplicate).toBe(true);
  });

  it('refuses a restore over an edit made after the chef looked (CONFLICT), and changes nothing', async () => {
    const seen = await caller.recipes.update(
      editOf(await caller.recipes.create(recipeDraft({ title: 'Pulla' })), { title: 'Korvapuusti' }),
    );
    const elsewhere = await caller.recipes.update(editOf(seen, { title: 'Voisilmäpulla' }));
    await expectTRPCError(
      caller.versions.restore(restoreOf(seen, 1)),
      'CONFLICT',
      'This recipe was changed elsewhere. Reload to see the latest version.',
    );
    expect(await caller.recipes.byId({ id: seen.id })).toEqual(elsewhere);
    expect(await caller.versions.list({ recipeId: seen.id })).toHaveLength(2);
    // Reloaded, the same restore goes through.
    expect((await caller.versions.restore(restoreOf(elsewhere, 1))).title).toBe('Pulla');
  });
});
