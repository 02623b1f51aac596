import { parseOptions, verify } from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmationMail, passwordResetMail } from '#server/auth/mail/auth-mail.ts';
import { ARGON2_OPTIONS, DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import { addressKey } from '#server/auth/throttle.ts';
import { englishText } from '#server/errors.ts';
import {
  AUTH_MESSAGES,
  emailSchema,
  linkTokenSchema,
  loginInput,
  newPasswordForm,
  passwordSchema,
} from '#shared/auth.ts';
import type { MessageKey } from '#shared/messages/en.ts';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, verify: vi.fn(original.verify) };
});

/** The first broken rule in the words the English interface shows (the schemas name rules by key). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const key = result.error?.issues[0]?.message;
  return key === undefined ? undefined : englishText(key as MessageKey);
};

describe('shared account rules', () => {
  it('trims and lower-cases addresses and names what is wrong', () => {
    expect(emailSchema.parse('  Leena.Leipuri@Example.FI ')).toBe('leena.leipuri@example.fi');
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse('   '))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe('Email is required');
    expect(firstMessage(emailSchema.safeParse('leena@'))).toBe('Enter a valid email address');
    expect(firstMessage(emailSchema.safeParse(`${'a'.repeat(250)}@example.com`))).toBe(
      'Enter a valid email address',
    );
  });

  it('takes passwords of 8 to 256 characters, untrimmed, with the spec’s words', () => {
    expect(firstMessage(passwordSchema.safeParse('1234567'))).toBe(
      'Salasanan tulee olla vähintään 8 merkkiä pitkä',
    );
    expect(passwordSchema.parse(' 1234567')).toBe(' 1234567');
    expect(passwordSchema.safeParse('x'.repeat(256)).success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse('x'.repeat(257)))).toBe(
      englishText(AUTH_MESSAGES.passwordTooLong),
    );
  });

  it('needs both fields to sign in, without applying the length rule to old passwords', () => {
    expect(firstMessage(loginInput.safeParse({ email: 'a@example.com', password: '' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(loginInput.safeParse({ password: 'x' }))).toBe('Email is required');
    expect(loginInput.safeParse({ email: 'a@example.com', password: 'short' }).success).toBe(true);
  });

  it('checks that the new password was typed the same twice', () => {
    const mismatch = newPasswordForm.safeParse({ password: 'salasana1', confirmation: 'salasana2' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['confirmation'],
    });
    expect(newPasswordForm.safeParse({ password: 'salasana1', confirmation: 'salasana1' }).success).toBe(
      true,
    );
  });

  it('accepts only well-formed link tokens', () => {
    expect(linkTokenSchema.safeParse('A'.repeat(43)).success).toBe(true);
    expect(linkTokenSchema.safeParse(`${'A'.repeat(42)}=`).success).toBe(false);
    expect(linkTokenSchema.safeParse('A'.repeat(44)).success).toBe(false);
  });
});

describe('password hashing', () => {
  beforeEach(() => {
    vi.mocked(verify).mockClear();
  });

  it('uses argon2id with at least OWASP’s parameters and a random salt', async () => {
    const first = await hashPassword('kermavaahto-42');
    const second = await hashPassword('kermavaahto-42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'kermavaahto-42')).toBe(true);
    expect(await verifyPassword(first, 'kermavaahto-43')).toBe(false);
  });

  it('keeps the dummy hash in step with the real parameters', () => {
    expect(parseOptions(DUMMY_PASSWORD_HASH)).toMatchObject({
      algorithm: ARGON2_OPTIONS.algorithm,
      memoryCost: ARGON2_OPTIONS.memoryCost,
      timeCost: ARGON2_OPTIONS.timeCost,
      parallelism: ARGON2_OPTIONS.parallelism,
    });
  });

  it('does a full verification even when there is no account, and never succeeds', async () => {
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verify).mock.calls[0]?.[0]).toBe(DUMMY_PASSWORD_HASH);
  });
});

describe('client address keys', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb::9')).toBe(addressKey('2001:db8:1:2:aaaa::1'));
  });
});

describe('account mail', () => {
  const token = 'A'.repeat(43);

  it('puts the token in the fragment of a link to the app, whatever the APP_URL’s trailing slash', () => {
    expect(passwordResetMail('https://kirjasto.example/', 'a@example.com', token, 1).link).toBe(
      `https://kirjasto.example/recipelibrary/reset-password#token=${token}`,
    );
    const confirmation = confirmationMail('https://kirjasto.example', 'a@example.com', token, 48);
    expect(confirmation.link).toBe(`https://kirjasto.example/recipelibrary/login#confirm=${token}`);
    expect(confirmation.text).toContain(confirmation.link);
    expect(confirmation.text).toContain('48 hours');
  });
});
