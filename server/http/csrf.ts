import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * State-changing requests must come from our own pages: same-origin by Sec-Fetch-Site or Origin, and
 * JSON (a cross-site HTML form can only send form encodings or text/plain without a preflight).
 * @see https://owasp.org/www-community/attacks/csrf
 */
export function csrfGuard(allowedOrigins: ReadonlySet<string>) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;

    const reason = refusal(request, allowedOrigins);
    if (!reason) return;
    request.log.warn({ reason, origin: request.headers.origin }, 'cross-site request refused');
    await reply.code(403).send({
      error: { message: 'Request refused', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } },
    });
  };
}

function refusal(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): string | null {
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) return 'not json';

  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `sec-fetch-site ${site}`;

  const origin = request.headers.origin;
  if (origin !== undefined) return allowedOrigins.has(origin) || isOwnHost(request, origin) ? null : 'origin';
  // Browsers send Origin on every POST; a request without it and without Sec-Fetch-Site is refused.
  return site === 'same-origin' ? null : 'no origin';
}

function isOwnHost(request: FastifyRequest, origin: string): boolean {
  return origin === `${request.protocol}://${request.host}`;
}
