import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type MessageRef, message } from '#shared/messages/message-ref.ts';
import type { Database } from '../db/client';
import { transferJobs, transferUploads } from '../db/schema';
import type { ImportServices } from '../import/import-recipe';
import type { RateLimiter, RateLimitRule } from '../limits/rate-limiter';
import { RateLimitedError } from '../limits/rate-limiter';
import { USER_BUDGETS } from '../limits/user-budgets';
import type { Logger } from '../platform/logger';
import { rebuildDuplicatePartners } from '../recipes/duplicate-sync';
import { ArchiveError } from './archive/archive';
import { ARCHIVE_MESSAGES } from './archive/archive-limits';
import { openTransferSource } from './archive/archive-source';
import { prepareImages } from './attachments';
import { libraryContentKeys } from './content-key';
import { JobLostError } from './errors';
import { type ImportedRecipe, ItemError } from './imported-recipe';
import { ACTIVE_STATES, expireStalledUploads, reclaimUploadSpace, recordedLines, uploadPieces } from './jobs';
import { type JobWriter, recordLine, runningUnder, saveImported } from './save-imported';
import { dropStagedOfEndedJobs, dropStagedOfJob } from './staged-photos';
import { readUrlItem } from './url-items';

type JobRow = typeof transferJobs.$inferSelect;

/** A job is tried this often (a crash mid-job counts); then it fails with a clear message. */
const MAX_ATTEMPTS = 3;
const FAILED_UNEXPECTEDLY = message('report.failedUnexpectedly');
/** A job's archive, written back from the database while it runs: named by the job, one per job. */
const TEMP_PREFIX = 'rk-transfer-';

/**
 * Removes archives left in the temporary folder by runs that ended in a crash. Only files older than
 * `olderThanMs` go: a file another instance on this machine has just written is about to be opened.
 */
export async function removeStaleArchives(olderThanMs: number, dir = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export interface TransferRunnerOptions {
  /** How long a claimed job is this instance's without a heartbeat. */
  leaseMs?: number;
  /** How often to look for queued jobs and for jobs whose instance went away. */
  pollMs?: number;
  /** The import rate limit a URL list reads its pages within (the import form's, unless a test sets one). */
  importRule?: RateLimitRule;
  /** Jobs run at once by this instance (JOB_RUNNER.atOnce unless a test sets it). */
  atOnce?: number;
  /** How long a URL list runs before it lets a waiting job go first (JOB_RUNNER.sliceMs). */
  sliceMs?: number;
}

/**
 * Jobs at once per instance: two, so one chef's long job (a URL list of hanging pages, a big restore)
 * never holds another's; each user has at most one active job (jobs.ts refuses a second), so two
 * running jobs are two users'. A URL list hands its turn on after `sliceMs` when a job is waiting: its
 * pages may each take the fetch's whole 15 s (ADR 0033).
 */
export const JOB_RUNNER = { atOnce: 2, sliceMs: 60_000 } as const;

/** A URL list giving its turn to a waiting job; it resumes after its last read page. */
class TurnGiven extends Error {}

export interface TransferDeps {
  db: Database;
  logger: Logger;
  rateLimiter: RateLimiter;
  importServices: ImportServices;
}

export interface TransferRunner {
  /** Starts polling; a new job is picked up at once when `kick` is called. */
  start(): void;
  kick(): void;
  /** Runs queued or orphaned jobs until none is left (tests, and the poll). */
  drain(): Promise<void>;
  /** Stops claiming and waits for the running jobs to reach a recipe boundary. */
  stop(): Promise<void>;
  readonly owner: string;
}

/**
 * Runs transfer jobs, JOB_RUNNER.atOnce at a time per instance, oldest turn first. A job is claimed with a lease (FOR UPDATE SKIP
 * LOCKED, so two instances never claim the same one) and kept by a heartbeat; a job whose lease ran
 * out (its instance stopped) is claimed again and resumes after its last saved item
 * (docs/decisions/0023-transfer-jobs-and-leases.md).
 */
export function createTransferRunner(
  deps: TransferDeps,
  options: TransferRunnerOptions = {},
): TransferRunner {
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 5_000;
  const importRule = options.importRule ?? USER_BUDGETS.import;
  const atOnce = options.atOnce ?? JOB_RUNNER.atOnce;
  const sliceMs = options.sliceMs ?? JOB_RUNNER.sliceMs;
  const owner = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const running = new Map<string, Promise<void>>();
  let filling: Promise<void> | null = null;

  async function claim(): Promise<JobRow | null> {
    const [job] = await deps.db
      .update(transferJobs)
      .set({
        state: 'running',
        leaseOwner: owner,
        leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        attempts: sql`${transferJobs.attempts} + 1`,
        startedAt: sql`coalesce(${transferJobs.startedAt}, now())`,
      })
      .where(
        eq(
          transferJobs.id,
          sql`(select id from ${transferJobs} where ${and(
            inArray(transferJobs.state, ACTIVE_STATES),
            or(isNull(transferJobs.leaseUntil), lt(transferJobs.leaseUntil, sql`now()`)),
          )} order by coalesce(${transferJobs.leaseUntil}, ${transferJobs.createdAt}) limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return job ?? null;
  }

  /**
   * Claims jobs while a place is free. One claim at a time: two at once could take more places than
   * there are. A job handed back (postponed, or a URL list giving its turn) has its lease time set, so
   * it goes after the jobs queued before that time (the claim's order).
   */
  function fill(): Promise<void> {
    filling ??= (async () => {
      try {
        if ((await expireStalledUploads(deps.db, ARCHIVE_MESSAGES.uploadMissing)) > 0)
          await reclaimUploadSpace(deps.db);
        while (!stopped && running.size < atOnce) {
          const job = await claim();
          if (!job) break;
          const done = run(job)
            .catch((error: unknown) =>
              deps.logger.error({ err: error, jobId: job.id }, 'transfer job crashed'),
            )
            .finally(() => {
              running.delete(job.id);
              if (!stopped) void fill().catch(logRunnerFailure);
            });
          running.set(job.id, done);
        }
      } finally {
        filling = null;
      }
    })();
    return filling;
  }

  /** Runs jobs until none is left to claim and none is running. */
  async function drain(): Promise<void> {
    for (;;) {
      await fill();
      if (running.size === 0) return;
      await Promise.race(running.values());
    }
  }

  const logRunnerFailure = (error: unknown) => deps.logger.error({ err: error }, 'transfer runner failed');

  /** Whether another job waits for a place (queued, or handed back and due). */
  async function othersWaiting(jobId: string): Promise<boolean> {
    const [waiting] = await deps.db
      .select({ id: transferJobs.id })
      .from(transferJobs)
      .where(
        and(
          inArray(transferJobs.state, ACTIVE_STATES),
          or(isNull(transferJobs.leaseUntil), lt(transferJobs.leaseUntil, sql`now()`)),
          sql`${transferJobs.id} <> ${jobId}`,
        ),
      )
      .limit(1);
    return waiting !== undefined;
  }

  async function run(job: JobRow): Promise<void> {
    const writer: JobWriter = { db: deps.db, jobId: job.id, userId: job.userId, owner, keys: new Set() };
    const heartbeat = setInterval(() => {
      void deps.db
        .update(transferJobs)
        .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(runningUnder(job.id, owner))
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, jobId: job.id }, 'transfer heartbeat failed'),
        );
    }, leaseMs / 3);
    let failure: unknown = null;
    try {
      if (job.attempts > MAX_ATTEMPTS) throw new ArchiveError(ARCHIVE_MESSAGES.interrupted);
      if (job.kind === 'urls') await runUrls(job, writer);
      else {
        // Only an archive's recipes are saved as they are read, and checked against the library's.
        writer.keys = await libraryContentKeys(deps.db, job.userId);
        // Photos staged for a recipe a crash interrupted: the resumed job writes them again.
        await dropStagedOfJob(deps.db, job.id);
        await runArchive(job, writer);
      }
    } catch (error) {
      failure = error;
    }
    try {
      // An archive's recipes are saved without moving the duplicate counts one by one (ADR 0023):
      // the library's counts are recomputed once, whatever ended the run, before it is reported.
      if (job.kind === 'archive') await rebuildDuplicatePartners(deps.db, job.userId);
      if (failure instanceof RateLimitedError) {
        await postpone(job.id, failure.retryAfterMs);
        return;
      }
      if (failure instanceof TurnGiven) {
        await postpone(job.id, 0);
        return;
      }
      if (failure === null) {
        // Stopping (shutdown) hands the job on at once: the next start resumes it after its last item.
        if (stopped) await release(job.id);
        else await finish(job.id, 'done', null);
        return;
      }
      if (failure instanceof JobLostError || stopped) return; // cancelled, or resumed elsewhere / after restart
      const reason = failure instanceof ArchiveError ? failure.text : FAILED_UNEXPECTEDLY;
      if (!(failure instanceof ArchiveError))
        deps.logger.error({ err: failure, jobId: job.id }, 'transfer job failed');
      await finish(job.id, 'failed', reason);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function release(jobId: string) {
    await deps.db
      .update(transferJobs)
      .set({ leaseOwner: null, leaseUntil: null, attempts: sql`${transferJobs.attempts} - 1` })
      .where(runningUnder(jobId, owner));
  }

  /**
   * Hands the job back until `ms` from now: its lease is given up but its lease time set ahead, so no
   * runner claims it before then (the poll picks it up after). Not counted as an attempt.
   */
  async function postpone(jobId: string, ms: number) {
    await deps.db
      .update(transferJobs)
      .set({
        leaseOwner: null,
        leaseUntil: sql`now() + ${`${Math.max(ms, 1)} milliseconds`}::interval`,
        attempts: sql`${transferJobs.attempts} - 1`,
      })
      .where(runningUnder(jobId, owner));
  }

  async function finish(jobId: string, state: 'done' | 'failed', error: MessageRef | null) {
    await deps.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(transferJobs)
        .set({
          state,
          error,
          finishedAt: new Date(),
          leaseOwner: null,
          leaseUntil: null,
          // A finished job did all there was: a backup's header may count a recipe deleted while it
          // was exported, which backup.json then leaves out.
          ...(state === 'done' ? { total: sql`${transferJobs.done}` } : {}),
        })
        .where(runningUnder(jobId, owner))
        .returning({ id: transferJobs.id });
      if (ended) {
        await tx.delete(transferUploads).where(eq(transferUploads.jobId, jobId));
        await dropStagedOfJob(tx, jobId);
      }
    });
    await reclaimUploadSpace(deps.db);
  }

  async function runArchive(job: JobRow, writer: JobWriter) {
    const file = path.join(tmpdir(), `${TEMP_PREFIX}${job.id}`);
    try {
      // The upload lives in the database, so whichever instance resumes the job has it.
      let bytes = 0;
      await pipeline(
        uploadPieces(deps.db, job.id),
        async function* (pieces) {
          for await (const piece of pieces) {
            bytes += (piece as Buffer).length;
            yield piece;
          }
        },
        createWriteStream(file),
      );
      if (bytes === 0) throw new ArchiveError(ARCHIVE_MESSAGES.uploadMissing);
      const source = await openTransferSource(file, job.input.fileName ?? undefined);
      try {
        await deps.db
          .update(transferJobs)
          .set({ total: source.total })
          .where(and(eq(transferJobs.id, job.id), eq(transferJobs.leaseOwner, owner)));
        let position = 0;
        // The next item is read, and its photos prepared, while this one is saved (ADR 0027): decoding
        // and the database's writes overlap, with at most two items' photos in memory.
        let ahead: { position: number; name: string; read: Promise<ImportedRecipe[]> } | null = null;
        const save = async (item: NonNullable<typeof ahead>) => {
          // The item a crash interrupted may have saved some of its recipes (a JSON file of several):
          // those have their lines, and are neither saved nor counted again.
          const recorded = item.position === job.done ? await recordedLines(deps.db, job.id, job.done) : 0;
          await processItem(writer, item.position, item.name, () => item.read, deps.logger, recorded);
        };
        for await (const item of source.items) {
          if (stopped) return;
          // A resumed job skips what it saved before (each item's line and count were one transaction).
          if (position++ < job.done) continue;
          const next = { position: position - 1, name: item.name, read: readAhead(item.read(), job.userId) };
          if (ahead) await save(ahead);
          if (stopped) return;
          ahead = next;
        }
        if (ahead && !stopped) await save(ahead);
      } finally {
        source.close();
      }
    } finally {
      await rm(file, { force: true });
    }
  }

  async function runUrls(job: JobRow, writer: JobWriter) {
    const urls = job.input.urls ?? [];
    const started = Date.now();
    for (const [position, url] of urls.entries()) {
      if (stopped) return;
      if (position < job.done) continue;
      if (Date.now() - started >= sliceMs && (await othersWaiting(job.id))) throw new TurnGiven();
      await readUrlItem({ ...deps, rule: importRule, writer, position, url });
    }
  }

  return {
    owner,
    start() {
      timer = setInterval(() => void fill().catch(logRunnerFailure), pollMs);
      timer.unref();
      void removeStaleArchives(leaseMs).catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'stale transfer archives not removed'),
      );
      void dropStagedOfEndedJobs(deps.db).catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'staged photos of ended jobs not removed'),
      );
      this.kick();
    },
    kick() {
      if (!stopped) void fill().catch(logRunnerFailure);
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await filling?.catch(() => {});
      await Promise.all(running.values());
    },
  };
}

/**
 * An item's recipes with their photos being prepared: started now, awaited when the item is saved.
 * A failure is kept for that moment (handled here, so it is never an unhandled rejection meanwhile).
 */
function readAhead(read: Promise<ImportedRecipe[]>, userId: string): Promise<ImportedRecipe[]> {
  const recipes = read.then((list) =>
    list.map((recipe) => {
      const prepared = recipe.prepared ?? prepareImages(userId, recipe.images);
      prepared.catch(() => {});
      return { ...recipe, prepared };
    }),
  );
  recipes.catch(() => {});
  return recipes;
}

/** One item: its recipes saved one transaction each; a bad file is a failed line, never the job's end. */
async function processItem(
  writer: JobWriter,
  position: number,
  name: string,
  read: () => Promise<ImportedRecipe[]>,
  logger: Logger,
  recorded = 0,
) {
  let recipes: ImportedRecipe[];
  try {
    recipes = await read();
    if (recipes.length === 0) throw new ItemError(message('report.file.noRecipe'));
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if (!(error instanceof ItemError))
      logger.warn({ err: error, jobId: writer.jobId, item: name }, 'transfer item unreadable');
    const reason = [error instanceof ItemError ? error.text : message('report.file.unreadable')];
    await writer.db.transaction((tx) =>
      recordLine(tx, writer, { position, name, outcome: 'failed', title: null, reason }, true),
    );
    return;
  }
  for (const [index, recipe] of recipes.entries()) {
    if (index < recorded) continue;
    await saveImported(writer, recipe, { position, name, last: index === recipes.length - 1 });
  }
}
