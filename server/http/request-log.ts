import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Probes hit these every few seconds; their lines would bury everything else. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);
/** Refused requests (4xx) from one client within a minute before a warning names the burst. */
export const REFUSAL_BURST = 20;
const BURST_WINDOW_MS = 60_000;
/** Clients remembered at once; beyond it the oldest are forgotten (the warning is advisory). */
const MAX_CLIENTS = 10_000;

/**
 * Fastify's per-request lines, replaced: one line per request (instead of two at info) with method,
 * path without the query (tRPC inputs and search words stay out of the logs), status, duration and
 * the request id; health probes at debug. A client collecting REFUSAL_BURST 4xx answers within a
 * minute — a guesser, a scanner, a broken script — gets one warning per minute. Fastify's other
 * lines (errors of its default handler, stream errors) stay as they are.
 */
export class RequestLog extends LogController {
  private readonly refusals = new Map<string, { count: number; since: number }>();

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '';
    const status = reply.statusCode;
    const line = { method: request.method, path, status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (QUIET_PATHS.has(path)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
    if (status >= 400 && status < 500) this.countRefusal(request);
  }

  private countRefusal(request: FastifyRequest) {
    const client = request.ip;
    const now = Date.now();
    let entry = this.refusals.get(client);
    if (!entry || now - entry.since > BURST_WINDOW_MS) {
      this.refusals.delete(client);
      if (this.refusals.size >= MAX_CLIENTS) this.refusals.delete(this.refusals.keys().next().value ?? '');
      entry = { count: 0, since: now };
      this.refusals.set(client, entry);
    }
    entry.count += 1;
    if (entry.count === REFUSAL_BURST) {
      request.log.warn(
        { client, refusals: entry.count, windowSeconds: BURST_WINDOW_MS / 1000 },
        'burst of refused requests',
      );
    }
  }
}
