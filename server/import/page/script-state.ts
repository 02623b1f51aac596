/**
 * Recipes that a page carries only as application state: JSON in a script (Next.js `__NEXT_DATA__`,
 * Nuxt, `window.__STATE__ = {…}`, `application/json`) or in a data attribute (Inertia's `data-page`).
 * Read in two ways, both general: a schema.org Recipe object anywhere in that JSON, or an object shaped
 * like a recipe — a title, a list under an "ingredient…" key and one under an "instruction/step/method…"
 * key — whose entries are texts or small records (amount, unit, name, note).
 */

import { anyOf } from '#shared/text/regex.ts';
import {
  type ExtractedRecipe,
  emptyRecipe,
  type LineGroup,
  withIngredients,
  withInstructions,
} from '../extracted-recipe';
import { durationMinutes } from '../values/duration';
import { yieldServings } from '../values/yield';
import { SECTION_NAME_PARTS, SECTION_NAME_WORDS } from '../words/section-names';
import { cleanText } from './clean-text';
import { attr, findElements, type HtmlDocument, rawText } from './html-dom';
import { isObject, type Json, type JsonObject, parseJson } from './json';
import { extractJsonLdRecipeFromJson } from './jsonld';

const MAX_STATE_CHARS = 3_000_000;
const MIN_STATE_CHARS = 200;
const MAX_DEPTH = 24;
const MAX_NODES = 200_000;

const INGREDIENTS_KEY = new RegExp(anyOf(SECTION_NAME_PARTS.ingredients), 'i');
const STEPS_KEY = new RegExp(
  `${anyOf([...SECTION_NAME_PARTS.instructions, ...SECTION_NAME_PARTS.instructionsAbroad])}|${anyOf(SECTION_NAME_WORDS.steps)}$`,
  'i',
);
const TITLE_KEYS = ['title', 'name', 'headline', 'recipeName'];
// Also as a shop's catalogue names them: "displayIngredientQuantity", "displayUnitOfMeasurement".
const AMOUNT_KEY = /^(?:\w*(?:amount|quantity)|qty|menge|maara|value)$/i;
const UNIT_KEY = /^(?:\w*unit(?:_?name|OfMeasurement)?)$/i;
const NAME_KEY = /^(?:name|ingredient|ingredient_?name|title|food|product|text|label|name_singular)$/i;
const NOTE_KEY = /^(?:note|notes|comment|suffix|preparation|description)$/i;
const PREFIX_KEY = /^prefix$/i;

/** `window.__STATE__ = {…};` → `{…}`: the literal of a state assignment. */
function assignedLiteral(script: string): string | null {
  const match = /^\s*(?:window\.|self\.)?[\w$.[\]'"]+\s*=\s*(?=[[{])/.exec(script);
  if (!match) return null;
  return script.slice(match[0].length).trim().replace(/;\s*$/, '');
}

/**
 * Next.js's App Router streams its state in pieces: `self.__next_f.push([1,"…"])`, whose strings joined
 * are rows of "id:JSON". Each row that is JSON, as a text.
 */
const FLIGHT_PUSH = /^\s*self\.__next_f\.push\((\[[\s\S]*\])\)\s*;?\s*$/;
const FLIGHT_ROW = /^[0-9a-z]+:(?=[[{])/i;

function flightRows(chunks: readonly string[]): string[] {
  let stream = '';
  for (const chunk of chunks) {
    const pushed = parseJson(chunk);
    if (Array.isArray(pushed) && typeof pushed[1] === 'string') stream += pushed[1];
    if (stream.length > MAX_STATE_CHARS) break;
  }
  return stream.split('\n').flatMap((row) => {
    const id = FLIGHT_ROW.exec(row);
    return id && row.length - id[0].length >= MIN_STATE_CHARS ? [row.slice(id[0].length)] : [];
  });
}

/** Every JSON value the page holds as state, largest first (the page's data, not its settings). */
function stateValues(document: HtmlDocument): Json[] {
  const texts: string[] = [];
  const flight: string[] = [];
  for (const script of findElements(document, (e) => e.name === 'script' && !('src' in e.attribs))) {
    const type = attr(script, 'type').trim().toLowerCase();
    if (type === 'application/ld+json') continue;
    const text = rawText(script).trim();
    const pushed = FLIGHT_PUSH.exec(text);
    if (pushed) {
      flight.push(pushed[1]!);
      continue;
    }
    if (text.length < MIN_STATE_CHARS || text.length > MAX_STATE_CHARS) continue;
    if (type.includes('json') || text.startsWith('{') || text.startsWith('[')) texts.push(text);
    else {
      const literal = assignedLiteral(text);
      if (literal) texts.push(literal);
    }
  }
  for (const element of findElements(document, (e) =>
    Object.keys(e.attribs).some((a) => a.startsWith('data-')),
  )) {
    for (const [name, value] of Object.entries(element.attribs)) {
      if (!name.startsWith('data-') || value.length < MIN_STATE_CHARS || value.length > MAX_STATE_CHARS)
        continue;
      if (/^\s*[[{]/.test(value)) texts.push(value);
    }
  }
  texts.push(...flightRows(flight));
  return texts
    .sort((a, b) => b.length - a.length)
    .map(parseJson)
    .filter((v): v is Json => v !== undefined);
}

/** Objects of the JSON, breadth-first (a page's main recipe sits above its related ones), bounded. */
function* objects(root: Json): Generator<JsonObject> {
  const queue: Array<[Json, number]> = [[root, 0]];
  // Read by index, not shifted off: shifting a queue of many thousand nodes costs each node the queue's length.
  for (let seen = 0; seen < queue.length && seen < MAX_NODES; seen++) {
    const [value, depth] = queue[seen]!;
    if (depth > MAX_DEPTH) continue;
    if (Array.isArray(value)) for (const item of value) queue.push([item, depth + 1]);
    else if (isObject(value)) {
      yield value;
      for (const child of Object.values(value)) {
        if (typeof child === 'object' && child !== null) queue.push([child, depth + 1]);
      }
    } else if (typeof value === 'string' && value.includes('"@type"') && value.length < MAX_STATE_CHARS) {
      // JSON-LD kept as a string inside the state.
      const parsed = parseJson(value);
      if (parsed !== undefined) queue.push([parsed, depth + 1]);
    }
  }
}

function text(value: Json | undefined): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return String(value);
  if (isObject(value)) {
    for (const key of ['name', 'name_singular', 'title', 'text', 'abbreviation', 'label']) {
      if (typeof value[key] === 'string') return cleanText(value[key]);
    }
  }
  return '';
}

function field(record: JsonObject, pattern: RegExp): string {
  const key = Object.keys(record).find((k) => pattern.test(k) && record[k] !== null && record[k] !== '');
  return key ? text(record[key]) : '';
}

/** One ingredient entry: a text, or a record read as "amount unit name, note". */
function ingredientLine(entry: Json): string {
  if (!isObject(entry)) return text(entry);
  const name = field(entry, NAME_KEY);
  if (!name) return '';
  const parts = [field(entry, PREFIX_KEY), field(entry, AMOUNT_KEY), field(entry, UNIT_KEY), name]
    .filter(Boolean)
    .join(' ');
  const note = field(entry, NOTE_KEY);
  return note && note !== name ? `${parts}, ${note}` : parts;
}

/** A list of entries, or of groups ({ title, ingredients: […] }) of them. */
function groupsOf(value: Json | undefined, line: (entry: Json) => string, itemsKey: RegExp): LineGroup[] {
  if (typeof value === 'string')
    return [{ name: '', lines: cleanLines(value) }].filter((g) => g.lines.length);
  if (!Array.isArray(value)) return [];
  const groups: LineGroup[] = [];
  let loose: string[] = [];
  for (const entry of value) {
    const nestedKey = isObject(entry)
      ? Object.keys(entry).find((k) => itemsKey.test(k) && Array.isArray(entry[k]))
      : undefined;
    if (isObject(entry) && nestedKey) {
      if (loose.length) groups.push({ name: '', lines: loose });
      loose = [];
      const lines = (entry[nestedKey] as Json[]).map(line).filter(Boolean);
      const name = text(entry.title ?? entry.name ?? null);
      if (lines.length) groups.push({ name, lines });
    } else {
      const l = line(entry);
      if (l) loose.push(l);
    }
  }
  if (loose.length) groups.push({ name: '', lines: loose });
  return groups;
}

function cleanLines(value: string): string[] {
  return value
    .split(/\r?\n|<br\s*\/?>|<\/p>|<\/li>/i)
    .map(cleanText)
    .filter(Boolean);
}

function stepLine(entry: Json): string {
  if (isObject(entry))
    return text(entry.text ?? entry.description ?? entry.instruction ?? entry.body ?? null);
  return text(entry);
}

/** The key of a list (or a text holding one) whose name matches: "grouped_ingredients", "steps". */
function keyMatching(record: JsonObject, pattern: RegExp): string | undefined {
  return Object.keys(record).find((k) => {
    const value = record[k];
    return (
      pattern.test(k) &&
      (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.includes('\n'))
    );
  });
}

/** A recipe-shaped object: a title, ingredients and steps. */
function recipeFromState(record: JsonObject): ExtractedRecipe | null {
  const title = TITLE_KEYS.map((k) => text(record[k])).find(Boolean);
  const ingredientsKey = keyMatching(record, INGREDIENTS_KEY);
  const stepsKey = keyMatching(record, STEPS_KEY);
  if (!title || !ingredientsKey || !stepsKey) return null;
  const ingredients = groupsOf(record[ingredientsKey], ingredientLine, INGREDIENTS_KEY);
  const steps = groupsOf(record[stepsKey], stepLine, /steps?|instructions?|items/i);
  if (ingredients.length === 0 || steps.length === 0) return null;
  const base: ExtractedRecipe = {
    ...emptyRecipe(),
    title,
    description: text(record.description),
    servings: yieldServings(
      record.servings ?? record.serving_size ?? record.yield ?? record.portions ?? null,
    ),
    totalTime: durationMinutes(record.total_time ?? record.totalTime ?? null),
    prepTime: durationMinutes(record.preparation_time ?? record.prepTime ?? null),
    cookTime: durationMinutes(record.cooking_time ?? record.cookTime ?? null),
  };
  return withInstructions(withIngredients(base, ingredients, 'script-state'), steps, 'script-state');
}

/** The page's recipe from its state, or null when its state holds none. */
export function extractScriptStateRecipe(
  document: HtmlDocument,
  pageTitles: readonly string[],
): ExtractedRecipe | null {
  for (const value of stateValues(document)) {
    const schema = extractJsonLdRecipeFromJson(value, pageTitles);
    if (schema) {
      const source = (list: unknown[]) => (list.length > 0 ? 'script-state' : 'none');
      return {
        ...schema,
        sources: { ingredients: source(schema.ingredients), instructions: source(schema.instructions) },
      };
    }
    for (const record of objects(value)) {
      const recipe = recipeFromState(record);
      if (recipe) return recipe;
    }
  }
  return null;
}
