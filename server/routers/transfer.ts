import { importUrlsInput, jobIdInput, saveDraftsInput } from '#shared/transfer.ts';
import { cancelJob, createUrlJob, latestJobId, readJob } from '../transfer/jobs';
import { saveDrafts } from '../transfer/save-drafts';
import { protectedProcedure, router } from '../trpc';

const transferProcedure = protectedProcedure;

/** Long imports as jobs: start a URL list, follow a job's progress and report, cancel it. */
export const transferRouter = router({
  importUrls: transferProcedure.input(importUrlsInput).mutation(async ({ ctx, input }) => {
    const jobId = await createUrlJob(ctx.db, ctx.user.id, [...new Set(input.urls)]);
    ctx.transfer.kick();
    return { jobId };
  }),
  job: transferProcedure
    .input(jobIdInput)
    .query(({ ctx, input }) => readJob(ctx.db, ctx.user.id, input.jobId)),
  /** The user's newest job, so a page opened again shows the work it started. */
  latest: transferProcedure.query(async ({ ctx }) => {
    const jobId = await latestJobId(ctx.db, ctx.user.id);
    return jobId ? readJob(ctx.db, ctx.user.id, jobId) : null;
  }),
  /** Saves the chosen pages of a finished URL list; lines already saved are left as they are. */
  saveDrafts: transferProcedure
    .input(saveDraftsInput)
    .mutation(({ ctx, input }) => saveDrafts(ctx.db, ctx.user.id, input.jobId, input.positions)),
  cancel: transferProcedure
    .input(jobIdInput)
    .mutation(({ ctx, input }) => cancelJob(ctx.db, ctx.user.id, input.jobId)),
});
