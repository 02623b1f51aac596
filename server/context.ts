import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { isLanguage, LANGUAGE_HEADER, type Language } from '#shared/messages/format.ts';
import type { AuthServices } from './auth/auth-services';
import { requestSessions, type SessionCookieWriter } from './auth/request-session';
import { cookieIsSecure, deviceCookieName, deviceCookieOptions } from './auth/session-cookie';
import type { Session, SessionUser } from './auth/sessions';
import type { SafeFetchImageResult, SafeFetchResult } from './egress/safe-fetch';
import type { AiClient } from './import/ai/ai';
import type { PhotoStore } from './photos/photo-store';
import { afterReply } from './platform/background';
import type { TransferRunner } from './transfer/job-runner';

export type { SessionCookieWriter };

function languageOf(header: string | string[] | undefined): Language | null {
  return isLanguage(header) ? header : null;
}

/** Long-lived services the procedures use; built once per app (and per test). */
export interface AppDeps extends AuthServices {
  /** Null when OPENAI_API_KEY is unset: the import then uses its rules only. */
  ai: AiClient | null;
  /** The one egress path for user-given URLs (SSRF-safe), with the configured allow list. */
  fetchPage(url: string): Promise<SafeFetchResult>;
  /** The same path for a recipe page's picture: image types only, up to the photo size limit. */
  fetchImage(url: string): Promise<SafeFetchImageResult>;
  /** Where photos' bytes live: PostgreSQL (docs/decisions/0020-photos-in-postgresql.md). */
  photoStore: PhotoStore;
  /** Runs archive imports and URL lists as database-backed jobs (server/transfer/job-runner.ts). */
  transfer: TransferRunner;
}

/** The browser's device token (see auth/device-token.ts), and how a sign-in hands it a new one. */
export interface DeviceCookie {
  token: string | null;
  set(token: string): void;
}

/** Inner context: everything a procedure needs; built directly by tests and server-side calls. */
export interface Context extends AppDeps {
  user: SessionUser | null;
  session: Session | null;
  clientIp: string;
  sessionCookie: SessionCookieWriter;
  deviceCookie: DeviceCookie;
  /** The HTTP request's id (in its log lines and in error answers); null outside a request. */
  requestId: string | null;
  /** The language the browser shows, when it said (LANGUAGE_HEADER): the mails it asks for use it. */
  language: Language | null;
}

const noCookies: SessionCookieWriter = { set() {}, clear() {} };
const noDevice: DeviceCookie = { token: null, set() {} };

export function createInnerContext(
  deps: AppDeps,
  options: Partial<
    Pick<
      Context,
      | 'user'
      | 'session'
      | 'clientIp'
      | 'sessionCookie'
      | 'deviceCookie'
      | 'requestId'
      | 'language'
      | 'background'
    >
  > = {},
): Context {
  return {
    ...deps,
    background: options.background ?? deps.background,
    user: options.user ?? null,
    session: options.session ?? null,
    clientIp: options.clientIp ?? '127.0.0.1',
    sessionCookie: options.sessionCookie ?? noCookies,
    deviceCookie: options.deviceCookie ?? noDevice,
    requestId: options.requestId ?? null,
    language: options.language ?? null,
  };
}

/** A class, not an object of closures: every tRPC request makes one (ADR 0002, third amendment). */
class ReplyDeviceCookie implements DeviceCookie {
  constructor(
    private readonly reply: CreateFastifyContextOptions['res'],
    private readonly name: string,
    private readonly secure: boolean,
    readonly token: string | null,
  ) {}

  set(token: string): void {
    this.reply.setCookie(this.name, token, deviceCookieOptions(this.secure));
  }
}

/** Outer context: reads the session cookie of the request and renews or clears it. */
export function contextFactory(deps: AppDeps) {
  const secure = cookieIsSecure(deps.config);
  const deviceName = deviceCookieName(secure);
  const sessions = requestSessions(deps);

  return async function createContext({ req, res }: CreateFastifyContextOptions): Promise<Context> {
    const deviceCookie = new ReplyDeviceCookie(res, deviceName, secure, req.cookies[deviceName] ?? null);
    const anonymous = {
      background: afterReply(deps.background, res.raw),
      clientIp: req.ip,
      sessionCookie: sessions.cookieWriter(res),
      deviceCookie,
      requestId: req.id,
      language: languageOf(req.headers[LANGUAGE_HEADER]),
    };
    const signedIn = await sessions.read(req, res);
    return createInnerContext(deps, { ...anonymous, ...signedIn });
  };
}
