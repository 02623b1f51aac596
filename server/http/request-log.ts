import type { FastifyInstance } from 'fastify';

/** Probes hit these every few seconds; their lines would bury everything else. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);
/** Refused requests (4xx) from one client within a minute before a warning names the burst. */
export const REFUSAL_BURST = 20;
const BURST_WINDOW_MS = 60_000;
/** Clients remembered at once; beyond it the oldest are forgotten (the warning is advisory). */
const MAX_CLIENTS = 10_000;

/**
 * One line per request (instead of Fastify's two at info): method, path without the query (tRPC
 * inputs and search words stay out of the logs), status and duration, with the request id. Health
 * probes log at debug. A client collecting REFUSAL_BURST 4xx answers within a minute — a guesser, a
 * scanner, a broken script — gets one warning per minute.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const refusals = new Map<string, { count: number; since: number }>();

  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const status = reply.statusCode;
    const line = {
      method: request.method,
      path,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (QUIET_PATHS.has(path)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    if (status >= 400 && status < 500) countRefusal(request.ip, request.log);
  });

  function countRefusal(client: string, log: FastifyInstance['log']) {
    const now = Date.now();
    let entry = refusals.get(client);
    if (!entry || now - entry.since > BURST_WINDOW_MS) {
      refusals.delete(client);
      if (refusals.size >= MAX_CLIENTS) refusals.delete(refusals.keys().next().value ?? '');
      entry = { count: 0, since: now };
      refusals.set(client, entry);
    }
    entry.count += 1;
    if (entry.count === REFUSAL_BURST) {
      log.warn(
        { client, refusals: entry.count, windowSeconds: BURST_WINDOW_MS / 1000 },
        'burst of refused requests',
      );
    }
  }
}
