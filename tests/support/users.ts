import { randomUUID } from 'node:crypto';
import { sessionPolicyFromEnv } from '#server/auth/session-cookie.ts';
import { createSession } from '#server/auth/sessions.ts';
import type { AppDeps } from '#server/context.ts';
import { users } from '#server/db/schema.ts';

/**
 * A user with a live session, inserted directly (no password hashing): for tests of everything
 * except the sign-in itself. `token` is the session cookie's value.
 */
export async function createSignedInUser(deps: AppDeps, email = `${randomUUID()}@example.test`) {
  const [row] = await deps.db.insert(users).values({ email, passwordHash: 'not-a-real-hash' }).returning({
    id: users.id,
    email: users.email,
    emailVerifiedAt: users.emailVerifiedAt,
    createdAt: users.createdAt,
  });
  const user = row!;
  const { token, session } = await createSession(deps.db, user.id, sessionPolicyFromEnv(deps.config));
  return { user, session, token };
}
