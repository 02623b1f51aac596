import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthServices } from './auth-services';
import {
  cookieIsSecure,
  sessionCookieName,
  sessionCookieOptions,
  sessionPolicyFromEnv,
} from './session-cookie';
import { type Session, type SessionUser, validateSessionToken } from './sessions';

/** What a browser forgets when its session ends: cached responses (the signed-in user's photos). */
const SIGNED_OUT_CLEARS = '"cache"';

/** How procedures set or clear the session cookie without knowing about HTTP. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * The one reading of a request's session, for the tRPC context and the plain HTTP routes alike: the
 * session cookie validated, renewed when the policy says so, and cleared when it names no valid
 * session (so the browser stops sending it).
 */
export function requestSessions(deps: Pick<AuthServices, 'config' | 'db'>) {
  const secure = cookieIsSecure(deps.config);
  const cookieName = sessionCookieName(secure);
  const policy = sessionPolicyFromEnv(deps.config);

  function cookieWriter(reply: FastifyReply): SessionCookieWriter {
    return {
      set: (token, expiresAt) => reply.setCookie(cookieName, token, sessionCookieOptions(secure, expiresAt)),
      // Photos are cached privately for a year under versioned addresses (ADR 0020): when the session
      // ends, the browser drops its cache so the next person at a shared kitchen computer finds none.
      clear: () =>
        reply
          .clearCookie(cookieName, { path: '/', secure, httpOnly: true, sameSite: 'lax' })
          .header('clear-site-data', SIGNED_OUT_CLEARS),
    };
  }

  async function read(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: SessionUser; session: Session } | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const validated = await validateSessionToken(deps.db, token, policy);
    const cookie = cookieWriter(reply);
    if (!validated) {
      cookie.clear();
      return null;
    }
    if (validated.renewed) cookie.set(token, validated.session.expiresAt);
    return { user: validated.user, session: validated.session };
  }

  return { cookieWriter, read };
}
