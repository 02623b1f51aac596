/** schema.org Recipe in JSON-LD: every <script type="application/ld+json"> of the page. */
import { isStepNumberLabel } from '#shared/text/step-number.ts';
import {
  type ExtractedRecipe,
  emptyRecipe,
  groupItems,
  type ListItem,
  ungrouped,
  withIngredients,
  withInstructions,
} from '../extracted-recipe';
import { durationMinutes } from '../values/duration';
import { yieldServings } from '../values/yield';
import { cleanText, cleanTextLines, splitInstructionText } from './clean-text';
import { attr, findElements, type HtmlDocument, rawText } from './html-dom';
import { isObject, type Json, type JsonObject } from './json';

const MAX_DEPTH = 12;

/** Whether a schema.org object is of the type (lower case: 'recipe', 'howtosection'). */
function hasType(node: JsonObject, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  // "Recipe", "schema:Recipe" and "http://schema.org/Recipe" all name the same type.
  return types.some((t) => typeof t === 'string' && t.replace(/^.*[/:#]/, '').toLowerCase() === type);
}

/**
 * JSON as sites write it: wrapped in comments or CDATA markers ("<!--", "// <![CDATA["), or with raw
 * line breaks or tabs inside strings, which JSON forbids. The value is what lies between the first
 * opening and the last closing bracket.
 */
function parseLenient(text: string): Json | undefined {
  const unwrapped = text.replace(/<!\[CDATA\[|\]\]>/g, '');
  const start = unwrapped.search(/[[{]/);
  const end = Math.max(unwrapped.lastIndexOf('}'), unwrapped.lastIndexOf(']'));
  if (start < 0 || end < start) return undefined;
  const body = unwrapped.slice(start, end + 1);
  try {
    return JSON.parse(body) as Json;
  } catch {
    try {
      return JSON.parse(withEscapedControls(body)) as Json;
    } catch {
      return undefined;
    }
  }
}

// A JSON string literal, escapes included.
const STRING_LITERAL = /"(?:[^"\\]|\\[\s\S])*"/g;

/**
 * Raw control characters inside JSON strings escaped: a line break stays a line break, as the text was
 * written; any other control character becomes a space.
 */
function withEscapedControls(json: string): string {
  return json.replace(STRING_LITERAL, (literal) =>
    literal.replace(/\r\n?|\n/g, '\\n').replace(/\p{Cc}/gu, ' '),
  );
}

/**
 * Every schema.org Recipe in a JSON value, in order: the value itself, the items of an array (a
 * RecipeSage export), a @graph's nodes, and recipes inside other objects (a WebPage's mainEntity, a
 * dish's sub-recipes) — the one walk for pages and for the apps' files.
 */
export function schemaOrgRecipes(value: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  collectRecipes(value as Json, found, 0);
  return found;
}

function collectRecipes(node: Json | undefined, found: JsonObject[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(node)) {
    for (const item of node) collectRecipes(item, found, depth + 1);
  } else if (isObject(node)) {
    if (hasType(node, 'recipe')) found.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'recipeInstructions' && key !== 'recipeIngredient') collectRecipes(value, found, depth + 1);
    }
  }
}

// A page's JSON-LD read once: the recipe reading and the page's picture both ask for it.
const recipesByDocument = new WeakMap<HtmlDocument, JsonObject[]>();

/** All schema.org Recipe objects in the page's JSON-LD, in document order. */
export function findJsonLdRecipes(document: HtmlDocument): JsonObject[] {
  const cached = recipesByDocument.get(document);
  if (cached) return cached;
  const found: JsonObject[] = [];
  const scripts = findElements(
    document,
    (e) => e.name === 'script' && attr(e, 'type').trim().toLowerCase() === 'application/ld+json',
  );
  for (const script of scripts) collectRecipes(parseLenient(rawText(script)), found, 0);
  recipesByDocument.set(document, found);
  return found;
}

function strings(value: Json | undefined, depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, depth + 1));
  if (isObject(value)) return strings(value.name ?? value.text ?? value['@value'], depth + 1);
  return [];
}

function firstText(value: Json | undefined): string {
  return (
    strings(value)
      .map(cleanText)
      .find((s) => s !== '') ?? ''
  );
}

/** Keywords and categories come as one comma-separated string or as a list. */
function terms(value: Json | undefined): string[] {
  return strings(value)
    .flatMap((s) => cleanText(s).split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function ingredientLines(recipe: JsonObject): string[] {
  return strings(recipe.recipeIngredient ?? recipe.ingredients).flatMap(cleanTextLines);
}

/** A step's name is worth keeping only when it says more than its text or a step number. */
function stepName(step: JsonObject, text: string): string {
  const name = firstText(step.name);
  if (!name || isStepNumberLabel(name)) return '';
  return text.startsWith(name.replace(/\.+$/, '')) ? '' : name;
}

const step = (text: string): ListItem => ({ text, heading: false });

/**
 * A property as sites spell it, case aside: "ItemListElement" on tine.no (a HowToSection's steps),
 * tudogostoso.com.br and 750g.com (their ItemLists).
 */
function property(node: JsonObject, name: string): Json | undefined {
  if (name in node) return node[name];
  const lower = name.toLowerCase();
  const key = Object.keys(node).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : node[key];
}

/**
 * Steps in recipeInstructions: one text holding every step is split into its lines (and, when its
 * paragraphs were glued together, its paragraphs); in a list each string or HowToStep is one step (an
 * ItemList's ListItems hold theirs as `item`), and a HowToSection is a heading followed by its steps.
 */
function instructionItems(value: Json | undefined, depth = 0): ListItem[] {
  if (depth > MAX_DEPTH || value === undefined || value === null) return [];
  if (typeof value === 'string') {
    return (depth === 0 ? splitInstructionText(value) : [cleanText(value)].filter(Boolean)).map(step);
  }
  if (Array.isArray(value)) {
    // A list of one text is the same as the text.
    if (value.length === 1 && typeof value[0] === 'string') return instructionItems(value[0], depth);
    return value.flatMap((item) => instructionItems(item, depth + 1));
  }
  if (!isObject(value)) return [];
  if (hasType(value, 'howtosection')) {
    const heading = firstText(value.name);
    const steps = instructionItems(property(value, 'itemListElement'), depth + 1);
    return heading ? [{ text: heading, heading: true }, ...steps] : steps;
  }
  const text = firstText(value.text);
  if (!text) {
    // A list's steps are its elements (a ListItem wraps its step as `item`; an `item` that is an
    // address is a link to another page, no step); a step without text may hold its words in its
    // description, else in its name.
    if (typeof value.item === 'string') return [];
    const inner = property(value, 'itemListElement') ?? value.item;
    if (inner) return instructionItems(inner, depth + 1);
    return [firstText(value.description) || firstText(value.name)].filter(Boolean).map(step);
  }
  const name = stepName(value, text);
  return name ? [step(name), step(text)] : [step(text)];
}

function recipeFromJsonLd(recipe: JsonObject): ExtractedRecipe {
  const prepTime = durationMinutes(firstScalar(recipe.prepTime));
  const cookTime = durationMinutes(firstScalar(recipe.cookTime));
  const totalTime = durationMinutes(firstScalar(recipe.totalTime)) || prepTime + cookTime;
  const base: ExtractedRecipe = {
    ...emptyRecipe(),
    title: firstText(recipe.name) || firstText(recipe.headline),
    description: firstText(recipe.description),
    servings: yieldServings(recipe.recipeYield ?? recipe.yield ?? null),
    prepTime,
    cookTime,
    totalTime,
    keywords: terms(recipe.keywords),
    categories: terms(recipe.recipeCategory),
    cuisines: terms(recipe.recipeCuisine),
  };
  return withInstructions(
    withIngredients(base, ungrouped(ingredientLines(recipe)), 'json-ld'),
    groupItems(instructionItems(recipe.recipeInstructions)),
    'json-ld',
  );
}

function firstScalar(value: Json | undefined): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return firstScalar(value[0]);
  if (isObject(value)) return firstScalar(value.minValue ?? value['@value'] ?? value.value);
  return undefined;
}

/**
 * The page's Recipe in JSON-LD, or null when it has none. A page may carry several (the dish and its
 * sub-recipes): the one the page's titles name wins, else the richest.
 */
export function extractJsonLdRecipe(
  document: HtmlDocument,
  pageTitles: readonly string[] = [],
): ExtractedRecipe | null {
  return bestRecipe(findJsonLdRecipes(document), pageTitles);
}

/** The same reading of JSON that a page holds elsewhere (in its application state). */
export function extractJsonLdRecipeFromJson(
  value: unknown,
  pageTitles: readonly string[],
): ExtractedRecipe | null {
  return bestRecipe(schemaOrgRecipes(value), pageTitles);
}

function bestRecipe(nodes: JsonObject[], pageTitles: readonly string[]): ExtractedRecipe | null {
  const titles = pageTitles.map((t) => t.toLowerCase()).filter(Boolean);
  const named = (r: ExtractedRecipe) =>
    r.title !== '' && titles.some((t) => t.includes(r.title.toLowerCase()));
  let best: ExtractedRecipe | null = null;
  for (const node of nodes) {
    const recipe = recipeFromJsonLd(node);
    if (
      !best ||
      (named(recipe) && !named(best)) ||
      (named(recipe) === named(best) && richness(recipe) > richness(best))
    ) {
      best = recipe;
    }
  }
  return best;
}

function richness(recipe: ExtractedRecipe): number {
  return recipe.ingredients.length + recipe.instructions.length + (recipe.title ? 1 : 0);
}
