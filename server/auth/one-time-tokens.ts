import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { emailVerificationTokens, passwordResetTokens } from '../db/schema';

/**
 * The tokens mailed in links (password reset, email confirmation): 32 random bytes, base64url in the
 * link, only a SHA-256 in the database, so a leaked table cannot be replayed. A high-entropy token
 * needs no slow hash, and an exact-match lookup on the digest leaks nothing through timing.
 */
type TokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token for the user and deletes the user's older ones (and anyone's expired ones). */
export async function issueToken(
  db: Database,
  table: TokenTable,
  userId: string,
  validForMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(table).where(or(eq(table.userId, userId), lte(table.expiresAt, now)));
    await tx.insert(table).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + validForMs),
      createdAt: now,
    });
  });
  return token;
}

/** The owner of a live token, without using it up (to refuse a bad link before doing slow work). */
export async function findTokenOwner(
  db: Executor,
  table: TokenTable,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.tokenHash, hashToken(token)), gt(table.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses a token up: deletes it and returns its owner if it was still valid. The delete is the check,
 * so two concurrent uses cannot both succeed. The owner's other tokens of this kind go with it.
 */
export async function consumeToken(
  db: Executor,
  table: TokenTable,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .delete(table)
    .where(eq(table.tokenHash, hashToken(token)))
    .returning({ userId: table.userId, expiresAt: table.expiresAt });
  if (!row) return null;
  await db.delete(table).where(eq(table.userId, row.userId));
  return row.expiresAt.getTime() > now.getTime() ? row.userId : null;
}
