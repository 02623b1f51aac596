import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emailVerificationTokens, users } from '#server/db/schema.ts';
import type { Language } from '#shared/messages/format.ts';
import type { AuthServices } from '../auth-services';
import { AuthError } from '../errors';
import { consumeToken, issueToken } from '../one-time-tokens';
import { confirmationMail } from './auth-mail';
import { sendInBackground } from './mailer';

export const CONFIRMATION_VALID_HOURS = 48;

/** Mails a fresh confirmation link; older links of the user stop working. */
export async function sendConfirmation(
  deps: Pick<AuthServices, 'db' | 'config' | 'mailer' | 'background'>,
  user: { id: string; email: string },
  language: Language | null = null,
): Promise<void> {
  const validMs = CONFIRMATION_VALID_HOURS * 60 * 60 * 1000;
  const token = await issueToken(deps.db, emailVerificationTokens, user.id, validMs);
  sendInBackground(
    deps,
    confirmationMail(deps.config.APP_URL, user.email, token, CONFIRMATION_VALID_HOURS, language),
  );
}

/** Uses up a confirmation link; the address counts as confirmed from its first use on. */
export async function confirmEmail(db: Database, token: string): Promise<{ email: string }> {
  const email = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, emailVerificationTokens, token);
    if (!userId) return null;
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return row?.email ?? null;
  });
  if (email === null) throw new AuthError('invalid-link');
  return { email };
}
