/**
 * One import source → the rules' draft (and, for the AI step, the text the model reads). Pure and
 * synchronous: it runs in the import worker (see worker-pool.ts), so nothing here may touch the
 * network, the database or the logger.
 */

import { parseHtml } from '../page/html-dom';
import { pageImageUrl } from '../page/page-image';
import {
  draftFromDocument,
  draftFromRecipeText,
  looksLikeHtml,
  pageText,
  type ReviewedDraft,
} from '../pipeline';
import { repairDoubleEncoding } from './double-encoding';

export type ImportSource =
  /** Pasted text, a .txt file's text, or pasted page source. */
  | { kind: 'text'; text: string }
  /** A fetched page: its final URL, media type and body (see SafeFetchResult). */
  | { kind: 'page'; url: string; contentType: string; body: string };

export interface SourceReading {
  draft: ReviewedDraft;
  /** The readable text of the source; null unless asked for, since a page costs a second walk. */
  sourceText: string | null;
  /** A fetched page's picture of the recipe (schema.org image, else og:image); null for text. */
  imageUrl: string | null;
}

export function readSource(source: ImportSource, withSourceText: boolean): SourceReading {
  const url = source.kind === 'page' ? source.url : null;
  const markup = markupOf(source);
  if (markup === null) {
    const text = source.kind === 'text' ? source.text : source.body;
    return {
      // A page's text is repaired where it is parsed (parseHtml); a paste's here.
      draft: draftFromRecipeText(repairDoubleEncoding(text), url),
      sourceText: withSourceText ? text : null,
      imageUrl: null,
    };
  }
  // One parse of the page serves the draft and the text the AI step reads.
  const document = parseHtml(markup);
  return {
    draft: draftFromDocument(document, url),
    sourceText: withSourceText ? pageText(document) : null,
    imageUrl: url ? pageImageUrl(document, url) : null,
  };
}

/** The source as an HTML page, or null when it is a recipe written as text. */
function markupOf(source: ImportSource): string | null {
  if (source.kind === 'text') return looksLikeHtml(source.text) ? source.text : null;
  const type = source.contentType;
  // A JSON-LD document on its own is read as a page holding it, so one extractor serves both.
  if (/json/.test(type)) {
    return `<script type="application/ld+json">${source.body.replace(/<\/script/gi, '<\\/script')}</script>`;
  }
  return /html|xml/.test(type) || looksLikeHtml(source.body) ? source.body : null;
}
