import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const HTML_CACHE = 'no-cache';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: the prerendered landing page at /, the library's SPA shell for
 * /recipelibrary/*, hashed assets cached for a year, and a redirect to / for any other page.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string) {
  const hasBuild = existsSync(path.join(clientDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        // Everything else, /sw.js above all, is revalidated: a cached old worker would keep an old build.
        reply.header('cache-control', isHashedAsset ? ASSET_CACHE : HTML_CACHE);
      },
    });
    app.get('/', (_req, reply) => reply.header('cache-control', HTML_CACHE).sendFile('index.html'));
    const sendShell = (_req: unknown, reply: FastifyReply) =>
      reply.header('cache-control', HTML_CACHE).sendFile('app.html');
    app.get('/recipelibrary', sendShell);
    app.get('/recipelibrary/*', sendShell);
  } else {
    app.log.warn({ clientDir }, 'client build not found: run `npm run build` (the API still works)');
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return reply.redirect('/', 302);
    return reply.code(404).send({ error: 'Not found' });
  });
}
