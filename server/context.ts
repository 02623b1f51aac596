import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import {
  cookieIsSecure,
  sessionCookieName,
  sessionCookieOptions,
  sessionPolicyFromEnv,
} from './auth/session-cookie';
import { type Session, type SessionUser, validateSessionToken } from './auth/sessions';
import type { AppDeps } from './deps';

/** How procedures set or clear the session cookie without knowing about HTTP. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** Inner context: everything a procedure needs; built directly by tests and server-side calls. */
export interface Context extends AppDeps {
  user: SessionUser | null;
  session: Session | null;
  clientIp: string;
  sessionCookie: SessionCookieWriter;
}

const noCookies: SessionCookieWriter = { set() {}, clear() {} };

export function createInnerContext(
  deps: AppDeps,
  options: Partial<Pick<Context, 'user' | 'session' | 'clientIp' | 'sessionCookie'>> = {},
): Context {
  return {
    ...deps,
    user: options.user ?? null,
    session: options.session ?? null,
    clientIp: options.clientIp ?? '127.0.0.1',
    sessionCookie: options.sessionCookie ?? noCookies,
  };
}

/** Outer context: reads the session cookie of the request and renews or clears it. */
export function contextFactory(deps: AppDeps) {
  const secure = cookieIsSecure(deps.config);
  const cookieName = sessionCookieName(secure);
  const policy = sessionPolicyFromEnv(deps.config);

  return async function createContext({ req, res }: CreateFastifyContextOptions): Promise<Context> {
    const sessionCookie: SessionCookieWriter = {
      set: (token, expiresAt) => res.setCookie(cookieName, token, sessionCookieOptions(secure, expiresAt)),
      clear: () => res.clearCookie(cookieName, { path: '/', secure, httpOnly: true, sameSite: 'lax' }),
    };
    const token = req.cookies[cookieName];
    if (!token) return createInnerContext(deps, { clientIp: req.ip, sessionCookie });

    const validated = await validateSessionToken(deps.db, token, policy);
    if (!validated) {
      sessionCookie.clear();
      return createInnerContext(deps, { clientIp: req.ip, sessionCookie });
    }
    if (validated.renewed) sessionCookie.set(token, validated.session.expiresAt);
    return createInnerContext(deps, {
      user: validated.user,
      session: validated.session,
      clientIp: req.ip,
      sessionCookie,
    });
  };
}
