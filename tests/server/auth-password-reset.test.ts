import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '#server/auth/mail/mailer.ts';
import { queryRows } from '#server/db/client.ts';
import { LANGUAGE_HEADER } from '#shared/messages/format.ts';
import { translate } from '#shared/messages/translate.ts';
import { callerFor } from '../support/caller';
import { startTestServer, type TestServer } from '../support/http';
import { parseMessage, startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { failure } from '../support/trpc-errors';
import { mailTo, PASSWORD, rawCall, signedInBrowser, signedUpBrowser, tokenFrom } from './auth-helpers';

const RESET_SUBJECT = /salasanan vaihto \/ password reset/;
const NEW_PASSWORD = 'uusi-salasana-99';

describe('password reset through a real SMTP conversation', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        APP_URL: 'https://kirjasto.example',
        COOKIE_SECURE: 'false',
        RESET_MAX_PER_WINDOW: '100',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function requestLink(email: string): Promise<string> {
    const before = smtp.messages.length;
    await server.client().trpc.auth.requestPasswordReset.mutate({ email });
    const mail = await smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= before && mailTo(email, RESET_SUBJECT)(m),
    );
    return tokenFrom(mail, 'token');
  }

  it('words the mail in the language the browser shows, when its request says it; both languages otherwise', async () => {
    const email = 'kielivalinta@example.com';
    await signedUpBrowser(server, email);
    for (const language of ['en', 'fi'] as const) {
      const before = smtp.messages.length;
      await rawCall(server, 'auth.requestPasswordReset', { email }, { [LANGUAGE_HEADER]: language });
      const mail = await smtp.waitFor(
        (m) => smtp.messages.indexOf(m) >= before && mailTo(email, /salasanan vaihto|password reset/)(m),
      );
      expect(mail.subject).toBe(`Reseptikirjasto: ${translate(language, 'mail.reset.topic')}`);
      expect(mail.text).toContain(
        language === 'en' ? 'Choose a new password' : 'Voit valita uuden salasanan',
      );
      expect(mail.text).not.toContain(language === 'en' ? 'Voit valita' : 'Choose a new password');
      expect(mail.text).not.toContain('---');
    }
  });

  it('mails a one-hour link to the app’s reset page that sets a new password and signs in afresh', async () => {
    const email = 'nollaus@example.com';
    const firstBrowser = await signedUpBrowser(server, email);
    const secondBrowser = await signedInBrowser(server, email);

    await server.client().trpc.auth.requestPasswordReset.mutate({ email: ' Nollaus@Example.com ' });
    const mail = await smtp.waitFor(mailTo(email, RESET_SUBJECT));
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.text).toContain(`https://kirjasto.example/recipelibrary/reset-password#token=`);
    const token = tokenFrom(mail, 'token');

    const [stored] = await queryRows<{ token_hash: string; valid_minutes: number }>(
      server.database.db,
      sql`select token_hash, round(extract(epoch from expires_at - created_at) / 60)::int as valid_minutes
          from password_reset_tokens`,
    );
    expect(stored?.valid_minutes).toBe(60);
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);

    const resetter = server.client();
    const { user } = await resetter.trpc.auth.resetPassword.mutate({ token, password: NEW_PASSWORD });
    expect(user).toMatchObject({ email, emailVerified: true });
    expect((await resetter.trpc.auth.me.query())?.email).toBe(email);

    // Every session from before the reset has ended.
    expect(await firstBrowser.trpc.auth.me.query()).toBeNull();
    expect(await secondBrowser.trpc.auth.me.query()).toBeNull();
    expect(
      await failure(server.client().trpc.auth.login.mutate({ email, password: PASSWORD })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(signedInBrowser(server, email, NEW_PASSWORD)).resolves.toBeDefined();

    // Single use.
    expect(
      await failure(server.client().trpc.auth.resetPassword.mutate({ token, password: 'kolmas-salasana' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired. Please request a new one.',
      retryAfterSeconds: null,
    });
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    await signedUpBrowser(server, 'tunnettu@example.com');
    const known = await rawCall(server, 'auth.requestPasswordReset', { email: 'tunnettu@example.com' });
    await smtp.waitFor(mailTo('tunnettu@example.com', RESET_SUBJECT));

    const before = smtp.messages.length;
    const unknown = await rawCall(server, 'auth.requestPasswordReset', { email: 'tuntematon@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    // Mail goes out in the background; give a would-be message ample time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.length).toBe(before);
    expect(smtp.messages.some((m) => m.to.includes('tuntematon@example.com'))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const email = 'vanhentunut@example.com';
    await signedUpBrowser(server, email);
    const token = await requestLink(email);
    await server.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    expect(
      await failure(server.client().trpc.auth.resetPassword.mutate({ token, password: NEW_PASSWORD })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    await expect(signedInBrowser(server, email)).resolves.toBeDefined();
  });

  it('lets only the newest link work', async () => {
    const email = 'tuplapyynto@example.com';
    await signedUpBrowser(server, email);
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect(newer).not.toBe(older);
    expect(
      await failure(server.client().trpc.auth.resetPassword.mutate({ token: older, password: NEW_PASSWORD })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      server.client().trpc.auth.resetPassword.mutate({ token: newer, password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ user: { email } });
  });

  it('refuses a malformed token and a too short new password before any work', async () => {
    const trpc = server.client().trpc;
    expect(
      await failure(trpc.auth.resetPassword.mutate({ token: 'abc', password: NEW_PASSWORD })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    expect(
      await failure(trpc.auth.resetPassword.mutate({ token: 'a'.repeat(43), password: 'lyhyt' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Salasanan tulee olla vähintään 8 merkkiä pitkä' });
    expect(await failure(trpc.auth.requestPasswordReset.mutate({ email: '' }))).toMatchObject({
      message: 'Email is required',
    });
  });

  it('without SMTP_URL writes each message as an .eml file to DATA_DIR/outbox, with a link that works', async () => {
    const email = 'outbox@example.com';
    await signedUpBrowser(server, email);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-outbox-'));
    const logged: object[] = [];
    const logger = { ...server.deps.logger, info: (entry: object) => logged.push(entry) };
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: 'Reseptikirjasto <no-reply@localhost>', DATA_DIR: dataDir },
      logger,
    );
    const caller = callerFor({ ...server.deps, mailer });
    await caller.auth.requestPasswordReset({ email });

    const outbox = path.join(dataDir, 'outbox');
    const file = await waitForFile(outbox, /-password-reset-[0-9a-f]{6}\.eml$/);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-password-reset-/);
    const raw = await readFile(path.join(outbox, file), 'utf8');
    expect(raw).toMatch(/^To: outbox@example\.com\r$/m);
    const token = tokenFrom(parseMessage(raw), 'token');
    // The server log carries the link too, for whoever runs the server locally.
    expect(logged).toContainEqual(
      expect.objectContaining({ kind: 'password-reset', link: expect.stringContaining(`#token=${token}`) }),
    );
    await expect(caller.auth.resetPassword({ token, password: NEW_PASSWORD })).resolves.toMatchObject({
      user: { email },
    });
    await rm(dataDir, { recursive: true, force: true });
  });
});

async function waitForFile(directory: string, pattern: RegExp, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(directory).catch(() => [] as string[]);
    const found = names.find((name) => pattern.test(name));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no file matching ${pattern} in ${directory}`);
}
