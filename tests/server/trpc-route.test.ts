import { get } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcOptions } from '#server/app.ts';
import { startTestServer, type TestServer } from '../support/http';
import { createSignedInUser } from '../support/users';
import { recipeDraft } from './recipes-helpers';

/**
 * The app answers plain tRPC calls itself (server/http/trpc-route.ts). Each request here goes to the app
 * and to tRPC's stock Fastify plugin given the very same options, over real HTTP on one database: the
 * answers must be the same — status, JSON, and the headers a client reads.
 */
let server: TestServer;
let stock: FastifyInstance;
let stockUrl: string;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  stock = Fastify();
  await stock.register(fastifyCookie);
  // As the app: compression names accept-encoding in Vary.
  await stock.register(fastifyCompress, { threshold: 1024 });
  await stock.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: trpcOptions(server.deps) });
  stockUrl = await stock.listen({ host: '127.0.0.1', port: 0 });
  const { token } = await createSignedInUser(server.deps);
  cookie = `session=${token}`;
  for (const title of ['Mustikkapiirakka', 'Suklaamousse']) {
    const created = await fetch(`${server.url}/trpc/recipes.create`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json', cookie },
      body: JSON.stringify(recipeDraft({ title })),
    });
    expect(created.status).toBe(200);
  }
});
afterAll(async () => {
  await stock?.close();
  await server?.close();
});

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | null>;
}

/**
 * What a client sees of an answer. Two differences are the wire's, not the answer's: Fastify names the
 * charset of a string body (JSON's own, UTF-8), and compression — which a web stream always went through,
 * tiny error bodies too — now leaves answers under its threshold alone, so only those it compresses
 * name accept-encoding in Vary.
 */
async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  const header = (name: string) => response.headers.get(name);
  return {
    status: response.status,
    body,
    headers: {
      'content-type': header('content-type')?.replace('; charset=utf-8', '') ?? null,
      vary:
        header('vary')
          ?.split(', ')
          .filter((name) => name !== 'accept-encoding')
          .join(', ') ?? null,
      'clear-site-data': header('clear-site-data'),
      'set-cookie': header('set-cookie'),
    },
  };
}

/** The same request to both; the app's answer, once it is shown to equal the stock plugin's. */
async function both(path: string, init: RequestInit = {}): Promise<Answer> {
  const headers = { origin: server.origin, ...(init.headers as Record<string, string>) };
  const ours = await answer(await fetch(`${server.url}${path}`, { ...init, headers }));
  const theirs = await answer(await fetch(`${stockUrl}${path}`, { ...init, headers }));
  expect(ours).toEqual(theirs);
  return ours;
}

/** A request line fetch cannot send (a raw '#'), to both: the status and body each answered with. */
async function rawBoth(path: string): Promise<{ status: number; body: unknown }> {
  const send = (base: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      get(base, { path, headers: { origin: server.origin, cookie } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      }).on('error', reject);
    });
  const ours = await send(server.url);
  expect(ours).toEqual(await send(stockUrl));
  return ours;
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const signedIn = () => ({ cookie });
const json = { 'content-type': 'application/json' };

describe('plain tRPC calls answered as the stock adapter answers them', () => {
  it('a query alone and in a batch, as the browser sends it', async () => {
    const alone = await both(`/trpc/recipes.list?${input({ limit: 1 })}`, { headers: signedIn() });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ result: { data: { total: 2, items: [{ title: 'Suklaamousse' }] } } });

    const batch = await both(`/trpc/recipes.list,recipes.tags?batch=1&${input({ 0: {}, 1: {} })}`, {
      headers: signedIn(),
    });
    expect(batch.status).toBe(200);
    expect(batch.body).toHaveLength(2);

    // The app's own answer has its length up front; the stock adapter's went out in chunks.
    const own = await fetch(`${server.url}/trpc/recipes.list?${input({ limit: 1 })}`, {
      headers: signedIn(),
    });
    expect(own.headers.get('content-length')).toMatch(/^\d+$/);
    expect(own.headers.get('transfer-encoding')).toBeNull();
  });

  it('refusals: no session, a stale session (cookie and cache cleared), invalid input, a half-failed batch', async () => {
    expect((await both(`/trpc/recipes.list?${input({})}`)).status).toBe(401);
    const stale = await both(`/trpc/recipes.list?${input({})}`, { headers: { cookie: 'session=a.b' } });
    expect(stale.status).toBe(401);
    expect(stale.headers['clear-site-data']).toBe('"cache"');
    const invalid = await both(`/trpc/recipes.list?${input({ limit: 0 })}`, { headers: signedIn() });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
    const mixed = await both(
      `/trpc/recipes.list,recipes.byId?batch=1&${input({ 0: {}, 1: { id: 'nope' } })}`,
      {
        headers: signedIn(),
      },
    );
    expect(mixed.status).toBe(207);
  });

  it('requests tRPC answers on its own path: unknown procedure, wrong method, bad JSON, another content type', async () => {
    expect((await both(`/trpc/recipes.nothing?${input({})}`, { headers: signedIn() })).status).toBe(404);
    expect((await both(`/trpc/recipes.create?${input({})}`, { headers: signedIn() })).status).toBe(405);
    expect((await both('/trpc/recipes.list?input=%7B', { headers: signedIn() })).status).toBe(400);
    expect((await both('/trpc/recipes.list?batch=1&input=1', { headers: signedIn() })).status).toBe(400);
    const streaming = await both(`/trpc/recipes.list?batch=1&${input({ 0: {} })}`, {
      headers: { ...signedIn(), 'trpc-accept': 'application/jsonl' },
    });
    expect(streaming.status).toBe(200);
  });

  it('a query read from the parse Fastify made, as URLSearchParams reads it: spaces, a "%", repeats, bad escapes', async () => {
    const search = (q: string) => `/trpc/recipes.list?${input({ q })}`;
    const spaced = await both('/trpc/recipes.list?input=%7B%22q%22%3A%22suklaa+mousse%22%7D', {
      headers: signedIn(),
    });
    expect(spaced.body).toMatchObject({ result: { data: { total: 0 } } });
    expect((await both(search('Suklaa'), { headers: signedIn() })).body).toMatchObject({
      result: { data: { total: 1 } },
    });
    expect((await both(search('100% suklaa'), { headers: signedIn() })).status).toBe(200);
    const repeated = await both(`/trpc/recipes.list?${input({ q: 'Mustikka' })}&${input({ limit: 0 })}`, {
      headers: signedIn(),
    });
    expect(repeated.body).toMatchObject({ result: { data: { total: 1 } } });
    const badEscape = await both('/trpc/recipes.list?input=%7B%22q%22%3A%22%ZZ%22%7D', {
      headers: signedIn(),
    });
    expect(badEscape.status).toBe(200);
    expect(
      (await both('/trpc/recipes.list?input=%7B%7D&batch=1&batch=0', { headers: signedIn() })).status,
    ).toBe(400);
    // A raw '#' (fetch cuts it off): tRPC's URL ends there, Fastify's query runs on.
    const hashed = await rawBoth('/trpc/recipes.list?input=%7B%22q%22%3A%22Suklaa#%22%7D');
    expect(hashed.status).toBe(400);
  });

  it('mutations by JSON POST, alone and batched, and a refusal of the domain', async () => {
    const missing = await both('/trpc/recipes.delete', {
      method: 'POST',
      headers: { ...signedIn(), ...json },
      body: JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(missing.status).toBe(404);
    const batch = await both('/trpc/recipes.delete,recipes.delete?batch=1', {
      method: 'POST',
      headers: { ...signedIn(), ...json },
      body: JSON.stringify({ 0: { id: 'x' }, 1: { id: 'y' } }),
    });
    expect(batch.status).toBe(404);
    expect(
      (await both('/trpc/recipes.delete', { method: 'POST', headers: { ...signedIn(), ...json } })).status,
    ).toBe(400);
  });

  it('a spent rate limit answers 429 with Retry-After (responseMeta) from both', async () => {
    const post = (base: string) =>
      fetch(`${base}/trpc/import.fromText`, {
        method: 'POST',
        headers: { origin: server.origin, ...signedIn(), ...json },
        body: JSON.stringify({ text: 'Pannukakku\n\n5 dl maitoa\n\nSekoita.' }),
      });
    let refused: Response | null = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const response = await post(server.url);
      if (response.status === 429) refused = response;
    }
    const stockRefused = await post(stockUrl);
    expect(refused?.status).toBe(429);
    expect(stockRefused.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The two answers are a moment apart, so the seconds left may have ticked over between them.
    const apart =
      Number(refused?.headers.get('retry-after')) - Number(stockRefused.headers.get('retry-after'));
    expect(Math.abs(apart)).toBeLessThanOrEqual(1);
    expect(await refused?.json()).toEqual(await stockRefused.json());
  });
});
