import { type SQL, sql } from 'drizzle-orm';
import { recipes } from '../db/schema';
import { MIN_CONTAINED_LENGTH } from './title-match';

/** The indexed expression (schema.ts: the trigram and title-head indexes are both on lower(title)). */
const storedKey = sql`lower(${recipes.title})`;
// A literal, not a parameter: the title-head index is on left(lower(title), 3) and must match exactly.
const minLength = sql.raw(String(MIN_CONTAINED_LENGTH));

/** In LIKE, % and _ are wildcards and \ escapes: a search for "100%" must find that text literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The stored title contains `text`, case-insensitively; the trigram index answers it. */
export function titleContains(text: string): SQL {
  return sql`${storedKey} like '%' || lower(${escapeLike(text)}) || '%' escape '\\'`;
}

/** The SQL twin of title-match.ts: the stored title and `title` are possible duplicates. */
export function titleRelatedTo(title: string | null): SQL {
  if (!title) return sql`false`;
  const key = sql`lower(${title})`;
  // A stored title inside `title` starts where one of title's three-letter slices does: the title-head
  // index finds those few candidates, strpos confirms them. No scan of the user's titles.
  const heads = sql`array(select substr(${key}, i, ${minLength}) from generate_series(1, greatest(char_length(${key}) - ${minLength} + 1, 1)) as i)`;
  const containedIn = sql`left(${storedKey}, ${minLength}) = any(${heads}) and strpos(${key}, ${storedKey}) > 0 and (char_length(${storedKey}) >= ${minLength} or ${storedKey} = ${key})`;
  const contains = sql`char_length(${key}) >= ${minLength} and ${titleContains(title)}`;
  return sql`((${containedIn}) or (${contains}))`;
}
