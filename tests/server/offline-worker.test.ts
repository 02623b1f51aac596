import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE } from '#client/lib/offline-caches.ts';
import { buildApp } from '#server/app.ts';
import { appRouter } from '#server/routers/index.ts';
import { PHOTO_ROUTES } from '#shared/photos.ts';
import { testConfig } from '../support/config';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** The service worker's contract with the server (docs/decisions/0031-offline-reading-and-first-load.md). */
describe('offline worker and manifest', () => {
  let clientDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A built client's files as the server finds them in dist/client.
    clientDir = mkdtempSync(path.join(tmpdir(), 'offline-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(clientDir, 'app.html'), '<!doctype html><title>library</title>');
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Reseptikirjasto"}');
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), db: database.db, clientDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the worker from the root, revalidated every time, as JavaScript', async () => {
    const res = await app.inject({ url: OFFLINE.workerUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // Its scope (the library) lies under the script's own folder, so no Service-Worker-Allowed is needed.
    expect(OFFLINE.scope.startsWith(path.posix.dirname(OFFLINE.workerUrl))).toBe(true);
  });

  it('serves the manifest as a manifest, and the CSP allows the worker and manifest from the site only', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps offline only reads that exist as queries, and photos where the server serves them', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    for (const name of OFFLINE.procedures) expect(procedures[name]?._def.type, name).toBe('query');
    expect(PHOTO_ROUTES.file.startsWith(OFFLINE.photoPrefix)).toBe(true);
  });
});
