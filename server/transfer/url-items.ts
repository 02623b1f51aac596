import { message } from '#shared/messages/message-ref.ts';
import { ImportError } from '../import/import-errors';
import { type ImportServices, importFromUrl } from '../import/import-recipe';
import type { RateLimiter, RateLimitRule } from '../limits/rate-limiter';
import { spendUserBudget } from '../limits/user-budgets';
import { type JobWriter, recordLine } from './save-imported';

/**
 * One URL of a list: read through the same safe fetch and pipeline as the import form, within the same
 * per-user budget, and kept as a draft for the review step — nothing is saved until the chef chooses.
 * A spent budget throws RateLimitedError: the job then waits for the window without holding the runner,
 * which goes on with other users' jobs (ADR 0023).
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
  await spendUserBudget(options.rateLimiter, 'import', writer.userId, options.rule);
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
        {
          position,
          name: url,
          outcome: 'failed',
          title: null,
          reason: [message(error.messageKey, error.messageParams)],
        },
        true,
      ),
    );
  }
}
