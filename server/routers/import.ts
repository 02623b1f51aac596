import { TRPCError } from '@trpc/server';
import { importTextInput, importUrlInput } from '../../shared/import';
import { RateLimitedError } from '../auth/rate-limiter';
import type { Context } from '../context';
import { ImportError } from '../import/import-errors';
import { IMPORT_RULE, importRateKey } from '../import/import-rate-limit';
import { type ImportServices, importFromText, importFromUrl } from '../import/import-recipe';
import { protectedProcedure, router } from '../trpc';

const CODES = {
  fetch: 'BAD_REQUEST',
  nothing_found: 'UNPROCESSABLE_CONTENT',
  too_complex: 'UNPROCESSABLE_CONTENT',
  ai: 'BAD_GATEWAY',
} as const;

/**
 * One budget for the fetches a user makes the server do: imports, and the page pictures they bring
 * (photos.addFromUrl). Over it: TOO_MANY_REQUESTS with the wait.
 */
export async function spendImportBudget(ctx: Pick<Context, 'rateLimiter'> & { user: { id: string } }) {
  const decision = await ctx.rateLimiter.consume(importRateKey(ctx.user.id), IMPORT_RULE);
  if (!decision.allowed) {
    const cause = new RateLimitedError(decision.retryAfterMs);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: cause.message, cause });
  }
}

const importProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  await spendImportBudget(ctx);
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
