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
    return new ReplySessionCookie(reply, cookieName, secure);
  }

  async function read(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: SessionUser; session: Session } | null> {
    const token = request.cookies[cookieName];
    if (!token) return null;
    const validated = await validateSessionToken(deps.db, token, policy);
    if (!validated) {
      cookieWriter(reply).clear();
      return null;
    }
    if (validated.renewed) cookieWriter(reply).set(token, validated.session.expiresAt);
    return { user: validated.user, session: validated.session };
  }

  return { cookieWriter, read };
}

/** A class, not an object of closures: every tRPC request makes one (ADR 0002, third amendment). */
class ReplySessionCookie implements SessionCookieWriter {
  constructor(
    private readonly reply: FastifyReply,
    private readonly name: string,
    private readonly secure: boolean,
  ) {}

  set(token: string, expiresAt: Date): void {
    this.reply.setCookie(this.name, token, sessionCookieOptions(this.secure, expiresAt));
  }

  // Photos are cached privately for a year under versioned addresses (ADR 0020): when the session
  // ends, the browser drops its cache so the next person at a shared kitchen computer finds none.
  clear(): void {
    this.reply
      .clearCookie(this.name, { path: '/', secure: this.secure, httpOnly: true, sameSite: 'lax' })
      .header('clear-site-data', SIGNED_OUT_CLEARS);
  }
}
