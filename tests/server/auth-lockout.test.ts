import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/http';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { failure } from '../support/trpc-errors';
import { mailTo, PASSWORD, rawCall, tokenFrom } from './auth-helpers';

const WRONG = 'vaara-salasana';
const OWNER = 'kokki@example.com';
const RESET_SUBJECT = /salasanan vaihto \/ password reset/;

/**
 * Issue 12 (2): strangers' failures must not lock the owner out of a browser she signed in on before
 * (OWASP device cookies), nor ever block her reset; strangers stay slowed.
 */
describe.each(['memory', 'postgres'] as const)('no lockout of the owner by strangers, %s store', (store) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  /** A browser behind the given client address (the app trusts X-Forwarded-For here). */
  const browserAt = (ip: string) => server.client({ headers: { 'x-forwarded-for': ip } });
  const strangerTries = async (password: string, count: number, net: string) => {
    const results = [];
    for (let i = 1; i <= count; i += 1) {
      results.push(
        await failure(browserAt(`${net}.${i}`).trpc.auth.login.mutate({ email: OWNER, password })),
      );
    }
    return results;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: { RATE_LIMIT_STORE: store, TRUST_PROXY: 'true', SMTP_URL: smtp.url, RESET_MAX_PER_WINDOW: '2' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('lets the owner’s browser sign in after 11 strangers’ failures; strangers stay locked out', async () => {
    const kitchen = browserAt('198.51.100.7');
    await kitchen.trpc.auth.register.mutate({ email: OWNER, password: PASSWORD });
    const device = kitchen.jar.get('device');
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/);
    await kitchen.trpc.auth.logout.mutate();
    expect(kitchen.jar.get('device')).toBe(device);

    const failures = await strangerTries(WRONG, 11, '203.0.113');
    expect(failures.slice(0, 10).every((f) => f.code === 'UNAUTHORIZED')).toBe(true);
    expect(failures[10]?.code).toBe('TOO_MANY_REQUESTS');
    // Even with the right password, a browser without the owner's device cookie waits…
    expect((await strangerTries(PASSWORD, 1, '203.0.114'))[0]?.code).toBe('TOO_MANY_REQUESTS');
    // …but the owner's own browser signs in at once.
    await expect(kitchen.trpc.auth.login.mutate({ email: OWNER, password: PASSWORD })).resolves.toMatchObject(
      {
        user: { email: OWNER },
      },
    );
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, for a year', async () => {
    const signIn = await rawCall(server, 'auth.register', {
      email: 'evaste@example.com',
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const device = signIn.setCookie.find((c) => c.startsWith('device='));
    expect(device).toMatch(/^device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('trusts a device cookie only for the account it was issued for, and never a forged one', async () => {
    const other = browserAt('198.51.100.8');
    await other.trpc.auth.register.mutate({ email: 'toinen-kokki@example.com', password: PASSWORD });
    const otherDevice = other.jar.get('device') ?? '';
    const forged = browserAt('203.0.115.1');
    for (const token of [otherDevice, `${otherDevice.split('.')[0]}.AAAA`, 'x.y']) {
      forged.jar.set('device', token);
      expect(
        await failure(forged.trpc.auth.login.mutate({ email: OWNER, password: PASSWORD })),
      ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('counts a trusted browser’s own failures apart: ten wrong guesses there lock only that browser', async () => {
    const laptop = browserAt('198.51.100.9');
    await laptop.trpc.auth.register.mutate({ email: 'leipuri@example.com', password: PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      await failure(laptop.trpc.auth.login.mutate({ email: 'leipuri@example.com', password: WRONG }));
    }
    expect(
      await failure(laptop.trpc.auth.login.mutate({ email: 'leipuri@example.com', password: PASSWORD })),
    ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The account's pool for other clients is untouched by that browser's guesses.
    await expect(
      browserAt('198.51.100.10').trpc.auth.login.mutate({ email: 'leipuri@example.com', password: PASSWORD }),
    ).resolves.toBeDefined();
  });

  it('never blocks the owner’s reset: strangers’ requests stop mailing after the limit, hers is answered', async () => {
    const before = smtp.messages.length;
    for (let i = 1; i <= 6; i += 1) {
      await browserAt(`203.0.116.${i}`).trpc.auth.requestPasswordReset.mutate({ email: OWNER });
    }
    await browserAt('198.51.100.7').trpc.auth.requestPasswordReset.mutate({ email: OWNER });
    const ownMails = (m: ReceivedMail) =>
      smtp.messages.indexOf(m) >= before && mailTo(OWNER, RESET_SUBJECT)(m);
    await smtp.waitFor((m) => ownMails(m) && smtp.messages.filter(ownMails).length >= 2);
    // Time for any further mail to arrive (there must be none).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.deps.background.idle();
    const mails = smtp.messages.filter(ownMails);
    // The inbox is not flooded: RESET_MAX_PER_WINDOW (2) mails in the window, whoever asked.
    expect(mails).toHaveLength(2);
    // The newest link sent is in her inbox and works: she sets a new password and is signed in.
    const results = await Promise.allSettled(
      mails.map((mail) =>
        browserAt('198.51.100.11').trpc.auth.resetPassword.mutate({
          token: tokenFrom(mail, 'token'),
          password: 'uusi-salasana-1',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // The reset also lifted the strangers' lockout of the account.
    await expect(
      browserAt('203.0.117.1').trpc.auth.login.mutate({ email: OWNER, password: 'uusi-salasana-1' }),
    ).resolves.toBeDefined();
  });
});
