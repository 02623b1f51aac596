import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { recipes } from '#server/db/schema.ts';
import { computeDuplicateFlags, computeDuplicatePartners } from '#server/recipes/duplicate-flags.ts';
import { rebuildDuplicatePartners } from '#server/recipes/duplicate-sync.ts';
import { startTestServer, type TestServer } from '../support/http';
import { lcg, naivePartners, randomTitle } from './duplicates-helpers';
import { type Caller, editOf, recipeDraft, signedInCaller } from './recipes-helpers';

describe('duplicate flags kept up to date on write', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  /** The stored titles and counts, and the flags as recipes.list reports them. */
  async function library(caller: Caller, userId: string) {
    const rows = await server.deps.db
      .select({ id: recipes.id, title: recipes.title, partners: recipes.duplicatePartners })
      .from(recipes)
      .where(eq(recipes.userId, userId));
    const { items } = await caller.recipes.list({ limit: 200 });
    const flagged = new Set(items.filter((item) => item.possibleDuplicate).map((item) => item.id));
    return { rows, flagged, partners: new Map(rows.map((row) => [row.id, row.partners])) };
  }

  async function expectConsistent(caller: Caller, userId: string) {
    const { rows, flagged, partners } = await library(caller, userId);
    expect(flagged).toEqual(computeDuplicateFlags(rows));
    expect(partners).toEqual(naivePartners(rows));
  }

  it('flags both sides on create, and clears them on rename and on delete', async () => {
    const { caller, user } = await signedInCaller(server.deps);
    const kakku = await caller.recipes.create(recipeDraft({ title: 'Kakku' }));
    expect(kakku.possibleDuplicate).toBe(false);
    const suklaa = await caller.recipes.create(recipeDraft({ title: 'Suklaakakku' }));
    expect(suklaa.possibleDuplicate).toBe(true);
    expect((await caller.recipes.byId({ id: kakku.id })).possibleDuplicate).toBe(true);

    const mansikka = await caller.recipes.create(recipeDraft({ title: 'Mansikkakakku' }));
    await caller.recipes.update(editOf(kakku, { title: 'Pulla' }));
    expect((await caller.recipes.byId({ id: suklaa.id })).possibleDuplicate).toBe(false);
    expect((await caller.recipes.byId({ id: mansikka.id })).possibleDuplicate).toBe(false);

    const copy = await caller.recipes.create(recipeDraft({ title: 'MANSIKKAKAKKU' }));
    expect(copy.possibleDuplicate).toBe(true);
    await caller.recipes.delete({ id: mansikka.id });
    expect((await caller.recipes.byId({ id: copy.id })).possibleDuplicate).toBe(false);
    await expectConsistent(caller, user.id);
  });

  it('keeps a recipe flagged while another partner remains', async () => {
    const { caller, user } = await signedInCaller(server.deps);
    const kakku = await caller.recipes.create(recipeDraft({ title: 'kakku' }));
    const first = await caller.recipes.create(recipeDraft({ title: 'Suklaakakku' }));
    await caller.recipes.create(recipeDraft({ title: 'Suklaakakku (vegaaninen)' }));
    await caller.recipes.delete({ id: kakku.id });
    expect((await caller.recipes.byId({ id: first.id })).possibleDuplicate).toBe(true);
    await expectConsistent(caller, user.id);
  });

  it('takes %, _ and \\ in titles literally', async () => {
    const { caller, user } = await signedInCaller(server.deps);
    await caller.recipes.create(recipeDraft({ title: '100% ruis' }));
    await caller.recipes.create(recipeDraft({ title: '1000 ruis' }));
    await caller.recipes.create(recipeDraft({ title: 'a_b' }));
    await caller.recipes.create(recipeDraft({ title: 'axb' }));
    await caller.recipes.create(recipeDraft({ title: 'x\\y' }));
    await caller.recipes.create(recipeDraft({ title: 'x\\yz' }));
    const { flagged, rows } = await library(caller, user.id);
    expect(rows.filter((row) => flagged.has(row.id)).map((row) => row.title)).toEqual(['x\\y', 'x\\yz']);
    await expectConsistent(caller, user.id);
  });

  it('matches the whole-library computation after random creates, renames and deletes', async () => {
    const { caller, user } = await signedInCaller(server.deps);
    const random = lcg(7);
    const ids: string[] = [];
    for (let step = 0; step < 120; step++) {
      const roll = random();
      const title = randomTitle(random, 'aAbäÄ%_\\');
      const id = ids[Math.floor(random() * ids.length)];
      if (roll < 0.5 || !id) {
        ids.push((await caller.recipes.create(recipeDraft({ title }))).id);
      } else if (roll < 0.8) {
        const recipe = await caller.recipes.byId({ id });
        await caller.recipes.update(editOf(recipe, { title: title.trim() ? title : 'b' }));
      } else {
        await caller.recipes.delete({ id });
        ids.splice(ids.indexOf(id), 1);
      }
      if (step % 10 === 9) await expectConsistent(caller, user.id);
    }
    await expectConsistent(caller, user.id);
  });

  it('counts every pair when related recipes are saved at the same time', async () => {
    const { caller, user } = await signedInCaller(server.deps);
    const titles = [
      'Pulla',
      'Pullapitko',
      'Kanelipulla',
      'Voisilmäpulla',
      'PULLA',
      'Pullataikina',
      'Ruispulla',
    ];
    await Promise.all(titles.map((title) => caller.recipes.create(recipeDraft({ title }))));
    await expectConsistent(caller, user.id);
  });

  it('rebuilds every count from scratch to the same result', async () => {
    const { caller, user } = await signedInCaller(server.deps);
    const random = lcg(11);
    for (let i = 0; i < 40; i++)
      await caller.recipes.create(recipeDraft({ title: randomTitle(random, 'abAB') || 'ab' }));
    const before = await library(caller, user.id);
    await queryRows(
      server.deps.db,
      sql`update recipes set duplicate_partners = 7 where user_id = ${user.id}`,
    );
    await rebuildDuplicatePartners(server.deps.db, user.id);
    const after = await library(caller, user.id);
    expect(after.partners).toEqual(before.partners);
    expect(after.partners).toEqual(computeDuplicatePartners(after.rows));
  });
});

describe('recipes.similar', () => {
  let server: TestServer;
  let caller: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    ({ caller } = await signedInCaller(server.deps));
    for (const title of [
      'Suklaakakku',
      'Suklaakakku kermalla',
      'Mansikka-suklaakakku',
      'Kakku',
      'Lohikeitto',
      'Pulla',
    ]) {
      ids[title] = (await caller.recipes.create(recipeDraft({ title }))).id;
    }
  });
  afterAll(() => server?.close());

  it('finds similar titles and contained ones, best first, at most five', async () => {
    const similar = await caller.recipes.similar({ title: 'suklaakakku' });
    expect(similar[0]).toEqual({ id: ids.Suklaakakku, title: 'Suklaakakku' });
    expect(similar.map((s) => s.title).sort()).toEqual(
      ['Kakku', 'Mansikka-suklaakakku', 'Suklaakakku', 'Suklaakakku kermalla'].sort(),
    );
    expect(await caller.recipes.similar({ title: 'Lohikeito' })).toEqual([
      { id: ids.Lohikeitto, title: 'Lohikeitto' },
    ]);
    expect(await caller.recipes.similar({ title: '   ' })).toEqual([]);
    expect(await caller.recipes.similar({ title: 'Kalakukko' })).toEqual([]);
  });

  it('returns at most five', async () => {
    for (let i = 0; i < 6; i++) await caller.recipes.create(recipeDraft({ title: `Pulla ${i}` }));
    expect(await caller.recipes.similar({ title: 'Pulla' })).toHaveLength(5);
  });
});
