import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { type DatabaseConfig, type DatabaseHandle, openDatabase, queryRows } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { recipes, recipeVersions, users } from '#server/db/schema.ts';
import { libraryZip } from '#server/transfer/export/library-zip.ts';
import { createTransferRunner } from '#server/transfer/job-runner.ts';
import { createArchiveJob, readJob } from '#server/transfer/jobs.ts';
import { MB } from '#shared/bytes.ts';
import { withFreshPostgres } from './lib/bench-databases';
import { seedRecipes } from './lib/seed-recipes';

/**
 * `npm run bench:transfer`: a 10,000-recipe library (each recipe with one earlier version) exported
 * to a zip and restored into an empty account, on PostgreSQL (a fresh database on BENCH_DATABASE_URL's
 * server, dropped afterwards) and on PGlite (a data directory on disk, as the server runs it). Seeding,
 * export and restore each run in a fresh process, so the peak resident memory reported is that
 * phase's own (the process's maxRSS); the server's baseline is the RSS once the database is open.
 */
const RECIPES = 10_000;
/**
 * Export and restore run with V8's heap capped this low: a phase that held the library (or the zip,
 * or backup.json) in memory would run out of heap and fail the benchmark.
 */
const HEAP_CAP_MB = 128;
const CHEF = 'chef@example.com';
const NEWCOMER = 'newcomer@example.com';

interface Phase {
  ms: number;
  baselineMb: number;
  peakMb: number;
}

async function userId(handle: DatabaseHandle, email: string): Promise<string> {
  const [found] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (found) return found.id;
  const [user] = await handle.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  return user!.id;
}

async function seed(handle: DatabaseHandle) {
  await runMigrations(handle);
  const chef = await userId(handle, CHEF);
  await seedRecipes(handle.db, chef, RECIPES);
  await queryRows(
    handle.db,
    sql`insert into ${recipeVersions} (recipe_id, version, changes)
      select id, 1, jsonb_build_object('notes', 'Aiempi muistiinpano', 'servings', 6) from ${recipes} where user_id = ${chef}`,
  );
}

async function exportTo(handle: DatabaseHandle, file: string) {
  await pipeline(await libraryZip(handle.db, await userId(handle, CHEF)), createWriteStream(file));
}

async function restoreFrom(handle: DatabaseHandle, file: string) {
  const newcomer = await userId(handle, NEWCOMER);
  const logger = { info() {}, warn() {}, error: (obj: object) => console.error(obj) };
  const runner = createTransferRunner({
    db: handle.db,
    logger,
    rateLimiter: { consume: async () => ({ allowed: true }), refund: async () => {}, reset: async () => {} },
    importServices: { ai: null, fetchPage: () => Promise.reject(new Error('no network')), logger },
  });
  const jobId = await createArchiveJob(handle.db, newcomer, file, 'library.zip');
  await runner.drain();
  const job = await readJob(handle.db, newcomer, jobId);
  const [restored] = await handle.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, newcomer));
  if (job.state !== 'done' || restored!.n !== RECIPES)
    throw new Error(`restore ended ${job.state} with ${restored!.n} recipes`);
}

/** One phase in this process: its time, the RSS once the database is open, and the process's peak. */
async function runPhase(config: DatabaseConfig, phase: string, file: string): Promise<Phase> {
  const handle = await openDatabase(config);
  try {
    const baseline = process.memoryUsage.rss();
    const started = performance.now();
    if (phase === 'seed') await seed(handle);
    else if (phase === 'export') await exportTo(handle, file);
    else await restoreFrom(handle, file);
    return {
      ms: performance.now() - started,
      baselineMb: baseline / MB,
      peakMb: (process.resourceUsage().maxRSS * 1024) / MB,
    };
  } finally {
    await handle.close();
  }
}

const self = fileURLToPath(import.meta.url);

function inChild(config: DatabaseConfig, phase: string, file: string): Phase {
  const output = execFileSync(
    process.execPath,
    [`--max-old-space-size=${HEAP_CAP_MB}`, '--import', 'tsx', self, JSON.stringify(config), phase, file],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(output) as Phase;
}

interface Result {
  database: string;
  zipMb: number;
  exported: Phase;
  restored: Phase;
}

async function measure(database: string, config: DatabaseConfig): Promise<Result> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rk-bench-transfer-'));
  const file = path.join(dir, 'library.zip');
  try {
    inChild(config, 'seed', file);
    console.error(`${database}: seeded ${RECIPES} recipes with a version each`);
    const exported = inChild(config, 'export', file);
    console.error(`${database}: exported in ${Math.round(exported.ms)} ms`);
    const restored = inChild(config, 'restore', file);
    console.error(`${database}: restored in ${Math.round(restored.ms)} ms`);
    return { database, zipMb: (await stat(file)).size / MB, exported, restored };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function onPostgres(): Promise<Result> {
  return withFreshPostgres((url) => measure('PostgreSQL', { kind: 'postgres', url }));
}

async function onPglite(): Promise<Result> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-pglite-'));
  try {
    return await measure('PGlite (data directory)', { kind: 'pglite', dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const [configArg, phaseArg, fileArg] = process.argv.slice(2);
if (configArg && phaseArg && fileArg) {
  process.stdout.write(
    `${JSON.stringify(await runPhase(JSON.parse(configArg) as DatabaseConfig, phaseArg, fileArg))}\n`,
  );
} else {
  const results = [await onPostgres(), await onPglite()];
  const row = (r: Result, label: string, phase: Phase) =>
    `| ${r.database} | ${label} | ${(phase.ms / 1000).toFixed(1)} s | ${Math.round(phase.baselineMb)} MB | ${Math.round(phase.peakMb)} MB |`;
  console.log(
    [
      `### Export and restore of ${RECIPES.toLocaleString('en')} recipes (each with one earlier version)`,
      '',
      `Each phase in a fresh process with the V8 heap capped at ${HEAP_CAP_MB} MB.`,
      '',
      '| Database | Phase (a fresh process each) | Time | RSS with the database open | Peak RSS |',
      '|---|---|---:|---:|---:|',
      ...results.flatMap((r) => [
        row(r, `export to a zip (${r.zipMb.toFixed(1)} MB)`, r.exported),
        row(r, 'restore into an empty account', r.restored),
      ]),
    ].join('\n'),
  );
}
