import { z } from 'zod';
import {
  type Difficulty,
  normalizeCategory,
  normalizeDifficulty,
  normalizeSubcategory,
} from '#shared/recipes/categories.ts';
import { fromParts, type RecipeComponent } from '#shared/recipes/components.ts';
import { LIMITS } from '#shared/recipes/recipe.ts';
import { parseLooseNumber } from '#shared/text/numbers.ts';
import { durationMinutes } from '../values/duration';

/** What the model made of a recipe text, validated and bounded. Numbers are null when it did not say. */
export interface AiRecipeAnalysis {
  /** '' when the model found none. */
  title: string;
  /** Ingredient lines as written in the text, of every component in order. */
  ingredients: string[];
  instructions: string[];
  /** Runs over the two lists (shared/recipes/components.ts); [] for a recipe without named parts. */
  components: RecipeComponent[];
  category: 'salty' | 'sweet';
  subcategory: string;
  difficulty: Difficulty;
  preparationTime: number | null;
  cookingTime: number | null;
  totalTime: number | null;
  servingSize: number | null;
  servings: number | null;
  equipment: string[];
  notes: string;
}

export const MIN_TAGS = 3;
export const MAX_TAGS = 5;
/** A week: longer than any rest or fermentation, short enough to catch nonsense. */
const MAX_MINUTES = 7 * 24 * 60;
const MAX_PORTIONS = 1000;

/** The model's JSON, tolerating a Markdown code fence around it. Throws on anything else. */
export function parseJsonReply(content: string): unknown {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  return JSON.parse(unfenced);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A list item may come back as an object ({ amount, unit, name }); its values joined read as a line. */
function asLine(item: unknown): string {
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    return Object.values(item).map(asText).filter(Boolean).join(' ');
  }
  return asText(item);
}

/** "4", "1,5", "½" → number; anything else → null. */
function asNumber(value: unknown): number | null {
  return parseLooseNumber(typeof value === 'number' ? value : asText(value));
}

/** A reply field read by `read`, whatever the model put there (or left out). */
const coerced = <T>(read: (value: unknown) => T) => z.unknown().optional().transform(read);

const text = (max: number) => coerced((value) => asText(value).slice(0, max));

const lines = (maxItems: number, maxChars: number) => coerced((value) => linesOf(value, maxItems, maxChars));

function linesOf(value: unknown, maxItems: number, maxChars: number): string[] {
  const items = Array.isArray(value) ? value : asText(value).split('\n');
  return items
    .map((item) => asLine(item).slice(0, maxChars))
    .filter(Boolean)
    .slice(0, maxItems);
}

/** Named parts ({ name, ingredients, instructions }); anything else in the list is skipped. */
const components = coerced((value) =>
  (Array.isArray(value) ? value : []).slice(0, LIMITS.components).flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const part = item as Record<string, unknown>;
    return [
      {
        name: asText(part.name).slice(0, LIMITS.componentName),
        ingredients: linesOf(part.ingredients, LIMITS.ingredients, LIMITS.text),
        instructions: linesOf(part.instructions, LIMITS.instructions, LIMITS.text),
      },
    ];
  }),
);

/** "45", "45 min", "1 h 30 min" → minutes; the import's one duration reader. */
const minutes = coerced((value) => {
  const n = asNumber(value) ?? (durationMinutes(asText(value)) || null);
  return n === null || n < 0 ? null : Math.min(MAX_MINUTES, Math.round(n));
});

const portions = (round: (n: number) => number) =>
  coerced((value) => {
    const n = asNumber(value);
    return n === null || n <= 0 ? null : Math.min(MAX_PORTIONS, round(n));
  });

/** Every field is optional and coerced; unknown keys are dropped. Only a non-object reply fails. */
const recipeAnalysisReply = z.object({
  title: text(LIMITS.title),
  ingredients: lines(LIMITS.ingredients, LIMITS.text),
  instructions: lines(LIMITS.instructions, LIMITS.text),
  components,
  // The edit form's 'savory' is salty's other name; the analysis speaks the import's two categories.
  category: coerced((value) => (normalizeCategory(value) === 'sweet' ? 'sweet' : 'salty')),
  subcategory: coerced((value) => value),
  difficulty: coerced(normalizeDifficulty),
  preparation_time: minutes,
  cooking_time: minutes,
  total_time: minutes,
  serving_size: portions(Math.round),
  servings: portions((n) => n),
  equipment: lines(LIMITS.equipment, LIMITS.equipmentItem),
  notes: text(LIMITS.notes),
});

/** The keys the lenient reader knows, for checking the structured-output schema asks for the same. */
export const RECIPE_ANALYSIS_KEYS = Object.keys(recipeAnalysisReply.shape);

/** null when the reply is not a JSON object. */
export function readRecipeAnalysis(json: unknown): AiRecipeAnalysis | null {
  const parsed = recipeAnalysisReply.safeParse(json);
  if (!parsed.success) return null;
  const reply = parsed.data;
  // Lines of no named part come first; the save rules drop that part when it is empty.
  const joined = fromParts([
    { name: '', ingredients: reply.ingredients, instructions: reply.instructions },
    ...reply.components,
  ]);
  return {
    title: reply.title,
    ingredients: joined.ingredients.slice(0, LIMITS.ingredients),
    instructions: joined.instructions.slice(0, LIMITS.instructions),
    components: joined.components,
    category: reply.category,
    subcategory: normalizeSubcategory(reply.category, reply.subcategory),
    difficulty: reply.difficulty,
    preparationTime: reply.preparation_time,
    cookingTime: reply.cooking_time,
    totalTime: reply.total_time,
    servingSize: reply.serving_size,
    servings: reply.servings,
    equipment: reply.equipment,
    notes: reply.notes,
  };
}

function asTag(value: unknown): string {
  return asText(value).replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, LIMITS.tag);
}

const tagReply = z.object({
  tags: coerced((value) => {
    const items = Array.isArray(value) ? value : asText(value).split(',');
    return [...new Set(items.map(asTag).filter(Boolean))].slice(0, MAX_TAGS);
  }),
});

/** Up to MAX_TAGS distinct lowercase tags (maybe fewer than MIN_TAGS); null when the reply is not an object. */
export function readTags(json: unknown): string[] | null {
  const parsed = tagReply.safeParse(json);
  return parsed.success ? parsed.data.tags : null;
}
