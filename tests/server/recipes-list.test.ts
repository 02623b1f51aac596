import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { decodeListCursor, type ListCursor } from '#server/recipes/list/list-cursor.ts';
import { listRecipes } from '#server/recipes/list/list-recipes.ts';
import { startTestServer, type TestServer } from '../support/http';
import { type Caller, recipeDraft, signedInCaller } from './recipes-helpers';

describe('recipes.list and recipes.tags', () => {
  let server: TestServer;
  let caller: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    ({ caller } = await signedInCaller(server.deps));
    const recipes = [
      {
        title: 'Suklaamousse',
        category: 'sweet',
        subcategory: 'Mousses',
        aiGeneratedTags: ['chocolate', 'quick'],
        preparationTime: 15,
        totalTime: 240,
      },
      {
        title: 'SUKLAAKAKKU',
        category: 'sweet',
        subcategory: 'Cakes',
        aiGeneratedTags: ['chocolate'],
        totalTime: 90,
      },
      { title: 'Valkosuklaaganache', category: 'sweet', subcategory: 'Ganaches', aiGeneratedTags: ['quick'] },
      {
        title: 'Lohikeitto',
        category: 'salty',
        subcategory: 'Fish & seafood',
        aiGeneratedTags: ['fish', 'quick'],
      },
      { title: '100% ruis_leipä', category: 'salty', subcategory: 'Bread', aiGeneratedTags: [] },
      { title: '1000 ruiskua', category: 'salty', subcategory: 'Bread', aiGeneratedTags: [] },
      { title: 'Back\\slash', category: 'salty', subcategory: 'Sauces', aiGeneratedTags: [] },
      { title: 'Äidin pulla', category: 'sweet', subcategory: 'Doughs', aiGeneratedTags: ['finnish'] },
    ];
    for (const recipe of recipes) ids[recipe.title] = (await caller.recipes.create(recipeDraft(recipe))).id;
  });
  afterAll(() => server?.close());

  const titles = async (input: Parameters<Caller['recipes']['list']>[0]) =>
    (await caller.recipes.list(input)).items.map((item) => item.title);

  it('lists newest first with minutes from preparation time, else total time, else 0', async () => {
    const page = await caller.recipes.list({});
    expect(page.total).toBe(8);
    expect(page.items.map((item) => item.title)).toEqual([
      'Äidin pulla',
      'Back\\slash',
      '1000 ruiskua',
      '100% ruis_leipä',
      'Lohikeitto',
      'Valkosuklaaganache',
      'SUKLAAKAKKU',
      'Suklaamousse',
    ]);
    const minutes = Object.fromEntries(page.items.map((item) => [item.title, item.minutes]));
    expect(minutes).toMatchObject({ Suklaamousse: 15, SUKLAAKAKKU: 90, Valkosuklaaganache: 0 });
  });

  it('searches titles by case-insensitive substring, Finnish letters included', async () => {
    expect(await titles({ q: 'suklaa' })).toEqual(['Valkosuklaaganache', 'SUKLAAKAKKU', 'Suklaamousse']);
    expect(await titles({ q: '  KaKKu ' })).toEqual(['SUKLAAKAKKU']);
    expect(await titles({ q: 'äidin' })).toEqual(['Äidin pulla']);
    expect(await titles({ q: 'ÄIDIN' })).toEqual(['Äidin pulla']);
    expect((await caller.recipes.list({ q: 'suklaa' })).total).toBe(3);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    expect(await titles({ q: '100%' })).toEqual(['100% ruis_leipä']);
    expect(await titles({ q: '%' })).toEqual(['100% ruis_leipä']);
    expect(await titles({ q: 'ui_k' })).toEqual([]);
    expect(await titles({ q: '_' })).toEqual(['100% ruis_leipä']);
    expect(await titles({ q: 'k\\s' })).toEqual(['Back\\slash']);
    expect(await titles({ q: '\\' })).toEqual(['Back\\slash']);
  });

  it('filters by exact category and subcategory', async () => {
    expect(await titles({ category: 'salty' })).toEqual([
      'Back\\slash',
      '1000 ruiskua',
      '100% ruis_leipä',
      'Lohikeitto',
    ]);
    expect(await titles({ category: 'salty', subcategory: 'Bread' })).toEqual([
      '1000 ruiskua',
      '100% ruis_leipä',
    ]);
    expect(await titles({ subcategory: 'bread' })).toEqual([]);
    expect(await titles({ category: 'Sweet' })).toEqual([]);
  });

  it('requires every selected tag and leaves out recipes without tags', async () => {
    expect(await titles({ tags: ['quick'] })).toEqual(['Lohikeitto', 'Valkosuklaaganache', 'Suklaamousse']);
    expect(await titles({ tags: ['quick', 'chocolate'] })).toEqual(['Suklaamousse']);
    expect(await titles({ tags: ['quick', 'chocolate', 'fish'] })).toEqual([]);
    expect(await titles({ tags: [] })).toHaveLength(8);
    const filtered = await caller.recipes.list({ tags: ['chocolate'], q: 'kakku', category: 'sweet' });
    expect(filtered).toMatchObject({ total: 1, items: [{ title: 'SUKLAAKAKKU' }] });
  });

  it('counts the distinct tags, most used first, then by name', async () => {
    expect(await caller.recipes.tags()).toEqual([
      { tag: 'quick', count: 3 },
      { tag: 'chocolate', count: 2 },
      { tag: 'finnish', count: 1 },
      { tag: 'fish', count: 1 },
    ]);
  });
});

describe('recipes.list pagination', () => {
  let server: TestServer;
  let caller: Caller;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const signedIn = await signedInCaller(server.deps);
    caller = signedIn.caller;
    userId = signedIn.user.id;
    for (let i = 0; i < 23; i++) {
      await caller.recipes.create(
        recipeDraft({ title: `Resepti ${i}`, aiGeneratedTags: i % 2 ? ['odd'] : [] }),
      );
    }
    // Ties on created_at are the hard case for a keyset cursor: make a run of them.
    await queryRows(
      server.deps.db,
      sql`update recipes set created_at = '2025-01-01T00:00:00.000Z' where user_id = ${userId} and title like 'Resepti 1%'`,
    );
  });
  afterAll(() => server?.close());

  async function walk(input: { limit: number; tags?: string[] }) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<Caller['recipes']['list']>> = await caller.recipes.list({
        ...input,
        cursor,
      });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    return { seen, pages };
  }

  it('walks every page without gaps or repeats, in the same order as one big page', async () => {
    const all = (await caller.recipes.list({ limit: 200 })).items.map((item) => item.id);
    expect(all).toHaveLength(23);
    for (const limit of [1, 4, 5, 23]) {
      const { seen, pages } = await walk({ limit });
      expect(seen).toEqual(all);
      expect(pages).toBe(Math.ceil(23 / limit));
    }
  });

  it('pages a filtered list and reports the filtered total on every page', async () => {
    const first = await caller.recipes.list({ tags: ['odd'], limit: 5 });
    expect(first.total).toBe(11);
    const second = await caller.recipes.list({ tags: ['odd'], limit: 5, cursor: first.nextCursor });
    expect(second.total).toBe(11);
    expect((await walk({ tags: ['odd'], limit: 5 })).seen).toHaveLength(11);
  });

  it('defaults to 50 per page', async () => {
    for (let i = 0; i < 30; i++) await caller.recipes.create(recipeDraft({ title: `Lisää ${i}` }));
    const page = await caller.recipes.list({});
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(53);
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('recipes.list times and awkward values', () => {
  let server: TestServer;
  let caller: Caller;
  let userId: string;
  const tag = 'a "b", \\c {d}';
  const times = ['2025-03-30T00:30:00.999Z', '1969-07-20T20:17:40.123Z', '1888-01-01T00:00:00.000Z'];

  beforeAll(async () => {
    server = await startTestServer();
    const signedIn = await signedInCaller(server.deps);
    caller = signedIn.caller;
    userId = signedIn.user.id;
    for (const [i, at] of times.entries()) {
      const { id } = await caller.recipes.create(
        recipeDraft({ title: `Vanha ${i}`, aiGeneratedTags: [tag] }),
      );
      await queryRows(
        server.deps.db,
        sql`update recipes set created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where id = ${id}`,
      );
    }
  });
  afterAll(() => server?.close());

  it("sends times as JavaScript writes them and pages on through old dates, whatever the session's time zone", async () => {
    // Helsinki kept local mean time (+01:39:49) until 1921: an offset JavaScript's Date cannot read.
    const seen = await server.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone = 'Europe/Helsinki'`);
      const updated: string[] = [];
      let cursor: ListCursor | null = null;
      do {
        const page = await listRecipes(tx, userId, { limit: 1, cursor });
        updated.push(...page.items.map((item) => item.updatedAt));
        cursor = page.nextCursor === null ? null : decodeListCursor(page.nextCursor);
      } while (cursor);
      return updated;
    });
    expect(seen).toEqual(times);
  });

  it('filters by a tag with quotes, a backslash, a comma and braces', async () => {
    const page = await caller.recipes.list({ tags: [tag] });
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.updatedAt)).toEqual(times);
  });
});
