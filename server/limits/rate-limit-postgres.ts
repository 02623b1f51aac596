import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { rateLimits } from '../db/schema';
import { decide, type RateLimiter } from './rate-limiter';

/** Expired windows are deleted at most this often per server, so the table stays small. */
const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Shared store in the rate_limits table: one atomic upsert per event, so concurrent requests on
 * several servers never lose a count. The window restarts inside the same statement once it ends.
 */
export function createPostgresRateLimiter(db: Database): RateLimiter {
  let lastPrune = 0;

  async function pruneNow(now: Date) {
    if (now.getTime() - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = now.getTime();
    await db.execute(sql`delete from rate_limits where reset_at <= ${now.toISOString()}::timestamptz`);
  }

  return {
    async consume(key, rule, now = new Date()) {
      await pruneNow(now);
      const at = now.toISOString();
      const next = new Date(now.getTime() + rule.windowMs).toISOString();
      const [row] = await queryRows<{ count: number; reset_at: Date | string }>(
        db,
        sql`insert into rate_limits (key, count, reset_at)
            values (${key}, 1, ${next}::timestamptz)
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= ${at}::timestamptz then 1
                           else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= ${at}::timestamptz then excluded.reset_at
                              else rate_limits.reset_at end
            returning count::int as count, reset_at`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return decide({ count: row.count, resetAt: new Date(row.reset_at) }, rule, now);
    },
    async refund(key, now = new Date()) {
      await db.execute(
        sql`update rate_limits set count = greatest(count - 1, 0)
            where key = ${key} and reset_at > ${now.toISOString()}::timestamptz`,
      );
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
