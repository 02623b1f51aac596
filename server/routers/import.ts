import { TRPCError } from '@trpc/server';
import { importTextInput, importUrlInput } from '../../shared/import';
import type { Context } from '../context';
import { ImportError } from '../import/import-errors';
import { type ImportServices, importFromText, importFromUrl } from '../import/import-recipe';
import { RateLimitedError } from '../limits/rate-limiter';
import { spendUserBudget } from '../limits/user-budgets';
import { protectedProcedure, router, tooManyRequests } from '../trpc';

const CODES = {
  fetch: 'BAD_REQUEST',
  nothing_found: 'UNPROCESSABLE_CONTENT',
  too_complex: 'UNPROCESSABLE_CONTENT',
  ai: 'BAD_GATEWAY',
} as const;

/** Imports are expensive (a fetch, maybe a model call): a generous per-user budget keeps them honest. */
const importProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  try {
    await spendUserBudget(ctx.rateLimiter, 'import', ctx.user.id);
  } catch (cause) {
    if (!(cause instanceof RateLimitedError)) throw cause;
    throw tooManyRequests(cause);
  }
  const result = await next();
  if (!result.ok && result.error.cause instanceof ImportError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODES[cause.kind], message: cause.message, cause });
  }
  return result;
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
