import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data for the upload routes. One file per request; each route sets its own size cap
 * (request.file({ limits })) and streams the file to disk, never into memory. Body sizes are held by
 * body-limit.ts's table of upload routes as well.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 6 } });
}
