import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { type DatabaseConfig, openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { photos, recipes, users } from '#server/db/schema.ts';
import { createTransferRunner, type TransferDeps } from '#server/transfer/job-runner.ts';
import { createArchiveJob, readJob } from '#server/transfer/jobs.ts';
import { MB } from '#shared/bytes.ts';
import { withFreshPostgres } from './lib/bench-databases';

/**
 * `npm run bench:movein`: a 1,000-recipe Mealie v1+ backup with a photo per recipe, built from the
 * real backup's recipes (../shared/corpus/peer-exports/mealie-backups, repeated with new ids) and the
 * real photos of Mealie's pre-v1 export, moved into an empty account on PostgreSQL and on PGlite (a
 * data directory, as the server runs it). Each run is a fresh process with V8's heap capped, so a
 * move-in that held more than the backup's tables would fail. Halfway through, the runner is stopped
 * and a new one resumes the job, as after a restart. Prints the time, progress and peak memory.
 */
const RECIPES = Number(process.env.BENCH_RECIPES) || 1_000;
const HEAP_CAP_MB = 256;
const PEERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus/peer-exports');
const SOURCE = `${PEERS}/mealie-backups/backup-version-44e8d670719d-1.zip`;
const PHOTOS = `${PEERS}/mealie/mealie.zip`;

type Row = Record<string, unknown>;

async function unzipped(file: string): Promise<Map<string, Buffer>> {
  const { default: yauzl } = await import('yauzl');
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', async (entry: { fileName: string }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry as never)) chunks.push(chunk as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** The real backup's tables with its recipes repeated under new ids until there are RECIPES. */
async function buildBackup(file: string): Promise<void> {
  const database = JSON.parse((await unzipped(SOURCE)).get('database.json')!.toString('utf8')) as Record<
    string,
    Row[]
  >;
  const pictures = [...(await unzipped(PHOTOS))]
    .filter(([name]) => !name.includes('__MACOSX') && /\/images\/original\.webp$/.test(name))
    .map(([, bytes]) => bytes);
  const perRecipe = [
    'recipes_ingredients',
    'recipe_instructions',
    'notes',
    'recipe_nutrition',
    'recipe_settings',
  ];
  const joins = ['recipes_to_tags', 'recipes_to_categories', 'recipes_to_tools'];
  const originals = database.recipes!;
  const grown: Record<string, Row[]> = { ...database, recipes: [] };
  for (const table of [...perRecipe, ...joins]) grown[table] = [];
  const zip = new ZipFile();
  for (let n = 0; n < RECIPES; n++) {
    const source = originals[n % originals.length]!;
    const id = randomUUID();
    grown.recipes!.push({ ...source, id, name: `${source.name} ${n}`, slug: `${source.slug}-${n}` });
    for (const table of [...perRecipe, ...joins])
      for (const row of database[table] ?? [])
        if (row.recipe_id === source.id) grown[table]!.push({ ...row, id: randomUUID(), recipe_id: id });
    zip.addBuffer(pictures[n % pictures.length]!, `data/recipes/${id}/images/original.webp`);
  }
  zip.addBuffer(Buffer.from(JSON.stringify(grown)), 'database.json');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

interface Run {
  ms: number;
  resumedAt: number;
  added: number;
  photos: number;
  progress: string[];
  peakMb: number;
}

/** The move-in in this process: a runner stopped halfway, a new one resuming, progress sampled. */
async function moveIn(config: DatabaseConfig, file: string): Promise<Run> {
  const handle = await openDatabase(config);
  try {
    await runMigrations(handle);
    const [user] = await handle.db
      .insert(users)
      .values({ email: `newcomer-${randomUUID()}@example.com`, passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id });
    const logger = { info() {}, warn() {}, error: (obj: object) => console.error(obj) };
    const deps: TransferDeps = {
      db: handle.db,
      logger,
      rateLimiter: {
        consume: async () => ({ allowed: true as const }),
        refund: async () => {},
        reset: async () => {},
      },
      importServices: { ai: null, fetchPage: () => Promise.reject(new Error('no network')), logger },
    };
    const started = performance.now();
    const jobId = await createArchiveJob(handle.db, user!.id, file, 'mealie-backup.zip', 'Mealie');
    const progress: string[] = [];
    const sampler = setInterval(() => {
      void readJob(handle.db, user!.id, jobId).then((job) =>
        progress.push(`${Math.round((performance.now() - started) / 1000)} s: ${job.done}/${job.total}`),
      );
    }, 5_000);
    // A restart halfway: the first runner stops at a recipe boundary, a new one resumes the job.
    const first = createTransferRunner(deps, { leaseMs: 200 });
    const running = first.drain();
    let resumedAt = 0;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const job = await readJob(handle.db, user!.id, jobId);
      if (job.done >= RECIPES / 2 || job.state === 'done' || job.state === 'failed') {
        resumedAt = job.done;
        break;
      }
    }
    await first.stop();
    await running;
    await createTransferRunner(deps, { leaseMs: 200 }).drain();
    clearInterval(sampler);
    const job = await readJob(handle.db, user!.id, jobId);
    if (job.state !== 'done') throw new Error(`move-in ended ${job.state}: ${job.error}`);
    const [saved] = await handle.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, user!.id));
    const [pictures] = await handle.db.select({ n: count() }).from(photos).where(eq(photos.userId, user!.id));
    return {
      ms: performance.now() - started,
      resumedAt,
      added: saved!.n,
      photos: pictures!.n,
      progress,
      peakMb: (process.resourceUsage().maxRSS * 1024) / MB,
    };
  } finally {
    await handle.close();
  }
}

const self = fileURLToPath(import.meta.url);

function inChild(config: DatabaseConfig, file: string): Run {
  const output = execFileSync(
    process.execPath,
    [`--max-old-space-size=${HEAP_CAP_MB}`, '--import', 'tsx', self, JSON.stringify(config), file],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output) as Run;
}

const [configArg, fileArg] = process.argv.slice(2);
if (configArg === '--build' && fileArg) {
  // Only the backup, for a look at it or a profile: `npm run bench:movein -- --build FILE`.
  await buildBackup(fileArg);
} else if (configArg && fileArg) {
  process.stdout.write(`${JSON.stringify(await moveIn(JSON.parse(configArg) as DatabaseConfig, fileArg))}\n`);
} else if (!existsSync(SOURCE)) {
  console.log(`bench:movein skipped: ${SOURCE} is not here (the shared corpus of other apps' exports).`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'rk-bench-movein-'));
  try {
    const file = path.join(dir, 'mealie-backup.zip');
    await buildBackup(file);
    const zipMb = (await stat(file)).size / MB;
    console.error(`built a ${RECIPES}-recipe Mealie backup (${zipMb.toFixed(1)} MB)`);
    const results: [string, Run][] = [];
    results.push([
      'PostgreSQL',
      await withFreshPostgres(async (url) => inChild({ kind: 'postgres', url }, file)),
    ]);
    console.error(`PostgreSQL: ${Math.round(results[0]![1].ms)} ms`);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-movein-pglite-'));
    try {
      results.push(['PGlite (data directory)', inChild({ kind: 'pglite', dataDir }, file)]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    console.log(
      [
        `### Moving in a ${RECIPES.toLocaleString('en')}-recipe Mealie backup with a photo each (${zipMb.toFixed(1)} MB)`,
        '',
        `Each in a fresh process with the V8 heap capped at ${HEAP_CAP_MB} MB; the runner is stopped halfway and a new one resumes the job.`,
        '',
        '| Database | Time | Recipes / photos saved | Resumed after | Peak RSS | Progress (every 5 s) |',
        '|---|---:|---:|---:|---:|---|',
        ...results.map(
          ([name, run]) =>
            `| ${name} | ${(run.ms / 1000).toFixed(1)} s | ${run.added} / ${run.photos} | ${run.resumedAt} | ${Math.round(run.peakMb)} MB | ${run.progress.join(', ')} |`,
        ),
      ].join('\n'),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
