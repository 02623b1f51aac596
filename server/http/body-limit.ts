import type { FastifyReply, FastifyRequest } from 'fastify';

const MB = 1024 * 1024;

/** Most requests are small; a whole recipe at its limits is ~3 MB; only a pasted .txt may be 10 MB. */
export const DEFAULT_BODY_LIMIT = 1 * MB;
export const LARGE_BODY_LIMIT = 12 * MB;
export const TRPC_BODY_LIMITS: Readonly<Record<string, number>> = {
  'recipes.create': 4 * MB,
  'recipes.update': 4 * MB,
  'import.fromText': LARGE_BODY_LIMIT,
};

/**
 * Fastify's bodyLimit is per route, and tRPC serves every procedure from one route: this hook lets
 * only the procedures named here (alone or in a batch) send more than DEFAULT_BODY_LIMIT.
 */
export function bodySizeGuard(limits: Readonly<Record<string, number>>) {
  return async function guard(request: FastifyRequest, reply: FastifyReply) {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length <= DEFAULT_BODY_LIMIT) return;
    const pathname = request.url.split('?')[0] ?? '';
    const procedures = pathname.replace(/^\/trpc\//, '').split(',');
    const allowed = Math.max(DEFAULT_BODY_LIMIT, ...procedures.map((p) => limits[p] ?? 0));
    if (length <= allowed) return;
    await reply.code(413).send({
      error: {
        message: 'The request is too large',
        code: -32600,
        data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413 },
      },
    });
  };
}
