/**
 * Moving in from Mealie with the real files its project ships as test data (../shared/corpus/
 * peer-exports, README there): two v1+ backups of two schema versions and a pre-v1 export, uploaded
 * as a chef would, through the real HTTP route, job runner and tRPC client. What each recipe held is
 * read here straight from the file's own tables, not through the reader under test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JPEG, zipOf } from '../fixtures/transfer/build';
import { signedInClient } from '../support/http';
import { useSignedInServer } from '../support/signed-in-server';
import {
  type Browser,
  finishedJob,
  importArchive,
  reportWords,
  unzip,
  uploadArchive,
} from './transfer-helpers';

const PEERS = resolve(import.meta.dirname, '../../../shared/corpus/peer-exports');
const BACKUPS = {
  '44e8d670719d': `${PEERS}/mealie-backups/backup-version-44e8d670719d-1.zip`,
  bcfdad6b7355: `${PEERS}/mealie-backups/backup-version-bcfdad6b7355-1.zip`,
} as const;
const PRE_V1 = `${PEERS}/mealie/mealie.zip`;
const present = existsSync(PEERS);
if (!present) console.warn(`transfer-movein: ${PEERS} is not here; the tests over real exports are skipped.`);

type Row = Record<string, unknown>;
const words = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

async function recipeById(browser: Browser, id: string) {
  return browser.trpc.recipes.byId.query({ id });
}

/** Everything of a saved recipe a chef reads, as words. */
function savedWords(recipe: Awaited<ReturnType<typeof recipeById>>): Set<string> {
  return new Set(
    words(
      [
        recipe.title,
        recipe.description,
        ...recipe.ingredients.map((i) => i.original ?? i.name),
        ...recipe.components.map((c) => c.name),
        ...recipe.instructions,
        recipe.notes,
      ].join('\n'),
    ),
  );
}

describe.skipIf(!present)('moving in from Mealie (real exports)', () => {
  const api = useSignedInServer();

  it.each(Object.entries(BACKUPS))(
    'a v1+ backup of schema %s: every recipe, every word of its lines and steps, its tags and notes',
    async (version, file) => {
      const browser = await signedInClient(api.server);
      const bytes = readFileSync(file);
      const database = JSON.parse((await unzip(bytes)).get('database.json')!.toString('utf8')) as Record<
        string,
        Row[]
      >;
      const upload = await uploadArchive(browser, api.server, bytes, `mealie-${version}.zip`);
      expect(upload.status).toBe(202);
      const { jobId } = (await upload.json()) as { jobId: string };
      const job = await finishedJob(browser, jobId, 170_000);
      const count = database.recipes!.length;
      expect(job).toMatchObject({ state: 'done', total: count, added: count, failed: 0, skipped: 0 });
      expect(reportWords(job.format)).toBe(`Mealie backup (database version ${version})`);
      // The report names each recipe by its own name.
      expect(new Set(job.report.map((line) => line.name))).toEqual(
        new Set(database.recipes!.map((recipe) => recipe.name)),
      );
      const saved = new Map(job.report.map((line) => [line.name, line.recipeId!]));
      const of = (table: string, id: unknown) =>
        (database[table] ?? []).filter((row) => row.recipe_id === id);
      const tagNames = new Map((database.tags ?? []).map((tag) => [tag.id, tag.name]));
      const categoryNames = new Map((database.categories ?? []).map((c) => [c.id, c.name]));
      // The recipes with the most to lose: most sections, most lines, tags and categories, notes.
      const sample = [...database.recipes!]
        .sort(
          (a, b) =>
            of('recipe_instructions', b.id).length +
            of('recipes_ingredients', b.id).length -
            (of('recipe_instructions', a.id).length + of('recipes_ingredients', a.id).length),
        )
        .slice(0, 5)
        .concat(database.recipes!.filter((r) => of('notes', r.id).length > 0).slice(0, 3))
        .concat(database.recipes!.filter((r) => of('recipes_to_categories', r.id).length > 0).slice(0, 3));
      for (const source of sample) {
        const recipe = await recipeById(browser, saved.get(source.name as string)!);
        const kept = savedWords(recipe);
        const written = [
          ...of('recipes_ingredients', source.id).flatMap((row) => [
            row.title,
            row.original_text ?? row.note,
          ]),
          ...of('recipe_instructions', source.id).flatMap((row) => [row.title, row.text]),
          ...of('notes', source.id).flatMap((row) => [row.title, row.text]),
        ];
        expect(
          written.flatMap(words).filter((word) => !kept.has(word)),
          `${source.name}`,
        ).toEqual([]);
        const terms = [
          ...of('recipes_to_categories', source.id).map((link) => categoryNames.get(link.category_id)),
          ...of('recipes_to_tags', source.id).map((link) => tagNames.get(link.tag_id)),
        ];
        // The source's own terms are the tags, as written; the rule tags only when it has none.
        if (terms.length > 0) expect(new Set(recipe.aiGeneratedTags)).toEqual(new Set(terms));
        else expect(recipe.aiGeneratedTags.length).toBeGreaterThan(0);
        // The test data's org_url values are no web addresses: kept in the notes, not as the link.
        if (source.org_url) expect(recipe.notes).toContain(`Lähde: ${source.org_url}`);
      }
    },
    180_000,
  );

  it('a pre-v1 export: snake_case recipes with their photo, categories as tags, times kept in words', async () => {
    const browser = await signedInClient(api.server);
    const job = await importArchive(browser, api.server, readFileSync(PRE_V1), 'mealie.zip');
    expect(job).toMatchObject({ state: 'done', total: 3, added: 3, failed: 0 });
    expect(reportWords(job.format)).toBe('Mealie recipe export');
    const entries = await unzip(readFileSync(PRE_V1));
    const source = JSON.parse(
      entries
        .get('mealie_2021-Dec-08/recipes/levain-chocolate-chip-cookies/levain-chocolate-chip-cookies.json')!
        .toString('utf8'),
    ) as { recipe_ingredient: { note: string }[]; recipe_instructions: { text: string }[] };
    const line = job.report.find((l) => l.title === 'Levain Chocolate Chip Cookies')!;
    const cookies = await recipeById(browser, line.recipeId!);
    // disable_amount: the whole line is the note; Mealie's placeholder quantity 1 is no part of it.
    expect(cookies.ingredients.map((i) => i.original)).toEqual(
      source.recipe_ingredient.map((i) => i.note.replace(/\s+/g, ' ').trim()),
    );
    expect(cookies.instructions).toEqual(source.recipe_instructions.map((s) => s.text.trim()));
    expect(cookies).toMatchObject({
      aiGeneratedTags: ['Dessert', 'Cookies'],
      category: 'sweet',
      cookingTime: 13,
      sourceUrl: 'https://www.joshuaweissman.com/post/levian-chocolate-chip-cookies',
    });
    expect(cookies.notes).toContain('Kypsennysaika: 10-13 Minutes');
    expect(cookies.photos).toHaveLength(1); // images/original.webp, not its smaller copies
  });

  it('the report of a second move-in: each recipe named, skipped as already there', async () => {
    const browser = await signedInClient(api.server);
    await importArchive(browser, api.server, readFileSync(PRE_V1), 'mealie.zip');
    const again = await importArchive(browser, api.server, readFileSync(PRE_V1), 'mealie.zip');
    expect(again).toMatchObject({ state: 'done', added: 0, skipped: 3 });
    const already = 'The same recipe is already in the library.';
    expect(again.report.map((line) => [line.title, line.outcome, reportWords(line.reason)])).toEqual([
      ['PIZZA DOUGH — Basics With Babish', 'skipped', already],
      ['Levain Chocolate Chip Cookies', 'skipped', already],
      ['Old-Fashioned Beef Stew', 'skipped', already],
    ]);
  });
});

describe('a file no reader knows is refused before its job', () => {
  const api = useSignedInServer();

  it.each([
    ['kuva.jpg', () => Promise.resolve(JPEG), /a JPEG image/],
    ['muistiinpanot.pdf', () => Promise.resolve(Buffer.from('%PDF-1.7\n…')), /a PDF file/],
    [
      'mealie.zip',
      () =>
        zipOf({
          'database.json': JSON.stringify({
            alembic_version: [{ version_num: 'ffff00000000' }],
            recipes: [{ id: 'a', title_text: 'Nimetön' }],
          }),
        }),
      /a Mealie backup \(database version ffff00000000\)/,
    ],
  ])('%s: 415 naming what it looks like and what is supported; no job', async (name, bytes, looksLike) => {
    const browser = await signedInClient(api.server);
    const response = await uploadArchive(browser, api.server, await bytes(), name);
    expect(response.status).toBe(415);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(looksLike);
    expect(message).toMatch(/Supported formats are: .*Mealie.*Paprika/);
    expect(await browser.trpc.transfer.latest.query()).toBeNull();
  });
});
