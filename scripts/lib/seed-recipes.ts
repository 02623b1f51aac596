import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { recipes } from '#server/db/schema.ts';
import { rebuildDuplicatePartners } from '#server/recipes/duplicate-sync.ts';
import { applySaveRules } from '#shared/recipes/save-rules.ts';
import { recipeGenerator } from './recipe-generator';

const BATCH_SIZE = 500;
const SPREAD_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/**
 * Adds `count` generated recipes to a user's library, created over the last three years (oldest
 * first), in one transaction; then computes the library's duplicate counts once, instead of moving
 * them recipe by recipe as the app's writes do.
 */
export async function seedRecipes(db: Database, userId: string, count: number, seed = 1): Promise<void> {
  const next = recipeGenerator(seed);
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (let start = 0; start < count; start += BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, i) => {
        const createdAt = new Date(now - SPREAD_MS + Math.round(((start + i + 1) / count) * SPREAD_MS));
        return { ...applySaveRules(next()), userId, createdAt, updatedAt: createdAt };
      });
      await tx.insert(recipes).values(batch);
    }
  });
  await rebuildDuplicatePartners(db, userId);
  // A bulk load leaves the planner without statistics and index-only scans without a visibility map
  // until autovacuum comes by, and PGlite has no autovacuum at all.
  await queryRows(db, sql`vacuum analyze ${recipes}`);
}
