/**
 * Parity of the import as a new user meets it with the import the accuracy eval measures.
 * Usage: npm run eval:import-http -- [DIR] [--variants=html-utf8,none+gzip,…] [--verbose]
 *
 * Serves every NAME.testhtml page of DIR (default: the shared corpus) from a local web server, in each
 * way a server might send it (Content-Type, gzip), starts the real app with that server allowed, and
 * calls `import.fromUrl` through the real tRPC client for every page. Each returned draft is compared,
 * field by field and exactly, with the draft `npm run eval:import` reads in-process (readPage, toDraft).
 * Any difference is one the outside measurement sees and our own eval does not.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { TRPCClientError } from '@trpc/client';
import { readPage, toDraft } from '#server/import/pipeline.ts';
import { USER_BUDGETS } from '#server/limits/user-budgets.ts';
import type { RecipeDraft } from '#shared/recipes/recipe.ts';
import { signedInClient, startTestServer, type TestServer } from '../tests/support/http';
import { type CorpusPage, corpusDir, findPages } from './lib/corpus-pages';
import { draftDifferences } from './lib/draft-difference';

/** One way a web server sends a page. */
interface Variant {
  name: string;
  contentType: string | null;
  gzip: boolean;
}

/**
 * The Content-Types a static server gives a page: its own, a bare one, none, and what servers answer
 * for an extension they do not know (.testhtml: python's http.server and nginx say octet-stream, some
 * say text/plain).
 */
const CONTENT_TYPES: Record<string, string | null> = {
  'html-utf8': 'text/html; charset=utf-8',
  html: 'text/html',
  none: null,
  'octet-stream': 'application/octet-stream',
  'text-plain': 'text/plain',
  // A server-wide default charset (old Apache configurations) that a UTF-8 page's <meta> contradicts.
  'html-latin1': 'text/html; charset=iso-8859-1',
};

const ALL_VARIANTS: Variant[] = Object.entries(CONTENT_TYPES).flatMap(([name, contentType]) => [
  { name, contentType, gzip: false },
  { name: `${name}+gzip`, contentType, gzip: true },
]);

/** Imports in flight at once: enough to keep the app's two reading workers busy while pages are fetched. */
const CONCURRENCY = 4;

type Page = CorpusPage<unknown>;

interface Outcome {
  page: Page;
  reasons: string[];
}

function chosenVariants(args: readonly string[]): Variant[] {
  const arg = args.find((a) => a.startsWith('--variants='));
  if (!arg) return ALL_VARIANTS;
  const names = arg.slice('--variants='.length).split(',');
  const unknown = names.filter((n) => !ALL_VARIANTS.some((v) => v.name === n));
  if (unknown.length > 0) {
    console.error(
      `Unknown variant ${unknown.join(', ')}; known: ${ALL_VARIANTS.map((v) => v.name).join(', ')}`,
    );
    process.exit(1);
  }
  return ALL_VARIANTS.filter((v) => names.includes(v.name));
}

/** Serves /VARIANT/INDEX/NAME.testhtml: page INDEX's bytes as they are on disk, sent as VARIANT says. */
async function startPageServer(pages: readonly Page[], variants: readonly Variant[]): Promise<Server> {
  const bytes = new Map<number, Buffer>();
  const gzipped = new Map<number, Buffer>();
  const server = createServer((req, res) => {
    const [, variantName, index] = (req.url ?? '').split('/');
    const variant = variants.find((v) => v.name === variantName);
    const page = pages[Number(index)];
    if (!variant || !page) {
      res.writeHead(404).end();
      return;
    }
    const i = Number(index);
    const raw = bytes.get(i) ?? readFileSync(page.path);
    bytes.set(i, raw);
    const headers: Record<string, string> = {};
    if (variant.contentType) headers['content-type'] = variant.contentType;
    let body = raw;
    if (variant.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      body = gzipped.get(i) ?? gzipSync(raw);
      gzipped.set(i, body);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** The technical reason of each refused fetch, by URL, from the app's log (the user sees one message). */
function fetchFailureLog(): { stream: Writable; reasons: Map<string, string> } {
  const reasons = new Map<string, string>();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('"URL fetch refused or failed"')) continue;
        const entry = JSON.parse(line) as { url: string; reason: string; detail: string };
        reasons.set(entry.url, `${entry.reason}: ${entry.detail}`);
      }
      done();
    },
  });
  return { stream, reasons };
}

/** A signed-in client, replaced by a new user's before the import rate limit would stop it. */
function rotatingClient(server: TestServer) {
  let current: Promise<Awaited<ReturnType<typeof signedInClient>>> | null = null;
  let used = 0;
  return () => {
    if (current === null || used === USER_BUDGETS.import.limit) {
      current = signedInClient(server, { batch: false });
      used = 0;
    }
    used += 1;
    return current;
  };
}

async function importOverHttp(
  url: string,
  client: ReturnType<typeof rotatingClient>,
  fetchFailures: Map<string, string>,
): Promise<RecipeDraft | string> {
  try {
    return await (await client()).trpc.import.fromUrl.mutate({ url });
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const detail = fetchFailures.get(url);
    return `import failed: ${error.data?.code ?? '?'} ${JSON.stringify(error.message)}${detail ? ` (${detail})` : ''}`;
  }
}

/** Runs `task` over every item, `limit` at a time, keeping the items' order in the result. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const dir = corpusDir(args);
  const variants = chosenVariants(args);
  const pages = findPages<unknown>(dir);
  if (pages.length === 0) {
    console.log(`No NAME.testhtml + NAME.json pairs in ${dir}`);
    return;
  }
  const inProcess = pages.map((page) => toDraft(readPage(page.html), null));

  const site = await startPageServer(pages, variants);
  const siteHost = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  const log = fetchFailureLog();
  const app = await startTestServer({
    env: { IMPORT_ALLOWED_HOSTS: siteHost, LOG_LEVEL: 'warn' },
    logStream: log.stream,
  });
  const client = rotatingClient(app);
  const started = performance.now();
  try {
    console.log(`Recipe pages: ${pages.length} in ${dir}, imported over HTTP from ${siteHost}`);
    const summary: string[] = [];
    for (const variant of variants) {
      const outcomes = await mapLimited(pages, CONCURRENCY, async (page): Promise<Outcome> => {
        const index = pages.indexOf(page);
        const url = `http://${siteHost}/${variant.name}/${index}/${page.name.split('/').pop()}.testhtml`;
        const got = await importOverHttp(url, client, log.reasons);
        const reasons = typeof got === 'string' ? [got] : draftDifferences(got, inProcess[index]!);
        return { page, reasons };
      });
      const differing = outcomes.filter((o) => o.reasons.length > 0);
      const row = `${variant.name.padEnd(20)} ${String(pages.length - differing.length).padStart(4)} / ${pages.length} identical`;
      summary.push(row);
      console.log(
        `\n${row}  (Content-Type: ${variant.contentType ?? 'none'}, gzip ${variant.gzip ? 'on' : 'off'})`,
      );
      for (const { page, reasons } of differing) {
        console.log(
          `  ${page.name}: ${verbose ? reasons.join('; ') : reasons[0]}${!verbose && reasons.length > 1 ? ` (+${reasons.length - 1})` : ''}`,
        );
      }
    }
    console.log(`\nPages compared: ${pages.length} per variant, ${variants.length} variants`);
    for (const row of summary) console.log(`  ${row}`);
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s over HTTP`);
  } finally {
    await app.close();
    site.close();
  }
}

await main();
