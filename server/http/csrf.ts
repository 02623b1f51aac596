import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { messageReply } from './domain-error-reply';
import { refuseInHook } from './trpc-error-reply';

/**
 * State-changing requests must come from our own pages: same-origin by Sec-Fetch-Site or an Origin we
 * serve, and JSON (a cross-site HTML form can only send form encodings or text/plain without a
 * preflight). The Host header is never trusted: a DNS-rebinding page would control it.
 * @see https://owasp.org/www-community/attacks/csrf
 */
export function csrfGuard(allowedOrigins: ReadonlySet<string>) {
  // A callback hook, not an async one: every read passes it, and an async hook costs each a promise.
  return function guard(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done();

    const reason = jsonRefusal(request) ?? originRefusal(request, allowedOrigins);
    if (!reason) return done();
    request.log.warn({ reason, origin: request.headers.origin }, 'cross-site request refused');
    // Answered here, so the request goes no further (done is not called).
    refuseInHook(request, reply, 'FORBIDDEN', 'app.requestRefused');
  };
}

/**
 * For an upload route: a file upload is multipart, which a cross-site form may send, so the origin is
 * the whole check. Answers 403 `{ message }` like the upload routes' other refusals.
 */
export function uploadOriginGuard(allowedOrigins: ReadonlySet<string>) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const reason = originRefusal(request, allowedOrigins);
    if (!reason) return;
    request.log.warn({ reason, origin: request.headers.origin }, 'cross-site upload refused');
    await reply.code(403).send(messageReply('app.requestRefused'));
  };
}

function jsonRefusal(request: FastifyRequest): string | null {
  const contentType = request.headers['content-type'] ?? '';
  return contentType.toLowerCase().startsWith('application/json') ? null : 'not json';
}

function originRefusal(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `sec-fetch-site ${site}`;

  const origin = request.headers.origin;
  if (origin !== undefined) return allowedOrigins.has(origin) ? null : 'origin';
  // Browsers send Origin on every POST; a request without it and without Sec-Fetch-Site is refused.
  return site === 'same-origin' ? null : 'no origin';
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins our pages are served from: APP_URL's, and — when APP_URL is a loopback address — the
 * other spellings of loopback on the same port, so http://127.0.0.1:3000 works as well as
 * http://localhost:3000 on a local install. Rebinding pages carry their own (non-loopback) origin.
 */
export function allowedOriginsFor(appUrl: string): Set<string> {
  const url = new URL(appUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS)
      origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}
