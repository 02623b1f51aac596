/**
 * A restore's photos written before their recipe, one short transaction each (ADR 0033). Written with
 * the recipe in one transaction (20 photos: ~100 statements, 1.4 MB), they held the embedded
 * database's one connection 0.85–3.3 s a recipe, and the event loop with it. Until the recipe's
 * transaction takes them (attachStaged), they are the job's: no recipe, never shown, and deleted
 * whenever their recipe is not saved — at once by the run, and for a crash or a cancel by the job's
 * next claim, its end, or the runner's start (dropStaged*). So a recipe is still whole or absent.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photos, recipes, transferJobs } from '../db/schema';
import { postgresPhotoStore } from '../photos/photo-store';
import type { ProcessedPhoto } from '../photos/process-image';
import { insertPhoto } from '../photos/recipe-photos';
import { JobLostError } from './errors';

/**
 * Writes each photo (its row and both sizes) in a transaction of its own and returns their ids in order:
 * other chefs' statements take turns between them. Each commit need not wait for the disk: a crash loses the
 * recipe they were for anyway, and the resumed job writes them again.
 */
export async function stagePhotos(
  db: Database,
  owner: { userId: string; jobId: string },
  processed: readonly ProcessedPhoto[],
): Promise<string[]> {
  const ids: string[] = [];
  try {
    for (const photo of processed) {
      ids.push(
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local synchronous_commit = off`);
          return insertPhoto(tx, postgresPhotoStore, owner, photo);
        }),
      );
    }
  } catch (error) {
    // The first failure is the one to report; a failed clean-up is redone at the job's next claim or end.
    await dropStaged(db, ids).catch(() => {});
    throw error;
  }
  return ids;
}

/**
 * Gives the staged photos to the new recipe, in their order (the first is its cover), in the recipe's
 * transaction. JobLostError when any of them is gone: the job was cancelled meanwhile.
 */
export async function attachStaged(
  tx: Database,
  jobId: string,
  recipeId: string,
  photoIds: readonly string[],
): Promise<void> {
  if (photoIds.length === 0) return;
  const taken = await tx
    .update(photos)
    .set({ recipeId, jobId: null })
    .where(and(inArray(photos.id, [...photoIds]), eq(photos.jobId, jobId), isNull(photos.recipeId)))
    .returning({ id: photos.id });
  if (taken.length !== photoIds.length) throw new JobLostError();
  await tx
    .update(recipes)
    .set({ photoIds: [...photoIds] })
    .where(eq(recipes.id, recipeId));
}

/** Deletes these staged photos (their recipe was not saved), their files with them (the cascade). */
export async function dropStaged(db: Database, photoIds: readonly string[]): Promise<void> {
  if (photoIds.length === 0) return;
  await db.delete(photos).where(and(inArray(photos.id, [...photoIds]), isNull(photos.recipeId)));
}

/** Deletes the job's staged photos: a claim (after a crash), a cancel or its end. */
export async function dropStagedOfJob(db: Database, jobId: string): Promise<void> {
  await db.delete(photos).where(and(eq(photos.jobId, jobId), isNull(photos.recipeId)));
}

/** Deletes the staged photos of every ended job (a crash just after a cancel left them). */
export async function dropStagedOfEndedJobs(db: Database): Promise<number> {
  const ended = db
    .select({ id: transferJobs.id })
    .from(transferJobs)
    .where(isNotNull(transferJobs.finishedAt));
  const dropped = await db
    .delete(photos)
    .where(and(isNull(photos.recipeId), inArray(photos.jobId, ended)))
    .returning({ id: photos.id });
  return dropped.length;
}
