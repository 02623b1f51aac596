import { sql } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, DRIZZLE_TEXT_TYPES, openDatabase, queryRows } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { users } from '#server/db/schema.ts';

/**
 * The embedded database holds the parsers drizzle brings with every statement, so PGlite no longer
 * copies its whole parser table per statement (server/db/client.ts): values read as they did before.
 */
describe('PGlite parsers held by the client', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await runMigrations(handle);
  });
  afterAll(() => handle.close());

  it('are exactly the types drizzle has every statement read as text', () => {
    // A drizzle upgrade that changes its set fails here: the statements would bring parsers again.
    const prepared = new PglitePreparedQuery(
      null as never,
      'select 1',
      [],
      { logQuery() {} },
      undefined as never,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    ) as unknown as Record<'rawQueryConfig' | 'queryConfig', { parsers: Record<string, unknown> }>;
    const typesOf = (config: { parsers: Record<string, unknown> }) =>
      Object.keys(config.parsers).map(Number).sort();
    const held = [...DRIZZLE_TEXT_TYPES].sort();
    expect(typesOf(prepared.rawQueryConfig)).toEqual(held);
    expect(typesOf(prepared.queryConfig)).toEqual(held);
  });

  it('read times as text for drizzle to map, bytea as bytes, numbers as numbers, in and out of a transaction', async () => {
    const read = async (db: DatabaseHandle['db']) => {
      const [user] = await db
        .insert(users)
        .values({ email: `p${Math.random()}@example.com`, passwordHash: 'x' })
        .returning({ createdAt: users.createdAt });
      const [raw] = await queryRows<Record<string, unknown>>(
        db,
        sql`select now() as at, now()::date as day, interval '90 minutes' as span, '\\x00ff'::bytea as bytes,
          42 as n, array[now()] as ats, array[1.5]::numeric[] as amounts`,
      );
      return { createdAt: user!.createdAt, raw: raw! };
    };
    for (const { createdAt, raw } of [
      await read(handle.db),
      await handle.db.transaction((tx) => read(tx as never)),
    ]) {
      expect(createdAt).toBeInstanceOf(Date);
      expect(raw.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+\+00$/);
      expect(raw.day).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(raw.span).toBe('01:30:00');
      expect(raw.bytes).toEqual(Buffer.from([0, 255]));
      expect(raw.n).toBe(42);
      expect(raw.ats).toMatch(/^\{"\d{4}-/);
      expect(raw.amounts).toBe('{1.5}');
    }
  });
});
