import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cookieIsSecure,
  sessionCookieName,
  sessionCookieOptions,
  sessionPolicyFromEnv,
} from '../auth/session-cookie';
import { type SessionUser, validateSessionToken } from '../auth/sessions';
import type { AppDeps } from '../deps';

/**
 * The signed-in user of a plain HTTP route (uploads, photos), checked as the tRPC context checks it:
 * the session cookie, validated and renewed; null without a valid session.
 */
export function sessionUserReader(deps: Pick<AppDeps, 'config' | 'db'>) {
  const secure = cookieIsSecure(deps.config);
  const cookieName = sessionCookieName(secure);
  const policy = sessionPolicyFromEnv(deps.config);
  return async function sessionUser(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionUser | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const validated = await validateSessionToken(deps.db, token, policy);
    if (validated?.renewed)
      reply.setCookie(cookieName, token, sessionCookieOptions(secure, validated.session.expiresAt));
    return validated?.user ?? null;
  };
}
