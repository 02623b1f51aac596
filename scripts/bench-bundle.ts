/**
 * The library's first load as a chef sees it (docs/decisions/0031-offline-reading-and-first-load.md):
 * starts the built server (run `npm run build` first; this builds nothing) on a free port with a fresh
 * data folder, signs a new chef up, opens /recipelibrary in Chromium and sums the gzipped bytes of every
 * JavaScript response until the list is on screen. Prints each file and the total; asserts nothing.
 *   npm run bench:bundle
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const GOAL_KB = 120;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within a minute`);
}

if (!existsSync(path.join(ROOT, 'dist/client/app.html'))) {
  console.error('No build in dist/client: run `npm run build` first.');
  process.exit(1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-bundle-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    OPENAI_API_KEY: '',
  },
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await waitUntilReady(`${origin}/readyz`, server);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const signUp = await page.request.post('/trpc/auth.register', {
    headers: { Origin: origin },
    data: { email: `bench-${Date.now()}@example.com`, password: 'correct horse battery staple' },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${await signUp.text()}`);
  // A library with recipes in it, so the list's rows (and their virtualizer) are part of what loads.
  for (const title of ['Lemon tart', 'Chocolate ganache', 'Vanilla sauce']) {
    const created = await page.request.post('/trpc/recipes.create', {
      headers: { Origin: origin },
      data: {
        title,
        category: 'sweet',
        ingredients: [{ amount: 1, unit: 'dl', name: 'sugar' }],
        instructions: ['Mix.'],
      },
    });
    if (!created.ok()) throw new Error(`recipes.create failed: ${await created.text()}`);
  }

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const files: { name: string; gzipped: number; encoding: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const encoding = response.headers()['content-encoding'] ?? 'identity';
        const body = await response.body();
        // The bytes on the wire when the server gzips; otherwise as gzip would send them.
        const sizes = await response.request().sizes();
        const gzipped = encoding === 'gzip' ? sizes.responseBodySize : gzipSync(body).length;
        files.push({ name: new URL(response.url()).pathname, gzipped, encoding });
      })(),
    );
  });
  await page.goto('/recipelibrary', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
  await page.getByText('Lemon tart').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  files.sort((a, b) => b.gzipped - a.gzipped);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const file of files) console.log(`${kb(file.gzipped).padStart(10)}  ${file.name} (${file.encoding})`);
  const total = files.reduce((sum, file) => sum + file.gzipped, 0);
  console.log(
    `${kb(total).padStart(10)}  total gzipped JavaScript, ${files.length} files, first load of /recipelibrary (goal ≤ ${GOAL_KB} KB)`,
  );
  // A first load should be quiet: React Router's "No HydrateFallback" warning was one.
  for (const warning of warnings) console.log(`console: ${warning}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
