import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderLanding, renderLandingHead } from '#client/features/landing/render-landing.tsx';

/** After `vite build`: writes the landing page's HTML into dist/client/index.html, so it needs no JS. */
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client/index.html');
const html = readFileSync(file, 'utf8');
if (!html.includes('<!--landing-html-->') || !html.includes('<!--landing-head-->')) {
  throw new Error(`${file} has no landing markers: was it built from client/index.html?`);
}
writeFileSync(
  file,
  html
    .replace('<!--landing-head-->', () => renderLandingHead())
    .replace('<!--landing-html-->', () => renderLanding()),
);
console.log('Prerendered the landing page into dist/client/index.html');
