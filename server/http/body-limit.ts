import type { FastifyReply, FastifyRequest } from 'fastify';

/** Most requests are small; only a pasted or dropped recipe may be large (the 10 MB .txt import). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const LARGE_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Fastify's bodyLimit is per route, and tRPC serves every procedure from one route: this hook lets
 * only the procedures named here (alone or in a batch) send more than DEFAULT_BODY_LIMIT.
 */
export function bodySizeGuard(largeProcedures: ReadonlySet<string>) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length <= DEFAULT_BODY_LIMIT) return;
    const pathname = request.url.split('?')[0] ?? '';
    const procedures = pathname.replace(/^\/trpc\//, '').split(',');
    if (procedures.some((p) => largeProcedures.has(p))) return;
    await reply.code(413).send({
      error: {
        message: 'The request is too large',
        code: -32600,
        data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
      },
    });
  };
}
