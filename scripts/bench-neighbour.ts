/**
 * `npm run bench:neighbour`: one chef never stalls another (issue 21, ADR 0033), measured over real
 * HTTP on the real app (buildApp on a free port) on PGlite (a data directory in a fresh temporary
 * DATA_DIR, as the server runs it) and on PostgreSQL (a fresh database on BENCH_DATABASE_URL's server).
 * While chef A restores a backup with photos, a hostile backup, or floods photo uploads, chef B (200
 * recipes) lists her recipes through the tRPC client from LISTERS callers at once, uploads one phone
 * photo and imports a small archive as a job of her own; in one restore A cancels mid-way.
 * BENCH_RUNS (default 2) rounds on each database; the figures printed are their medians.
 * BENCH_DATABASES (pglite,postgres) and BENCH_SCENARIOS (alone,honest,cancelled,hostile,flood) choose
 * fewer, to look at one closely; so do `-- --db pglite --case honest --runs 1` (the flags win).
 * Besides the wall-clock figures, which swing 3× with the shared machine's load, each case prints
 * steadier ones: the event loop's delay (monitorEventLoopDelay) and, on PGlite, the connection's
 * holds (server/db/connection-holds.ts): the longest, what held it, and how long statements waited.
 */

import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { AppDeps } from '#server/context.ts';
import { type DatabaseHandle, databaseConfigFromEnv, openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { decodeLoad } from '#server/photos/decode-queue.ts';
import { MB } from '#shared/bytes.ts';
import { PHOTO_ROUTES } from '#shared/photos.ts';
import { TRANSFER_PATHS } from '#shared/transfer.ts';
import { zipOf } from '../tests/fixtures/transfer/build';
import { backupHeader, backupJson, backupPhoto, backupRecipeLine } from '../tests/server/transfer-helpers';
import { browserClient, freePort } from '../tests/support/http';
import { hostileAvif } from '../tests/support/images';
import { createSignedInUser } from '../tests/support/users';
import { withFreshPostgres } from './lib/bench-databases';
import { exportedPhotos, phoneJpeg } from './lib/bench-photos-made';
import { seedRecipes } from './lib/seed-recipes';

const { values: flags } = parseArgs({
  options: { db: { type: 'string' }, case: { type: 'string' }, runs: { type: 'string' } },
});
const RUNS = Number(flags.runs ?? process.env.BENCH_RUNS ?? 2);
/** The review's honest backup: 10 recipes × 20 distinct photos (~13 MB). */
const HONEST = { recipes: 10, photos: 20 };
/** The review's hostile backup: 50 recipes × 20 references to one 100 MP AVIF (a few KB). */
const HOSTILE = { recipes: 50, references: 20 };
/** A's concurrent photo uploads in the flood. */
const FLOOD = 30;
/** B's library, and her callers of recipes.list at once. */
const NEIGHBOUR_RECIPES = 200;
const LISTERS = 4;
/** B's own small archive: a backup of this many recipes, one photo each. */
const NEIGHBOUR_ARCHIVE = 5;
/** The cancelled restore is cancelled once this many of its recipes are done. */
const CANCEL_AFTER = 3;
/** B starts her upload and her job this long after A's attack begins. */
const NEIGHBOUR_DELAY_MS = 1000;
const TARGETS = { listP99Ms: 1000, cancelMs: 2000 };

type Browser = ReturnType<typeof browserClient>;

interface Server {
  url: string;
  deps: AppDeps;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rk-bench-neighbour-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    APP_URL: url,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const handle = await openDatabase(databaseConfigFromEnv(config));
  await runMigrations(handle);
  let deps: AppDeps | undefined;
  const app: FastifyInstance = await buildApp({
    config,
    db: handle.db,
    clientDir: '/nonexistent',
    overrideDeps: (base) => {
      deps = base;
      return base;
    },
  });
  await app.listen({ host: '127.0.0.1', port });
  return {
    url,
    deps: deps!,
    handle,
    async close() {
      app.server.closeAllConnections();
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(server: Server): Promise<{ browser: Browser; userId: string }> {
  const { user, token } = await createSignedInUser(server.deps);
  const browser = browserClient(server.url, server.url);
  browser.jar.set('session', token);
  return { browser, userId: user.id };
}

function multipart(bytes: Buffer, fileName: string): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

async function uploadPhoto(server: Server, browser: Browser, recipeId: string, bytes: Buffer) {
  const started = performance.now();
  const response = await browser.fetch(`${server.url}${PHOTO_ROUTES.upload.replace(':id', recipeId)}`, {
    method: 'POST',
    body: multipart(bytes, 'kuva.jpg'),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function uploadArchive(server: Server, browser: Browser, bytes: Buffer): Promise<string> {
  const response = await browser.fetch(`${server.url}${TRANSFER_PATHS.archiveUpload}`, {
    method: 'POST',
    body: multipart(bytes, 'varmuuskopio.zip'),
  });
  if (response.status !== 202) throw new Error(`archive upload ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { jobId: string }).jobId;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the job as the page does (more often, for the timing) until `until` holds. */
async function jobWhen(browser: Browser, jobId: string, until: (job: JobState) => boolean, everyMs = 100) {
  for (;;) {
    const job = await browser.trpc.transfer.job.query({ jobId });
    if (until(job)) return job;
    await sleep(everyMs);
  }
}
type JobState = Awaited<ReturnType<Browser['trpc']['transfer']['job']['query']>>;
const ended = (job: JobState) => !['queued', 'running'].includes(job.state);

/** B's callers of recipes.list, each calling again as soon as answered, until stopped. */
function listLoad(browser: Browser) {
  const times: number[] = [];
  let errors = 0;
  let stopping = false;
  const caller = async () => {
    while (!stopping) {
      const started = performance.now();
      try {
        await browser.trpc.recipes.list.query({});
        times.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  const callers = Array.from({ length: LISTERS }, caller);
  return {
    async stop() {
      stopping = true;
      await Promise.all(callers);
      return { times, errors };
    },
  };
}

function backupZip(recipes: { title: string; photos: string[] }[], files: Map<string, Buffer>) {
  const lines = recipes.map(({ title, photos }) =>
    backupRecipeLine(title, { photos: photos.map((name, position) => backupPhoto(name, position)) }),
  );
  return zipOf({
    'backup.json': backupJson(backupHeader(lines.length), lines),
    ...Object.fromEntries([...files].map(([name, bytes]) => [`photos/${name}.webp`, bytes])),
  });
}

interface Inputs {
  honest: Buffer;
  hostile: Buffer;
  /** B's archive, its recipes named by `label` so that none is skipped as already in her library. */
  neighbourArchive(label: string): Promise<Buffer>;
  phone: Buffer;
}

async function makeInputs(): Promise<Inputs> {
  const photos = await exportedPhotos(HONEST.recipes * HONEST.photos);
  const named = new Map(photos.map((bytes, i) => [`p${i}`, bytes]));
  const honest = await backupZip(
    Array.from({ length: HONEST.recipes }, (_, r) => ({
      title: `Kuvallinen ${r + 1}`,
      photos: Array.from({ length: HONEST.photos }, (_, p) => `p${r * HONEST.photos + p}`),
    })),
    named,
  );
  const hostile = await backupZip(
    Array.from({ length: HOSTILE.recipes }, (_, r) => ({
      title: `Pommi ${r + 1}`,
      photos: Array.from({ length: HOSTILE.references }, () => 'pommi'),
    })),
    new Map([['pommi', await hostileAvif()]]),
  );
  const neighbourArchive = (label: string) =>
    backupZip(
      Array.from({ length: NEIGHBOUR_ARCHIVE }, (_, r) => ({
        title: `Naapurin ${label} ${r + 1}`,
        photos: [`p${r}`],
      })),
      new Map(photos.slice(0, NEIGHBOUR_ARCHIVE).map((bytes, i) => [`p${i}`, bytes])),
    );
  return { honest, hostile, neighbourArchive, phone: await phoneJpeg() };
}

/** `alone`: B's same work with nobody else about, the baseline the attacks are read against. */
type ScenarioName =
  | 'alone'
  | 'honest restore'
  | 'honest restore, cancelled'
  | 'hostile restore'
  | 'photo flood';
const SCENARIO_KEYS: Record<string, ScenarioName> = {
  alone: 'alone',
  honest: 'honest restore',
  cancelled: 'honest restore, cancelled',
  hostile: 'hostile restore',
  flood: 'photo flood',
};
const chosen = (variable: string | undefined, all: string[]) => {
  const names = variable?.split(',').filter((name) => all.includes(name));
  return names?.length ? names : all;
};
const SCENARIOS = chosen(flags.case ?? process.env.BENCH_SCENARIOS, Object.keys(SCENARIO_KEYS)).map(
  (key) => SCENARIO_KEYS[key]!,
);
/** How long B works alone. */
const ALONE_MS = 10_000;

interface Figures {
  list: { p50: number; p95: number; p99: number; max: number; count: number; errors: number };
  upload: { ms: number; status: number };
  job: { ms: number; state: string };
  /** A's side: the restore from upload to its end, or the flood's uploads until all answered. */
  attackMs: number;
  attackNote: string;
  cancel: { answerMs: number; markedMs: number } | null;
  /** The event loop's delay while the case ran (ms): every statement on PGlite runs on this thread. */
  loop: { p99: number; max: number };
  /** PGlite's connection: its holds (ms), the longest's first statement, and the statements' waits. */
  holds: {
    p99: number;
    max: number;
    over200: number;
    count: number;
    longest: string;
    waitP99: number;
    waitMax: number;
  } | null;
}

const msOf = (microseconds: number) => microseconds / 1000;

/** The steady readings of a case: the event loop's delay and, on PGlite, the connection's holds. */
function watchCase(server: Server) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  server.handle.holds?.reset();
  return (): Pick<Figures, 'loop' | 'holds'> => {
    loop.disable();
    const holds = server.handle.holds;
    return {
      loop: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      holds: holds
        ? {
            p99: msOf(holds.held.percentile(99)),
            max: msOf(holds.held.max),
            over200: holds.overTarget(),
            count: holds.held.count,
            longest: holds
              .longest()
              .slice(0, 5)
              .map(
                (hold) =>
                  `${ms(hold.heldMs)}: ${hold.statements} st, ${Math.round(hold.bytesWritten / 1024)} KB, ${hold.first.slice(0, 48)}`,
              )
              .join(' | '),
            waitP99: msOf(holds.waited.percentile(99)),
            waitMax: msOf(holds.waited.max),
          }
        : null,
    };
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** B's photo and her own job, started while A's attack runs. */
async function neighbourWork(server: Server, b: Browser, recipeId: string, inputs: Inputs, label: string) {
  const archive = await inputs.neighbourArchive(label);
  await sleep(NEIGHBOUR_DELAY_MS);
  const [upload, job] = await Promise.all([
    uploadPhoto(server, b, recipeId, inputs.phone),
    (async () => {
      const jobId = await uploadArchive(server, b, archive);
      const queued = performance.now();
      const done = await jobWhen(b, jobId, ended);
      return { ms: performance.now() - queued, state: `${done.state} (${done.added} added)` };
    })(),
  ]);
  return { upload, job };
}

async function untilDecodesStop(): Promise<number> {
  const started = performance.now();
  while (decodeLoad().running + decodeLoad().waiting > 0) await sleep(20);
  return performance.now() - started;
}

async function scenario(server: Server, name: ScenarioName, b: Browser, bRecipe: string, inputs: Inputs) {
  const a = (await signIn(server)).browser;
  const steady = watchCase(server);
  const load = listLoad(b);
  const neighbour = neighbourWork(server, b, bRecipe, inputs, name);
  const started = performance.now();
  let attackNote = '';
  let cancel: Figures['cancel'] = null;
  if (name === 'alone') {
    await Promise.all([neighbour, sleep(ALONE_MS)]);
    attackNote = 'nobody else';
  } else if (name === 'photo flood') {
    const recipes = await Promise.all(
      [1, 2].map((n) => a.trpc.recipes.create.mutate(JSON.parse(backupRecipeLine(`Tulva ${n}`)))),
    );
    const statuses = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) => uploadPhoto(server, a, recipes[i % 2]!.id, inputs.phone)),
    );
    const counts = new Map<number, number>();
    for (const { status } of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    attackNote = [...counts].map(([status, n]) => `${n}×${status}`).join(' ');
  } else {
    const zip = name === 'hostile restore' ? inputs.hostile : inputs.honest;
    const jobId = await uploadArchive(server, a, zip);
    if (name === 'honest restore, cancelled') {
      await jobWhen(a, jobId, (job) => job.done >= CANCEL_AFTER || ended(job));
      const asked = performance.now();
      await a.trpc.transfer.cancel.mutate({ jobId });
      const answerMs = performance.now() - asked;
      const marked = await jobWhen(a, jobId, ended, 20);
      const markedMs = performance.now() - asked;
      attackNote = `${marked.state} at ${marked.done}/${marked.total}`;
      cancel = { answerMs, markedMs };
    } else {
      const done = await jobWhen(a, jobId, ended, 250);
      attackNote = `${done.state}, ${done.added} added, ${done.report.filter((l) => l.reason).length} with a note`;
    }
  }
  const attackMs = performance.now() - started;
  const { upload, job } = await neighbour;
  const { times, errors } = await load.stop();
  const readings = steady();
  times.sort((x, y) => x - y);
  const figures: Figures = {
    list: {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: times.at(-1) ?? Number.NaN,
      count: times.length,
      errors,
    },
    upload,
    job,
    attackMs,
    attackNote,
    cancel,
    ...readings,
  };
  await untilDecodesStop();
  return figures;
}

type Round = Map<ScenarioName, Figures>;

async function round(database: string, databaseUrl: string | undefined, inputs: Inputs): Promise<Round> {
  const server = await startServer(databaseUrl);
  try {
    const { browser: b, userId } = await signIn(server);
    await seedRecipes(server.deps.db, userId, NEIGHBOUR_RECIPES);
    const { items } = await b.trpc.recipes.list.query({});
    const results: Round = new Map();
    for (const [i, name] of SCENARIOS.entries()) {
      const figures = await scenario(server, name, b, items[i]!.id, inputs);
      console.error(`${database} · ${name}: ${summary(figures)}`);
      results.set(name, figures);
    }
    return results;
  } finally {
    await server.close();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value).toLocaleString('en')} ms`);
const s = (value: number) => `${(value / 1000).toFixed(1)} s`;

function summary(f: Figures): string {
  return [
    `list p50 ${ms(f.list.p50)} p99 ${ms(f.list.p99)} max ${ms(f.list.max)} (${f.list.count})`,
    `upload ${f.upload.status} ${ms(f.upload.ms)}`,
    `job ${f.job.state} ${ms(f.job.ms)}`,
    `A ${s(f.attackMs)} (${f.attackNote})`,
    f.cancel ? `cancel ${ms(f.cancel.answerMs)}, cancelled ${ms(f.cancel.markedMs)}` : '',
    `loop delay p99 ${ms(f.loop.p99)} max ${ms(f.loop.max)}`,
    f.holds
      ? `holds p99 ${ms(f.holds.p99)} max ${ms(f.holds.max)} (${f.holds.over200} of ${f.holds.count} over 200 ms; longest ${f.holds.longest}), waits p99 ${ms(f.holds.waitP99)} max ${ms(f.holds.waitMax)}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function table(database: string, rounds: Round[]): string[] {
  return SCENARIOS.map((name) => {
    const all = rounds.map((r) => r.get(name)!);
    const m = (pick: (f: Figures) => number) => median(all.map(pick));
    const p99 = m((f) => f.list.p99);
    const statuses = [...new Set(all.map((f) => f.upload.status))].join('/');
    const states = [...new Set(all.map((f) => f.job.state))].join('/');
    const cancel = all[0]!.cancel
      ? (() => {
          const answer = m((f) => f.cancel!.answerMs);
          return `${ms(answer)} ${answer <= TARGETS.cancelMs ? '✓' : '✗'} (cancelled after ${ms(m((f) => f.cancel!.markedMs))})`;
        })()
      : '–';
    return `| ${database} | ${name} | ${ms(m((f) => f.list.p50))} | ${ms(m((f) => f.list.p95))} | ${ms(p99)} ${p99 < TARGETS.listP99Ms ? '✓' : '✗'} | ${ms(m((f) => f.list.max))} | ${Math.round(m((f) => f.list.count))} | ${statuses} ${ms(m((f) => f.upload.ms))} | ${states} ${ms(m((f) => f.job.ms))} | ${cancel} | ${s(m((f) => f.attackMs))} (${all[0]!.attackNote}) |`;
  });
}

function steadyTable(database: string, rounds: Round[]): string[] {
  return SCENARIOS.map((name) => {
    const all = rounds.map((r) => r.get(name)!);
    const m = (pick: (f: Figures) => number) => median(all.map(pick));
    const holds = all[0]!.holds
      ? `${ms(m((f) => f.holds!.p99))} | ${ms(m((f) => f.holds!.max))} | ${m((f) => f.holds!.over200)} | ${ms(m((f) => f.holds!.waitP99))} | ${ms(m((f) => f.holds!.waitMax))}`
      : '– | – | – | – | –';
    return `| ${database} | ${name} | ${ms(m((f) => f.loop.p99))} | ${ms(m((f) => f.loop.max))} | ${holds} |`;
  });
}

const inputs = await makeInputs();
console.error(
  `honest backup ${(inputs.honest.length / MB).toFixed(1)} MB, hostile ${(inputs.hostile.length / 1024).toFixed(1)} KB, phone photo ${(inputs.phone.length / MB).toFixed(1)} MB`,
);
type OnDatabase = (work: (url: string | undefined) => Promise<Round>) => Promise<Round>;
const DATABASES: Record<string, [string, OnDatabase]> = {
  pglite: ['PGlite (data directory)', (work) => work(undefined)],
  postgres: ['PostgreSQL', (work) => withFreshPostgres(work)],
};
const databases = chosen(flags.db ?? process.env.BENCH_DATABASES, Object.keys(DATABASES)).map(
  (key) => DATABASES[key]!,
);
const rounds = new Map<string, Round[]>(databases.map(([name]) => [name, []]));
for (let run = 0; run < RUNS; run++) {
  for (const [database, on] of databases)
    rounds.get(database)!.push(await on((url) => round(database, url, inputs)));
}
console.log(
  [
    `### One chef never stalls another: medians of ${RUNS} runs`,
    '',
    `Chef B (${NEIGHBOUR_RECIPES} recipes) calls recipes.list from ${LISTERS} callers at once for the whole attack, uploads a ${(inputs.phone.length / MB).toFixed(1)} MB phone photo and imports a ${NEIGHBOUR_ARCHIVE}-recipe backup as her own job, ${NEIGHBOUR_DELAY_MS / 1000} s in. Chef A restores the honest backup (${HONEST.recipes} recipes × ${HONEST.photos} photos, ${(inputs.honest.length / MB).toFixed(1)} MB), the same cancelled once ${CANCEL_AFTER} recipes are done, the hostile one (${HOSTILE.recipes} recipes × ${HOSTILE.references} references to one 100 MP AVIF), or uploads ${FLOOD} phone photos at once. Targets: list p99 < ${TARGETS.listP99Ms / 1000} s, cancel ≤ ${TARGETS.cancelMs / 1000} s.`,
    '',
    "| Database | A's attack | B's list p50 | p95 | p99 | max | calls | B's upload | B's job queued→done | A's cancel answered | A's side, total |",
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...[...rounds].flatMap(([database, r]) => table(database, r)),
    '',
    "Steadier readings (medians): the event loop's delay, and on PGlite the connection's holds and waits.",
    '',
    "| Database | A's attack | loop delay p99 | max | holds p99 | longest | over 200 ms | waits p99 | max |",
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...[...rounds].flatMap(([database, r]) => steadyTable(database, r)),
  ].join('\n'),
);
