import { createReadStream } from 'node:fs';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { MB } from '#shared/bytes.ts';
import type { MessageRef, StoredText } from '#shared/messages/message-ref.ts';
import { isUuid } from '#shared/uuid.ts';
import type { Database } from '../db/client';
import { type TransferJobState, transferJobItems, transferJobs, transferUploads } from '../db/schema';
import { ActiveJobError, JobNotFoundError } from './errors';
import { dropStagedOfJob } from './staged-photos';

/**
 * An upload is stored in pieces of this size (one row each), so no single value is large. Each is one
 * hold of the embedded database's connection, to write and to read back: 1 MB held it 0.1–0.5 s each
 * way on the shared machine (0.9–1.5 s under the neighbour bench), 256 KB 0.04–0.07 s (ADR 0033).
 */
const UPLOAD_PIECE_BYTES = MB / 4;
/** The report lines a job view carries: every line that is not a plain success, and the first successes. */
const REPORT_LINES = 1000;

/** The states the runner claims a job in. */
export const ACTIVE_STATES: TransferJobState[] = ['queued', 'running'];
/** A user's one unfinished job may be in any of these (the unique index's states). */
export const UNFINISHED_STATES: TransferJobState[] = ['uploading', ...ACTIVE_STATES];
/**
 * An upload's hold on its job while its pieces are copied in, renewed with every piece: a job still
 * 'uploading' past it was left by a stopped process and fails (expireStalledUploads).
 */
const UPLOAD_LEASE_MS = 60_000;

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** Inserts a queued job; refused while the user has another one queued or running. */
async function insertJob(tx: Database, values: typeof transferJobs.$inferInsert): Promise<string> {
  try {
    const [job] = await tx.insert(transferJobs).values(values).returning({ id: transferJobs.id });
    return job!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActiveJobError();
    throw error;
  }
}

/**
 * Refuses early when the user already has a job queued or running, so an upload is refused before its
 * body is read; the unique index still decides when two requests race.
 */
export async function assertNoActiveJob(db: Database, userId: string): Promise<void> {
  const [active] = await db
    .select({ id: transferJobs.id })
    .from(transferJobs)
    .where(and(eq(transferJobs.userId, userId), inArray(transferJobs.state, UNFINISHED_STATES)))
    .limit(1);
  if (active) throw new ActiveJobError();
}

/**
 * A queued archive job holding the uploaded file (read from `path`) in the database. The pieces are
 * copied in one short write each, under a job that stays 'uploading' (never claimed) until the last
 * one is in: one transaction for them all held PGlite's only connection for the whole copy, 37 s for
 * 199 MB, during which no other chef's request was answered (ADR 0024).
 */
export async function createArchiveJob(
  db: Database,
  userId: string,
  path: string,
  fileName: string,
  format?: MessageRef,
): Promise<string> {
  const jobId = await insertJob(db, {
    userId,
    kind: 'archive',
    state: 'uploading',
    input: { fileName, ...(format ? { format } : {}) },
    leaseUntil: new Date(Date.now() + UPLOAD_LEASE_MS),
  });
  const stillUploading = and(eq(transferJobs.id, jobId), eq(transferJobs.state, 'uploading'));
  try {
    let position = 0;
    for await (const piece of createReadStream(path, { highWaterMark: UPLOAD_PIECE_BYTES })) {
      await db.insert(transferUploads).values({ jobId, position: position++, data: piece as Buffer });
      const [held] = await db
        .update(transferJobs)
        .set({ leaseUntil: sql`now() + ${`${UPLOAD_LEASE_MS} milliseconds`}::interval` })
        .where(stillUploading)
        .returning({ id: transferJobs.id });
      if (!held) throw new ActiveJobError();
    }
    const [queued] = await db
      .update(transferJobs)
      .set({ state: 'queued', leaseUntil: null })
      .where(stillUploading)
      .returning({ id: transferJobs.id });
    // Cancelled (or expired) meanwhile: its pieces go with it, and the upload answers as a stale job.
    if (!queued) throw new ActiveJobError();
    return jobId;
  } catch (error) {
    await db.delete(transferUploads).where(eq(transferUploads.jobId, jobId));
    await db
      .delete(transferJobs)
      .where(and(eq(transferJobs.id, jobId), inArray(transferJobs.state, UNFINISHED_STATES)));
    throw error;
  }
}

/**
 * Makes the space of removed upload pieces reusable. PostgreSQL's autovacuum would in time; PGlite has
 * none, and its data directory grew by each archive for good (969 → 1,610 MB over three 199 MB
 * uploads). VACUUM runs outside any transaction and locks no reader.
 */
export async function reclaimUploadSpace(db: Database): Promise<void> {
  await db.execute(sql`vacuum ${transferUploads}`);
}

/**
 * Jobs whose upload stopped with its process (a kill mid-copy) fail, their pieces removed, so the chef
 * can upload again. Returns how many.
 */
export async function expireStalledUploads(db: Database, message: MessageRef): Promise<number> {
  const expired = await db
    .update(transferJobs)
    .set({ state: 'failed', error: message, finishedAt: new Date(), leaseUntil: null })
    .where(and(eq(transferJobs.state, 'uploading'), lt(transferJobs.leaseUntil, sql`now()`)))
    .returning({ id: transferJobs.id });
  if (expired.length > 0) {
    await db.delete(transferUploads).where(
      inArray(
        transferUploads.jobId,
        expired.map((job) => job.id),
      ),
    );
  }
  return expired.length;
}

export async function createUrlJob(db: Database, userId: string, urls: string[]): Promise<string> {
  return db.transaction((tx) => insertJob(tx, { userId, kind: 'urls', input: { urls }, total: urls.length }));
}

/** How many report lines the item at `position` has (its recipes saved or skipped so far, in order). */
export async function recordedLines(db: Database, jobId: string, position: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(transferJobItems)
    .where(and(eq(transferJobItems.jobId, jobId), eq(transferJobItems.position, position)));
  return row?.count ?? 0;
}

/** The uploaded archive's pieces in order; yields nothing when they are gone. */
export async function* uploadPieces(db: Database, jobId: string) {
  for (let position = 0; ; position++) {
    const [row] = await db
      .select({ data: transferUploads.data })
      .from(transferUploads)
      .where(and(eq(transferUploads.jobId, jobId), eq(transferUploads.position, position)));
    if (!row) return;
    yield row.data;
  }
}

export interface ReportLine {
  position: number;
  name: string;
  outcome: 'added' | 'skipped' | 'failed' | 'ready';
  title: string | null;
  /** Catalogue texts the screen puts in words; a line from before keys holds its words. */
  reason: StoredText | null;
  recipeId: string | null;
}

export interface JobView {
  jobId: string;
  kind: 'archive' | 'urls';
  state: TransferJobState;
  done: number;
  total: number;
  added: number;
  skipped: number;
  failed: number;
  fileName: string | null;
  /** What the uploaded file was recognised as ("Mealie backup (database version …)"). */
  format: StoredText | null;
  error: StoredText | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  report: ReportLine[];
}

/** The user's job with its report; another user's job is not found. */
export async function readJob(db: Database, userId: string, jobId: string): Promise<JobView> {
  if (!isUuid(jobId)) throw new JobNotFoundError();
  const [job] = await db
    .select()
    .from(transferJobs)
    .where(and(eq(transferJobs.id, jobId), eq(transferJobs.userId, userId)));
  if (!job) throw new JobNotFoundError();
  // Problems first (every one of them, up to the cap), then successes in order.
  const report = await db
    .select({
      position: transferJobItems.position,
      name: transferJobItems.name,
      outcome: transferJobItems.outcome,
      title: transferJobItems.title,
      reason: transferJobItems.reason,
      recipeId: transferJobItems.recipeId,
    })
    .from(transferJobItems)
    .where(eq(transferJobItems.jobId, jobId))
    .orderBy(sql`${transferJobItems.outcome} = 'added'`, asc(transferJobItems.position))
    .limit(REPORT_LINES);
  return {
    jobId: job.id,
    kind: job.kind,
    state: job.state,
    done: job.done,
    total: job.total,
    added: job.added,
    skipped: job.skipped,
    failed: job.failed,
    fileName: job.input.fileName ?? null,
    format: job.input.format ?? null,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    report: report.sort((a, b) => a.position - b.position),
  };
}

/** The user's newest job, so a page opened again finds the work it started. */
export async function latestJobId(db: Database, userId: string): Promise<string | null> {
  const [job] = await db
    .select({ id: transferJobs.id })
    .from(transferJobs)
    .where(eq(transferJobs.userId, userId))
    .orderBy(desc(transferJobs.createdAt))
    .limit(1);
  return job?.id ?? null;
}

/**
 * Cancels a queued or running job. The runner sees it at its next recipe (its writes are conditional
 * on the job still running) and stops; what was saved before stays saved, each recipe whole.
 */
export async function cancelJob(db: Database, userId: string, jobId: string): Promise<JobView> {
  if (!isUuid(jobId)) throw new JobNotFoundError();
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(transferJobs)
      .set({ state: 'cancelled', finishedAt: new Date(), leaseOwner: null, leaseUntil: null })
      .where(
        and(
          eq(transferJobs.id, jobId),
          eq(transferJobs.userId, userId),
          inArray(transferJobs.state, UNFINISHED_STATES),
        ),
      )
      .returning({ id: transferJobs.id });
    if (job) {
      await tx.delete(transferUploads).where(eq(transferUploads.jobId, jobId));
      await dropStagedOfJob(tx, jobId);
    }
  });
  await reclaimUploadSpace(db);
  return readJob(db, userId, jobId);
}
