import { type SQL, sql } from 'drizzle-orm';
import { recipes } from '#server/db/schema.ts';
import { MIN_CONTAINED_LENGTH } from './title-match';

// A literal, not a parameter: the title-head index is on left(lower(title), 3) and must match exactly.
const minLength = sql.raw(String(MIN_CONTAINED_LENGTH));

/** In LIKE, % and _ are wildcards and \ escapes: a search for "100%" must find that text literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The title contains `text`, case-insensitively. On recipes.title (the default) the trigram index on
 * lower(title) answers it.
 */
export function titleContains(text: string, title: SQL = sql`${recipes.title}`): SQL {
  return sql`lower(${title}) like '%' || lower(${escapeLike(text)}) || '%' escape '\\'`;
}

/** The SQL twin of title-match.ts: `stored` and `title` are possible duplicates of each other. */
export function titleRelatedTo(title: string | null, stored: SQL): SQL {
  if (!title) return sql`false`;
  const key = sql`lower(${title})`;
  const storedKey = sql`lower(${stored})`;
  return sql`(${storedKey} = ${key}
    or (char_length(${key}) >= ${minLength} and ${titleContains(title, stored)})
    or (char_length(${storedKey}) >= ${minLength} and strpos(${key}, ${storedKey}) > 0))`;
}

/**
 * Rows (id, title) of the user's recipes that may be related to `title`, every related one among
 * them, found through indexes alone: titles containing it by the trigram index, and titles contained
 * in it by the title-head index, since such a title starts with one of its three-letter slices.
 * A union of plain queries rather than one OR, which the planner could only answer with a scan.
 */
export function relatedCandidates(userId: string, title: string | null): SQL | null {
  if (!title) return null;
  const key = sql`lower(${title})`;
  const heads = sql`select distinct substr(${key}, i, ${minLength}) as head
    from generate_series(1, greatest(char_length(${key}) - ${minLength} + 1, 1)) as i`;
  // One index probe per slice (LATERAL, with OFFSET 0 so the planner cannot flatten it back into a
  // join): as a join it guesses the slices match a large share of the library and hash-joins them
  // against a scan of every title.
  return sql`select candidate.id, candidate.title from (${heads}) as heads cross join lateral (
      select ${recipes.id} as id, ${recipes.title} as title from ${recipes}
      where ${recipes.userId} = ${userId} and left(lower(${recipes.title}), ${minLength}) = heads.head
      offset 0
    ) as candidate
    union
    select ${recipes.id}, ${recipes.title} from ${recipes}
      where ${recipes.userId} = ${userId} and char_length(${key}) >= ${minLength} and ${titleContains(title)}`;
}
