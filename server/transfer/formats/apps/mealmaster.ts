import type { LineGroup } from '#server/import/extracted-recipe.ts';
import { normalizeWhitespace } from '#server/import/page/clean-text.ts';
import { yieldServings } from '#server/import/values/yield.ts';
import { type ForeignRecipe, labelled } from '../foreign-recipe';
import { FORMAT_LIMITS, FORMAT_MESSAGES, overLimit } from '../format-limits';
import type { TextFormat } from '../text-format';
import { MEALMASTER_UNITS } from './mealmaster-units';

/**
 * Meal-Master text (.mmf, .mm, .txt; many recipes a file): each recipe opens with "MMMMM----- Recipe
 * via Meal-Master" (or "----- …") and closes with a line of "MMMMM" (or "-----"); "Title:",
 * "Categories:" and "Yield:"/"Servings:" lines; ingredients in columns — amount (1–7), unit code
 * (9–10), text (12–), a second column from 42, "-" continuing the line above, "MMMMM---Heading---"
 * naming a group; then the directions. Read from Tandoor's cookbook/integration/mealmaster.py and
 * Gourmet's mealmaster_importer (no real file is in the corpus).
 */
export const mealMaster: TextFormat = {
  label: 'Meal-Master',
  detect: (head) => START.test(head),
  read(file) {
    const recipes = splitRecipes(file.text);
    if (recipes.length > FORMAT_LIMITS.recipesPerFile) overLimit(FORMAT_MESSAGES.tooManyRecipes);
    return recipes.map(fromMealMaster);
  },
};

const START = /^(?:MMMMM|-----).*Meal-?Master/im;
const END = /^(?:MMMMM|-----)\s*$/;
const HEADER = /^\s*(Title|Categories|Yield|Servings)\s*:\s*(.*)$/i;
// "MMMMM-----FOR THE TOPPING-----" (or with "-----", "=====") names the lines after it.
const HEADING = /^\s*(?:MMMMM|-----|=====)[-=]*\s*(.*?)\s*[-=]*\s*$/;
// "-finely chopped" carries on the line above (written at column 12, or wherever the writer put it).
const CONTINUATION = /^\s*-(?!-)\s*(.*)$/;
// Columns 1–7 an amount, 9–10 a unit code, 12 on the text.
const INGREDIENT = /^([\d ./-]{7}) ([A-Za-z ]{2}) (.*)$/;
const SECOND_COLUMN = 41;

function splitRecipes(text: string): string[][] {
  const recipes: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.split(/\r?\n|\r/)) {
    if (START.test(line)) {
      if (current) recipes.push(current);
      current = [];
    } else if (current && END.test(line)) {
      recipes.push(current);
      current = null;
    } else current?.push(line.replace(/\s+$/, ''));
  }
  if (current) recipes.push(current);
  return recipes;
}

/** "  1 1/2 c  Flour" → "1 1/2 cup Flour"; null when the line is not in the ingredient columns. */
function ingredient(line: string): string | null {
  const match = INGREDIENT.exec(line.padEnd(12));
  if (!match) return null;
  const unit = match[2]!.trim();
  const words = unit ? (MEALMASTER_UNITS[unit] ?? MEALMASTER_UNITS[unit.toLowerCase()] ?? unit) : '';
  return normalizeWhitespace([match[1], words, match[3]].join(' '));
}

function fromMealMaster(lines: string[]): ForeignRecipe {
  const header = new Map<string, string>();
  const groups: LineGroup[] = [{ name: '', lines: [] }];
  const paragraphs: string[][] = [[]];
  let index = 0;
  for (; index < lines.length; index++) {
    const found = HEADER.exec(lines[index]!);
    if (found) header.set(found[1]!.toLowerCase(), found[2]!.trim());
    else if (lines[index]!.trim() && header.size > 0) break;
  }
  let inIngredients = true;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    const heading = HEADING.exec(line);
    if (heading && /^\s*(?:MMMMM|-----|=====)/.test(line)) {
      if (heading[1]) groups.push({ name: heading[1], lines: [] });
      continue;
    }
    const group = groups.at(-1)!;
    const continued = inIngredients ? CONTINUATION.exec(line) : null;
    if (continued && group.lines.length > 0) {
      group.lines[group.lines.length - 1] += ` ${continued[1]!.trim()}`;
      continue;
    }
    // Two columns when the text from column 42 is an ingredient line of its own; else one long line.
    const right = inIngredients && line.length > SECOND_COLUMN ? ingredient(line.slice(SECOND_COLUMN)) : null;
    const left = inIngredients ? ingredient(right ? line.slice(0, SECOND_COLUMN) : line) : null;
    if (left !== null) {
      if (left) group.lines.push(left);
      if (right) group.lines.push(right);
      continue;
    }
    if (!line.trim()) {
      if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
      continue;
    }
    inIngredients = false;
    paragraphs.at(-1)!.push(line.trim());
  }
  const servings = header.get('yield') ?? header.get('servings') ?? '';
  return {
    title: header.get('title') ?? '',
    ingredientGroups: groups,
    instructionGroups: [{ name: '', lines: paragraphs.filter((p) => p.length > 0).map((p) => p.join(' ')) }],
    servings: yieldServings(servings),
    categories: (header.get('categories') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    notes: labelled('Annokset', servings),
    sourceUrl: null,
    images: [],
  };
}
