import { and, eq, sql } from 'drizzle-orm';
import { applySaveRules } from '../../shared/save-rules';
import type { Database } from '../db/client';
import { transferJobItems, transferJobs } from '../db/schema';
import { insertRecipe } from '../recipes/create-recipe';
import { copyVersions } from '../recipes/recipe-versions';
import { attachPrepared, preparePhotos } from './attachments';
import { contentKey } from './content-key';
import type { ImportedRecipe } from './imported-recipe';
import type { ReportLine } from './jobs';

/** The job is no longer this runner's to write (cancelled, or its lease passed to another instance). */
export class JobLostError extends Error {
  constructor() {
    super('The transfer job was cancelled or taken over');
    this.name = 'JobLostError';
  }
}

export interface JobWriter {
  db: Database;
  jobId: string;
  userId: string;
  owner: string;
  /** Content keys of the library, kept up to date as recipes are added. */
  keys: Set<string>;
}

/** The job's row while it runs under this owner: every write of a run is conditional on it. */
export const runningUnder = (jobId: string, owner: string) =>
  and(eq(transferJobs.id, jobId), eq(transferJobs.state, 'running'), eq(transferJobs.leaseOwner, owner));

type Line = Omit<ReportLine, 'recipeId'> & {
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
  await tx.insert(transferJobItems).values({ jobId: writer.jobId, ...line });
}

/**
 * Saves one imported recipe through the save rules, with its history, in one transaction with its
 * report line: saved whole with the job's count, or not at all. Identical content already in the
 * library is skipped; similar titles are flagged when the job recounts the library's duplicates at its end.
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
      recordLine(
        tx,
        writer,
        { ...base, outcome: 'skipped', reason: 'Sama resepti on jo kirjastossa.' },
        at.last,
      ),
    );
    return;
  }
  const prepared = await (imported.prepared ?? preparePhotos(imported.images));
  await writer.db.transaction(async (tx) => {
    // The recipe and the job's count commit together, so a crash that loses this commit loses both,
    // and the resumed job redoes the item: the flush to disk need not be waited for (ADR 0023).
    await tx.execute(sql`set local synchronous_commit = off`);
    const history = imported.history;
    const recipeId = await insertRecipe(tx, writer.userId, recipe, {
      countDuplicates: false,
      ...(history?.createdAt ? { createdAt: history.createdAt } : {}),
      ...(history?.updatedAt ? { updatedAt: history.updatedAt } : {}),
    });
    if (history) await copyVersions(tx, recipeId, history.versions);
    const notice = await attachPrepared(tx, writer.userId, recipeId, prepared);
    const reason = [...(imported.notes ?? []), ...(notice ? [notice] : [])].join(' ') || null;
    await recordLine(tx, writer, { ...base, outcome: 'added', reason, recipeId }, at.last);
  });
  writer.keys.add(key);
}
