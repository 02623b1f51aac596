import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recipes } from '../db/schema';
import { RECIPE_FIELDS, recipeColumns } from '../recipes/recipe-row';

/** What makes two recipes the same content: every written field, ids, times and history aside. */
export function contentKey(recipe: Record<(typeof RECIPE_FIELDS)[number], unknown>): string {
  return createHash('sha256')
    .update(
      JSON.stringify(
        RECIPE_FIELDS.map((field) => recipe[field]),
        sortedKeys,
      ),
    )
    .digest('base64url');
}

/** jsonb hands object keys back in its own order: keys are sorted so equal content gives equal text. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The content keys of the user's whole library, so an import can skip what is already there. */
export async function libraryContentKeys(db: Database, userId: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // A page at a time by id: a large library is never held whole.
    const rows = await db
      .select(recipeColumns)
      .from(recipes)
      .where(and(eq(recipes.userId, userId), gt(recipes.id, after)))
      .orderBy(asc(recipes.id))
      .limit(500);
    for (const row of rows) keys.add(contentKey(row));
    if (rows.length < 500) return keys;
    after = rows.at(-1)!.id;
  }
}
