import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUSAL_BURST } from '#server/http/request-log.ts';
import type { RateLimiter } from '#server/limits/rate-limiter.ts';
import { startTestServer, type TestServer } from '../support/http';

/** Collects what the server logs, line by line. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines };
}

const json = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('production logs: one JSON line per request, bursts and errors findable', () => {
  let server: TestServer;
  const log = logCapture();
  const failing: RateLimiter = {
    consume: () => Promise.reject(new Error('rate limit store is down: secret detail')),
    refund: async () => {},
    reset: async () => {},
  };

  beforeAll(async () => {
    server = await startTestServer({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
      logStream: log.stream,
      overrideDeps: (deps) => ({ ...deps, rateLimiter: failing }),
    });
  });
  afterAll(() => server?.close());

  it('logs a request once, with status and duration, without its query', async () => {
    const res = await fetch(
      `${server.url}/trpc/recipes.list?input=${encodeURIComponent('{"q":"salainen"}')}`,
    );
    expect(res.status).toBe(401);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    // The line is written once the response has gone out.
    const lines = await vi.waitFor(() => {
      const found = json(log.lines).filter((entry) => entry.reqId === id);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        path: '/trpc/recipes.list',
        status: 401,
      }),
    ]);
    expect(lines[0]?.ms).toEqual(expect.any(Number));
    expect(log.lines.join('\n')).not.toContain('salainen');
  });

  it('keeps health probes out of the info log', async () => {
    const res = await fetch(`${server.url}/healthz`);
    const id = res.headers.get('x-request-id');
    await fetch(`${server.url}/trpc/recipes.tags`); // logged after the probe would have been
    await vi.waitFor(() => expect(log.lines.at(-1)).toContain('recipes.tags'));
    expect(json(log.lines).filter((entry) => entry.reqId === id)).toEqual([]);
  });

  it(`warns once when one client collects ${REFUSAL_BURST} refusals within a minute`, async () => {
    for (let i = 0; i < REFUSAL_BURST + 5; i += 1) await fetch(`${server.url}/trpc/recipes.tags`);
    await vi.waitFor(() =>
      expect(log.lines.filter((l) => l.includes('recipes.tags')).length).toBeGreaterThan(25),
    );
    const warnings = json(log.lines).filter((entry) => entry.msg === 'burst of refused requests');
    expect(warnings).toEqual([expect.objectContaining({ level: 40, refusals: REFUSAL_BURST })]);
  });

  it('answers an internal error with the request id, which finds its logged cause', async () => {
    const res = await fetch(`${server.url}/trpc/auth.requestPasswordReset`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kuka@example.com' }),
    });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { message: string; data: { requestId: string } } };
    expect(body.error.message).toBe('Something went wrong on the server');
    expect(JSON.stringify(body)).not.toContain('secret detail');
    const id = body.error.data.requestId;
    expect(id).toBe(res.headers.get('x-request-id'));
    const logged = json(log.lines).find((entry) => entry.reqId === id && entry.level === 50);
    expect(logged).toMatchObject({ msg: 'procedure failed', procedure: 'auth.requestPasswordReset' });
    expect(JSON.stringify(logged)).toContain('secret detail');
  });
});

describe('development logs are lines a person reads', () => {
  let server: TestServer;
  const log = logCapture();
  beforeAll(async () => {
    server = await startTestServer({
      env: { NODE_ENV: 'development', LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
  });
  afterAll(() => server?.close());

  it('prints time, level, request id, message and fields on one line', async () => {
    const res = await fetch(`${server.url}/trpc/recipes.tags`);
    const id = res.headers.get('x-request-id') ?? '';
    const line = await vi.waitFor(() => log.lines.find((l) => l.includes(`[${id}]`)) ?? Promise.reject());
    expect(line).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d INFO  \\[${id}\\] request method=GET path=/trpc/recipes.tags status=401 ms=[\\d.]+$`,
      ),
    );
  });
});
