import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createMemoryRateLimiter } from '#server/limits/rate-limit-memory.ts';
import { createPostgresRateLimiter } from '#server/limits/rate-limit-postgres.ts';
import { RateLimitedError, type RateLimiter } from '#server/limits/rate-limiter.ts';
import { createTestDatabase, type TestDatabase } from '../support/database';

const rule = { limit: 3, windowMs: 60_000 };
const t0 = new Date('2026-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

describe.each([
  ['memory', () => createMemoryRateLimiter()],
  ['postgres', () => createPostgresRateLimiter(database.db)],
] as const)('%s rate-limit store', (_name, create) => {
  let limiter: RateLimiter;
  let n = 0;
  /** A key of its own for each test: the PostgreSQL store's table is shared by the tests. */
  let key: string;
  beforeAll(() => {
    limiter = create();
  });
  const freshKey = () => {
    n += 1;
    key = `test:${_name}:${n}`;
    return key;
  };

  it('allows up to the limit, then refuses with the time left in the window', async () => {
    freshKey();
    for (let i = 0; i < 3; i += 1)
      expect(await limiter.consume(key, rule, at(i * 1000))).toEqual({ allowed: true });
    expect(await limiter.consume(key, rule, at(20_000))).toEqual({ allowed: false, retryAfterMs: 40_000 });
    expect(await limiter.consume(`${key}:other`, rule, at(20_000))).toEqual({ allowed: true });
  });

  it('opens a new window once the old one has ended', async () => {
    freshKey();
    for (let i = 0; i < 4; i += 1) await limiter.consume(key, rule, at(0));
    expect(await limiter.consume(key, rule, at(59_999))).toMatchObject({ allowed: false, retryAfterMs: 1 });
    expect(await limiter.consume(key, rule, at(60_000))).toEqual({ allowed: true });
    for (let i = 0; i < 2; i += 1) await limiter.consume(key, rule, at(60_001));
    expect(await limiter.consume(key, rule, at(60_002))).toMatchObject({
      allowed: false,
      retryAfterMs: 59_998,
    });
  });

  it('takes one event back on refund, never below zero', async () => {
    freshKey();
    for (let i = 0; i < 3; i += 1) await limiter.consume(key, rule, at(0));
    await limiter.refund(key, at(1));
    expect(await limiter.consume(key, rule, at(2))).toEqual({ allowed: true });
    expect(await limiter.consume(key, rule, at(3))).toMatchObject({ allowed: false });

    const other = freshKey();
    await limiter.consume(other, rule, at(0));
    for (let i = 0; i < 3; i += 1) await limiter.refund(other, at(1));
    for (let i = 0; i < 3; i += 1)
      expect(await limiter.consume(other, rule, at(2))).toEqual({ allowed: true });
    expect(await limiter.consume(other, rule, at(3))).toMatchObject({ allowed: false });
  });

  it('forgets a key on reset', async () => {
    freshKey();
    for (let i = 0; i < 5; i += 1) await limiter.consume(key, rule, at(0));
    await limiter.reset(key);
    expect(await limiter.consume(key, rule, at(1))).toEqual({ allowed: true });
  });

  it('counts a concurrent burst exactly', async () => {
    freshKey();
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(key, rule, at(0))));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });
});

describe('memory store bounds', () => {
  it('evicts the oldest keys when full', async () => {
    const limiter = createMemoryRateLimiter(2);
    const strict = { limit: 1, windowMs: 60_000 };
    await limiter.consume('a', strict, at(0));
    expect(await limiter.consume('a', strict, at(1))).toMatchObject({ allowed: false });
    await limiter.consume('b', strict, at(2));
    // The map is full: c pushes out the oldest key (a), whose count is forgotten.
    await limiter.consume('c', strict, at(3));
    expect(await limiter.consume('a', strict, at(4))).toEqual({ allowed: true });
    // b was evicted to make room for a, c survived.
    expect(await limiter.consume('c', strict, at(5))).toMatchObject({ allowed: false });
  });

  it('sweeps an ended window before evicting a live one', async () => {
    const limiter = createMemoryRateLimiter(2);
    const strict = { limit: 1, windowMs: 60_000 };
    await limiter.consume('live', strict, at(0));
    await limiter.consume('live', strict, at(1));
    // Newer than 'live', so only a sweep of ended windows removes it rather than 'live'.
    await limiter.consume('ended', { limit: 1, windowMs: 10 }, at(2));
    await limiter.consume('new', strict, at(100));
    expect(await limiter.consume('live', strict, at(101))).toMatchObject({ allowed: false });
  });
});

describe('PostgreSQL store sharing and pruning', () => {
  it('agrees across several limiter instances (several servers on one database)', async () => {
    const first = createPostgresRateLimiter(database.db);
    const second = createPostgresRateLimiter(database.db);
    await first.consume('shared', rule, at(0));
    await second.consume('shared', rule, at(0));
    await first.consume('shared', rule, at(0));
    expect(await second.consume('shared', rule, at(0))).toMatchObject({ allowed: false });
  });

  it('deletes ended windows from the table as it goes', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    await limiter.consume('short-lived', { limit: 1, windowMs: 1000 }, at(0));
    await limiter.consume('trigger', rule, at(11 * 60_000));
    const rows = await queryRows<{ key: string }>(
      database.db,
      sql`select key from rate_limits where key = 'short-lived'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('RateLimitedError', () => {
  it('tells the wait in whole minutes and seconds', () => {
    const error = new RateLimitedError(11 * 60_000 + 5_000);
    expect(error.message).toBe('Too many attempts. Try again in 12 minutes.');
    expect(error.retryAfterSeconds).toBe(665);
    expect(new RateLimitedError(20_000).message).toBe('Too many attempts. Try again in 1 minute.');
    expect(new RateLimitedError(0).retryAfterSeconds).toBe(1);
  });
});
