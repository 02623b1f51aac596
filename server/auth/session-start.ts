import type { AuthServices } from './auth-services';
import { sessionPolicyFromEnv } from './session-cookie';
import { createSession, invalidateSession } from './sessions';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/**
 * Every sign-in gets a brand-new session token: a token the browser already held (perhaps planted
 * by someone else: session fixation) is ended, never promoted.
 */
export async function startSession(
  deps: Pick<AuthServices, 'db' | 'config'>,
  userId: string,
  replacedSessionId?: string,
): Promise<IssuedSession> {
  if (replacedSessionId) await invalidateSession(deps.db, replacedSessionId);
  const { token, session } = await createSession(deps.db, userId, sessionPolicyFromEnv(deps.config));
  return { token, expiresAt: session.expiresAt };
}
