import { and, eq, sql } from 'drizzle-orm';
import { type MessageRef, message } from '#shared/messages/message-ref.ts';
import { storableText } from '#shared/recipes/recipe.ts';
import { applySaveRules } from '#shared/recipes/save-rules.ts';
import type { Database } from '../db/client';
import { transferJobItems, transferJobs } from '../db/schema';
import { insertRecipe } from '../recipes/create-recipe';
import { copyVersions } from '../recipes/recipe-versions';
import { prepareImages, refusedImagesNote } from './attachments';
import { contentKey } from './content-key';
import { JobLostError } from './errors';
import type { ImportedRecipe } from './imported-recipe';
import type { ReportLine } from './jobs';
import { attachStaged, dropStaged, stagePhotos } from './staged-photos';

export interface JobWriter {
  db: Database;
  jobId: string;
  userId: string;
  owner: string;
  /** Content keys of the library, kept up to date as recipes are added. */
  keys: Set<string>;
  /** Recipes this run has saved, for which commits wait for the disk. */
  saved?: number;
}

/** The job's row while it runs under this owner: every write of a run is conditional on it. */
export const runningUnder = (jobId: string, owner: string) =>
  and(eq(transferJobs.id, jobId), eq(transferJobs.state, 'running'), eq(transferJobs.leaseOwner, owner));

/**
 * A line as a run writes it: its reasons are catalogue texts only, so a sentence written here does not
 * compile (docs/decisions/0034). ReportLine, read back, also holds the words of older rows.
 */
type Line = Omit<ReportLine, 'recipeId' | 'reason'> & {
  reason: readonly MessageRef[] | null;
  recipeId?: string | null;
  /** A URL list's page, read for the review step. */
  draft?: Record<string, unknown>;
};

/**
 * Counts one report line into the job, in the caller's transaction; throws JobLostError (rolling the
 * transaction back, recipe and all) when the job is no longer running under this owner.
 */
export async function recordLine(
  tx: Database,
  writer: JobWriter,
  line: Line,
  advance: boolean,
): Promise<void> {
  // A page read for review counts only as done: it is added when the review step saves it.
  const counter =
    line.outcome === 'ready'
      ? null
      : { added: transferJobs.added, skipped: transferJobs.skipped, failed: transferJobs.failed }[
          line.outcome
        ];
  const [job] = await tx
    .update(transferJobs)
    .set({
      ...(counter ? { [line.outcome]: sql`${counter} + 1` } : {}),
      ...(advance ? { done: sql`${transferJobs.done} + 1` } : {}),
    })
    .where(runningUnder(writer.jobId, writer.owner))
    .returning({ id: transferJobs.id });
  if (!job) throw new JobLostError();
  // An entry's name comes from the archive as it is: a NUL or lone surrogate there must not fail the line.
  await tx.insert(transferJobItems).values({
    jobId: writer.jobId,
    ...line,
    name: storableText(line.name),
    title: line.title === null ? null : storableText(line.title),
  });
}

/** Every this many recipes a job saves, the commit waits for the disk (ADR 0033): a crash loses fewer. */
export const SYNCED_EVERY = 10;
const NOT_SAVED = [message('report.notSaved')];

/**
 * Saves one imported recipe through the save rules, with its history and photos, in one transaction
 * with its report line: saved whole with the job's count, or not at all. Its photos are decoded before
 * the transaction opens (never inside it: on the embedded database that would stall every other user),
 * and written one short transaction each before it, which then only takes them (staged-photos.ts): no
 * hold of the embedded database's one connection carries more than a photo's bytes (ADR 0033).
 * Identical content already in the library is skipped; similar titles are flagged when the job recounts
 * the library's duplicates at its end. A recipe the database refuses (bad data in a backup) is a failed
 * line of its own, never the job's end.
 */
export async function saveImported(
  writer: JobWriter,
  imported: ImportedRecipe,
  at: { position: number; name: string; last: boolean },
): Promise<void> {
  const recipe = applySaveRules(imported.input);
  const key = contentKey(recipe);
  const base = { position: at.position, name: at.name, title: recipe.title };
  if (writer.keys.has(key)) {
    await writer.db.transaction((tx) =>
      recordLine(tx, writer, { ...base, outcome: 'skipped', reason: [message('report.duplicate')] }, at.last),
    );
    return;
  }
  const images = await (imported.prepared ?? prepareImages(writer.userId, imported.images));
  writer.saved = (writer.saved ?? 0) + 1;
  const synced = writer.saved % SYNCED_EVERY === 0;
  let saved = false;
  let photoIds: string[] = [];
  try {
    // Inside the try: a photo the database refuses is this recipe's report line, not the job's end.
    photoIds = await stagePhotos(writer.db, { userId: writer.userId, jobId: writer.jobId }, images.photos);
    await writer.db.transaction(async (tx) => {
      // The recipe and the job's count commit together, so a crash that loses this commit loses both,
      // and the resumed job redoes the item: most commits need not wait for the disk. Every
      // SYNCED_EVERY-th does, which writes out the ones before it too (the embedded database has no
      // background writer that would).
      if (!synced) await tx.execute(sql`set local synchronous_commit = off`);
      const history = imported.history;
      const recipeId = await insertRecipe(tx, writer.userId, recipe, {
        countDuplicates: false,
        ...(history?.createdAt ? { createdAt: history.createdAt } : {}),
        ...(history?.updatedAt ? { updatedAt: history.updatedAt } : {}),
      });
      if (history) await copyVersions(tx, recipeId, history.versions);
      const notice = refusedImagesNote(images);
      const notes = [...(imported.notes ?? []), ...(notice ? [notice] : [])];
      const reason = notes.length > 0 ? notes : null;
      // The job's row before its staged photos, in the order a cancel and the job's end take them: the
      // other order deadlocked on PostgreSQL when a cancel came between the two.
      await recordLine(tx, writer, { ...base, outcome: 'added', reason, recipeId }, at.last);
      await attachStaged(tx, writer.jobId, recipeId, photoIds);
    });
    saved = true;
  } catch (error) {
    if (!refusedForItsData(error)) throw error;
    await writer.db.transaction((tx) =>
      recordLine(tx, writer, { ...base, outcome: 'failed', reason: NOT_SAVED }, at.last),
    );
    return;
  } finally {
    // Left over when even this fails: the job's next claim, its end or the runner's start drop them.
    if (!saved) await dropStaged(writer.db, photoIds).catch(() => {});
  }
  writer.keys.add(key);
}

/**
 * Whether the database refused the recipe for what it holds, by SQLSTATE class: 22 data exception (a
 * NUL or lone surrogate in JSON, a number out of range), 23 integrity (a duplicate version number), 54
 * program limit (too many values at once). Anything else (a lost connection) still ends the run.
 */
function refusedForItsData(error: unknown): boolean {
  let cause = error;
  // Drizzle wraps the driver's error as its cause.
  for (let depth = 0; isObject(cause) && depth < 4; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^(22|23|54)[0-9A-Z]{3}$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
