import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { MAX_IMPORT_BYTES } from '#shared/import.ts';
import {
  type HostResolver,
  isPublicAddress,
  literalAddress,
  lookupVia,
  resolveWithDns,
} from './safe-fetch-address';
import {
  assertImageType,
  assertReadableType,
  bodyType,
  decodeBody,
  type MediaType,
  parseContentType,
  readCappedBody,
} from './safe-fetch-body';
import { SafeFetchError } from './safe-fetch-error';

export type { HostResolver } from './safe-fetch-address';
export { FETCH_FAILED_MESSAGE, SafeFetchError, type SafeFetchFailure } from './safe-fetch-error';

/** The subset of a pino logger this module uses. */
export interface SafeFetchLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface SafeFetchOptions {
  /**
   * Hosts exempt from the address check, for local testing: 'host:port' matches that port only, a bare
   * 'host' any port; case-insensitive; IPv6 in brackets ('[::1]:4567'). The exemption covers that host
   * alone — a redirect elsewhere is checked as usual.
   */
  allowedHosts: readonly string[];
  /** DNS lookup plus TCP connect, per hop. Default 5000. */
  connectTimeoutMs?: number;
  /** The whole fetch including redirects and the body. Default 15000. */
  totalTimeoutMs?: number;
  /**
   * Limit for both the received and the decompressed body. Default MAX_IMPORT_BYTES (10 MB): a page the
   * chef could paste as source can be fetched too; real recipe pages reach ~8 MB with inline state.
   */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Replaces DNS; tests use it to make a name resolve to loopback. */
  lookup?: HostResolver;
  logger?: SafeFetchLogger;
}

export interface SafeFetchResult {
  /** The URL after redirects. */
  url: string;
  status: number;
  /**
   * The media type the body is read as, lowercase, without parameters: the server's, or for a body sent
   * without one or as mere bytes (application/octet-stream) what its start shows: 'text/html' or 'text/plain'.
   */
  contentType: string;
  body: string;
}

/** An image fetched for a recipe's photo: the bytes as received (decoded and re-encoded by server/photos). */
export interface SafeFetchImageResult {
  url: string;
  contentType: string | null;
  bytes: Buffer;
}

interface Settings {
  allowedHosts: readonly string[];
  connectTimeoutMs: number;
  maxBytes: number;
  resolve: HostResolver;
  /** Whether `lookup` was overridden; otherwise allowed hosts resolve the way Node always does. */
  customResolver: boolean;
  /** Throws for a media type this fetch does not read (before the body is downloaded). */
  assertType(media: MediaType): void;
}

interface FinalResponse {
  url: string;
  status: number;
  media: MediaType;
  body: Buffer;
}

type Hop = { kind: 'redirect'; location: string } | { kind: 'final'; response: FinalResponse };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** What a current desktop browser sends; some recipe sites refuse clients that look like bots. */
const REQUEST_HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  Accept:
    'text/html,application/xhtml+xml,application/ld+json;q=0.9,application/json;q=0.9,text/plain;q=0.8,*/*;q=0.5',
  'Accept-Language': 'fi,en;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
};

function parseTarget(raw: string, base?: URL): URL {
  let target: URL;
  try {
    target = new URL(raw, base);
  } catch (error) {
    throw new SafeFetchError('invalid_url', `not a URL: ${raw}`, { cause: error });
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', `protocol ${target.protocol} is not allowed`);
  }
  if (target.username || target.password) {
    throw new SafeFetchError('invalid_url', 'credentials in the URL are not allowed');
  }
  return target;
}

function isAllowedHost(target: URL, allowedHosts: readonly string[]): boolean {
  const host = target.hostname.toLowerCase();
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed === host || allowed === `${host}:${port}`;
  });
}

/** How to resolve this hop's host; throws before any connection if it is a non-public IP literal. */
function lookupFor(target: URL, settings: Settings): LookupFunction | undefined {
  if (isAllowedHost(target, settings.allowedHosts)) {
    return settings.customResolver ? lookupVia(settings.resolve, false) : undefined;
  }
  const literal = literalAddress(target.hostname);
  if (literal !== null && !isPublicAddress(literal)) {
    throw new SafeFetchError('forbidden_address', `${literal} is not a public address`);
  }
  return lookupVia(settings.resolve, true);
}

async function readResponse(
  response: IncomingMessage,
  target: URL,
  settings: Settings,
  signal: AbortSignal,
): Promise<Hop> {
  const status = response.statusCode ?? 0;
  if (REDIRECT_STATUSES.has(status)) {
    const location = response.headers.location;
    if (!location) throw new SafeFetchError('http_error', `HTTP ${status} without a Location`);
    return { kind: 'redirect', location };
  }
  if (status < 200 || status > 299) throw new SafeFetchError('http_error', `HTTP ${status}`);
  const declaredLength = Number(response.headers['content-length']);
  if (declaredLength > settings.maxBytes) {
    throw new SafeFetchError('too_large', `Content-Length ${declaredLength} exceeds ${settings.maxBytes}`);
  }
  const media = parseContentType(response.headers['content-type']);
  settings.assertType(media);
  const body = await readCappedBody(response, settings.maxBytes, signal);
  return { kind: 'final', response: { url: target.href, status, media, body } };
}

function fetchHop(target: URL, settings: Settings, signal: AbortSignal): Promise<Hop> {
  const lookup = lookupFor(target, settings);
  return new Promise((resolve, reject) => {
    // No shared agent: a pooled socket could carry this request without our lookup running.
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      headers: REQUEST_HEADERS,
      lookup,
      agent: false,
      signal,
    });
    let connectTimer: NodeJS.Timeout | undefined;
    request.once('socket', (socket) => {
      connectTimer = setTimeout(() => {
        request.destroy(
          new SafeFetchError(
            'timeout',
            `no connection to ${target.host} within ${settings.connectTimeoutMs} ms`,
          ),
        );
      }, settings.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.once('response', (response) => {
      clearTimeout(connectTimer);
      readResponse(response, target, settings, signal)
        .then(resolve, reject)
        .finally(() => request.destroy());
    });
    request.end();
  });
}

function asSafeFetchError(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted && signal.reason instanceof SafeFetchError) return signal.reason;
  return new SafeFetchError('network', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

/**
 * The one way the server fetches a URL someone gave it. Refuses anything but public http(s) addresses,
 * checked at connect time on every redirect hop; bounds time and size; returns readable text only.
 * Every failure is a SafeFetchError (logged here with its technical detail).
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const { media, body, ...rest } = await fetchFinal(url, options, assertReadableType);
  return { ...rest, contentType: bodyType(body, media.type), body: decodeBody(body, media) };
}

/** The same path for an image (a recipe page's photo): image/* only, the bytes as they came. */
export async function safeFetchImage(url: string, options: SafeFetchOptions): Promise<SafeFetchImageResult> {
  const { media, body, url: finalUrl } = await fetchFinal(url, options, assertImageType);
  return { url: finalUrl, contentType: media.type, bytes: body };
}

async function fetchFinal(
  url: string,
  options: SafeFetchOptions,
  assertType: Settings['assertType'],
): Promise<FinalResponse> {
  const settings: Settings = {
    allowedHosts: options.allowedHosts,
    connectTimeoutMs: options.connectTimeoutMs ?? 5000,
    maxBytes: options.maxBytes ?? MAX_IMPORT_BYTES,
    resolve: options.lookup ?? resolveWithDns,
    customResolver: options.lookup !== undefined,
    assertType,
  };
  const maxRedirects = options.maxRedirects ?? 5;
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const controller = new AbortController();
  const deadline = setTimeout(() => {
    controller.abort(new SafeFetchError('timeout', `no complete response within ${totalTimeoutMs} ms`));
  }, totalTimeoutMs);
  try {
    let target = parseTarget(url);
    for (let redirects = 0; ; redirects++) {
      const hop = await fetchHop(target, settings, controller.signal);
      if (hop.kind === 'final') return hop.response;
      if (redirects === maxRedirects) {
        throw new SafeFetchError('too_many_redirects', `more than ${maxRedirects} redirects`);
      }
      target = parseTarget(hop.location, target);
    }
  } catch (error) {
    const failure = asSafeFetchError(error, controller.signal);
    options.logger?.warn(
      { url, reason: failure.reason, detail: failure.message },
      'URL fetch refused or failed',
    );
    throw failure;
  } finally {
    clearTimeout(deadline);
  }
}
