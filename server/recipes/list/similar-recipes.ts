import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { recipes } from '#server/db/schema.ts';
import { relatedCandidates, titleRelatedTo } from './title-sql';

export interface SimilarRecipe {
  id: string;
  title: string;
}

const MAX_SIMILAR = 5;

/**
 * The user's recipes whose title resembles `title`, best first, for the import's warning: trigram
 * similarity above 0.3 (pg_trgm's `%` at its default threshold, answered by the trigram index) or a
 * possible duplicate by the containment rule.
 */
export async function findSimilarRecipes(
  db: Database,
  userId: string,
  title: string,
): Promise<SimilarRecipe[]> {
  const wanted = title.trim();
  const related = relatedCandidates(userId, wanted);
  if (!related) return [];
  const candidate = sql`candidates.title`;
  return queryRows<SimilarRecipe>(
    db,
    sql`with candidates as (
      select ${recipes.id} as id, ${recipes.title} as title from ${recipes}
      where ${recipes.userId} = ${userId} and lower(${recipes.title}) % lower(${wanted})
      union ${related}
    )
    select id, title from candidates
    where lower(${candidate}) % lower(${wanted}) or ${titleRelatedTo(wanted, candidate)}
    order by similarity(lower(${candidate}), lower(${wanted})) desc, title
    limit ${MAX_SIMILAR}`,
  );
}
