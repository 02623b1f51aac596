import { LIMITS, type RecipeDraft, recipeInput } from '../../shared/recipe';
import { applySaveRules } from '../../shared/save-rules';
import type { Logger } from '../deps';
import { type AiClient, AiError } from './ai';
import { enrichWithAi } from './enrich-with-ai';
import { IMPORT_FAILED_MESSAGE, ImportError } from './import-errors';
import { draftFromHtml, draftFromText, extractPageText, looksLikeHtml } from './pipeline';
import { FETCH_FAILED_MESSAGE, SafeFetchError, type SafeFetchResult } from './safe-fetch';

export interface ImportServices {
  /** Null when no AI is configured: the rules alone structure the recipe. */
  ai: AiClient | null;
  /** safeFetch bound to the configured allow list; the only way this module reaches the network. */
  fetchPage(url: string): Promise<SafeFetchResult>;
  logger: Logger;
}

/** Pasted text, a .txt file's text, or pasted page source → a draft for the preview. Nothing is saved. */
export async function importFromText(text: string, services: ImportServices): Promise<RecipeDraft> {
  const isPage = looksLikeHtml(text);
  const draft = isPage ? draftFromHtml(text, null) : draftFromText(text);
  return finish(draft, () => (isPage ? extractPageText(text) : text), services);
}

export async function importFromUrl(url: string, services: ImportServices): Promise<RecipeDraft> {
  let page: SafeFetchResult;
  try {
    page = await services.fetchPage(url);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    services.logger.warn(
      { url, reason: error.reason, detail: error.message },
      'URL import fetch refused or failed',
    );
    throw new ImportError('fetch', FETCH_FAILED_MESSAGE);
  }
  const isPage = isMarkup(page);
  const draft = isPage ? draftFromHtml(asHtml(page), page.url) : draftFromText(page.body);
  return finish(
    { ...draft, sourceUrl: page.url },
    () => (isPage ? extractPageText(asHtml(page)) : page.body),
    services,
  );
}

function isMarkup(page: SafeFetchResult): boolean {
  const type = page.contentType ?? '';
  return /html|xml|json/.test(type) || looksLikeHtml(page.body);
}

/** A JSON-LD document on its own is read as a page holding it, so one extractor serves both. */
function asHtml(page: SafeFetchResult): string {
  return /json/.test(page.contentType ?? '')
    ? `<script type="application/ld+json">${page.body.replace(/<\/script/gi, '<\\/script')}</script>`
    : page.body;
}

/** `sourceText` is lazy: only the AI step reads it, and producing it parses the page a second time. */
async function finish(
  draft: RecipeDraft,
  sourceText: () => string,
  services: ImportServices,
): Promise<RecipeDraft> {
  let result = draft;
  if (services.ai) {
    try {
      result = await enrichWithAi(draft, sourceText(), services.ai, services.logger);
    } catch (error) {
      if (error instanceof AiError) throw new ImportError('ai', error.message);
      throw error;
    }
  }
  if (result.ingredients.length === 0 && result.instructions.length === 0) {
    throw new ImportError('nothing_found', IMPORT_FAILED_MESSAGE);
  }
  return normalize(result);
}

/** The library's save rules shape the preview too, so what the chef sees is what will be saved. */
function normalize(draft: RecipeDraft): RecipeDraft {
  const text = (value: string, max: number = LIMITS.text) => value.slice(0, max);
  const clipped = {
    ...draft,
    title: text(draft.title, LIMITS.title),
    description: text(draft.description),
    notes: text(draft.notes, LIMITS.notes),
    ingredients: draft.ingredients.slice(0, LIMITS.ingredients).map((i) => ({
      ...i,
      unit: text(i.unit, 100),
      name: text(i.name),
      ...(i.original ? { original: text(i.original) } : {}),
    })),
    sourceUrl: draft.sourceUrl && draft.sourceUrl.length <= LIMITS.url ? draft.sourceUrl : null,
    instructions: draft.instructions.slice(0, LIMITS.instructions).map((s) => text(s)),
    equipment: draft.equipment.slice(0, LIMITS.equipment).map((s) => text(s, LIMITS.equipmentItem)),
    aiGeneratedTags: draft.aiGeneratedTags.slice(0, LIMITS.tags).map((s) => text(s, LIMITS.tag)),
  };
  return applySaveRules(recipeInput.parse(clipped));
}
