import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/uuid';
import type { Database } from '../db/client';
import { recipes, recipeVersions } from '../db/schema';
import { RecipeNotFoundError } from './errors';
import type { VersionedField } from './recipe-row';

/** The previous value of every field an edit changed, keyed by field name. */
export type VersionChanges = Partial<Record<VersionedField, unknown>>;

export interface RecipeVersion {
  version: number;
  createdAt: string;
  changedFields: string[];
  changes: Record<string, unknown>;
}

/** Records an edit as the recipe's next version; the caller holds the recipe's row lock. */
export async function writeVersion(tx: Database, recipeId: string, changes: VersionChanges): Promise<void> {
  await tx.insert(recipeVersions).values({
    recipeId,
    version: sql`(select coalesce(max(${recipeVersions.version}), 0) + 1 from ${recipeVersions} where ${recipeVersions.recipeId} = ${recipeId})`,
    changes,
  });
}

/** The recipe's versions, newest first. */
export async function listVersions(db: Database, userId: string, recipeId: string): Promise<RecipeVersion[]> {
  if (!isUuid(recipeId)) throw new RecipeNotFoundError();
  const [owned] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (!owned) throw new RecipeNotFoundError();
  const rows = await readVersionsFrom(db, recipeId, 1);
  return rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    changedFields: Object.keys(row.changes),
    changes: row.changes,
  }));
}

/** Version `from` and every later one, newest first. */
export function readVersionsFrom(db: Database, recipeId: string, from: number) {
  return db
    .select({
      version: recipeVersions.version,
      createdAt: recipeVersions.createdAt,
      changes: recipeVersions.changes,
    })
    .from(recipeVersions)
    .where(and(eq(recipeVersions.recipeId, recipeId), gte(recipeVersions.version, from)))
    .orderBy(desc(recipeVersions.version));
}

/** A restored recipe's history, as it was (numbers, times and previous values), on its new row. */
export async function copyVersions(
  tx: Database,
  recipeId: string,
  versions: readonly { version: number; createdAt: Date; changes: VersionChanges }[],
): Promise<void> {
  if (versions.length === 0) return;
  await tx.insert(recipeVersions).values(versions.map((v) => ({ recipeId, ...v })));
}
