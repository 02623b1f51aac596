import { and, eq, sql } from 'drizzle-orm';
import type { MessageRef } from '#shared/messages/message-ref.ts';
import { recipeInput } from '#shared/recipes/recipe.ts';
import { applySaveRules } from '#shared/recipes/save-rules.ts';
import { isUuid } from '#shared/uuid.ts';
import type { Database } from '../db/client';
import { transferJobItems, transferJobs } from '../db/schema';
import { insertRecipe } from '../recipes/create-recipe';
import { JobNotFoundError } from './errors';
import { refusalOf } from './imported-recipe';

export interface SavedDraft {
  position: number;
  /** The new recipe, or null when the line was already saved (or is no page read for review). */
  recipeId: string | null;
  /** Why the draft could not be saved, as a catalogue text. */
  error?: MessageRef;
}

/**
 * The review step of a URL list: saves the chosen pages' drafts through the save rules, each in one
 * transaction with its report line (which becomes 'added' with the recipe's id) and the job's count.
 * A line already saved is skipped, so saving again — after a reload, or twice at once — adds nothing twice.
 */
export async function saveDrafts(
  db: Database,
  userId: string,
  jobId: string,
  positions: readonly number[],
): Promise<SavedDraft[]> {
  if (!isUuid(jobId)) throw new JobNotFoundError();
  const [job] = await db
    .select({ id: transferJobs.id })
    .from(transferJobs)
    .where(and(eq(transferJobs.id, jobId), eq(transferJobs.userId, userId), eq(transferJobs.kind, 'urls')));
  if (!job) throw new JobNotFoundError();
  const results: SavedDraft[] = [];
  for (const position of new Set(positions)) {
    const line = and(
      eq(transferJobItems.jobId, jobId),
      eq(transferJobItems.position, position),
      eq(transferJobItems.outcome, 'ready'),
    );
    results.push(
      await db.transaction(async (tx): Promise<SavedDraft> => {
        // The row lock makes a second save of the same line wait, then find it no longer 'ready'.
        const [item] = await tx
          .select({ draft: transferJobItems.draft })
          .from(transferJobItems)
          .where(line)
          .for('update');
        if (!item?.draft) return { position, recipeId: null };
        const input = recipeInput.safeParse(item.draft);
        if (!input.success) return { position, recipeId: null, error: refusalOf(input.error) };
        const recipeId = await insertRecipe(tx, userId, applySaveRules(input.data));
        await tx.update(transferJobItems).set({ outcome: 'added', recipeId, draft: null }).where(line);
        await tx
          .update(transferJobs)
          .set({ added: sql`${transferJobs.added} + 1` })
          .where(eq(transferJobs.id, jobId));
        return { position, recipeId };
      }),
    );
  }
  return results;
}
