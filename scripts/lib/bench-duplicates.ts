import { eq, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { recipes } from '#server/db/schema.ts';
import { computeDuplicateFlags } from '#server/recipes/duplicate-flags.ts';
import { syncDuplicatePartners } from '#server/recipes/duplicate-sync.ts';
import { lockUserRecipes } from '#server/recipes/user-lock.ts';
import { recipeGenerator } from './recipe-generator';

export interface DuplicateTimings {
  titles: number;
  /** computeDuplicateFlags over the whole library: the first (cold) run and the median of the rest. */
  wholeLibraryFirst: number;
  wholeLibraryMedian: number;
  /** The on-write update for a rename (old and new title), median and p99. */
  onWriteMedian: number;
  onWriteP99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Times both ways the flags are computed, on a seeded library; every on-write run is rolled back. */
export async function timeDuplicates(db: Database, userId: string, runs = 50): Promise<DuplicateTimings> {
  const library = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.userId, userId));

  const whole: number[] = [];
  for (let run = 0; run <= 20; run++) {
    const started = performance.now();
    computeDuplicateFlags(library);
    whole.push(performance.now() - started);
  }

  const next = recipeGenerator(99);
  const onWrite: number[] = [];
  for (let run = 0; run < runs; run++) {
    const renamed = library[(run * 7919) % library.length]!;
    const newTitle = next().title;
    try {
      await db.transaction(async (tx) => {
        await lockUserRecipes(tx, userId);
        await tx.update(recipes).set({ title: newTitle }).where(eq(recipes.id, renamed.id));
        const started = performance.now();
        await syncDuplicatePartners(tx, {
          userId,
          recipeId: renamed.id,
          before: renamed.title,
          after: newTitle,
        });
        onWrite.push(performance.now() - started);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  }

  const warm = whole.slice(1).sort((a, b) => a - b);
  onWrite.sort((a, b) => a - b);
  return {
    titles: library.length,
    wholeLibraryFirst: whole[0]!,
    wholeLibraryMedian: percentile(warm, 0.5),
    onWriteMedian: percentile(onWrite, 0.5),
    onWriteP99: percentile(onWrite, 0.99),
  };
}
