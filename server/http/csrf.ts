import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendTrpcError } from './trpc-error-reply';

/**
 * State-changing requests must come from our own pages: same-origin by Sec-Fetch-Site or an Origin we
 * serve, and JSON (a cross-site HTML form can only send form encodings or text/plain without a
 * preflight). The Host header is never trusted: a DNS-rebinding page would control it.
 * @see https://owasp.org/www-community/attacks/csrf
 */
export function csrfGuard(allowedOrigins: ReadonlySet<string>, contentType = 'application/json') {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;

    const reason = refusal(request, allowedOrigins, contentType);
    if (!reason) return;
    request.log.warn({ reason, origin: request.headers.origin }, 'cross-site request refused');
    await sendTrpcError(reply, 'FORBIDDEN', 'Request refused');
  };
}

/**
 * An upload route accepts multipart/form-data instead of JSON: a cross-site form could send that, so
 * there the origin check alone decides (browsers send Origin or Sec-Fetch-Site on every POST).
 */
function refusal(
  request: FastifyRequest,
  allowedOrigins: ReadonlySet<string>,
  expectedType: string,
): string | null {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith(expectedType)) return `not ${expectedType}`;

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
