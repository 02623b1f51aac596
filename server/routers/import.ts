import { importTextInput, importUrlInput } from '#shared/import.ts';
import type { Context } from '../context';
import { type ImportServices, importFromText, importFromUrl } from '../import/import-recipe';
import { spendUserBudget } from '../limits/user-budgets';
import { protectedProcedure, router } from '../trpc';

/** Imports are expensive (a fetch, maybe a model call): a generous per-user budget keeps them honest. */
const importProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  await spendUserBudget(ctx.rateLimiter, 'import', ctx.user.id);
  return next();
});

function services(ctx: Context): ImportServices {
  return { ai: ctx.ai, fetchPage: ctx.fetchPage, logger: ctx.logger };
}

/** Turns pasted text, a .txt file or a web page into a draft for the preview; nothing is saved here. */
export const importRouter = router({
  fromText: importProcedure
    .input(importTextInput)
    .mutation(({ ctx, input }) => importFromText(input.text, services(ctx))),
  fromUrl: importProcedure
    .input(importUrlInput)
    .mutation(({ ctx, input }) => importFromUrl(input.url, services(ctx))),
});
