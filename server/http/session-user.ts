import type { FastifyRequest } from 'fastify';
import { cookieIsSecure, sessionCookieName, sessionPolicyFromEnv } from '../auth/session-cookie';
import { type SessionUser, validateSessionToken } from '../auth/sessions';
import type { AppDeps } from '../deps';

/** The signed-in user of a plain (non-tRPC) request, by the same session cookie; null when none. */
export function sessionUserReader(deps: AppDeps) {
  const cookieName = sessionCookieName(cookieIsSecure(deps.config));
  const policy = sessionPolicyFromEnv(deps.config);
  return async (request: FastifyRequest): Promise<SessionUser | null> => {
    const token = request.cookies[cookieName];
    if (!token) return null;
    return (await validateSessionToken(deps.db, token, policy))?.user ?? null;
  };
}
