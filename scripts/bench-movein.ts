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
import { FORMAT_NAMES } from '#server/transfer/formats/format-names.ts';
import { createTransferRunner, type TransferDeps } from '#server/transfer/job-runner.ts';
import { createArchiveJob, readJob } from '#server/transfer/jobs.ts';
import { MB } from '#shared/bytes.ts';
import { withFreshPostgres } from './lib/bench-databases';

/**
 * `npm run bench:movein [-- --recipes N --db postgres|pglite|both]`: an N-recipe (default 1,000)
 * Mealie v1+ backup laid out as Mealie writes it (data/recipes/<id>/images/original.webp,
 * min-original.webp, tiny-original.webp), built from the real backup's recipes
 * (../shared/corpus/peer-exports/mealie-backups, repeated with new ids) and the real photos of Mealie's
 * pre-v1 export, moved into an empty account on PostgreSQL and on PGlite (a data directory, as the
 * server runs it). Each run is a fresh process with V8's heap capped, so a move-in that held more than
 * the backup's tables would fail. Halfway through, the runner is stopped and a new one resumes the
 * job, as after a restart. Prints the time, recipes a second, progress and peak memory.
 */
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RECIPES = Number(option('recipes') ?? process.env.BENCH_RECIPES) || 1_000;
const DATABASES = option('db') ?? 'both';
const HEAP_CAP_MB = 256;
const PEERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus/peer-exports');
const SOURCE = `${PEERS}/mealie-backups/backup-version-44e8d670719d-1.zip`;
const PHOTOS = `${PEERS}/mealie/mealie.zip`;
/** Mealie's image files of one recipe, as its minifier writes them; only original.* is the recipe's. */
const MEALIE_IMAGES = ['original.webp', 'min-original.webp', 'tiny-original.webp'] as const;

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

type PhotoSet = Record<(typeof MEALIE_IMAGES)[number], Buffer>;

/**
 * The real export's photos (1280 × 720 164 KB, 600 × 401 44 KB, 1500 × 841 48 KB as Mealie wrote them
 * at quality 70), and each again at quality 100 (345, 86 and 153 KB): a backup's originals are
 * whatever its chef uploaded, and larger files of the same size are as common.
 */
async function mealiePhotoSets(): Promise<PhotoSet[]> {
  const { default: sharp } = await import('sharp');
  const byFolder = new Map<string, Partial<PhotoSet>>();
  for (const [name, bytes] of await unzipped(PHOTOS)) {
    const match = /^(?!__MACOSX)(.*\/images)\/([^/]+\.webp)$/.exec(name);
    if (!match || !(MEALIE_IMAGES as readonly string[]).includes(match[2]!)) continue;
    byFolder.set(match[1]!, { ...byFolder.get(match[1]!), [match[2]!]: bytes });
  }
  const sets = [...byFolder.values()] as PhotoSet[];
  const larger = await Promise.all(
    sets.map(async (set) => ({
      ...set,
      'original.webp': await sharp(set['original.webp']).webp({ quality: 100 }).toBuffer(),
    })),
  );
  return [...sets, ...larger];
}

/** The real backup's tables with its recipes repeated under new ids until there are RECIPES. */
async function buildBackup(file: string): Promise<void> {
  const database = JSON.parse((await unzipped(SOURCE)).get('database.json')!.toString('utf8')) as Record<
    string,
    Row[]
  >;
  const pictures = await mealiePhotoSets();
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
    const set = pictures[n % pictures.length]!;
    for (const image of MEALIE_IMAGES) zip.addBuffer(set[image], `data/recipes/${id}/images/${image}`);
  }
  zip.addBuffer(Buffer.from(JSON.stringify(grown)), 'database.json');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

interface Run {
  ms: number;
  total: number;
  resumedAt: number;
  added: number;
  photos: number;
  progress: string[];
  peakMb: number;
  /** CPU time of the move-in, all threads (decoding and PGlite included): what load on the machine moves least. */
  cpuS: number;
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
    const cpuBefore = process.cpuUsage();
    const jobId = await createArchiveJob(
      handle.db,
      user!.id,
      file,
      'mealie-backup.zip',
      FORMAT_NAMES.mealieBackup(''),
    );
    const progress: string[] = [];
    // The chef's page asks for the job every second (use-transfer-job.ts); its answers are the
    // progress shown, sampled every 5 s here.
    let latest = await readJob(handle.db, user!.id, jobId);
    let shown = 0;
    const watching = setInterval(() => {
      void readJob(handle.db, user!.id, jobId).then((job) => {
        latest = job;
        const second = Math.round((performance.now() - started) / 1000);
        if (second >= shown + 5) {
          shown = second;
          progress.push(`${second} s: ${job.done}/${job.total}`);
        }
      });
    }, 1_000);
    // A restart halfway: the first runner stops at a recipe boundary, a new one resumes the job.
    const first = createTransferRunner(deps);
    const running = first.drain();
    while (
      !(latest.total > 0 && latest.done >= latest.total / 2) &&
      !['done', 'failed'].includes(latest.state)
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    await first.stop();
    await running;
    const resumedAt = (await readJob(handle.db, user!.id, jobId)).done;
    await createTransferRunner(deps).drain();
    clearInterval(watching);
    const job = await readJob(handle.db, user!.id, jobId);
    if (job.state !== 'done') throw new Error(`move-in ended ${job.state}: ${job.error}`);
    const [saved] = await handle.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, user!.id));
    const [pictures] = await handle.db.select({ n: count() }).from(photos).where(eq(photos.userId, user!.id));
    return {
      ms: performance.now() - started,
      total: job.total,
      resumedAt,
      added: saved!.n,
      photos: pictures!.n,
      progress,
      peakMb: (process.resourceUsage().maxRSS * 1024) / MB,
      cpuS: ((cpu) => (cpu.user + cpu.system) / 1e6)(process.cpuUsage(cpuBefore)),
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
  // Only the backup, for a look at it or a profile: `npm run bench:movein -- --build FILE --recipes N`.
  await buildBackup(fileArg);
} else if (configArg?.startsWith('{') && fileArg) {
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
    if (DATABASES !== 'pglite') {
      results.push([
        'PostgreSQL',
        await withFreshPostgres(async (url) => inChild({ kind: 'postgres', url }, file)),
      ]);
      console.error(`PostgreSQL: ${Math.round(results.at(-1)![1].ms)} ms`);
    }
    if (DATABASES !== 'postgres') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-movein-pglite-'));
      try {
        results.push(['PGlite (data directory)', inChild({ kind: 'pglite', dataDir }, file)]);
        console.error(`PGlite: ${Math.round(results.at(-1)![1].ms)} ms`);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    console.log(
      [
        `### Moving in a ${RECIPES.toLocaleString('en')}-recipe Mealie backup with a photo each (${zipMb.toFixed(1)} MB)`,
        '',
        `Each in a fresh process with the V8 heap capped at ${HEAP_CAP_MB} MB; the runner is stopped halfway and a new one resumes the job.`,
        '',
        '| Database | Time | Recipes / s | CPU (process) | Recipes / photos saved | Resumed after | Peak RSS | Progress (every 5 s) |',
        '|---|---:|---:|---:|---:|---:|---:|---|',
        ...results.map(
          ([name, run]) =>
            `| ${name} | ${(run.ms / 1000).toFixed(1)} s | ${(run.added / (run.ms / 1000)).toFixed(1)} | ${run.cpuS.toFixed(1)} s | ${run.added} / ${run.photos} | ${run.resumedAt} | ${Math.round(run.peakMb)} MB | ${run.progress.join(', ')} |`,
        ),
      ].join('\n'),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
