import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimiter, RateLimitRule } from '../auth/rate-limiter';
import { ImportError } from '../import/import-errors';
import { importRateKey } from '../import/import-rate-limit';
import { type ImportServices, importFromUrl } from '../import/import-recipe';
import { JobLostError, type JobWriter, recordLine, stillRunning } from './save-imported';

/**
 * One URL of a list: read through the same safe fetch and pipeline as the import form, within the same
 * per-user rate limit (waiting for the window when it is spent), and kept as a draft for the review
 * step — nothing is saved until the chef chooses.
 */
export async function readUrlItem(options: {
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  importServices: ImportServices;
  writer: JobWriter;
  position: number;
  url: string;
  isStopped(): boolean;
}): Promise<void> {
  const { writer, position, url } = options;
  for (;;) {
    const decision = await options.rateLimiter.consume(importRateKey(writer.userId), options.rule);
    if (decision.allowed) break;
    if (options.isStopped()) return;
    await sleep(Math.min(decision.retryAfterMs, 5_000));
    // A job cancelled while it waits for the window stops here, not after its next page.
    if (!(await stillRunning(writer))) throw new JobLostError();
  }
  try {
    const draft = await importFromUrl(url, options.importServices);
    await writer.db.transaction((tx) =>
      recordLine(
        tx,
        writer,
        { position, name: url, outcome: 'ready', title: draft.title, reason: null, draft: { ...draft } },
        true,
      ),
    );
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    await writer.db.transaction((tx) =>
      recordLine(
        tx,
        writer,
        { position, name: url, outcome: 'failed', title: null, reason: error.message },
        true,
      ),
    );
  }
}
