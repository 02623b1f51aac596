import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * Sessions implemented from Lucia's current guide (the lucia package itself is deprecated):
 * token = `<id>.<secret>`, 120 bits of secret each, only SHA-256(secret) is stored.
 * @see https://lucia-auth.com/sessions/basic
 */

export interface SessionPolicy {
  inactivityMs: number;
  maxAgeMs: number;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** When the cookie should expire: the earlier of the inactivity and absolute limits. */
  expiresAt: Date;
}

/** Write last-seen at most once an hour: a read-heavy session costs no write per request. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60 * 60 * 1000;

// Human-friendly base32 without look-alike characters; 24 random bytes → 24 chars × 5 bits = 120 bits.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function generateSecureRandomString(): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte >> 3];
  return out;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function constantTimeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sessionExpiry(session: { createdAt: Date; lastSeenAt: Date }, policy: SessionPolicy): Date {
  return new Date(
    Math.min(
      session.lastSeenAt.getTime() + policy.inactivityMs,
      session.createdAt.getTime() + policy.maxAgeMs,
    ),
  );
}

export async function createSession(
  db: Database,
  userId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; session: Session }> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  await db
    .insert(sessions)
    .values({ id, secretHash: hashSecret(secret), userId, createdAt: now, lastSeenAt: now });
  const base = { id, userId, createdAt: now, lastSeenAt: now };
  return { token: `${id}.${secret}`, session: { ...base, expiresAt: sessionExpiry(base, policy) } };
}

export interface ValidatedSession {
  session: Session;
  user: SessionUser;
  /** True when last-seen moved, so the cookie's expiry should be renewed. */
  renewed: boolean;
}

function prepareSessionLookup(db: Database) {
  return db
    .select({
      id: sessions.id,
      secretHash: sessions.secretHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      userCreatedAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session with its user, by the session's id: built once per database. Every request runs it, and
 * drizzle building the query took more of the server's CPU than the database took to answer it
 * (docs/decisions/0040-list-total-from-a-kept-count.md).
 */
function sessionLookup(db: Database) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

export async function validateSessionToken(
  db: Database,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;

  const [row] = await sessionLookup(db).execute({ id });
  if (!row || !constantTimeEqualHex(hashSecret(secret), row.secretHash)) return null;

  if (sessionExpiry(row, policy).getTime() <= now.getTime()) {
    await invalidateSession(db, row.id);
    return null;
  }

  let lastSeenAt = row.lastSeenAt;
  const renewed = now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS;
  if (renewed) {
    lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, row.id));
  }
  const base = { id: row.id, userId: row.userId, createdAt: row.createdAt, lastSeenAt };
  return {
    session: { ...base, expiresAt: sessionExpiry(base, policy) },
    user: {
      id: row.userId,
      email: row.email,
      emailVerifiedAt: row.emailVerifiedAt,
      createdAt: row.userCreatedAt,
    },
    renewed,
  };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except the one given (a password change keeps the current one). */
export async function invalidateUserSessions(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}
