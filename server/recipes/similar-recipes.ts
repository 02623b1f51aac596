import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { recipes } from '../db/schema';
import { titleRelatedTo } from './title-sql';

export interface SimilarRecipe {
  id: string;
  title: string;
}

const MAX_SIMILAR = 5;

/**
 * The user's recipes whose title resembles `title`, best first, for the import's warning: trigram
 * similarity above 0.3 (pg_trgm's `%` with its default threshold, answered by the trigram index) or
 * a possible duplicate by the containment rule.
 */
export async function findSimilarRecipes(
  db: Database,
  userId: string,
  title: string,
): Promise<SimilarRecipe[]> {
  const wanted = title.trim();
  if (!wanted) return [];
  const similarity = sql<number>`similarity(lower(${recipes.title}), lower(${wanted}))`;
  return db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(
      and(
        eq(recipes.userId, userId),
        or(sql`lower(${recipes.title}) % lower(${wanted})`, titleRelatedTo(wanted)),
      ),
    )
    .orderBy(desc(similarity), recipes.title)
    .limit(MAX_SIMILAR);
}
