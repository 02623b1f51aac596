import { parseIngredientLine } from '#shared/ingredients.ts';
import { fromParts, type LinesOf, toParts } from '#shared/recipes/components.ts';
import type { Ingredient } from '#shared/recipes/recipe.ts';

/**
 * An ingredient as a form edits it. Amounts stay text while edited: an empty field is "no amount",
 * not a 0 the cook has to delete. Each row carries a key of its own so deleting a row never hands its
 * focus or text to its neighbour.
 */
export interface IngredientRow {
  key: string;
  amount: string;
  unit: string;
  name: string;
  /** The source line the row was read from; an edit of the row lets it go (ADR 0013). */
  original?: string;
}

export interface StepRow {
  key: string;
  text: string;
}

// Row keys only need to be unique within this page; crypto.randomUUID is missing on plain-http hosts.
let lastRowKey = 0;
export function newRowKey(): string {
  lastRowKey += 1;
  return `row-${lastRowKey}`;
}

export function emptyIngredientRow(): IngredientRow {
  return { key: newRowKey(), amount: '', unit: '', name: '' };
}

export function emptyStepRow(): StepRow {
  return { key: newRowKey(), text: '' };
}

export function toIngredientRow(ingredient: Ingredient): IngredientRow {
  return {
    key: newRowKey(),
    // An amount of 0 means the source gave none ("suolaa"); an empty field says so better than "0".
    amount: ingredient.amount > 0 ? String(ingredient.amount) : '',
    unit: ingredient.unit,
    name: ingredient.name,
    ...(ingredient.original && { original: ingredient.original }),
  };
}

export function toStepRow(text: string): StepRow {
  return { key: newRowKey(), text };
}

/**
 * Several pasted lines become one row each ("200 g sugar" → 200, g, sugar); null for a single line,
 * which is left to the browser's ordinary paste. Whatever the parser sets aside as a note
 * ("kylmää", "hienonnettuna") stays in the name, so nothing the cook pasted disappears.
 */
export function ingredientRowsFromPaste(text: string): IngredientRow[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 2) return null;
  return lines.map((line) => {
    const parsed = parseIngredientLine(line);
    return toIngredientRow({
      // "1/3" is 0.333…; three decimals are plenty for a number field that steps by 0.1.
      amount: Math.round(parsed.amount * 1000) / 1000,
      unit: parsed.unit,
      name: [parsed.name, parsed.note].filter(Boolean).join(', ') || line,
      original: line,
    });
  });
}

/** Several pasted rows take the place of the row pasted into when it is still empty, else follow it. */
export function insertPastedRows(
  rows: IngredientRow[],
  index: number,
  pasted: IngredientRow[],
): IngredientRow[] {
  const target = rows[index];
  if (!target) return [...rows, ...pasted];
  const blank = !target.amount && !target.unit && !target.name.trim();
  return [...rows.slice(0, blank ? index : index + 1), ...pasted, ...rows.slice(index + 1)];
}

/** A component as the editor edits it: its name and its own rows. */
export interface ComponentRows {
  key: string;
  name: string;
  ingredients: IngredientRow[];
  steps: StepRow[];
}

export function emptyComponentRows(): ComponentRows {
  return { key: newRowKey(), name: '', ingredients: [], steps: [] };
}

export function toComponentRows(recipe: LinesOf<Ingredient, string>): ComponentRows[] {
  return toParts(recipe).map((part) => ({
    key: newRowKey(),
    name: part.name,
    ingredients: part.ingredients.map(toIngredientRow),
    steps: part.instructions.map(toStepRow),
  }));
}

/**
 * The components as recipes.create and recipes.update take them. Amounts stay text: parsing, defaults
 * and dropping empty rows are the save rules' job (shared/recipes/save-rules.ts), so they live in one place.
 */
export function fromComponentRows(parts: ComponentRows[]) {
  return fromParts(
    parts.map((part) => ({
      name: part.name,
      ingredients: part.ingredients.map(({ amount, unit, name, original }) => ({
        amount,
        unit,
        name,
        original: original ?? null,
      })),
      instructions: part.steps.map((step) => step.text),
    })),
  );
}
