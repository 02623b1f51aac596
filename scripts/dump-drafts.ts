/**
 * Every corpus reading's draft as JSON, one line each: the proof that a change meant to leave the
 * import's output alone (a speed-up, a refactoring) did. Usage:
 *   node --import tsx scripts/dump-drafts.ts --out before.jsonl      (on the base)
 *   node --import tsx scripts/dump-drafts.ts --compare before.jsonl  (on the change)
 * Each page is read as import.fromUrl reads it (draft, the AI step's text, the picture) and again
 * without its structured data (so the readers of what the page shows run on every page); each Finnish
 * paste as import.fromText reads it. --compare prints the readings whose bytes differ and exits 1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseHtml } from '#server/import/page/html-dom.ts';
import { draftFromDocument } from '#server/import/pipeline.ts';
import { readSource } from '#server/import/read/read-source.ts';
import { corpusDir, findPages } from './lib/corpus-pages';
import { loadPasteCases, PASTES_DIR } from './lib/paste-score';
import { withoutStructuredData } from './lib/without-structured-data';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const out = option('--out');
const compare = option('--compare');
if (!out && !compare) {
  console.error('Give --out FILE or --compare FILE');
  process.exit(2);
}

function attempt(read: () => unknown): unknown {
  try {
    return read();
  } catch (caught) {
    return { error: caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught) };
  }
}

const readings = new Map<string, string>();
const pages = findPages(corpusDir([]));
for (const page of pages) {
  const url = `https://${page.name.split('/')[0]}/recipe`;
  readings.set(
    `page ${page.name}`,
    JSON.stringify(
      attempt(() => readSource({ kind: 'page', url, contentType: 'text/html', body: page.html }, true)),
    ),
  );
  readings.set(
    `shown ${page.name}`,
    JSON.stringify(attempt(() => draftFromDocument(withoutStructuredData(parseHtml(page.html)), null))),
  );
}
const pastes = existsSync(PASTES_DIR) ? loadPasteCases() : [];
for (const paste of pastes) {
  readings.set(
    `paste ${paste.name}`,
    JSON.stringify(attempt(() => readSource({ kind: 'text', text: paste.source }, false))),
  );
}

const lines = [...readings].map(([name, json]) => JSON.stringify({ name, json }));
if (out) {
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${readings.size} readings (${pages.length} pages twice, ${pastes.length} pastes) → ${out}`);
}
if (compare) {
  const before = new Map<string, string>(
    readFileSync(compare, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { name, json } = JSON.parse(line) as { name: string; json: string };
        return [name, json];
      }),
  );
  const differing = [...new Set([...before.keys(), ...readings.keys()])].filter(
    (name) => before.get(name) !== readings.get(name),
  );
  for (const name of differing) console.log(`differs: ${name}`);
  console.log(
    `${readings.size - differing.length} of ${readings.size} readings byte-identical to ${compare}`,
  );
  if (differing.length > 0) process.exit(1);
}
