import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_CALLS } from '#shared/trpc-endpoint.ts';
import { startTestServer, type TestServer } from '../support/http';
import { createSignedInUser } from '../support/users';

const MB = 1024 * 1024;

/**
 * POSTs a JSON body of about `bytes` in 64 KB chunks with Transfer-Encoding: chunked (no
 * Content-Length), the way a client that wants to slip past a declared-length check would.
 */
function postChunked(server: TestServer, path: string, bytes: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json', ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may answer and close before the whole body is sent: that is the point.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    const chunk = 'x'.repeat(64 * 1024);
    req.write('{"text":"');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end('"}');
    };
    pump();
  });
}

describe('request limits are enforced on what is actually sent', () => {
  let server: TestServer;
  let sessionCookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    sessionCookie = `session=${(await createSignedInUser(server.deps)).token}`;
  });
  afterAll(() => server?.close());

  it('refuses a chunked body over 1 MB to an unauthenticated procedure with 413', async () => {
    const sent = await postChunked(server, '/trpc/auth.login', 3 * MB);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({
      error: { message: 'The request is too large (at most 1 MB)', data: { code: 'PAYLOAD_TOO_LARGE' } },
    });
  });

  it('holds a chunked body to the limit of the procedure it calls', async () => {
    const headers = { cookie: sessionCookie };
    const recipe = await postChunked(server, '/trpc/recipes.create', 5 * MB, headers);
    expect(recipe.status).toBe(413);
    expect(recipe.body).toContain('at most 4 MB');
    // A 2 MB paste is within the text import's limit: it reaches the procedure (and its own validation).
    const paste = await postChunked(server, '/trpc/import.fromText', 2 * MB, headers);
    expect(paste.status).not.toBe(413);
    expect(paste.status).toBeLessThan(500);
    // Naming a large procedure in a batch does not lift the limit past the largest one named.
    const batch = await postChunked(server, '/trpc/auth.login,import.fromText?batch=1', 13 * MB, headers);
    expect(batch.status).toBe(413);
  });

  it(`refuses a batch of more than ${MAX_BATCH_CALLS} calls with a clear 400, and runs none of them`, async () => {
    const headers = { origin: server.origin, 'content-type': 'application/json', cookie: sessionCookie };
    const creates = (n: number) => ({
      path: Array.from({ length: n }, () => 'recipes.create').join(','),
      body: JSON.stringify(
        Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { title: `Erä ${i}` }])),
      ),
    });
    const over = creates(MAX_BATCH_CALLS + 1);
    const refused = await fetch(`${server.url}/trpc/${over.path}?batch=1`, {
      method: 'POST',
      headers,
      body: over.body,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        message: `A request may carry at most ${MAX_BATCH_CALLS} calls`,
        data: { code: 'BAD_REQUEST' },
      },
    });
    // Commas spelled %2C are the same batch to tRPC, so they count the same.
    const encoded = await fetch(`${server.url}/trpc/${over.path.replaceAll(',', '%2C')}?batch=1`, {
      method: 'POST',
      headers,
      body: over.body,
    });
    expect(encoded.status).toBe(400);
    const list = await fetch(`${server.url}/trpc/recipes.list?input=${encodeURIComponent('{}')}`, {
      headers: { cookie: sessionCookie },
    });
    expect(((await list.json()) as { result: { data: { total: number } } }).result.data.total).toBe(0);

    const within = creates(MAX_BATCH_CALLS);
    const accepted = await fetch(`${server.url}/trpc/${within.path}?batch=1`, {
      method: 'POST',
      headers,
      body: within.body,
    });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()) as unknown[]).toHaveLength(MAX_BATCH_CALLS);
  });

  it('refuses a batch of queries over the cap too (GET)', async () => {
    const path = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => 'auth.me').join(',');
    const res = await fetch(`${server.url}/trpc/${path}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
  });
});
