import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { startTestServer, type TestServer } from '../support/http';
import { failure } from '../support/trpc-errors';
import { PASSWORD } from './auth-helpers';

const WRONG = 'vaara-salasana';
const RETRY_MESSAGE = 'Too many attempts. Try again in 15 minutes.';

describe.each(['memory', 'postgres'] as const)('sign-in throttle over HTTP, %s store', (store) => {
  let server: TestServer;
  /** A browser behind the given client address (the app trusts X-Forwarded-For here). */
  const from = (ip: string) => server.client({ headers: { 'x-forwarded-for': ip } }).trpc;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        RATE_LIMIT_STORE: store,
        TRUST_PROXY: 'true',
        SIGNUP_MAX_PER_WINDOW: '2',
        RESET_MAX_PER_WINDOW: '2',
      },
    });
    for (const [i, email] of ['tili@example.com', 'toinen@example.com', 'kolmas@example.com'].entries()) {
      await from(`192.0.2.${i + 1}`).auth.register.mutate({ email, password: PASSWORD });
    }
  });
  afterAll(() => server?.close());

  it('refuses the 11th attempt on one account from any browser without its device cookie, even with the right password', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect(
        await failure(from(`10.1.0.${i}`).auth.login.mutate({ email: 'tili@example.com', password: WRONG })),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: 'Login failed' });
    }
    const refused = await failure(
      from('10.1.0.11').auth.login.mutate({ email: 'tili@example.com', password: PASSWORD }),
    );
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: RETRY_MESSAGE });
    expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // The address itself is not blocked: another account signs in from it.
    await expect(
      from('10.1.0.11').auth.login.mutate({ email: 'toinen@example.com', password: PASSWORD }),
    ).resolves.toMatchObject({ user: { email: 'toinen@example.com' } });
  });

  it('refuses an address after 10 failures, counting a parallel burst exactly', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        failure(from('10.2.0.1').auth.login.mutate({ email: `arvaus${i}@example.com`, password: WRONG })),
      ),
    );
    expect(burst.filter((f) => f.code === 'UNAUTHORIZED')).toHaveLength(10);
    expect(burst.filter((f) => f.code === 'TOO_MANY_REQUESTS')).toHaveLength(2);
    expect(
      await failure(from('10.2.0.1').auth.login.mutate({ email: 'kolmas@example.com', password: PASSWORD })),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: RETRY_MESSAGE });
    // The account itself is not blocked: its owner signs in from elsewhere.
    await expect(
      from('10.2.0.2').auth.login.mutate({ email: 'kolmas@example.com', password: PASSWORD }),
    ).resolves.toBeDefined();
  });

  it('clears the account’s failures on a successful sign-in', async () => {
    const email = 'kolmas@example.com';
    for (let i = 1; i <= 9; i += 1) {
      await failure(from(`10.3.0.${i}`).auth.login.mutate({ email, password: WRONG }));
    }
    await from('10.3.1.1').auth.login.mutate({ email, password: PASSWORD });
    for (let i = 1; i <= 10; i += 1) {
      expect(await failure(from(`10.3.2.${i}`).auth.login.mutate({ email, password: WRONG }))).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    expect(await failure(from('10.3.3.1').auth.login.mutate({ email, password: WRONG }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('limits reset requests per address, answering alike for unknown ones', async () => {
    await from('10.4.0.1').auth.requestPasswordReset.mutate({ email: 'ei-ole@example.com' });
    await from('10.4.0.1').auth.requestPasswordReset.mutate({ email: 'eika-tata@example.com' });
    expect(
      await failure(
        from('10.4.0.1').auth.requestPasswordReset.mutate({ email: 'kolmas-yritys@example.com' }),
      ),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: RETRY_MESSAGE });
  });

  it('never refuses a reset request because others asked for the same address', async () => {
    // Per target address the limit only stops further mails (the owner keeps the last link sent).
    for (let i = 1; i <= 6; i += 1) {
      await from(`10.4.1.${i}`).auth.requestPasswordReset.mutate({ email: 'tili@example.com' });
    }
    await expect(
      from('10.4.2.1').auth.requestPasswordReset.mutate({ email: 'tili@example.com' }),
    ).resolves.toBeUndefined();
  });

  it('refuses sign-ups from one address over SIGNUP_MAX_PER_WINDOW, before creating anything', async () => {
    await from('10.5.0.1').auth.register.mutate({ email: 'eka@example.com', password: PASSWORD });
    await from('10.5.0.1').auth.register.mutate({ email: 'toka@example.com', password: PASSWORD });
    expect(
      await failure(
        from('10.5.0.1').auth.register.mutate({ email: 'kolmas-tili@example.com', password: PASSWORD }),
      ),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: RETRY_MESSAGE });
    const users = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users where email = 'kolmas-tili@example.com'`,
    );
    expect(users[0]?.n).toBe(0);
  });

  it(`keeps its counters in ${store === 'postgres' ? 'the rate_limits table' : 'process memory'}`, async () => {
    const rows = await queryRows<{ key: string; count: number }>(
      server.database.db,
      sql`select key, count from rate_limits where key = 'login:address:10.2.0.1'`,
    );
    if (store === 'postgres') expect(rows).toEqual([{ key: 'login:address:10.2.0.1', count: 13 }]);
    else expect(rows).toEqual([]);
  });
});
