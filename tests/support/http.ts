/**
 * A real app server over HTTP and tRPC clients for it, as a browser would use them. Free of vitest, so
 * scripts (scripts/eval-import-http.ts) start the server the tests start.
 */
import { createServer } from 'node:net';
import { createTRPCClient, httpBatchLink, httpLink } from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { AppDeps } from '#server/context.ts';
import type { AppRouter } from '#server/routers/index.ts';
import { testConfig } from './config';
import { createTestDatabase, type TestDatabase } from './database';
import { createSignedInUser } from './users';

/** Remembers cookies the way a browser would for one origin (enough for our single session cookie). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.trim().split('=');
        const k = key.toLowerCase();
        return (k === 'max-age' && Number(val) <= 0) || (k === 'expires' && Date.parse(val) <= Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

export interface ClientOptions {
  batch?: boolean;
  headers?: Record<string, string>;
  jar?: CookieJar;
}

export interface TestServer {
  url: string;
  /** The Origin a browser on the site sends (APP_URL's): the one the same-origin check accepts. */
  origin: string;
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  /** A tRPC client over real HTTP with its own cookie jar (one "browser"). */
  client(options?: ClientOptions): ReturnType<typeof browserClient>;
  close(): Promise<void>;
}

/**
 * A tRPC client over real HTTP to `baseUrl`, as one browser on `origin`: its cookie jar (fresh unless
 * given, so two servers can share one browser's cookies) and extra headers go with every request.
 */
export function browserClient(
  baseUrl: string,
  origin: string,
  { batch = true, headers = {}, jar = new CookieJar() }: ClientOptions = {},
) {
  const jarFetch: typeof fetch = async (input, init) => {
    const merged = new Headers(init?.headers);
    merged.set('origin', origin);
    for (const [k, v] of Object.entries(headers)) merged.set(k, v);
    const cookie = jar.header();
    if (cookie) merged.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers: merged });
    jar.store(response);
    return response;
  };
  const link = (batch ? httpBatchLink : httpLink)({ url: `${baseUrl}/trpc`, fetch: jarFetch });
  return { trpc: createTRPCClient<AppRouter>({ links: [link] }), jar, fetch: jarFetch };
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    overrideDeps?: (deps: AppDeps) => AppDeps;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  // The same-origin check trusts APP_URL only, so the server must know its own address up front.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({ APP_URL: url, ...options.env });
  let deps: AppDeps | undefined;
  const app = await buildApp({
    config,
    db: database.db,
    clientDir: '/nonexistent',
    ...(options.logStream ? { logStream: options.logStream } : {}),
    overrideDeps: (base) => {
      deps = options.overrideDeps ? options.overrideDeps(base) : base;
      return deps;
    },
  });
  await app.listen({ host: '127.0.0.1', port });

  const origin = new URL(config.APP_URL).origin;
  return {
    url,
    origin,
    app,
    deps: deps!,
    database,
    client: (clientOptions) => browserClient(url, origin, clientOptions),
    async close() {
      // Keep-alive sockets of the test's own clients must not hold the shutdown open.
      app.server.closeAllConnections();
      await app.close();
      await database.destroy();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A client of `server` signed in as a new user: one browser holding that user's session cookie. */
export async function signedInClient(server: TestServer, options?: ClientOptions) {
  const { token } = await createSignedInUser(server.deps);
  const client = server.client(options);
  client.jar.set('session', token);
  return client;
}
