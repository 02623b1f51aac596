/** The picture a page gives for its recipe, for the photo the URL import brings along. */

import { LIMITS } from '#shared/recipes/recipe.ts';
import { attr, findElement, type HtmlDocument } from './html-dom';
import { isObject, type Json } from './json';
import { findJsonLdRecipes } from './jsonld';

/** schema.org `image` as sites write it: a URL, an ImageObject, or a list of either (the first wins). */
function firstImage(value: Json | undefined): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length > 0 ? firstImage(value[0]) : null;
  if (isObject(value)) return firstImage(value.url ?? value.contentUrl ?? value['@id']);
  return null;
}

function absoluteHttpUrl(raw: string | null, base: string): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return /^https?:$/.test(url.protocol) && url.href.length <= LIMITS.url ? url.href : null;
  } catch {
    return null;
  }
}

/** The recipe's schema.org `image`, else the page's og:image; an absolute http(s) address or null. */
export function pageImageUrl(document: HtmlDocument, pageUrl: string): string | null {
  for (const recipe of findJsonLdRecipes(document)) {
    const url = absoluteHttpUrl(firstImage(recipe.image), pageUrl);
    if (url) return url;
  }
  const og = findElement(
    document,
    (e) => e.name === 'meta' && /^og:image(:url)?$/i.test(attr(e, 'property') || attr(e, 'name')),
  );
  return og ? absoluteHttpUrl(attr(og, 'content'), pageUrl) : null;
}
