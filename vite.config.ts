import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { TRPC_PATH } from './shared/trpc-endpoint.ts';

const root = path.resolve(import.meta.dirname, 'client');
const LANDING_MARKER = '<!--landing-html-->';
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * Dev only: serves the library's SPA shell for /recipelibrary/* and renders the landing page into
 * index.html (the production build prerenders it with scripts/prerender.ts).
 */
function devPages(): Plugin {
  return {
    name: 'reseptikirjasto-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/recipelibrary(\/|$|\?)/.test(req.url)) req.url = '/app.html';
        next();
      });
    },
    async transformIndexHtml(html, ctx) {
      if (!html.includes(LANDING_MARKER) || !ctx.server) return html;
      const mod = (await ctx.server.ssrLoadModule('/src/features/landing/render-landing.tsx')) as {
        renderLanding(): string;
        renderLandingHead(): string;
      };
      return html
        .replace('<!--landing-head-->', () => mod.renderLandingHead())
        .replace(LANDING_MARKER, () => mod.renderLanding());
    },
  };
}

/**
 * Build only: emits the hand-written service worker (client/sw.js) as /sw.js with the cache names
 * (client/src/lib/offline-caches.json) and this build's asset list written in, so it can keep every
 * chunk for offline reading.
 */
function serviceWorker(): Plugin {
  return {
    name: 'reseptikirjasto-service-worker',
    apply: 'build',
    // After writing: earlier, the bundle still lists the empty chunks of CSS-only modules.
    writeBundle(options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .sort()
        .map((file) => `/${file}`);
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(path.join(root, 'sw.js'), 'utf8')
        .replace('__OFFLINE_CONFIG__', () =>
          readFileSync(path.join(root, 'src/lib/offline-caches.json'), 'utf8'),
        )
        .replace('__BUILD_ASSETS__', () => JSON.stringify({ version, assets }));
      writeFileSync(path.join(options.dir ?? '', 'sw.js'), source);
    },
  };
}

/**
 * React Router publishes its development build (dev warnings on) under its package exports and the
 * same code with the warnings off in dist/production; the build takes the latter (docs/decisions/0031).
 */
const reactRouterProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), devPages(), serviceWorker()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    rollupOptions: {
      // tRPC's client packages do not declare themselves free of import side effects (their server
      // package does); they are, so the links and helpers the app never calls are left out.
      treeshake: { moduleSideEffects: (id) => !/node_modules[\\/]@trpc[\\/]/.test(id) },
      input: { landing: path.join(root, 'index.html'), app: path.join(root, 'app.html') },
    },
  },
  server: {
    port: 5173,
    // scripts/dev.ts starts the API on PORT (default 3000).
    proxy: { [TRPC_PATH]: apiOrigin, '/healthz': apiOrigin },
  },
}));
