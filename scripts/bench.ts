import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { cookieIsSecure, sessionCookieName, sessionPolicyFromEnv } from '#server/auth/session-cookie.ts';
import { createSession, validateSessionToken } from '#server/auth/sessions.ts';
import { type DatabaseHandle, queryRows } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { recipes, users } from '#server/db/schema.ts';
import { type Env, parseEnv } from '#server/env.ts';
import { listRecipes } from '#server/recipes/list/list-recipes.ts';
import { listTags } from '#server/recipes/list/recipe-tags.ts';
import { onFreshPostgres, onMemoryPglite } from './lib/bench-databases';
import { type DuplicateTimings, timeDuplicates } from './lib/bench-duplicates';
import { type LoadResult, loadTest, medianResult } from './lib/bench-load';
import { seedRecipes } from './lib/seed-recipes';

/**
 * `npm run bench`: the list API under load on PostgreSQL (a fresh database on BENCH_DATABASE_URL's
 * server, dropped afterwards) and on in-memory PGlite, each with one user owning 10,000 generated
 * recipes; tRPC procedures against a bare Fastify route running the same domain function; and the
 * duplicate computation. Prints markdown tables for the README.
 */
const RECIPES = 10_000;
const SECONDS = 5;
const PAGE = 50;
/** tRPC's list and the bare route take turns this many times; their rows are the medians. */
const ROUNDS = 3;

interface Measured {
  database: string;
  load: [label: string, result: LoadResult][];
  /** The first page's JSON, without photos and with a cover on every recipe. */
  listBytes: { plain: number; covered: number };
  bare: LoadResult;
  /** tRPC list / bare route throughput in each round, taken back to back. */
  ratios: number[];
  duplicates: DuplicateTimings;
}

/**
 * The same session check as the tRPC context (one query for the session and its user), then the same
 * domain call as recipes.list: what tRPC adds — its route and hooks, input parsing and validation, the
 * middlewares, the context, the envelope — is what the comparison measures.
 */
function registerBareList(app: FastifyInstance, handle: DatabaseHandle, config: Env) {
  const cookieName = sessionCookieName(cookieIsSecure(config));
  const policy = sessionPolicyFromEnv(config);
  app.get('/bench/list', async (request, reply) => {
    const token = request.cookies[cookieName];
    const validated = token ? await validateSessionToken(handle.db, token, policy) : null;
    if (!validated) return reply.code(401).send({ error: 'Session expired' });
    return listRecipes(handle.db, validated.user.id, { limit: PAGE });
  });
}

async function measure(database: string, handle: DatabaseHandle): Promise<Measured> {
  await runMigrations(handle);
  const config = parseEnv({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rk-bench-')) });
  const [user] = await handle.db
    .insert(users)
    .values({ email: 'bench@example.com', passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  const userId = user!.id;

  const seeding = performance.now();
  await seedRecipes(handle.db, userId, RECIPES);
  console.error(`${database}: seeded ${RECIPES} recipes in ${Math.round(performance.now() - seeding)} ms`);

  const { token } = await createSession(handle.db, userId, sessionPolicyFromEnv(config));
  const cookie = `${sessionCookieName(cookieIsSecure(config))}=${token}`;
  const [newest] = await handle.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.createdAt))
    .limit(1);
  const [first, second] = await listTags(handle.db, userId);

  const app = await buildApp({ config, db: handle.db, clientDir: '/nonexistent' });
  registerBareList(app, handle, config);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const trpc = (procedure: string, input: object) =>
    `${base}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

  try {
    const list = trpc('recipes.list', { limit: PAGE });
    const bareList = `${base}/bench/list`;
    // Warm both paths (JIT, caches, the writes the seed left behind), then measure them back to back.
    await loadTest(list, cookie, 2);
    await loadTest(bareList, cookie, 2);
    // Back to back in turns, so a neighbour's burst on the shared cores weighs on both alike.
    const listRuns: LoadResult[] = [];
    const bareRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      listRuns.push(await loadTest(list, cookie, SECONDS));
      bareRuns.push(await loadTest(bareList, cookie, SECONDS));
    }
    const ratios = listRuns.map((run, i) => run.requestsPerSecond / bareRuns[i]!.requestsPerSecond);
    const load: Measured['load'] = [
      [`tRPC recipes.list (first page of 50), median of ${ROUNDS}`, medianResult(listRuns)],
    ];
    const bare = medianResult(bareRuns);
    const requests: [string, string][] = [
      ['tRPC recipes.list q="suklaa"', trpc('recipes.list', { q: 'suklaa', limit: PAGE })],
      [
        `tRPC recipes.list tags=[${first?.tag}, ${second?.tag}]`,
        trpc('recipes.list', { tags: [first?.tag, second?.tag], limit: PAGE }),
      ],
      ['tRPC recipes.byId', trpc('recipes.byId', { id: newest!.id })],
    ];
    for (const [label, url] of requests) load.push([label, await loadTest(url, cookie, SECONDS)]);
    // Without queueing: what one request costs when the other nine are not competing for the CPU.
    load.push(['tRPC recipes.list, 1 connection', await loadTest(list, cookie, SECONDS, 1)]);

    // Every recipe with a cover photo: the list reads photo_ids[1] from the row, so only the ids matter.
    const plain = await pageBytes(list, cookie);
    await queryRows(handle.db, sql`update ${recipes} set photo_ids = array[gen_random_uuid()]`);
    await queryRows(handle.db, sql`vacuum analyze ${recipes}`);
    await loadTest(list, cookie, 2);
    load.push(['tRPC recipes.list, a cover photo on every recipe', await loadTest(list, cookie, SECONDS)]);
    const listBytes = { plain, covered: await pageBytes(list, cookie) };
    console.error(`${database}: load tests done`);
    const duplicates = await timeDuplicates(handle.db, userId);
    return { database, load, listBytes, bare, ratios, duplicates };
  } finally {
    await app.close();
  }
}

async function pageBytes(url: string, cookie: string): Promise<number> {
  return (await (await fetch(url, { headers: { cookie } })).arrayBuffer()).byteLength;
}

const ms = (value: number) => value.toFixed(1);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
/** The median of the rounds' ratios: each round's pair ran back to back, under the same neighbours. */
const medianRatio = (ratios: number[]) => {
  const sorted = [...ratios].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const oneConnection = (load: Measured['load']) => load.find(([label]) => label.endsWith('1 connection'))![1];
const check = (ok: boolean) => (ok ? '✅' : '❌');
const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;

function print(results: Measured[]) {
  const lines = [
    `### API under load (${RECIPES.toLocaleString('en')} recipes, 10 connections unless noted, ${SECONDS} s each)`,
    '',
    '| Database | Request | req/s | p50 ms | p99 ms | server CPU µs/req |',
    '|---|---|---:|---:|---:|---:|',
  ];
  const row = (database: string, label: string, r: LoadResult) =>
    `| ${database} | ${label} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p99)} | ${Math.round(r.serverCpuUs)} |`;
  for (const { database, load, bare } of results) {
    for (const [label, r] of load) lines.push(row(database, label, r));
    lines.push(row(database, `bare Fastify route, same list query, median of ${ROUNDS}`, bare));
  }
  lines.push(
    '',
    '| Database | First page of 50, JSON bytes: no photos / a cover on every recipe |',
    '|---|---:|',
  );
  for (const { database, listBytes } of results) {
    lines.push(
      `| ${database} | ${listBytes.plain.toLocaleString('en')} / ${listBytes.covered.toLocaleString('en')} |`,
    );
  }
  lines.push(
    '',
    '| Database | tRPC list / bare route throughput, each round | median | bare / tRPC server CPU per request |',
    '|---|---|---:|---:|',
  );
  for (const { database, load, bare, ratios } of results) {
    lines.push(
      `| ${database} | ${ratios.map(percent).join(', ')} | ${percent(medianRatio(ratios))} | ${percent(bare.serverCpuUs / load[0]![1].serverCpuUs)} |`,
    );
  }
  lines.push(
    '',
    `### Duplicate flags (${results[0]!.duplicates.titles.toLocaleString('en')} titles)`,
    '',
    `| Computation | ${results.map((r) => r.database).join(' | ')} |`,
    `|---|${results.map(() => '---:').join('|')}|`,
    `| computeDuplicateFlags, whole library, first run | ${results.map((r) => `${ms(r.duplicates.wholeLibraryFirst)} ms`).join(' | ')} |`,
    `| computeDuplicateFlags, whole library, median of 20 | ${results.map((r) => `${ms(r.duplicates.wholeLibraryMedian)} ms`).join(' | ')} |`,
    `| on-write update for a rename, median | ${results.map((r) => `${ms(r.duplicates.onWriteMedian)} ms`).join(' | ')} |`,
    `| on-write update for a rename, p99 | ${results.map((r) => `${ms(r.duplicates.onWriteP99)} ms`).join(' | ')} |`,
  );

  const pg = results.find((r) => r.database === 'PostgreSQL');
  if (pg) {
    const list = pg.load[0]![1];
    const single = results
      .map((r) => {
        const one = oneConnection(r.load);
        return `${r.database} ${ms(one.p99)} ms (${Math.round(one.serverCpuUs)} µs of server CPU a request)`;
      })
      .join(', ');
    lines.push(
      '',
      '### Targets (issue 21)',
      '',
      `- ${check(list.p99 < 25)} list p99 under 25 ms at 10 connections on PostgreSQL: ${ms(list.p99)} ms (bare route ${ms(pg.bare.p99)} ms; ${Math.round(list.serverCpuUs)} µs of server CPU a request)`,
      `- ${check(medianRatio(pg.ratios) >= 0.9)} tRPC list at least 90% of the bare route on PostgreSQL (median of the rounds): ${percent(medianRatio(pg.ratios))}`,
      `- ${check(results.every((r) => oneConnection(r.load).p99 <= 5))} list p99 at most 5 ms on one connection, both databases: ${single}`,
      `- ${check(pg.duplicates.wholeLibraryMedian < 30 && pg.duplicates.onWriteP99 < 30)} duplicate computation under 30 ms on PostgreSQL: whole library ${ms(pg.duplicates.wholeLibraryMedian)} ms, on write p99 ${ms(pg.duplicates.onWriteP99)} ms`,
      '',
      `Latencies on a shared machine move with its load (${loadAverage()} at the end of this run); the server CPU per request holds still.`,
    );
  }
  console.log(lines.join('\n'));
}

const started = performance.now();
const results = [
  await onFreshPostgres((handle) => measure('PostgreSQL', handle)),
  await onMemoryPglite((handle) => measure('PGlite (in memory)', handle)),
];
print(results);
console.error(`Bench finished in ${Math.round((performance.now() - started) / 1000)} s`);
