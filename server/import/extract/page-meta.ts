/** What the page says about itself: titles, canonical address, description, keywords. */
import { cleanText } from './clean-text';
import { attr, findElements, type HtmlDocument, type HtmlElement, rawText } from './html-dom';

export interface PageMeta {
  /** The page's best guess of its own title: og:title, else its main heading, else <title>. */
  title: string;
  canonicalUrl: string | null;
  description: string;
  keywords: string[];
}

// Headings that are not the page's subject: screen-reader landmarks and the site's logo.
const NOT_A_TITLE = /sr-only|screen-reader|visually-hidden|site-title|site-name|logo/i;
// "Pancakes | My Food Blog", "Pancakes – My Food Blog": the site's name after a separator.
const TITLE_SEPARATOR = /\s+[|–—-]\s+/;

function metaContent(metas: HtmlElement[], key: string): string {
  const meta = metas.find((m) => (attr(m, 'property') || attr(m, 'name')).toLowerCase() === key);
  return meta ? cleanText(attr(meta, 'content')) : '';
}

function withoutSiteName(title: string, siteName: string): string {
  if (!siteName) return title;
  const parts = title.split(TITLE_SEPARATOR);
  const last = parts.at(-1)?.toLowerCase() ?? '';
  return parts.length > 1 && siteName.toLowerCase().includes(last) ? parts.slice(0, -1).join(' - ') : title;
}

function pageTitle(ogTitle: string, documentTitle: string, headings: string[], siteName: string): string {
  if (ogTitle) return withoutSiteName(ogTitle, siteName);
  const lowerTitle = documentTitle.toLowerCase();
  const named = headings.find((h) => lowerTitle.includes(h.toLowerCase()));
  return named ?? headings[0] ?? documentTitle.split(TITLE_SEPARATOR)[0] ?? '';
}

export function readPageMeta(document: HtmlDocument): PageMeta {
  const interesting = findElements(
    document,
    (e) => e.name === 'meta' || e.name === 'title' || e.name === 'link' || e.name === 'h1',
  );
  const metas = interesting.filter((e) => e.name === 'meta');
  const titleElement = interesting.find((e) => e.name === 'title');
  const headings = interesting
    .filter((e) => e.name === 'h1' && !NOT_A_TITLE.test(attr(e, 'class')))
    .map((e) => cleanText(rawText(e)))
    .filter(Boolean);
  const canonical = interesting.find(
    (e) => e.name === 'link' && attr(e, 'rel').toLowerCase().split(/\s+/).includes('canonical'),
  );
  const canonicalHref = canonical ? attr(canonical, 'href').trim() : '';
  const documentTitle = titleElement ? cleanText(rawText(titleElement)) : '';
  return {
    title: pageTitle(
      metaContent(metas, 'og:title'),
      documentTitle,
      headings,
      metaContent(metas, 'og:site_name'),
    ),
    canonicalUrl: /^https?:\/\//i.test(canonicalHref) ? canonicalHref : metaContent(metas, 'og:url') || null,
    description: metaContent(metas, 'description') || metaContent(metas, 'og:description'),
    keywords: metaContent(metas, 'keywords')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
}
