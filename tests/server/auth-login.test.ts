import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { recipes } from '#server/db/schema.ts';
import { startTestServer, type TestServer } from '../support/http';
import { failure } from '../support/trpc-errors';
import { PASSWORD, rawCall, signedInBrowser, signedUpBrowser } from './auth-helpers';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up, sign-in and sign-out over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Limits out of the way: the throttle has its own tests.
    server = await startTestServer({ env: { LOGIN_MAX_FAILURES: '1000', SIGNUP_MAX_PER_WINDOW: '1000' } });
    await signedUpBrowser(server, 'leipuri@example.com');
  });
  afterAll(() => server?.close());

  it('signs a new sign-up in at once and answers me() with the user', async () => {
    const browser = server.client();
    const result = await browser.trpc.auth.register.mutate({
      email: '  Kondiittori@Example.COM ',
      password: PASSWORD,
    });
    expect(result).toMatchObject({ status: 'signed-in', user: { email: 'kondiittori@example.com' } });
    expect(browser.jar.get('session')).toBeTruthy();

    const me = await browser.trpc.auth.me.query();
    expect(me).toEqual({
      id: expect.any(String),
      email: 'kondiittori@example.com',
      emailVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(await server.client().trpc.auth.me.query()).toBeNull();
  });

  it('signs in with the address typed in any case', async () => {
    const browser = server.client();
    const { user } = await browser.trpc.auth.login.mutate({
      email: ' LEIPURI@example.com',
      password: PASSWORD,
    });
    expect(user.email).toBe('leipuri@example.com');
    expect((await browser.trpc.auth.me.query())?.id).toBe(user.id);
  });

  it('validates input with the shared messages', async () => {
    const trpc = server.client().trpc;
    expect(
      await failure(trpc.auth.register.mutate({ email: 'a@example.com', password: 'lyhyt' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Salasanan tulee olla vähintään 8 merkkiä pitkä',
    });
    expect(
      await failure(trpc.auth.register.mutate({ email: 'a@example.com', password: 'x'.repeat(257) })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Salasana saa olla enintään 256 merkkiä pitkä' });
    expect(await failure(trpc.auth.login.mutate({ email: ' ', password: PASSWORD }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Email is required',
    });
    expect(
      await failure(trpc.auth.login.mutate({ email: 'leipuri@example.com', password: '' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Password is required',
    });
    expect(
      await failure(trpc.auth.register.mutate({ email: 'not-an-address', password: PASSWORD })),
    ).toMatchObject({
      message: 'Enter a valid email address',
    });
  });

  it('answers a wrong password and an unknown address identically, byte for byte', async () => {
    const wrong = await rawCall(server, 'auth.login', {
      email: 'leipuri@example.com',
      password: 'vaara-salasana',
    });
    const unknown = await rawCall(server, 'auth.login', {
      email: 'nobody@example.com',
      password: 'vaara-salasana',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(JSON.parse(wrong.body).error.message).toBe('Login failed');
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.setCookie).toEqual(wrong.setCookie);
  });

  it('takes as long for an unknown address as for a wrong password (argon2 runs either way)', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await rawCall(server, 'auth.login', { email, password: 'vaara-salasana' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await timed('leipuri@example.com'));
      unknown.push(await timed(`nobody${i}@example.com`));
    }
    // A skipped hash would make the unknown case several times faster; the bound allows for noise.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('refuses a taken address at sign-up with CONFLICT (confirmation not required, ADR 0005)', async () => {
    const browser = server.client();
    expect(
      await failure(
        browser.trpc.auth.register.mutate({ email: 'Leipuri@Example.com', password: 'toinen-salasana' }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      retryAfterSeconds: null,
    });
    expect(browser.jar.get('session')).toBeUndefined();
  });

  it('issues a new session on sign-in and ends the one the browser came with (no fixation)', async () => {
    const attacker = await signedInBrowser(server, 'leipuri@example.com');
    const plantedToken = attacker.jar.get('session')!;

    const victim = server.client();
    victim.jar.set('session', plantedToken);
    await victim.trpc.auth.register.mutate({ email: 'uhri@example.com', password: PASSWORD });
    const victimToken = victim.jar.get('session');
    expect(victimToken).toBeTruthy();
    expect(victimToken).not.toBe(plantedToken);
    expect((await victim.trpc.auth.me.query())?.email).toBe('uhri@example.com');
    // The planted session is gone, so the attacker cannot ride along.
    expect(await attacker.trpc.auth.me.query()).toBeNull();

    const made = server.client();
    made.jar.set('session', 'madeup.token');
    await made.trpc.auth.login.mutate({ email: 'uhri@example.com', password: PASSWORD });
    expect(made.jar.get('session')).not.toBe('madeup.token');
  });

  it('signs out: the session row is deleted, the cookie cleared and the old token is dead', async () => {
    const browser = await signedInBrowser(server, 'leipuri@example.com');
    const token = browser.jar.get('session')!;
    const sessionId = token.split('.')[0];

    const out = await browser.fetch(`${server.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/session=;.*Expires=Thu, 01 Jan 1970/);
    // The photos it cached privately are the signed-in chef's: the browser forgets them too.
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
    expect(browser.jar.get('session')).toBeUndefined();
    const rows = await queryRows(server.database.db, sql`select id from sessions where id = ${sessionId}`);
    expect(rows).toHaveLength(0);

    const replay = await rawCall(server, 'auth.me', undefined, { cookie: `session=${token}` });
    expect(JSON.parse(replay.body).result.data).toBeNull();
    // Signing out when already signed out is harmless.
    await expect(browser.trpc.auth.logout.mutate()).resolves.toBeUndefined();
  });

  it('refuses a cross-origin and a text/plain POST to auth.login (CSRF) and creates no session', async () => {
    const body = JSON.stringify({ email: 'leipuri@example.com', password: PASSWORD });
    const cross = await fetch(`${server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body,
    });
    const plain = await fetch(`${server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'text/plain' },
      body,
    });
    expect(cross.status).toBe(403);
    expect(plain.status).toBe(403);
    expect(cross.headers.getSetCookie()).toEqual([]);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });

  it('changes nothing through GET: mutations are refused, queries only read', async () => {
    const browser = await signedInBrowser(server, 'leipuri@example.com');
    const input = encodeURIComponent(JSON.stringify({ email: 'leipuri@example.com', password: PASSWORD }));
    const login = await browser.fetch(`${server.url}/trpc/auth.login?input=${input}`);
    const logout = await browser.fetch(`${server.url}/trpc/auth.logout`);
    expect(login.status).toBe(405);
    expect(logout.status).toBe(405);
    expect(await browser.trpc.auth.me.query()).not.toBeNull();
  });

  it('shows the profile with the count of the user’s own recipes only', async () => {
    const own = await signedUpBrowser(server, 'profiili@example.com');
    const other = await signedInBrowser(server, 'leipuri@example.com');
    const ownId = (await own.trpc.auth.me.query())!.id;
    const otherId = (await other.trpc.auth.me.query())!.id;
    await server.database.db.insert(recipes).values([
      { userId: ownId, title: 'Kinuskikastike', subcategory: 'Sauces' },
      { userId: ownId, title: 'Mustikkapiirakka', subcategory: 'Cakes' },
      { userId: otherId, title: 'Ruisleipä', subcategory: 'Bread' },
    ]);

    const profile = await own.trpc.auth.profile.query();
    expect(profile).toEqual({
      email: 'profiili@example.com',
      createdAt: expect.stringMatching(/Z$/),
      recipeCount: 2,
    });
    expect(await failure(server.client().trpc.auth.profile.query())).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Session expired',
    });
  });

  it('never sends a password hash', async () => {
    const email = 'tiiviste@example.com';
    const register = await rawCall(server, 'auth.register', { email, password: PASSWORD });
    const login = await rawCall(server, 'auth.login', { email, password: PASSWORD });
    const cookie = login.setCookie[0]!.split(';')[0]!;
    const me = await rawCall(server, 'auth.me', undefined, { cookie });
    const profile = await rawCall(server, 'auth.profile', undefined, { cookie });
    for (const response of [register, login, me, profile]) {
      expect(response.status).toBe(200);
      expect(response.body).not.toMatch(/argon2|hash|password/i);
    }
  });
});
