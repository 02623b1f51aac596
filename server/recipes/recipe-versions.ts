import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { isUuid } from '#shared/uuid.ts';
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

/**
 * A recipe's history is capped so that a backup can always restore it (docs/decisions/0025): past
 * `kept` versions the oldest are pruned. A restore writes versions `insertBatch` at a time, well within
 * PostgreSQL's 65,535 bind parameters (4 a version).
 */
export const VERSION_LIMITS = { kept: 1000, insertBatch: 500 } as const;

/** Records an edit as the recipe's next version; the caller holds the recipe's row lock. */
export async function writeVersion(tx: Database, recipeId: string, changes: VersionChanges): Promise<void> {
  const [written] = await tx
    .insert(recipeVersions)
    .values({
      recipeId,
      version: sql`(select coalesce(max(${recipeVersions.version}), 0) + 1 from ${recipeVersions} where ${recipeVersions.recipeId} = ${recipeId})`,
      changes,
    })
    .returning({ version: recipeVersions.version });
  await tx
    .delete(recipeVersions)
    .where(
      and(
        eq(recipeVersions.recipeId, recipeId),
        lte(recipeVersions.version, written!.version - VERSION_LIMITS.kept),
      ),
    );
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
  for (let start = 0; start < versions.length; start += VERSION_LIMITS.insertBatch) {
    const batch = versions.slice(start, start + VERSION_LIMITS.insertBatch);
    await tx.insert(recipeVersions).values(batch.map((v) => ({ recipeId, ...v })));
  }
}
