import type { ImportReview } from '#shared/import-review.ts';
import { type RecipeDraft, recipeInput } from '#shared/recipes/recipe.ts';
import { applySaveRules } from '#shared/recipes/save-rules.ts';
import type { SafeFetchResult } from '../egress/safe-fetch';
import { fetchFailureOf } from '../egress/safe-fetch-error';
import type { Logger } from '../platform/logger';
import { type AiClient, AiError } from './ai/ai';
import { enrichWithAi } from './ai/enrich-with-ai';
import { withinLimits } from './draft-limits';
import { ImportError } from './import-errors';
import type { SourceReading } from './read/read-source';
import { readSourceOffThread } from './read/read-source-off-thread';

export interface ImportServices {
  /** Null when no AI is configured: the rules alone structure the recipe. */
  ai: AiClient | null;
  /** safeFetch bound to the configured allow list; the only way this module reaches the network. */
  fetchPage(url: string): Promise<SafeFetchResult>;
  logger: Logger;
}

/** A draft for the preview, with the lines the chef should check and why lines came from where they did. */
export type ImportedDraft = RecipeDraft & { review: ImportReview };

/** Pasted text, a .txt file's text, or pasted page source → a draft for the preview. Nothing is saved. */
export async function importFromText(text: string, services: ImportServices): Promise<ImportedDraft> {
  return finish(await readSourceOffThread({ kind: 'text', text }, services.ai !== null), services);
}

/** A page's draft, and the address of its picture, which the client adds as a photo once the recipe is saved. */
export type UrlImport = ImportedDraft & { imageUrl: string | null };

export async function importFromUrl(url: string, services: ImportServices): Promise<UrlImport> {
  let page: SafeFetchResult;
  try {
    page = await services.fetchPage(url);
  } catch (error) {
    // safeFetch has logged why. The chef sees one message, unless the page was there and merely too
    // large: that is an input over a limit, told with its reason like every other (ADR 0010).
    if (fetchFailureOf(error) === 'too_large') throw ImportError.tooComplex('size');
    throw new ImportError('fetch', 'app.fetchFailed');
  }
  const reading = await readSourceOffThread({ kind: 'page', ...page }, services.ai !== null);
  return { ...(await finish(reading, services)), imageUrl: reading.imageUrl };
}

/** `sourceText` is there only when the AI step will read it (for a page it costs a second walk of the parsed page). */
async function finish(
  { draft, sourceText }: SourceReading,
  services: ImportServices,
): Promise<ImportedDraft> {
  let result: RecipeDraft = draft;
  if (services.ai) {
    try {
      // The rules' draft is within the limits already (toDraft); the model's additions are fitted here.
      result = withinLimits(await enrichWithAi(draft, sourceText ?? '', services.ai, services.logger));
    } catch (error) {
      if (error instanceof AiError) throw new ImportError('ai', error.messageKey, error.messageParams);
      throw error;
    }
  }
  // The review is the rules' own: the save rules do not read it, so it is carried past them.
  return { ...previewDraft(result), review: draft.review };
}

/**
 * The draft the preview shows: refused when it holds nothing, else shaped by the library's save rules,
 * so what the chef sees is what will be saved. The evals call it in process, as the import does.
 */
export function previewDraft(draft: RecipeDraft): RecipeDraft {
  if (draft.ingredients.length === 0 && draft.instructions.length === 0) {
    throw new ImportError('nothing_found', 'import.failed');
  }
  return applySaveRules(recipeInput.parse(draft));
}
