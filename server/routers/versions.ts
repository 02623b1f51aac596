import { z } from 'zod';
import { expectedUpdatedAtInput } from '#shared/recipes/recipe.ts';
import { listVersions } from '../recipes/recipe-versions';
import { restoreVersion } from '../recipes/restore-version';
import { router } from '../trpc';
import { recipeIdInput, recipeProcedure } from './recipes';

export const versionsRouter = router({
  list: recipeProcedure
    .input(z.object({ recipeId: recipeIdInput }))
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.user.id, input.recipeId)),

  restore: recipeProcedure
    .input(
      z.object({
        recipeId: recipeIdInput,
        version: z.number().int().min(1).max(2_147_483_647),
        expectedUpdatedAt: expectedUpdatedAtInput,
      }),
    )
    .mutation(({ ctx, input }) => restoreVersion(ctx.db, ctx.user.id, input)),
});
