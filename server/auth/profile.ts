import { count, eq } from 'drizzle-orm';
import type { Profile } from '#shared/auth.ts';
import type { Database } from '../db/client';
import { recipes, users } from '../db/schema';

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [user] = await db
    .select({ email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const [recipeTotal] = await db.select({ value: count() }).from(recipes).where(eq(recipes.userId, userId));
  return { email: user.email, createdAt: user.createdAt.toISOString(), recipeCount: recipeTotal?.value ?? 0 };
}
