import { randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FETCH_FAILED_MESSAGE,
  type HostResolver,
  SafeFetchError,
  type SafeFetchFailure,
  type SafeFetchOptions,
  safeFetch,
} from '#server/egress/safe-fetch.ts';
import { isPublicAddress, lookupVia } from '#server/egress/safe-fetch-address.ts';
import { MAX_IMPORT_BYTES } from '#shared/import.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface TestServer {
  port: number;
  origin: string;
  /** Paths requested so far. */
  paths: string[];
  /** TCP connections accepted so far. */
  connections: () => number;
  close: () => Promise<void>;
}

async function startServer(route: (path: string) => Handler | undefined): Promise<TestServer> {
  const paths: string[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    paths.push(path);
    const handler = route(path);
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    paths,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const latin1Text = '<html><body>Mustikkapiirakka: äöå</body></html>';
const latin1Page = Buffer.from(latin1Text, 'latin1');
const bigText = 'x'.repeat(200_000);
/** A UTF-8 page whose <meta> says so, as the corpus pages are. */
const utf8Page =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Pähkinäkakku</title></head><body>½ dl</body></html>';
/** What a browser sends for a saved page: a NUL deep in an inline script, far past the start. */
const pageWithNul = Buffer.concat([
  Buffer.from(`${utf8Page}<script>var a="`),
  Buffer.from([0]),
  Buffer.from('";</script>'),
]);
/** A legacy page that names its encoding only after a long head (beyond the first 1024 bytes). */
const lateMetaLatin1 = Buffer.from(
  `<html><head><script>${'/* analytics */'.repeat(200)}</script><meta charset="iso-8859-1"></head><p>Pähkinä</p>`,
  'latin1',
);
/** Incompressible: gzip makes it slightly larger than it is. */
const noise = randomBytes(50_000);
/** Headers that never end, for the timeout tests; released when the server closes. */
const stall: Handler = () => {};
let streamedBytes = 0;
let streamClosed: Promise<void> = Promise.resolve();

function send(type: string | null, body: string | Buffer, extra: http.OutgoingHttpHeaders = {}): Handler {
  return (_request, response) => {
    response.writeHead(200, { ...(type ? { 'Content-Type': type } : {}), ...extra }).end(body);
  };
}

function redirect(location: string, status = 302): Handler {
  return (_request, response) => response.writeHead(status, { Location: location }).end();
}

let server: TestServer;
/** Listens but is never in allowedHosts: any connection to it would be a bypass. */
let bystander: TestServer;

const routes: Record<string, () => Handler> = {
  '/utf8': () => send('text/plain', 'Kermavaahto ja sokeri – 1 dl'),
  '/latin1': () => send('text/html; charset=ISO-8859-1', latin1Page),
  '/meta-latin1': () => send('text/html', Buffer.from('<meta charset="iso-8859-1"><p>Pähkinä</p>', 'latin1')),
  '/json-ld': () => send('application/ld+json', '{"@type":"Recipe"}'),
  '/untyped-text': () => send(null, 'plain words'),
  '/untyped-page-with-nul': () => send(null, pageWithNul),
  '/untyped-latin1': () => send(null, Buffer.from('Pähkinäkakku\n2 dl sokeria', 'latin1')),
  '/octet-page': () => send('application/octet-stream', `\n<!-- saved -->\n${utf8Page}`),
  '/octet-page-after-junk': () => send('application/octet-stream', `"${utf8Page}`),
  '/utf8-said-latin1': () => send('text/html; charset=iso-8859-1', utf8Page),
  '/late-meta-latin1': () => send('text/html', lateMetaLatin1),
  '/plain-latin1-page': () =>
    send('text/plain', Buffer.from('<meta charset="iso-8859-1"><p>Pähkinä</p>', 'latin1')),
  '/eight-megabytes': () => send('text/html', `<p>${'x'.repeat(8 * 1024 * 1024)}</p>`),
  '/untyped-binary': () => send(null, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01])),
  '/png': () => send('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  '/octet': () => send('application/octet-stream', 'abc'),
  '/gzip': () => send('text/html', zlib.gzipSync('<p>gzipped kakku</p>'), { 'Content-Encoding': 'gzip' }),
  '/deflate': () => send('text/html', zlib.deflateSync('<p>deflated</p>'), { 'Content-Encoding': 'deflate' }),
  '/br': () => send('text/html', zlib.brotliCompressSync('<p>brotli</p>'), { 'Content-Encoding': 'br' }),
  '/gzip-bomb': () => send('text/plain', zlib.gzipSync(bigText), { 'Content-Encoding': 'gzip' }),
  '/gzip-noise': () => send('text/plain', zlib.gzipSync(noise), { 'Content-Encoding': 'gzip' }),
  '/late': () => (_request, response) => {
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'text/plain' }).end('worth the wait'), 300);
  },
  '/unknown-encoding': () => send('text/html', 'abc', { 'Content-Encoding': 'compress' }),
  '/missing': () => (_request, response) => response.writeHead(404).end('nope'),
  '/redirect-no-location': () => (_request, response) => response.writeHead(302).end(),
  '/redirect-relative': () => redirect('utf8', 301),
  '/redirect-absolute': () => redirect('/redirect-relative', 307),
  '/redirect-to-localhost': () => redirect(`http://localhost:${server.port}/utf8`),
  '/redirect-to-bystander': () => redirect(`${bystander.origin}/utf8`),
  '/redirect-to-metadata': () => redirect('http://169.254.169.254/latest/meta-data', 308),
  '/redirect-to-file': () => redirect('file:///etc/passwd'),
  '/declared-too-large': () => (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(MAX_IMPORT_BYTES + 1) });
    response.flushHeaders();
  },
  '/stream-forever': () => (_request, response) => {
    streamedBytes = 0;
    streamClosed = new Promise((resolve) => response.once('close', resolve));
    response.writeHead(200, { 'Content-Type': 'text/html' });
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      if (response.destroyed || streamedBytes > 50 * 1024 * 1024) return;
      streamedBytes += chunk.length;
      response.write(chunk, () => setImmediate(pump));
    };
    pump();
  },
  '/slow-headers': () => stall,
  '/slow-body': () => (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.write('<p>first bite…');
  },
};

function route(path: string): Handler | undefined {
  const chain = path.match(/^\/chain\/(\d+)$/);
  if (chain) {
    const left = Number(chain[1]);
    return left === 0 ? send('text/plain', 'end of chain') : redirect(`/chain/${left - 1}`);
  }
  return routes[path]?.();
}

beforeAll(async () => {
  server = await startServer(route);
  bystander = await startServer(() => send('text/plain', 'should never be reached'));
});

afterAll(async () => {
  await server.close();
  await bystander.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function allowed(extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return { allowedHosts: [`127.0.0.1:${server.port}`], ...extra };
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => {
      throw new Error('expected safeFetch to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

async function expectRefused(promise: Promise<unknown>, reason: SafeFetchFailure): Promise<SafeFetchError> {
  const error = await failure(promise);
  expect(error.reason, error.message).toBe(reason);
  return error;
}

const resolveTo =
  (...addresses: string[]): HostResolver =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: net.isIP(address) }));

describe('safeFetch: reading pages', () => {
  it('returns UTF-8 text by default with the media type and final URL', async () => {
    const result = await safeFetch(`${server.origin}/utf8`, allowed());
    expect(result).toEqual({
      url: `${server.origin}/utf8`,
      status: 200,
      contentType: 'text/plain',
      body: 'Kermavaahto ja sokeri – 1 dl',
    });
  });

  it('decodes the charset the Content-Type declares', async () => {
    const result = await safeFetch(`${server.origin}/latin1`, allowed());
    expect(result.contentType).toBe('text/html');
    expect(result.body).toBe(latin1Text);
  });

  it('falls back to the charset an HTML <meta> declares', async () => {
    const result = await safeFetch(`${server.origin}/meta-latin1`, allowed());
    expect(result.body).toContain('Pähkinä');
  });

  it('accepts JSON-LD and untyped text, reporting what untyped text is read as', async () => {
    expect((await safeFetch(`${server.origin}/json-ld`, allowed())).contentType).toBe('application/ld+json');
    const untyped = await safeFetch(`${server.origin}/untyped-text`, allowed());
    expect(untyped).toMatchObject({ contentType: 'text/plain', body: 'plain words' });
  });

  it('reads an untyped page by its start, whatever bytes come later', async () => {
    const result = await safeFetch(`${server.origin}/untyped-page-with-nul`, allowed());
    expect(result.contentType).toBe('text/html');
    expect(result.body).toContain('<title>Pähkinäkakku</title>');
  });

  it('reads a page sent as application/octet-stream when it starts like one', async () => {
    const result = await safeFetch(`${server.origin}/octet-page`, allowed());
    expect(result).toMatchObject({ contentType: 'text/html', body: `\n<!-- saved -->\n${utf8Page}` });
    const afterJunk = await safeFetch(`${server.origin}/octet-page-after-junk`, allowed());
    expect(afterJunk).toMatchObject({ contentType: 'text/html', body: `"${utf8Page}` });
  });

  it('reads UTF-8 bytes as UTF-8 when the server claims a legacy charset', async () => {
    expect((await safeFetch(`${server.origin}/utf8-said-latin1`, allowed())).body).toBe(utf8Page);
  });

  it('finds a <meta> charset after the first 1024 bytes', async () => {
    expect((await safeFetch(`${server.origin}/late-meta-latin1`, allowed())).body).toContain(
      '<p>Pähkinä</p>',
    );
  });

  it('decodes a legacy page sent as text/plain by its <meta> charset', async () => {
    expect((await safeFetch(`${server.origin}/plain-latin1-page`, allowed())).body).toContain(
      '<p>Pähkinä</p>',
    );
  });

  it('reads unlabelled bytes that are not UTF-8 as windows-1252', async () => {
    const result = await safeFetch(`${server.origin}/untyped-latin1`, allowed());
    expect(result).toMatchObject({ contentType: 'text/plain', body: 'Pähkinäkakku\n2 dl sokeria' });
  });

  it('sends browser-like headers', async () => {
    const seen = await startServer(() => (request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(request.headers));
    });
    try {
      const result = await safeFetch(`${seen.origin}/`, { allowedHosts: [`127.0.0.1:${seen.port}`] });
      const headers = JSON.parse(result.body) as Record<string, string>;
      expect(headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
      expect(headers.accept).toContain('text/html');
      expect(headers['accept-encoding']).toBe('gzip, deflate, br');
    } finally {
      await seen.close();
    }
  });

  it.each(['gzip', 'deflate', 'br'])('decompresses a %s body', async (encoding) => {
    const result = await safeFetch(`${server.origin}/${encoding}`, allowed());
    expect(result.body).toMatch(/^<p>(gzipped kakku|deflated|brotli)<\/p>$/);
  });

  it('refuses an unknown content encoding', async () => {
    await expectRefused(safeFetch(`${server.origin}/unknown-encoding`, allowed()), 'unsupported_content');
  });

  it.each(['/png', '/octet', '/untyped-binary'])('refuses binary content (%s)', async (path) => {
    await expectRefused(safeFetch(`${server.origin}${path}`, allowed()), 'unsupported_content');
  });

  it('reports an HTTP error status', async () => {
    const error = await expectRefused(safeFetch(`${server.origin}/missing`, allowed()), 'http_error');
    expect(error.message).toContain('404');
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    await expectRefused(
      safeFetch(`http://127.0.0.1:${closed.port}/`, { allowedHosts: [`127.0.0.1:${closed.port}`] }),
      'network',
    );
  });

  it('logs the technical reason and keeps the user-facing message generic', async () => {
    const warn = vi.fn();
    await failure(safeFetch(`${server.origin}/png`, allowed({ logger: { warn } })));
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'unsupported_content', url: `${server.origin}/png` }),
      expect.any(String),
    );
    expect(FETCH_FAILED_MESSAGE).toBe('Failed to fetch URL');
  });
});

describe('safeFetch: size and time limits', () => {
  it('refuses a declared Content-Length above the limit without waiting for the body', async () => {
    const started = Date.now();
    await expectRefused(
      safeFetch(`${server.origin}/declared-too-large`, allowed({ totalTimeoutMs: 3000 })),
      'too_large',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads a page of 8 MB by default (real recipe pages reach that with their inline state)', async () => {
    const result = await safeFetch(`${server.origin}/eight-megabytes`, allowed());
    expect(result.body.length).toBeGreaterThan(8 * 1024 * 1024);
  });

  it('stops a streamed body as soon as it passes the limit', async () => {
    const maxBytes = 64 * 1024;
    await expectRefused(safeFetch(`${server.origin}/stream-forever`, allowed({ maxBytes })), 'too_large');
    await streamClosed;
    expect(streamedBytes).toBeGreaterThan(maxBytes);
    expect(streamedBytes).toBeLessThan(5 * 1024 * 1024);
  });

  it('applies the limit to the decompressed size too', async () => {
    const compressed = zlib.gzipSync(bigText).length;
    expect(compressed).toBeLessThan(10_000);
    await expectRefused(safeFetch(`${server.origin}/gzip-bomb`, allowed({ maxBytes: 100_000 })), 'too_large');
  });

  it('counts the received bytes too, not only the decompressed ones', async () => {
    const maxBytes = noise.length + 5;
    expect(zlib.gzipSync(noise).length).toBeGreaterThan(maxBytes);
    await expectRefused(safeFetch(`${server.origin}/gzip-noise`, allowed({ maxBytes })), 'too_large');
  });

  it('lets a connected server take longer than the connect timeout to answer', async () => {
    const result = await safeFetch(`${server.origin}/late`, allowed({ connectTimeoutMs: 100 }));
    expect(result.body).toBe('worth the wait');
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    const error = await expectRefused(
      safeFetch(`${server.origin}/slow-headers`, allowed({ totalTimeoutMs: 300 })),
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toContain('300 ms');
  });

  it('times out a body that never finishes', async () => {
    await expectRefused(safeFetch(`${server.origin}/slow-body`, allowed({ totalTimeoutMs: 300 })), 'timeout');
  });

  it('times out a connection that cannot be set up (lookup never answers)', async () => {
    const error = await expectRefused(
      safeFetch('http://hanging.example/', {
        allowedHosts: [],
        connectTimeoutMs: 100,
        lookup: () => new Promise(() => {}),
      }),
      'timeout',
    );
    expect(error.message).toContain('no connection');
  });
});

describe('safeFetch: redirects', () => {
  it('follows a chain with relative and absolute Locations', async () => {
    const result = await safeFetch(`${server.origin}/redirect-absolute`, allowed());
    expect(result).toMatchObject({ url: `${server.origin}/utf8`, body: 'Kermavaahto ja sokeri – 1 dl' });
  });

  it('follows exactly maxRedirects hops but not one more', async () => {
    expect((await safeFetch(`${server.origin}/chain/5`, allowed())).body).toBe('end of chain');
    await expectRefused(safeFetch(`${server.origin}/chain/6`, allowed()), 'too_many_redirects');
    await expectRefused(
      safeFetch(`${server.origin}/chain/2`, allowed({ maxRedirects: 1 })),
      'too_many_redirects',
    );
  });

  it('treats a redirect without Location as an HTTP error', async () => {
    await expectRefused(safeFetch(`${server.origin}/redirect-no-location`, allowed()), 'http_error');
  });

  it('re-checks every hop: an allowed host cannot redirect to another loopback host', async () => {
    const before = server.paths.length;
    await expectRefused(safeFetch(`${server.origin}/redirect-to-localhost`, allowed()), 'forbidden_address');
    expect(server.paths.slice(before)).toEqual(['/redirect-to-localhost']);
  });

  it('re-checks every hop: the exemption is per port', async () => {
    await expectRefused(safeFetch(`${server.origin}/redirect-to-bystander`, allowed()), 'forbidden_address');
    expect(bystander.connections()).toBe(0);
  });

  it('re-checks every hop against metadata addresses and other protocols', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    await expectRefused(safeFetch(`${server.origin}/redirect-to-metadata`, allowed()), 'forbidden_address');
    await expectRefused(safeFetch(`${server.origin}/redirect-to-file`, allowed()), 'invalid_url');
    // One connection per hop that was allowed: the first hop of each fetch only.
    expect(connect).toHaveBeenCalledTimes(2);
  });
});

describe('safeFetch: allowed hosts', () => {
  it('matches a bare host on any port, case-insensitively, and resolves it with the lookup override', async () => {
    const result = await safeFetch(`http://recipes.test:${server.port}/utf8`, {
      allowedHosts: ['RECIPES.TEST'],
      lookup: resolveTo('127.0.0.1'),
    });
    expect(result.body).toBe('Kermavaahto ja sokeri – 1 dl');
  });

  it('matches host:port only on that port', async () => {
    await expectRefused(
      safeFetch(`${bystander.origin}/`, { allowedHosts: [`127.0.0.1:${server.port}`] }),
      'forbidden_address',
    );
    expect(bystander.connections()).toBe(0);
  });
});

describe('safeFetch: SSRF refusals before any connection', () => {
  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://100.64.0.1/',
    'http://255.255.255.255/',
    'http://224.0.0.1/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[ff02::1]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::1]/',
    'http://[2001:0:4136:e378::1]/',
    'http://192.0.2.1/',
    'http://198.18.0.1/',
    'http://[2001:db8::1]/',
    'https://127.0.0.1:8443/',
  ])('refuses %s', async (url) => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(() => {
      throw new Error('a connection was attempted');
    });
    await expectRefused(safeFetch(url, { allowedHosts: [] }), 'forbidden_address');
    expect(connect).not.toHaveBeenCalled();
  });

  it('lets a public literal address through to connect (the gate is not refusing everything)', async () => {
    const connect = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(() => {
      throw new Error('stopped before any packet');
    });
    // The interception itself works, so no packet can leave even if the gate lets this through.
    expect(() => net.connect(bystander.port, '127.0.0.1')).toThrow('stopped before any packet');
    expect(bystander.connections()).toBe(0);
    connect.mockClear();
    await expectRefused(safeFetch('http://93.184.216.34/', { allowedHosts: [] }), 'network');
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('refuses a loopback literal on a listening port without connecting', async () => {
    await expectRefused(safeFetch(`${bystander.origin}/`, { allowedHosts: [] }), 'forbidden_address');
    expect(bystander.connections()).toBe(0);
  });

  it('refuses localhost as resolved by the system, without connecting', async () => {
    await expectRefused(
      safeFetch(`http://localhost:${bystander.port}/`, { allowedHosts: [] }),
      'forbidden_address',
    );
    expect(bystander.connections()).toBe(0);
  });

  // Only loopback answers here: were the check ever broken, Node would really connect to them.
  // Private and mixed answers are covered by the lookup's own tests under 'address policy'.
  it.each([
    ['loopback', ['127.0.0.1']],
    ['mapped loopback', ['::ffff:127.0.0.1']],
    ['IPv4 and IPv6 loopback', ['127.0.0.1', '::1']],
  ])('refuses a name resolving to %s, without connecting', async (_label, addresses) => {
    const lookup = vi.fn(resolveTo(...addresses));
    await expectRefused(
      safeFetch(`http://rebind.example:${bystander.port}/`, { allowedHosts: [], lookup }),
      'forbidden_address',
    );
    expect(lookup).toHaveBeenCalledWith('rebind.example');
    expect(bystander.connections()).toBe(0);
  });

  it.each([
    'ftp://x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'not a url',
    'http://user:secret@example.com/',
    'http://user@example.com/',
  ])('refuses %s as an invalid URL', async (url) => {
    await expectRefused(safeFetch(url, { allowedHosts: [] }), 'invalid_url');
  });
});

describe('address policy', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each(['127.0.0.1', '::1', '10.0.0.1', 'fe80::1', '::ffff:10.0.0.1', 'example.com', ''])(
    '%s is not public',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  function lookupOnce(resolve: HostResolver, requirePublic: boolean, all: boolean) {
    return new Promise<{ error: Error | null; address: unknown; family?: number }>((done) => {
      lookupVia(resolve, requirePublic)('name.example', { all }, (error, address, family) =>
        done({ error, address, family }),
      );
    });
  }

  it('hands Node the checked addresses in the shape it asked for', async () => {
    const resolve = resolveTo('93.184.216.34', '2606:4700:4700::1111');
    expect(await lookupOnce(resolve, true, true)).toMatchObject({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
    });
    expect(await lookupOnce(resolve, true, false)).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('refuses when any address is not public, unless the host is exempt', async () => {
    const resolve = resolveTo('93.184.216.34', '127.0.0.1');
    const refused = await lookupOnce(resolve, true, true);
    expect(refused.error).toBeInstanceOf(SafeFetchError);
    expect((refused.error as SafeFetchError).reason).toBe('forbidden_address');
    expect((await lookupOnce(resolve, false, true)).error).toBeNull();
  });
});
