import { type CATEGORIES, normalizeSubcategory } from '../../../../shared/categories';
import { parseIngredientLine } from '../../../../shared/ingredients';
import type { RecipeDraft, RecipeInput } from '../../../../shared/recipe';

/** Each row carries a key of its own so deleting a row never hands its focus or text to its neighbour. */
export interface IngredientRow {
  key: string;
  /** The text of the number field; '' stands for "no amount" and is saved as 0 by the save rules. */
  amount: string;
  unit: string;
  name: string;
  /** The source line the row came from, saved untouched even when the row is edited. */
  original?: string;
}

export interface InstructionStep {
  key: string;
  text: string;
}

export type PreviewCategory = (typeof CATEGORIES)[number];

/** What the preview form edits; fields it does not show travel to the save untouched in `draft`. */
export interface EditableDraft {
  draft: RecipeDraft;
  title: string;
  category: PreviewCategory;
  subcategory: string;
  ingredients: IngredientRow[];
  steps: InstructionStep[];
  notes: string;
  tags: string[];
}

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

/** The preview offers salty and sweet only; 'savory' shares salty's subcategories, so it becomes salty. */
function toPreviewCategory(category: string): PreviewCategory {
  return category === 'sweet' ? 'sweet' : 'salty';
}

export function toEditable(draft: RecipeDraft): EditableDraft {
  const category = toPreviewCategory(draft.category);
  return {
    draft,
    title: draft.title,
    category,
    subcategory: normalizeSubcategory(category, draft.subcategory),
    ingredients: draft.ingredients.map((ingredient) => ({
      key: newKey(),
      // An amount of 0 means the source gave none ("suolaa"); an empty field says so better than "0".
      amount: ingredient.amount > 0 ? String(ingredient.amount) : '',
      unit: ingredient.unit,
      name: ingredient.name,
      ...(ingredient.original && { original: ingredient.original }),
    })),
    steps: draft.instructions.map((text) => ({ key: newKey(), text })),
    notes: draft.notes,
    tags: draft.aiGeneratedTags,
  };
}

/**
 * The edited draft as recipes.create takes it. Amounts stay text: parsing, defaults and dropping
 * empty rows are the save rules' job (shared/save-rules.ts), so they live in one place.
 */
export function toRecipeInput(edited: EditableDraft): RecipeInput {
  return {
    ...edited.draft,
    title: edited.title,
    category: edited.category,
    subcategory: edited.subcategory,
    ingredients: edited.ingredients.map(({ amount, unit, name, original }) => ({
      amount,
      unit,
      name,
      original: original ?? null,
    })),
    instructions: edited.steps.map((step) => step.text),
    notes: edited.notes,
    aiGeneratedTags: edited.tags,
  };
}

export function emptyIngredientRow(): IngredientRow {
  return { key: newKey(), amount: '', unit: '', name: '' };
}

/**
 * Rows for text pasted into a name field when it holds several lines (a list copied from elsewhere).
 * A remark the parser sets apart ("kylmää", "hienonnettuna") stays in the name so no word is lost.
 */
export function rowsFromPastedLines(text: string): IngredientRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const parsed = parseIngredientLine(line);
      const name = [parsed.name, parsed.note].filter(Boolean).join(', ') || line;
      return {
        key: newKey(),
        amount: parsed.amount > 0 ? String(parsed.amount) : '',
        unit: parsed.unit,
        name,
        original: line,
      };
    });
}

/** Whether the displayed row still reads like its source line; if not, the source is worth showing. */
export function rowMatchesOriginal(row: IngredientRow): boolean {
  if (!row.original) return true;
  const shown = [row.amount, row.unit, row.name].filter(Boolean).join(' ');
  const squash = (s: string) =>
    s
      .toLowerCase()
      .replace(/[\s,.]+/g, ' ')
      .trim();
  return squash(shown) === squash(row.original);
}
