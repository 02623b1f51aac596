/** What the page says about itself: titles, canonical address, description, keywords. */

import { anyOf } from '#shared/text/regex.ts';
import { PAGE_FURNITURE_TAGS } from '../words/html-tags';
import { OTHER_RECIPES_WORDS, RECIPE_LABELS, RECIPE_WORDS, RECIPES_WORDS } from '../words/vocabulary';
import { cleanText } from './clean-text';
import {
  attr,
  findElements,
  type HtmlDocument,
  type HtmlElement,
  hasClassOrIdMatching,
  rawText,
} from './html-dom';
import { isInContent } from './html-text';

export interface PageMeta {
  /**
   * The page's best guess of its own title: its recipe card's heading, else the heading that the titles
   * only dress up, else og:title, else its main heading, else <title> — without the site's name.
   */
  title: string;
  /** The titles as the page writes them, site's name and all (og:title, <title>), to tell them apart. */
  writtenTitles: string[];
  canonicalUrl: string | null;
  description: string;
  keywords: string[];
}

// "recipe-name", "recipe-card-title", "title-recipe": a class that names a heading the recipe's name.
const RECIPE_NAME_CLASS = /recipes?[-_]?(?:card[-_]?)?(?:name|title|heading)\b|\b(?:name|title)[-_]?recipe/i;
// Headings that are not the page's subject: screen-reader landmarks and the site's logo.
const NOT_A_TITLE = /sr-only|screen-reader|visually-hidden|site-title|site-name|logo/i;
// "Pancakes | My Food Blog", "Pancakes – My Food Blog", "My Food Blog: Pancakes", "Blog » Pancakes": the
// parts of a title, with the separators between them kept. A hyphen counts only with spaces around it,
// so "Salt-and-pepper squid" stays whole.
const TITLE_PARTS = /(\s*[|·»]\s*|\s+[–—~-]\s+|:\s+)/;
// "Pancakes | Site", "Pancakes – Site": the separators a site's name mostly follows.
const TRAILING_SITE_SEPARATOR = /\s+[|–—-]\s+/;
// A site's name written as letters only, to compare "Food Network UK" with foodnetwork.co.uk.
const MIN_SITE_NAME_LETTERS = 3;
// What may follow a host's name in the site's own spelling of it: a country ("Food Network UK").
const MAX_SITE_SUFFIX_LETTERS = 3;
// Pictographs a title ends with, for show ("Pancakes 🥞"): no part of the dish's name.
const TRAILING_PICTOGRAPHS = /(?:\s*(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}))+$/u;
const RECIPE_WORD = new RegExp(`^(?:${anyOf(RECIPE_WORDS)})$`, 'iu');
// A site's or a section's name is a few words: "Chicken Recipes", "Just A Pinch Recipes".
const MAX_SECTION_WORDS = 4;
const SECTION_NAME = new RegExp(
  String.raw`^\s*(?:\S+\s+){0,${MAX_SECTION_WORDS - 1}}${anyOf(RECIPES_WORDS)}\s*$`,
  'iu',
);
// "Recette de tarte", "Recept voor koolrabi", "Ricetta Pesce spada", "Recipe for pancakes", "Recipe:
// Pancakes": a label before the name. English "Recipe" only with "for" or a colon ("Recipe Box Cookies").
const LEADING_RECIPE_WORD = new RegExp(
  String.raw`^(?:recipe(?:\s+for|\s*:)|(?:${anyOf(RECIPE_LABELS)})(?:\s+(?:de|di|del|voor|van|für|na|do|da))?(?:\s*:)?)\s+(?=\p{L})`,
  'iu',
);

function metaContent(metas: HtmlElement[], key: string): string {
  const meta = metas.find((m) => (attr(m, 'property') || attr(m, 'name')).toLowerCase() === key);
  return meta ? cleanText(attr(meta, 'content')) : '';
}

function letters(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The names a site goes by: its og:site_name and the words of its host ("food-network.co.uk"). */
function siteNames(siteName: string, url: string | null): string[] {
  const names = [letters(siteName)];
  const host = url ? /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1] : undefined;
  if (host) {
    const labels = host
      .toLowerCase()
      .replace(/^www\d*\./, '')
      .split('.');
    names.push(letters(labels.join('')), ...labels.slice(0, -1).map(letters));
  }
  return names.filter((name) => name.length >= MIN_SITE_NAME_LETTERS);
}

/**
 * A part of a title that names the site ("Food Network UK", "Przepisy.pl"), only says "Recipes" or names
 * a section by them ("Chicken Recipes").
 */
function isSiteOrSection(part: string, names: string[]): boolean {
  const word = letters(part);
  if (!word || RECIPE_WORD.test(part.trim()) || SECTION_NAME.test(part)) return true;
  return names.some((name) => word.startsWith(name) && word.length - name.length <= MAX_SITE_SUFFIX_LETTERS);
}

/**
 * A title without the site's name and section before or after it: "Pancakes | My Food Blog",
 * "Easy chilli - Recipes - Healthy Families", "Blog: Pancakes" → "Pancakes". Never the whole title.
 */
export function withoutSiteName(title: string, siteName: string, url: string | null = null): string {
  const names = siteNames(siteName, url);
  const pieces = title.split(TITLE_PARTS);
  // pieces: part, separator, part, separator, … part
  let first = 0;
  let last = pieces.length - 1;
  while (last > first && isSiteOrSection(pieces[last]!, names)) last -= 2;
  while (first < last && isSiteOrSection(pieces[first]!, names)) first += 2;
  return (
    pieces
      .slice(first, last + 1)
      .join('')
      .trim() || title
  );
}

/** Whether `inner`'s words stand, in order, inside `outer` (case and punctuation aside). */
function containsWords(outer: string, inner: string): boolean {
  const word = letters(inner);
  return word.length > 0 && letters(outer).includes(word);
}

const MIN_SHARED_WORD_LETTERS = 4;

function sharesWord(a: string, b: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= MIN_SHARED_WORD_LETTERS && !RECIPE_WORD.test(w));
  const inB = new Set(words(b));
  return words(a).some((w) => inB.has(w));
}

function pageTitle(
  ogTitle: string,
  documentTitle: string,
  headings: Heading[],
  siteName: string,
  url: string | null,
): string {
  const title = withoutSiteName(ogTitle || documentTitle, siteName, url);
  // The recipe card's heading names the dish, unless it is a button's words ("Get the Recipe"): then it
  // shares no word with the page's title.
  const card = headings.find((h) => h.card);
  if (card && sharesWord(card.text, ogTitle || documentTitle)) return card.text;
  // The recipe's own heading, where the title only dresses it up: "Recette - Salade niçoise | Site",
  // "Salade niçoise recette facile". Outside the content only when one heading fits: a page has other <h1>s.
  const dressed = (h: Heading) => containsWords(title, h.text) && letters(title) !== letters(h.text);
  const inContent = headings.find((h) => h.inContent);
  if (inContent && dressed(inContent)) return inContent.text;
  const fitting = headings.filter(dressed);
  if (!inContent && fitting.length === 1) return fitting[0]!.text;
  if (ogTitle) return title;
  const named = headings.find((h) => containsWords(documentTitle, h.text))?.text;
  if (named ?? headings[0]) return named ?? headings[0]!.text;
  // A <title> alone, whose site is not recognised: its first part, as "Title | Site" mostly is.
  return title !== documentTitle ? title : (documentTitle.split(TRAILING_SITE_SEPARATOR)[0] ?? '');
}

interface Heading {
  text: string;
  /** Inside the page's main content (<main>, role=main, <article>), where the recipe's name stands. */
  inContent: boolean;
  /** The heading of the recipe's card: its class names it the recipe's name or title. */
  card: boolean;
}

// Where a page shows other recipes' cards: "related-posts", "similar-recipes", "popular".
const OTHER_RECIPES_CLASS = new RegExp(
  String.raw`(?:^|[\s_-])${anyOf(OTHER_RECIPES_WORDS)}(?:$|[\s_-])`,
  'i',
);

/** Inside the page's furniture or a list of other recipes' cards: nothing there is this recipe's. */
export function isOtherRecipes(element: HtmlElement): boolean {
  for (let node = element.parent; node && 'attribs' in node; node = node.parent) {
    if (PAGE_FURNITURE_TAGS.has(node.name) || hasClassOrIdMatching(node, OTHER_RECIPES_CLASS)) return true;
  }
  return false;
}

function isCardHeading(element: HtmlElement): boolean {
  return /^h[1-4]$/.test(element.name) && RECIPE_NAME_CLASS.test(attr(element, 'class'));
}

export function readPageMeta(document: HtmlDocument): PageMeta {
  const interesting = findElements(
    document,
    (e) =>
      e.name === 'meta' || e.name === 'title' || e.name === 'link' || e.name === 'h1' || isCardHeading(e),
  );
  // The first recipe card that is not another recipe's: related posts, navigation, a sidebar.
  const card = interesting.find((e) => isCardHeading(e) && !isOtherRecipes(e));
  const metas = interesting.filter((e) => e.name === 'meta');
  const titleElement = interesting.find((e) => e.name === 'title');
  const headings = interesting
    .filter((e) => (e.name === 'h1' || e === card) && !NOT_A_TITLE.test(attr(e, 'class')))
    .map((e) => ({ text: cleanText(rawText(e)), inContent: isInContent(e), card: e === card }))
    .filter((h) => h.text);
  const canonical = interesting.find(
    (e) => e.name === 'link' && attr(e, 'rel').toLowerCase().split(/\s+/).includes('canonical'),
  );
  const canonicalHref = canonical ? attr(canonical, 'href').trim() : '';
  const documentTitle = titleElement ? cleanText(rawText(titleElement)) : '';
  const canonicalUrl = /^https?:\/\//i.test(canonicalHref)
    ? canonicalHref
    : metaContent(metas, 'og:url') || null;
  return {
    writtenTitles: [metaContent(metas, 'og:title'), documentTitle].filter(Boolean),
    title: pageTitle(
      metaContent(metas, 'og:title'),
      documentTitle,
      headings,
      metaContent(metas, 'og:site_name'),
      canonicalUrl,
    )
      .replace(TRAILING_PICTOGRAPHS, '')
      .replace(LEADING_RECIPE_WORD, ''),
    canonicalUrl,
    description: metaContent(metas, 'description') || metaContent(metas, 'og:description'),
    keywords: metaContent(metas, 'keywords')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
}
