import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * OWASP's "device cookies" against lockout by strangers: a browser where the owner signed in
 * successfully gets a token naming that account, so its later sign-ins are counted on their own,
 * apart from everyone else's failures on the account.
 *
 * The token is `<nonce>.<mac>`: the MAC is an HMAC over the account id and nonce, keyed with the
 * account's password hash. That key is secret (it never leaves the server), the same on every
 * server instance and across restarts (it is in the database), and per account, so no new secret
 * or table is needed; changing the password retires the account's device tokens.
 * @see https://owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies
 */
interface DeviceAccount {
  id: string;
  passwordHash: string;
}

export const DEVICE_TOKEN_MAX_AGE_DAYS = 365;

function mac(account: DeviceAccount, nonce: string): Buffer {
  return createHmac('sha256', account.passwordHash).update(`device:${account.id}:${nonce}`).digest();
}

function issueDeviceToken(account: DeviceAccount): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(account, nonce).toString('base64url')}`;
}

/** The device's own id (its nonce) if `token` was issued for this account, else null. */
export function trustedDevice(token: string | null, account: DeviceAccount | null): string | null {
  if (!token || !account) return null;
  const [nonce = '', given = ''] = token.split('.');
  const expected = mac(account, nonce);
  const actual = Buffer.from(given, 'base64url');
  return nonce && actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}

/** A fresh device token for a browser that just signed in (or changed the password) as `userId`. */
export async function deviceTokenForUser(db: Database, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return account ? issueDeviceToken(account) : null;
}
