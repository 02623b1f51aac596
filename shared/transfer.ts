import { z } from 'zod';
import { webUrl } from './import';
import { MAX_URLS } from './limits/transfer-limits';
import type { MessageKey } from './messages/en';

export { MAX_URLS } from './limits/transfer-limits';

const TRANSFER_MESSAGES = {
  noUrls: 'transfer.noUrls',
  tooManyUrls: 'transfer.tooManyUrls',
  badUrl: 'transfer.badUrl',
} as const satisfies Record<string, MessageKey>;

export const importUrlsInput = z.object({
  urls: z
    .array(webUrl({ tooLong: TRANSFER_MESSAGES.badUrl, invalid: TRANSFER_MESSAGES.badUrl }))
    .min(1, TRANSFER_MESSAGES.noUrls)
    .max(MAX_URLS, TRANSFER_MESSAGES.tooManyUrls),
});

export const jobIdInput = z.object({ jobId: z.uuid() });

/** The review step of a URL list: the report lines (by position) whose pages are to be saved. */
export const saveDraftsInput = jobIdInput.extend({
  positions: z.array(z.number().int().min(0)).min(1).max(MAX_URLS),
});

/** The lines of a pasted list: blank lines and surrounding spaces ignored, repeats once. */
export function urlLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/** The plain HTTP routes of the transfer (downloads and the upload), for the server and the client. */
const RECIPE_FILES = '/api/export/recipes';
export const TRANSFER_PATHS = {
  libraryZip: '/api/export/library.zip',
  /** The route of one recipe's files (`:file` is `<id>.jsonld` or `<id>.html`). */
  recipeFileRoute: `${RECIPE_FILES}/:file`,
  recipeFile: (recipeId: string, kind: 'jsonld' | 'html') => `${RECIPE_FILES}/${recipeId}.${kind}`,
  archiveUpload: '/api/import/archive',
} as const;

export { MAX_ARCHIVE_MB } from './limits/transfer-limits';

/** The query parameter that keeps a running job's id in the page's address, so a reload finds it. */
export const JOB_PARAM = 'siirto';
