import { afterAll, beforeAll } from 'vitest';
import { type ClientOptions, signedInClient, startTestServer, type TestServer } from './http';

/**
 * For one describe block: a test server and a client signed in as a new user, started before its tests
 * and closed after them. Read `server` and `trpc` inside the tests.
 */
export function useSignedInServer(options: { client?: ClientOptions } = {}) {
  const context = {} as { server: TestServer; trpc: ReturnType<TestServer['client']>['trpc'] };
  beforeAll(async () => {
    context.server = await startTestServer();
    context.trpc = (await signedInClient(context.server, options.client)).trpc;
  });
  afterAll(() => context.server?.close());
  return context;
}
