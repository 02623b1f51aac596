import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { PHOTO_LIMITS } from '#shared/limits/photo-limits.ts';
import { MAX_BATCH_CALLS, TRPC_PATH } from '#shared/trpc-endpoint.ts';
import { createMailer } from './auth/mail/mailer';
import { type AppDeps, contextFactory } from './context';
import { pingDatabase } from './db/client';
import { safeFetch, safeFetchImage } from './egress/safe-fetch';
import type { Env } from './env';
import { batchSizeGuard } from './http/batch-limit';
import {
  bodySizeGuard,
  DEFAULT_BODY_LIMIT,
  LARGE_BODY_LIMIT,
  TRPC_BODY_LIMITS,
  tooLargeErrorHandler,
  UPLOAD_BODY_LIMITS,
} from './http/body-limit';
import { allowedOriginsFor, csrfGuard } from './http/csrf';
import { registerPhotoRoutes } from './http/photo-routes';
import { RequestLog } from './http/request-log';
import { registerStaticClient } from './http/static-client';
import { registerTransferRoutes } from './http/transfer-routes';
import { registerTrpcRoute, type TrpcRouteOptions } from './http/trpc-route';
import { clearAbandonedUploads, registerUploads } from './http/uploads';
import { createAiClient } from './import/ai/ai';
import { createMemoryRateLimiter } from './limits/rate-limit-memory';
import { createPostgresRateLimiter } from './limits/rate-limit-postgres';
import { RateLimitedError } from './limits/rate-limiter';
import { postgresPhotoStore } from './photos/photo-store';
import { createBackgroundWork } from './platform/background';
import { boundedLogFields, boundedLogMethod, prettyLogStream } from './platform/log-format';
import type { Logger } from './platform/logger';
import { type AppRouter, appRouter } from './routers';
import { createTransferRunner } from './transfer/job-runner';

export const DEFAULT_CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../dist/client',
);

/** JSON lines for machines; in development, readable lines for the person at the terminal. */
function loggerOptions(config: Env, stream: NodeJS.WritableStream = process.stdout) {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    stream: config.NODE_ENV === 'development' ? prettyLogStream(stream) : stream,
    formatters: { log: boundedLogFields },
    hooks: { logMethod: boundedLogMethod },
  };
}

/** The long-lived services, built once per app: the one place that composes them. */
function createDeps(options: { config: Env; db: AppDeps['db']; logger: Logger }): AppDeps {
  const { config, db, logger } = options;
  const rateLimiter =
    config.RATE_LIMIT_STORE === 'postgres' ? createPostgresRateLimiter(db) : createMemoryRateLimiter();
  const ai = config.OPENAI_API_KEY
    ? createAiClient({
        apiKey: config.OPENAI_API_KEY,
        ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
        model: config.OPENAI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
        maxRetries: config.AI_MAX_RETRIES,
      })
    : null;
  const fetchPage = (url: string) => safeFetch(url, { allowedHosts: config.IMPORT_ALLOWED_HOSTS, logger });
  return {
    config,
    db,
    logger,
    mailer: createMailer(config, logger),
    background: createBackgroundWork(logger),
    rateLimiter,
    ai,
    fetchPage,
    transfer: createTransferRunner({ db, logger, rateLimiter, importServices: { ai, fetchPage, logger } }),
    fetchImage: (url) =>
      safeFetchImage(url, {
        allowedHosts: config.IMPORT_ALLOWED_HOSTS,
        logger,
        maxBytes: PHOTO_LIMITS.bytes,
      }),
    photoStore: postgresPhotoStore,
  };
}

/** How /trpc answers: the router, each request's context, the retry-after of a rate limit, failures logged. */
export function trpcOptions(deps: AppDeps): TrpcRouteOptions<AppRouter> {
  return {
    router: appRouter,
    maxBatchSize: MAX_BATCH_CALLS,
    createContext: contextFactory(deps),
    responseMeta({ errors }) {
      const limited = errors.map((e) => e.cause).find((c) => c instanceof RateLimitedError);
      return limited ? { headers: { 'retry-after': String(limited.retryAfterSeconds) } } : {};
    },
    onError({ error, path: procedure, req }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        req.log.error({ err: error, procedure }, 'procedure failed');
    },
  };
}

export interface BuildAppOptions {
  config: Env;
  db: AppDeps['db'];
  /** The built client; defaults to dist/client. */
  clientDir?: string;
  /** Where log lines go; defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Replace services in tests (e.g. a mailer pointed at a local SMTP server). */
  overrideDeps?: (deps: AppDeps) => AppDeps;
}

/** Builds the Fastify app with plugins in order: security, cookies, compression, tRPC, health, client. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, warnings for bursts of refusals.
    logController: new RequestLog(),
    // Unique across instances and restarts, short enough to read out from the error screen: a random
    // UUID's last group, 48 random bits. randomUUID draws on a pooled buffer; randomBytes(6) cost ~4 µs.
    genReqId: () => randomUUID().slice(-12),
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: DEFAULT_BODY_LIMIT,
  });
  const baseDeps = createDeps({ config, db: options.db, logger: app.log });
  const deps = options.overrideDeps ? options.overrideDeps(baseDeps) : baseDeps;
  const https = config.APP_URL.startsWith('https://');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Closing the app waits for work already started after a reply (mail) and starts nothing new.
  app.addHook('onClose', async () => {
    deps.background.stop();
    await deps.transfer.stop();
    await deps.background.idle();
  });
  // Jobs left by a stopped instance resume once this one serves; new ones start when created. Upload
  // folders a stop left mid-upload are cleared (an archive already stored lives in the database).
  app.addHook('onReady', async () => {
    const cleared = await clearAbandonedUploads();
    if (cleared > 0) app.log.info({ cleared }, 'abandoned upload folders removed');
    deps.transfer.start();
  });

  // Built once: @fastify/helmet built helmet's middleware anew on every request, parsing the policy
  // each time (2–4% of the list's server time in CPU profiles). The headers are the same for every answer.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and React inline style attributes need inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: shows the photos chosen in the import preview before they are uploaded.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        // The offline worker and the install manifest: the app's own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });

  // Every route: bodies are counted as they are read, declared length or not.
  app.addHook('preParsing', bodySizeGuard({ trpc: TRPC_BODY_LIMITS, uploads: UPLOAD_BODY_LIMITS }));
  const allowedOrigins = allowedOriginsFor(config.APP_URL);
  await app.register(async (trpcScope) => {
    trpcScope.addHook('onRequest', csrfGuard(allowedOrigins));
    trpcScope.addHook('onRequest', batchSizeGuard);
    trpcScope.setErrorHandler(tooLargeErrorHandler);
    trpcScope.addHook('onRoute', (route) => {
      route.bodyLimit = LARGE_BODY_LIMIT;
    });
    registerTrpcRoute(trpcScope, { prefix: TRPC_PATH, trpcOptions: trpcOptions(deps) });
  });

  await registerUploads(app);
  await registerPhotoRoutes(app, deps, allowedOrigins);
  await registerTransferRoutes(app, deps, allowedOrigins);

  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const ok = await pingDatabase(deps.db);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'database unavailable' });
  });

  await registerStaticClient(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}
