import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, queryRows } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { recipes, recipeVersions, users } from '../server/db/schema';
import { createTransferRunner } from '../server/transfer/job-runner';
import { createArchiveJob, readJob } from '../server/transfer/jobs';
import { libraryZip } from '../server/transfer/library-zip';
import { onFreshPostgres, onMemoryPglite } from './lib/bench-databases';
import { seedRecipes } from './lib/seed-recipes';

/**
 * `npm run bench:transfer`: exports a 10,000-recipe library (each recipe with a version) to a zip and
 * restores it into an empty account, on PostgreSQL (a fresh database on BENCH_DATABASE_URL's server,
 * dropped afterwards) and on in-memory PGlite — each in a process of its own, so the resident memory
 * measured is the transfer's, sampled every 10 ms. Prints a markdown table for the README.
 */
const RECIPES = 10_000;
const MB = 1024 * 1024;

interface Phase {
  ms: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

interface Result {
  database: string;
  zipMb: number;
  exported: Phase;
  restored: Phase & { added: number };
}

/** Runs `work`, sampling the process's resident memory. */
async function measured<T>(work: () => Promise<T>): Promise<[T, Phase]> {
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return [value, { ms: performance.now() - started, rssBeforeMb: rssBefore / MB, peakRssMb: peak / MB }];
  } finally {
    clearInterval(sampler);
  }
}

async function newUser(handle: DatabaseHandle, email: string): Promise<string> {
  const [user] = await handle.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  return user!.id;
}

async function measure(database: string, handle: DatabaseHandle): Promise<Result> {
  await runMigrations(handle);
  const chef = await newUser(handle, 'chef@example.com');
  await seedRecipes(handle.db, chef, RECIPES);
  // A history to carry: one earlier version of every recipe.
  await queryRows(
    handle.db,
    sql`insert into ${recipeVersions} (recipe_id, version, changes)
      select id, 1, jsonb_build_object('notes', 'Aiempi muistiinpano', 'servings', 6) from ${recipes} where user_id = ${chef}`,
  );
  console.error(`${database}: seeded ${RECIPES} recipes with a version each`);

  const file = path.join(mkdtempSync(path.join(tmpdir(), 'rk-bench-transfer-')), 'library.zip');
  const [, exported] = await measured(async () =>
    pipeline(await libraryZip(handle.db, chef), createWriteStream(file)),
  );
  const zipMb = (await stat(file)).size / MB;
  console.error(`${database}: exported in ${Math.round(exported.ms)} ms`);

  const newcomer = await newUser(handle, 'newcomer@example.com');
  const logger = { info() {}, warn() {}, error: (obj: object) => console.error(obj) };
  const runner = createTransferRunner({
    db: handle.db,
    logger,
    rateLimiter: { consume: async () => ({ allowed: true }), refund: async () => {}, reset: async () => {} },
    importServices: { ai: null, fetchPage: () => Promise.reject(new Error('no network')), logger },
  });
  const [job, restored] = await measured(async () => {
    const jobId = await createArchiveJob(handle.db, newcomer, file, 'library.zip');
    await runner.drain();
    return readJob(handle.db, newcomer, jobId);
  });
  const [restoredCount] = await handle.db
    .select({ n: count() })
    .from(recipes)
    .where(eq(recipes.userId, newcomer));
  if (job.state !== 'done' || restoredCount!.n !== RECIPES)
    throw new Error(`restore ended ${job.state} with ${restoredCount!.n} recipes`);
  console.error(`${database}: restored in ${Math.round(restored.ms)} ms`);
  await rm(path.dirname(file), { recursive: true, force: true });
  return { database, zipMb, exported, restored: { ...restored, added: job.added } };
}

const only = process.argv[2];
if (only === 'postgres' || only === 'pglite') {
  const result =
    only === 'postgres'
      ? await onFreshPostgres((handle) => measure('PostgreSQL', handle))
      : await onMemoryPglite((handle) => measure('PGlite (in memory)', handle));
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const self = fileURLToPath(import.meta.url);
  const results = ['postgres', 'pglite'].map(
    (database) =>
      JSON.parse(
        execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, database], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
        }),
      ) as Result,
  );
  const row = (r: Result, label: string, phase: Phase) =>
    `| ${r.database} | ${label} | ${(phase.ms / 1000).toFixed(1)} s | ${Math.round(phase.rssBeforeMb)} MB | ${Math.round(phase.peakRssMb)} MB | ${Math.round(phase.peakRssMb - phase.rssBeforeMb)} MB |`;
  console.log(
    [
      `### Export and restore of ${RECIPES.toLocaleString('en')} recipes (each with one earlier version)`,
      '',
      '| Database | Phase | Time | RSS before | Peak RSS | Peak growth |',
      '|---|---|---:|---:|---:|---:|',
      ...results.flatMap((r) => [
        row(r, `export to zip (${r.zipMb.toFixed(1)} MB)`, r.exported),
        row(r, `restore into an empty account (${r.restored.added} added)`, r.restored),
      ]),
    ].join('\n'),
  );
}
