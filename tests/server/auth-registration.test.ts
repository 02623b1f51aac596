import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { callerFor } from '../support/caller';
import { startTestServer, type TestServer } from '../support/http';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { failure } from '../support/trpc-errors';
import { mailTo, PASSWORD, rawCall, tokenFrom } from './auth-helpers';

const CONFIRM_SUBJECT = /vahvista sähköpostiosoitteesi \/ confirm your email address/;
const ATTEMPT_SUBJECT = /you already have an account/;
const NOT_CONFIRMED = 'Please confirm your email address first. We sent you a link.';

// One server with confirmation required; the other settings are tried through createCaller on it.
describe('sign-up and email confirmation', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_CONFIRMATION: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('with REQUIRE_EMAIL_CONFIRMATION=true does not sign in; sign-in waits for the mailed link', async () => {
    const email = 'vahvistus@example.com';
    const browser = server.client();
    expect(await browser.trpc.auth.register.mutate({ email, password: PASSWORD })).toEqual({
      status: 'confirmation-sent',
    });
    expect(browser.jar.get('session')).toBeUndefined();
    const mail = await smtp.waitFor(mailTo(email, CONFIRM_SUBJECT));
    expect(mail.text).toContain(`${server.origin}/recipelibrary/login#confirm=`);
    const [stored] = await queryRows<{ valid_hours: number }>(
      server.database.db,
      sql`select round(extract(epoch from expires_at - created_at) / 3600)::int as valid_hours
          from email_verification_tokens`,
    );
    expect(stored?.valid_hours).toBe(48);

    // A wrong password still says only "Login failed": the refusal below reveals nothing to a guesser.
    expect(
      await failure(browser.trpc.auth.login.mutate({ email, password: 'vaara-salasana' })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Login failed',
    });
    expect(await failure(browser.trpc.auth.login.mutate({ email, password: PASSWORD }))).toEqual({
      code: 'FORBIDDEN',
      message: NOT_CONFIRMED,
      retryAfterSeconds: null,
    });
    expect(browser.jar.get('session')).toBeUndefined();

    // "We sent you a link": the refused sign-in mailed a fresh one, and the first stopped working.
    const resent = await smtp.waitFor((m) => m !== mail && mailTo(email, CONFIRM_SUBJECT)(m));
    const firstToken = tokenFrom(mail, 'confirm');
    const token = tokenFrom(resent, 'confirm');
    expect(token).not.toBe(firstToken);
    expect(await failure(browser.trpc.auth.confirmEmail.mutate({ token: firstToken }))).toMatchObject({
      code: 'BAD_REQUEST',
    });

    expect(await browser.trpc.auth.confirmEmail.mutate({ token })).toEqual({ email });
    expect(await failure(browser.trpc.auth.confirmEmail.mutate({ token }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    const { user } = await browser.trpc.auth.login.mutate({ email, password: PASSWORD });
    expect(user.emailVerified).toBe(true);
    expect((await browser.trpc.auth.me.query())?.emailVerified).toBe(true);
  });

  it('answers a taken address exactly like a new one and tells the owner instead', async () => {
    const owner = 'omistaja@example.com';
    const fresh = await rawCall(server, 'auth.register', { email: owner, password: PASSWORD });
    await smtp.waitFor(mailTo(owner, CONFIRM_SUBJECT));

    const taken = await rawCall(server, 'auth.register', { email: owner, password: 'toinen-salasana' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toBe(fresh.body);
    expect(taken.setCookie).toEqual([]);

    const notice = await smtp.waitFor(mailTo(owner, ATTEMPT_SUBJECT));
    expect(notice.text).toContain('Someone just tried to register with this email address');
    expect(notice.text).toContain(`${server.origin}/recipelibrary/login`);
    expect(smtp.messages.filter(mailTo(owner, CONFIRM_SUBJECT))).toHaveLength(1);
    // The original password still belongs to the owner.
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users where email = ${owner}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('signs in at once when confirmation is not required, and still mails a link that confirms', async () => {
    const email = 'heti@example.com';
    const deps = server.deps;
    const caller = callerFor({ ...deps, config: { ...deps.config, REQUIRE_EMAIL_CONFIRMATION: false } });
    const result = await caller.auth.register({ email, password: PASSWORD });
    expect(result).toMatchObject({ status: 'signed-in', user: { email, emailVerified: false } });
    const token = tokenFrom(await smtp.waitFor(mailTo(email, CONFIRM_SUBJECT)), 'confirm');
    await caller.auth.confirmEmail({ token });
    const { user } = await server.client().trpc.auth.login.mutate({ email, password: PASSWORD });
    expect(user.emailVerified).toBe(true);
  });

  it('is closed with ALLOW_REGISTRATION=false: FORBIDDEN, and nothing is created', async () => {
    const deps = server.deps;
    const caller = callerFor({ ...deps, config: { ...deps.config, ALLOW_REGISTRATION: false } });
    expect(
      await failure(caller.auth.register({ email: 'suljettu@example.com', password: PASSWORD })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Registration is closed',
      retryAfterSeconds: null,
    });
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from users where email = 'suljettu@example.com'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses an expired confirmation link', async () => {
    const email = 'myohassa@example.com';
    await server.client().trpc.auth.register.mutate({ email, password: PASSWORD });
    const token = tokenFrom(await smtp.waitFor(mailTo(email, CONFIRM_SUBJECT)), 'confirm');
    await server.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second'`,
    );
    expect(await failure(server.client().trpc.auth.confirmEmail.mutate({ token }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
