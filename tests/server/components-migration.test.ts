import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '#server/db/migrate.ts';
import { loadRecipe } from '#server/recipes/recipe-row.ts';
import { listVersions } from '#server/recipes/recipe-versions.ts';
import { restoreVersion } from '#server/recipes/restore-version.ts';
import { updateRecipe } from '#server/recipes/update-recipe.ts';
import { toParts } from '#shared/recipes/components.ts';
import { recipeUpdateInput } from '#shared/recipes/recipe.ts';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** The migrations folder as it was before components: 0000–0002 and a journal that ends there. */
function migrationsBeforeComponents(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'rk-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 2);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[]) {
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

describe('migration 0003: existing recipes become one unnamed component', () => {
  let database: TestDatabase;
  let oldFolder: string;
  let userId: string;
  let recipeId: string;

  beforeAll(async () => {
    oldFolder = migrationsBeforeComponents();
    database = await createTestDatabase({ migrationsFolder: oldFolder });
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (email, password_hash) values ('old@example.test', 'x') returning id`,
    );
    userId = user!.id;
    // A row in the shape 0002 left it: no components column yet.
    const [recipe] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into recipes (user_id, title, subcategory, ingredients, instructions)
          values (${userId}, 'Vanha kakku', 'Cakes',
                  ${JSON.stringify([{ amount: 2, unit: 'dl', name: 'sokeri', original: '2 dl sokeria' }])}::jsonb,
                  array['Sekoita.', 'Paista.'])
          returning id`,
    );
    recipeId = recipe!.id;
    await queryRows(
      database.db,
      sql`insert into recipe_versions (recipe_id, version, changes)
          values (${recipeId}, 1, ${JSON.stringify({ ingredients: [{ amount: 1, unit: 'dl', name: 'sokeri' }], instructions: ['Sekoita.'] })}::jsonb)`,
    );
    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('reads the old recipe back unchanged, as one unnamed component', async () => {
    const recipe = await loadRecipe(database.db, userId, recipeId);
    expect(recipe).toMatchObject({
      title: 'Vanha kakku',
      ingredients: [{ amount: 2, unit: 'dl', name: 'sokeri', original: '2 dl sokeria' }],
      instructions: ['Sekoita.', 'Paista.'],
      components: [],
    });
    const parts = toParts(recipe);
    expect(parts).toEqual([{ name: '', ingredients: recipe.ingredients, instructions: recipe.instructions }]);
  });

  it('edits the old recipe into components and restores a version written before components existed', async () => {
    const recipe = await loadRecipe(database.db, userId, recipeId);
    const edited = await updateRecipe(
      database.db,
      userId,
      recipeUpdateInput.parse({
        ...recipe,
        expectedUpdatedAt: recipe.updatedAt,
        components: [
          { name: 'Taikina', ingredientCount: 1, instructionCount: 1 },
          { name: 'Paisto', ingredientCount: 0, instructionCount: 1 },
        ],
      }),
    );
    expect(edited.components.map((c) => c.name)).toEqual(['Taikina', 'Paisto']);

    const restored = await restoreVersion(database.db, userId, {
      recipeId,
      version: 1,
      expectedUpdatedAt: edited.updatedAt,
    });
    expect(restored.ingredients).toEqual([{ amount: 1, unit: 'dl', name: 'sokeri' }]);
    expect(restored.instructions).toEqual(['Sekoita.']);
    // Edit 2 recorded the components it replaced ([]): before edit 1 the recipe was plain again.
    expect(restored.components).toEqual([]);
    const versions = await listVersions(database.db, userId, recipeId);
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });
});
