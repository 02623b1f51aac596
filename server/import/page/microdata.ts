/** schema.org Recipe in microdata: itemscope/itemtype="…schema.org/Recipe" and its itemprops. */

import {
  type ExtractedRecipe,
  emptyRecipe,
  ungrouped,
  withIngredients,
  withInstructions,
} from '../extracted-recipe';
import { durationMinutes } from '../values/duration';
import { yieldServings } from '../values/yield';
import { cleanText, cleanTextLines } from './clean-text';
import { attr, findElement, type HtmlDocument, type HtmlElement, isElement } from './html-dom';
import { blockTextLines } from './html-text';

const RECIPE_TYPE = /(?:schema\.org|data-vocabulary\.org)\/Recipe\/?$/i;

function isRecipeScope(element: HtmlElement): boolean {
  return (
    'itemscope' in element.attribs &&
    attr(element, 'itemtype')
      .split(/\s+/)
      .some((t) => RECIPE_TYPE.test(t))
  );
}

/** The item's properties: itemprop elements whose nearest enclosing itemscope is the item itself. */
function itemProperties(scope: HtmlElement): Map<string, HtmlElement[]> {
  const properties = new Map<string, HtmlElement[]>();
  const walk = (element: HtmlElement): void => {
    for (const child of element.children) {
      if (!isElement(child)) continue;
      for (const name of attr(child, 'itemprop').split(/\s+/).filter(Boolean)) {
        const list = properties.get(name) ?? [];
        list.push(child);
        properties.set(name, list);
      }
      if (!('itemscope' in child.attribs)) walk(child);
    }
  };
  walk(scope);
  return properties;
}

/** A property's value as lines: content/datetime attributes (which may hold HTML) or the element's text. */
function propertyLines(element: HtmlElement): string[] {
  for (const name of ['content', 'datetime', 'value']) {
    if (name in element.attribs) return cleanTextLines(attr(element, name));
  }
  return blockTextLines(element).map(cleanText).filter(Boolean);
}

function firstValue(properties: Map<string, HtmlElement[]>, ...names: string[]): string {
  for (const name of names) {
    for (const element of properties.get(name) ?? []) {
      const value = propertyLines(element).join(' ');
      if (value) return value;
    }
  }
  return '';
}

function allLines(properties: Map<string, HtmlElement[]>, ...names: string[]): string[] {
  return names.flatMap((name) => (properties.get(name) ?? []).flatMap(propertyLines));
}

/**
 * Pages mark ingredients as recipeIngredient, the older ingredients or data-vocabulary.org's ingredient,
 * sometimes two of them: one on a wrapper, the other on each line. The property with the most elements
 * is the one that marks the lines.
 */
function ingredientLines(properties: Map<string, HtmlElement[]>): string[] {
  const marked = ['recipeIngredient', 'ingredients', 'ingredient'].map((name) => properties.get(name) ?? []);
  return marked.reduce((a, b) => (b.length > a.length ? b : a)).flatMap(propertyLines);
}

function terms(properties: Map<string, HtmlElement[]>, name: string): string[] {
  return allLines(properties, name)
    .flatMap((line) => line.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A Recipe's own properties that say an element belongs to a recipe even outside any item. */
const RECIPE_PROPERTY = /^(?:recipeIngredient|ingredients|ingredient|recipeInstructions|recipeYield)$/;

function hasRecipeProperty(element: HtmlElement): boolean {
  return attr(element, 'itemprop')
    .split(/\s+/)
    .some((name) => RECIPE_PROPERTY.test(name));
}

/**
 * The page's Recipe item, or — when a page marks its recipe's properties without the item around them
 * (itemprop="recipeYield" with no itemscope) — the whole page, of which only the recipe's own properties
 * are read: a stray itemprop="name" there is the site's (its navigation, its footer), not the recipe's.
 */
function recipeScope(document: HtmlDocument): { scope: HtmlElement; ownOnly: boolean } | null {
  const scope = findElement(document, isRecipeScope);
  if (scope) return { scope, ownOnly: false };
  if (!findElement(document, hasRecipeProperty)) return null;
  const body = findElement(document, (e) => e.name === 'body');
  return body ? { scope: body, ownOnly: true } : null;
}

// The properties only a recipe has, which the whole page may be read for when it marks no item.
const RECIPE_OWN_PROPERTIES = new Set([
  'recipeIngredient',
  'ingredients',
  'ingredient',
  'recipeInstructions',
  'instructions',
  'recipeYield',
  'yield',
  'prepTime',
  'cookTime',
  'totalTime',
]);

export function extractMicrodataRecipe(document: HtmlDocument): ExtractedRecipe | null {
  const found = recipeScope(document);
  if (!found) return null;
  let properties = itemProperties(found.scope);
  if (found.ownOnly)
    properties = new Map([...properties].filter(([name]) => RECIPE_OWN_PROPERTIES.has(name)));
  const prepTime = durationMinutes(firstValue(properties, 'prepTime'));
  const cookTime = durationMinutes(firstValue(properties, 'cookTime'));
  const base: ExtractedRecipe = {
    ...emptyRecipe(),
    title: firstValue(properties, 'name'),
    description: firstValue(properties, 'description'),
    servings: yieldServings(firstValue(properties, 'recipeYield', 'yield')),
    prepTime,
    cookTime,
    totalTime: durationMinutes(firstValue(properties, 'totalTime')) || prepTime + cookTime,
    keywords: terms(properties, 'keywords'),
    categories: terms(properties, 'recipeCategory'),
    cuisines: terms(properties, 'recipeCuisine'),
  };
  return withInstructions(
    withIngredients(base, ungrouped(ingredientLines(properties)), 'microdata'),
    // data-vocabulary.org, schema.org's predecessor, named the steps "instructions".
    ungrouped(
      allLines(properties, properties.has('recipeInstructions') ? 'recipeInstructions' : 'instructions'),
    ),
    'microdata',
  );
}
