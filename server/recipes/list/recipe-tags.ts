import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '#server/db/client.ts';
import { recipes } from '#server/db/schema.ts';

export interface TagCount {
  tag: string;
  count: number;
}

/** Every distinct tag on the user's recipes with how many recipes carry it, most used first. */
export function listTags(db: Database, userId: string): Promise<TagCount[]> {
  return queryRows<TagCount>(
    db,
    sql`select tag, count(*)::int as count
      from ${recipes}, unnest(${recipes.aiGeneratedTags}) as tag
      where ${recipes.userId} = ${userId}
      group by tag
      order by count desc, tag`,
  );
}
