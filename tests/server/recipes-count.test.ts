import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { zipOf } from '../fixtures/transfer/build';
import { startTestServer, type TestServer } from '../support/http';
import { createSignedInUser } from '../support/users';
import { backupHeader, backupJson, backupRecipeLine, importArchive } from './transfer-helpers';

/**
 * The unfiltered list's total is read from recipe_counts, which triggers on `recipes` keep. Every way a
 * recipe comes or goes must move it: here each one, on whichever database the suite runs on.
 */
describe('the kept recipe count behind the list total', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const signedIn = async () => {
    const { user, token } = await createSignedInUser(server.deps);
    const browser = server.client();
    browser.jar.set('session', token);
    return { id: user.id, browser };
  };
  type Chef = Awaited<ReturnType<typeof signedIn>>;

  const kept = async (userId: string) =>
    (
      await queryRows<{ recipes: number }>(
        server.deps.db,
        sql`select recipes from recipe_counts where user_id = ${userId}`,
      )
    )[0]?.recipes;
  const counted = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        server.deps.db,
        sql`select count(*)::int as n from recipes where user_id = ${userId}`,
      )
    )[0]!.n;
  /** The list's total, the kept count and a count of the rows all say `expected`. */
  const expectRecipes = async (chef: Chef, expected: number) => {
    expect(await counted(chef.id)).toBe(expected);
    expect((await chef.browser.trpc.recipes.list.query({})).total).toBe(expected);
    expect((await kept(chef.id)) ?? 0).toBe(expected);
  };
  const draft = (title: string) => ({
    title,
    category: 'sweet',
    subcategory: 'Cakes',
    ingredients: [{ amount: 1, unit: 'dl', name: 'sokeria' }],
    instructions: ['Sekoita.'],
    aiGeneratedTags: [],
  });

  it('follows creates and deletes through the API, each chef apart', async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    await expectRecipes(a, 0);
    const made = [];
    for (const title of ['Pulla', 'Kakku', 'Piirakka'])
      made.push(await a.browser.trpc.recipes.create.mutate(draft(title)));
    await b.browser.trpc.recipes.create.mutate(draft('Leipä'));
    await a.browser.trpc.recipes.delete.mutate({ id: made[1]!.id });
    await expectRecipes(a, 2);
    await expectRecipes(b, 1);
  });

  it('follows a restore of a backup, a line the database refuses rolled back with its count', async () => {
    const chef = await signedIn();
    await chef.browser.trpc.recipes.create.mutate(draft('Ennen'));
    const version = (notes: string) => ({
      version: 1,
      createdAt: new Date().toISOString(),
      changes: { notes },
    });
    const lines = [
      backupRecipeLine('Eka'),
      // A NUL in a version fails its line on one database or both, after the recipe row went in.
      backupRecipeLine('NUL versiossa', { versions: [version('a\u0000b')] }),
      backupRecipeLine('Toka'),
    ];
    const archive = await zipOf({ 'backup.json': backupJson(backupHeader(lines.length), lines) });
    const job = await importArchive(chef.browser, server, archive);
    expect(job).toMatchObject({ state: 'done' });
    expect(job.added).toBeGreaterThanOrEqual(2);
    await expectRecipes(chef, 1 + job.added);
  });

  it('follows statements over several chefs at once, a recipe moved between them, and a chef deleted', async () => {
    const [a, b] = [await signedIn(), await signedIn()];
    await queryRows(
      server.deps.db,
      sql`insert into recipes (user_id, title, subcategory)
        select owner, 'Sarja ' || i, 'Cakes' from unnest(array[${a.id}::uuid, ${b.id}::uuid]) as owner,
          generate_series(1, 5) as i`,
    );
    await expectRecipes(a, 5);
    await expectRecipes(b, 5);
    await queryRows(
      server.deps.db,
      sql`update recipes set user_id = ${b.id} where user_id = ${a.id} and title = 'Sarja 1'`,
    );
    await queryRows(
      server.deps.db,
      sql`delete from recipes where user_id in (${a.id}, ${b.id}) and title in ('Sarja 4', 'Sarja 5')`,
    );
    await expectRecipes(a, 2);
    await expectRecipes(b, 4);

    await queryRows(server.deps.db, sql`delete from users where id = ${b.id}`);
    expect(await kept(b.id)).toBeUndefined();
    await expectRecipes(a, 2);
  });

  it('starts again from nothing after the recipes are truncated', async () => {
    const chef = await signedIn();
    await chef.browser.trpc.recipes.create.mutate(draft('Hetki'));
    await queryRows(server.deps.db, sql`truncate recipes cascade`);
    await expectRecipes(chef, 0);
    await chef.browser.trpc.recipes.create.mutate(draft('Uusi alku'));
    await expectRecipes(chef, 1);
  });

  it('counts only through the kept count when no filter narrows the list', async () => {
    const chef = await signedIn();
    await chef.browser.trpc.recipes.create.mutate(draft('Mustikkapiirakka'));
    await chef.browser.trpc.recipes.create.mutate(draft('Omenapiirakka'));
    // Set apart by hand, so a list that counted the rows would say 2 and one that read the kept count 7.
    await queryRows(server.deps.db, sql`update recipe_counts set recipes = 7 where user_id = ${chef.id}`);
    expect((await chef.browser.trpc.recipes.list.query({})).total).toBe(7);
    expect((await chef.browser.trpc.recipes.list.query({ q: 'piirakka' })).total).toBe(2);
    expect((await chef.browser.trpc.recipes.list.query({ q: '  ', category: '' })).total).toBe(7);
  });
});
