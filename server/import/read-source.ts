/**
 * One import source → the rules' draft (and, for the AI step, the text the model reads). Pure and
 * synchronous: it runs in the import worker (see worker-pool.ts), so nothing here may touch the
 * network, the database or the logger.
 */
import type { RecipeDraft } from '../../shared/recipe';
import { draftFromHtml, draftFromText, extractPageText, looksLikeHtml } from './pipeline';

export type ImportSource =
  /** Pasted text, a .txt file's text, or pasted page source. */
  | { kind: 'text'; text: string }
  /** A fetched page: its final URL, media type and body (see SafeFetchResult). */
  | { kind: 'page'; url: string; contentType: string | null; body: string };

export interface SourceReading {
  draft: RecipeDraft;
  /** The readable text of the source; null unless asked for, since a page costs a second parse. */
  sourceText: string | null;
}

export function readSource(source: ImportSource, withSourceText: boolean): SourceReading {
  if (source.kind === 'text') {
    const { text } = source;
    const pageText = () => (looksLikeHtml(text) ? extractPageText(text) : text);
    return { draft: draftFromText(text), sourceText: withSourceText ? pageText() : null };
  }
  if (!isMarkup(source)) {
    return {
      draft: { ...draftFromText(source.body), sourceUrl: source.url },
      sourceText: withSourceText ? source.body : null,
    };
  }
  const html = asHtml(source);
  return {
    draft: { ...draftFromHtml(html, source.url), sourceUrl: source.url },
    sourceText: withSourceText ? extractPageText(html) : null,
  };
}

type PageSource = Extract<ImportSource, { kind: 'page' }>;

function isMarkup(page: PageSource): boolean {
  return /html|xml|json/.test(page.contentType ?? '') || looksLikeHtml(page.body);
}

/** A JSON-LD document on its own is read as a page holding it, so one extractor serves both. */
function asHtml(page: PageSource): string {
  return /json/.test(page.contentType ?? '')
    ? `<script type="application/ld+json">${page.body.replace(/<\/script/gi, '<\\/script')}</script>`
    : page.body;
}
