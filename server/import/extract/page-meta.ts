/** What the page says about itself: titles, canonical address, description, keywords, language. */
import { cleanText } from './clean-text';
import { attr, findElements, type HtmlDocument, type HtmlElement, rawText } from './html-dom';

export interface PageMeta {
  ogTitle: string;
  documentTitle: string;
  firstHeading: string;
  canonicalUrl: string | null;
  description: string;
  keywords: string[];
}

function metaContent(metas: HtmlElement[], key: string): string {
  const meta = metas.find((m) => (attr(m, 'property') || attr(m, 'name')).toLowerCase() === key);
  return meta ? cleanText(attr(meta, 'content')) : '';
}

export function readPageMeta(document: HtmlDocument): PageMeta {
  const interesting = findElements(
    document,
    (e) => e.name === 'meta' || e.name === 'title' || e.name === 'link' || e.name === 'h1',
  );
  const metas = interesting.filter((e) => e.name === 'meta');
  const title = interesting.find((e) => e.name === 'title');
  const heading = interesting.find((e) => e.name === 'h1');
  const canonical = interesting.find(
    (e) => e.name === 'link' && attr(e, 'rel').toLowerCase().split(/\s+/).includes('canonical'),
  );
  const canonicalHref = canonical ? attr(canonical, 'href').trim() : '';
  return {
    ogTitle: metaContent(metas, 'og:title'),
    documentTitle: title ? cleanText(rawText(title)) : '',
    firstHeading: heading ? cleanText(rawText(heading)) : '',
    canonicalUrl: /^https?:\/\//i.test(canonicalHref) ? canonicalHref : metaContent(metas, 'og:url') || null,
    description: metaContent(metas, 'description') || metaContent(metas, 'og:description'),
    keywords: metaContent(metas, 'keywords')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
}
