import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Serialises one user's recipe writes until the transaction ends. Duplicate counts are moved by
 * reading the other titles and then writing: two concurrent writes that each miss the other's title
 * would leave a pair uncounted. NO KEY UPDATE does not block the foreign-key checks of inserts.
 */
export async function lockUserRecipes(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
