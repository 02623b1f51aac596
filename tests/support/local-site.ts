/**
 * A local web site for the server to fetch from, and an app server allowed to reach it: safe fetch
 * refuses loopback addresses unless IMPORT_ALLOWED_HOSTS names the site's host:port.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './http';

export interface LocalSite {
  server: Server;
  origin: string;
}

/** A site on a free port of 127.0.0.1 that answers with `handler`. */
export async function startLocalSite(handler: RequestListener): Promise<LocalSite> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A local site and an app server allowed to fetch from it; close() stops both. */
export async function startSiteAndServer(
  handler: RequestListener,
): Promise<{ site: LocalSite; server: TestServer; close(): Promise<void> }> {
  const site = await startLocalSite(handler);
  let server: TestServer;
  try {
    server = await startTestServer({ env: { IMPORT_ALLOWED_HOSTS: new URL(site.origin).host } });
  } catch (error) {
    site.server.close();
    throw error;
  }
  return {
    site,
    server,
    close: async () => {
      await server.close();
      site.server.close();
    },
  };
}
