import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { startTestServer, type TestServer } from '../support/http';
import { failure } from '../support/trpc-errors';
import { PASSWORD, rawCall, signedInBrowser, signedUpBrowser } from './auth-helpers';

const NEW_PASSWORD = 'vaihdettu-salasana';

let server: TestServer;
beforeAll(async () => {
  // Defaults: 10 days of inactivity, 30 days at most.
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('session lifetime over HTTP', () => {
  beforeAll(async () => {
    await signedUpBrowser(server, 'istunto@example.com');
  });

  async function signedInSession() {
    const browser = await signedInBrowser(server, 'istunto@example.com');
    const token = browser.jar.get('session')!;
    return { browser, token, id: token.split('.')[0]! };
  }

  const lastSeen = async (id: string) =>
    (
      await queryRows<{ last_seen_at: Date | string }>(
        server.database.db,
        sql`select last_seen_at from sessions where id = ${id}`,
      )
    ).map((row) => new Date(row.last_seen_at).getTime())[0];

  it('ends a session unused for longer than the inactivity limit, and clears the cookie', async () => {
    const { token, id } = await signedInSession();
    await server.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '10 days 1 minute' where id = ${id}`,
    );
    const me = await rawCall(server, 'auth.me', undefined, { cookie: `session=${token}` });
    expect(JSON.parse(me.body).result.data).toBeNull();
    expect(me.setCookie.join()).toMatch(/^session=;/);
    expect(await lastSeen(id)).toBeUndefined();
  });

  it('ends a session at the absolute limit even while in use', async () => {
    const { browser, id } = await signedInSession();
    await server.database.db.execute(
      sql`update sessions set created_at = now() - interval '30 days 1 minute', last_seen_at = now() where id = ${id}`,
    );
    expect(await failure(browser.trpc.auth.profile.query())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Session expired',
    });
  });

  it('renews a session last seen over an hour ago: last-seen moves and the cookie is re-sent', async () => {
    const { token, id } = await signedInSession();
    await server.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '61 minutes' where id = ${id}`,
    );
    const before = (await lastSeen(id))!;
    const me = await rawCall(server, 'auth.me', undefined, { cookie: `session=${token}` });
    expect(JSON.parse(me.body).result.data.email).toBe('istunto@example.com');
    const [cookie] = me.setCookie;
    expect(cookie).toMatch(new RegExp(`^session=${token.replace('.', '\\.')};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
    expect(expires).toBeGreaterThan(Date.now() + 9.9 * 24 * 3600 * 1000);
    expect((await lastSeen(id))! - before).toBeGreaterThan(60 * 60 * 1000);
  });

  it('writes nothing when the session was seen within the hour', async () => {
    const { token, id } = await signedInSession();
    await server.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '30 minutes' where id = ${id}`,
    );
    const before = await lastSeen(id);
    const me = await rawCall(server, 'auth.me', undefined, { cookie: `session=${token}` });
    expect(JSON.parse(me.body).result.data).not.toBeNull();
    expect(me.setCookie).toEqual([]);
    expect(await lastSeen(id)).toBe(before);
  });
});

describe('changing the password', () => {
  it('keeps this session, ends every other one and makes the new password the only one', async () => {
    const email = 'vaihto@example.com';
    const here = await signedUpBrowser(server, email);
    const elsewhere = await signedInBrowser(server, email);
    const tokenBefore = here.jar.get('session');

    await here.trpc.auth.changePassword.mutate({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(here.jar.get('session')).toBe(tokenBefore);
    expect((await here.trpc.auth.me.query())?.email).toBe(email);
    expect(await elsewhere.trpc.auth.me.query()).toBeNull();

    expect(
      await failure(server.client().trpc.auth.login.mutate({ email, password: PASSWORD })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(signedInBrowser(server, email, NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('refuses a wrong current password without ending the session', async () => {
    const browser = await signedUpBrowser(server, 'vaarin@example.com');
    expect(
      await failure(
        browser.trpc.auth.changePassword.mutate({ currentPassword: 'arvaus-123', newPassword: NEW_PASSWORD }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'Current password is incorrect', retryAfterSeconds: null });
    expect(await browser.trpc.auth.me.query()).not.toBeNull();
  });

  it('needs a session and a valid new password', async () => {
    expect(
      await failure(
        server
          .client()
          .trpc.auth.changePassword.mutate({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: 'Session expired' });
    const browser = await signedUpBrowser(server, 'lyhyt@example.com');
    expect(
      await failure(
        browser.trpc.auth.changePassword.mutate({ currentPassword: PASSWORD, newPassword: 'lyhyt' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Salasanan tulee olla vähintään 8 merkkiä pitkä' });
  });
});
