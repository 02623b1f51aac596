import { and, arrayContains, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { recipeCounts, recipes } from '#server/db/schema.ts';
import { recipeMinutes } from '#shared/recipes/recipe.ts';
import { encodeListCursor, type ListCursor } from './list-cursor';
import { titleContains } from './title-sql';

export interface RecipeListQuery {
  /** Case-insensitive substring of the title. */
  q?: string | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  /** Every one of these tags (AND). */
  tags?: string[] | undefined;
  cursor?: ListCursor | null | undefined;
  limit: number;
}

/** One row of the list screen. */
export interface RecipeListItem {
  id: string;
  title: string;
  category: string;
  subcategory: string;
  /** preparation_time, else total_time, else 0 (spec 2, recipe list). */
  minutes: number;
  tags: string[];
  possibleDuplicate: boolean;
  updatedAt: string;
  /** The cover's photo id, for the row's thumbnail; absent (not null) without photos, so rows stay small. */
  coverPhotoId?: string;
}

export interface RecipeListPage {
  items: RecipeListItem[];
  /** Null on the last page. */
  nextCursor: string | null;
  /** How many recipes match the filters, over all pages. */
  total: number;
}

/**
 * One page of the user's recipes, newest first, filtered in the database: the title search by the
 * trigram index, the tags by the GIN index on the array, the order and cursor by the list index.
 */
export async function listRecipes(
  db: Database,
  userId: string,
  query: RecipeListQuery,
): Promise<RecipeListPage> {
  const filters = listFilters(userId, query);
  const { cursor } = query;
  const afterCursor = cursor
    ? sql`(${recipes.createdAt}, ${recipes.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

  const [rows, total] = await Promise.all([
    db
      .select({
        id: recipes.id,
        title: recipes.title,
        category: recipes.category,
        subcategory: recipes.subcategory,
        preparationTime: recipes.preparationTime,
        totalTime: recipes.totalTime,
        tags: recipes.aiGeneratedTags,
        possibleDuplicate: recipes.possibleDuplicate,
        // The first element of the row's own array: no join, no second query per row.
        coverPhotoId: sql<string | null>`${recipes.photoIds}[1]`,
        createdAt: recipes.createdAt,
        updatedAt: recipes.updatedAt,
      })
      .from(recipes)
      .where(and(filters.sql, afterCursor))
      // NULLS LAST as in the index (drizzle's .desc() in schema.ts): plain DESC means NULLS FIRST to the
      // planner, which would then sort the whole library instead of reading the index in order.
      .orderBy(sql`${recipes.createdAt} desc nulls last`, sql`${recipes.id} desc nulls last`)
      .limit(query.limit + 1),
    filters.narrowed ? countMatching(db, filters.sql) : countAll(db, userId),
  ]);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      subcategory: row.subcategory,
      minutes: recipeMinutes(row),
      tags: row.tags,
      possibleDuplicate: row.possibleDuplicate,
      updatedAt: row.updatedAt.toISOString(),
      ...(row.coverPhotoId ? { coverPhotoId: row.coverPhotoId } : {}),
    })),
    nextCursor: rows.length > query.limit && last ? encodeListCursor(last) : null,
    total,
  };
}

/** Every recipe of the user: the count the triggers keep (schema.ts), one row by its key. */
async function countAll(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ recipes: recipeCounts.recipes })
    .from(recipeCounts)
    .where(eq(recipeCounts.userId, userId));
  return row?.recipes ?? 0;
}

/** The recipes a filter lets through, counted through the filter's own indexes. */
async function countMatching(db: Database, filters: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(recipes).where(filters);
  return row?.total ?? 0;
}

/** The WHERE of the user's recipes that pass the filters; `narrowed` when any filter is set. */
function listFilters(userId: string, query: RecipeListQuery): { sql: SQL | undefined; narrowed: boolean } {
  const q = query.q?.trim();
  const narrowing = [
    q ? titleContains(q) : undefined,
    query.category ? eq(recipes.category, query.category) : undefined,
    query.subcategory ? eq(recipes.subcategory, query.subcategory) : undefined,
    query.tags?.length ? arrayContains(recipes.aiGeneratedTags, query.tags) : undefined,
  ];
  return {
    sql: and(eq(recipes.userId, userId), ...narrowing),
    narrowed: narrowing.some((filter) => filter !== undefined),
  };
}
