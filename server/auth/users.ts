import { sql } from 'drizzle-orm';
import type { AuthUser } from '#shared/auth.ts';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** What may leave the server about a user: no hash, dates as ISO strings. */
export interface UserRecord {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

const publicColumns = {
  id: users.id,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export function toAuthUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Emails arrive lower-cased from the shared schema; lower() here matches the unique index. */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<(UserRecord & { passwordHash: string }) | null> {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row ?? null;
}

/** Inserts the account, or returns null when the address is taken (also under a concurrent sign-up). */
export async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; emailVerifiedAt?: Date },
): Promise<UserRecord | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(publicColumns);
  return row ?? null;
}
