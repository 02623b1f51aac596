import type { RateLimiter, RateLimitRule } from '../auth/rate-limiter';
import { ImportError } from '../import/import-errors';
import { importRateKey } from '../import/import-rate-limit';
import { type ImportServices, importFromUrl } from '../import/import-recipe';
import { type JobWriter, recordLine } from './save-imported';

/**
 * The user's import rate limit is spent: the job waits for the window without holding the runner,
 * which goes on with other users' jobs (docs/decisions/0023-transfer-jobs-and-leases.md).
 */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('The import rate limit is spent');
    this.name = 'RateLimitedError';
  }
}

/**
 * One URL of a list: read through the same safe fetch and pipeline as the import form, within the same
 * per-user rate limit (RateLimitedError when it is spent), and kept as a draft for the review step —
 * nothing is saved until the chef chooses.
 */
export async function readUrlItem(options: {
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  importServices: ImportServices;
  writer: JobWriter;
  position: number;
  url: string;
}): Promise<void> {
  const { writer, position, url } = options;
  const decision = await options.rateLimiter.consume(importRateKey(writer.userId), options.rule);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterMs);
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
