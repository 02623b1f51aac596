import { eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { recipes } from '../db/schema';
import { computeDuplicatePartners } from './duplicate-flags';
import { relatedCandidates, titleRelatedTo } from './list/title-sql';
import { lockUserRecipes } from './user-lock';

export interface TitleChange {
  userId: string;
  recipeId: string;
  /** The title before the write; null when the recipe is new. */
  before: string | null;
  /** The title after the write; null when the recipe was deleted. */
  after: string | null;
}

/**
 * Moves the duplicate counts for one recipe's title change, in one statement: every recipe related
 * to the old title loses a partner, every recipe related to the new one gains one, and the written
 * recipe counts its new partners. Only those recipes are read and touched, each found through an
 * index (title-sql.ts). Run it inside the writing transaction, after lockUserRecipes.
 */
export async function syncDuplicatePartners(tx: Database, change: TitleChange): Promise<void> {
  const candidates = [
    relatedCandidates(change.userId, change.before),
    relatedCandidates(change.userId, change.after),
  ]
    .filter((query) => query !== null)
    .map((query) => sql`(${query})`);
  if (candidates.length === 0) return;
  const title = sql`candidates.title`;
  await queryRows(
    tx,
    sql`with candidates as (${sql.join(candidates, sql` union `)}),
    related as (
      select id, ${titleRelatedTo(change.before, title)} as to_before, ${titleRelatedTo(change.after, title)} as to_after
      from candidates where id <> ${change.recipeId}
    ), moved as (
      update ${recipes} set duplicate_partners = duplicate_partners + (related.to_after::int - related.to_before::int)
      from related where ${recipes.id} = related.id and related.to_after <> related.to_before
    )
    update ${recipes} set duplicate_partners = (select count(*) from related where to_after)::int
    where ${recipes.id} = ${change.recipeId}`,
  );
}

const REBUILD_BATCH = 1000;

/**
 * Recomputes every count of one user's library from scratch (seed, repair). The whole library is
 * compared in memory (duplicate-flags.ts), then only the counts that differ are written.
 */
export async function rebuildDuplicatePartners(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRecipes(tx, userId);
    const rows = await tx
      .select({ id: recipes.id, title: recipes.title, partners: recipes.duplicatePartners })
      .from(recipes)
      .where(eq(recipes.userId, userId));
    const partners = computeDuplicatePartners(rows);
    const changed = rows.filter((row) => partners.get(row.id) !== row.partners);
    for (let i = 0; i < changed.length; i += REBUILD_BATCH) {
      const batch = changed.slice(i, i + REBUILD_BATCH);
      const counts: SQL = sql.join(
        batch.map((row) => sql`(${row.id}::uuid, ${partners.get(row.id)!}::int)`),
        sql`, `,
      );
      await queryRows(
        tx,
        sql`update ${recipes} set duplicate_partners = counts.partners
          from (values ${counts}) as counts(id, partners) where ${recipes.id} = counts.id`,
      );
    }
  });
}
