import type { MessageRef } from '#shared/messages/message-ref.ts';

/** What every extractor (JSON-LD, microdata, page text, pasted text) hands to the pipeline. */

/** Lines under one group heading, named as the source shows it ("For the glaze:"); '' before any. */
export interface LineGroup {
  name: string;
  lines: string[];
}

/** Where a list came from: which reading of the page won (see ADR 0008). */
export type ListSource =
  | 'json-ld'
  | 'microdata'
  | 'script-state'
  | 'page-lists'
  | 'page-text'
  | 'text'
  | 'none';

export interface ExtractedRecipe {
  title: string;
  description: string;
  /** Ingredient lines as the source wrote them, cleaned of markup, without group headings. */
  ingredients: string[];
  /** One string per step, without section headings. */
  instructions: string[];
  /** The same ingredient lines under their group headings, in order: the recipe's components. */
  ingredientGroups: LineGroup[];
  /** The same steps under their section headings (schema.org HowToSection, "For the sauce"). */
  instructionGroups: LineGroup[];
  sources: { ingredients: ListSource; instructions: ListSource };
  /** Tools a source lists beside its ingredients ("Baking pan"). */
  equipment: string[];
  servings: number | null;
  /** Minutes; 0 when the source does not say. */
  prepTime: number;
  cookTime: number;
  totalTime: number;
  keywords: string[];
  categories: string[];
  cuisines: string[];
  notes: string;
  /**
   * The recipe's lines in the copies the import read but did not take whole (a page's structured data
   * when its list won): their words must reach the draft too (reconcile/word-conservation.ts).
   */
  otherCopies?: { ingredients: string[]; instructions: string[] };
  /**
   * Lines a page's text reader set aside inside its ingredient list (text/set-aside-lines.ts): the
   * list's own, so their words must reach the draft too, with the list.
   */
  setAside?: string[];
  /** Where copies disagreed, which one each line came from and why: shown to the chef with the draft. */
  sourceNotes?: MessageRef[];
}

export function emptyRecipe(): ExtractedRecipe {
  return {
    title: '',
    description: '',
    ingredients: [],
    instructions: [],
    ingredientGroups: [],
    instructionGroups: [],
    sources: { ingredients: 'none', instructions: 'none' },
    equipment: [],
    servings: null,
    prepTime: 0,
    cookTime: 0,
    totalTime: 0,
    keywords: [],
    categories: [],
    cuisines: [],
    notes: '',
  };
}

/** A line of a list as a source shows it: an entry, or the heading of the entries after it. */
export interface ListItem {
  text: string;
  heading: boolean;
  /** A tip the page sets inside or among its steps: the recipe's note, no step. */
  note?: boolean;
}

/**
 * Items → groups: each heading opens a group named after it. A heading with nothing under it before the
 * next heading joins that one's name; one with nothing under it at the end was a line after all.
 */
export function groupItems(items: readonly ListItem[]): LineGroup[] {
  const groups: LineGroup[] = [];
  let current: LineGroup = { name: '', lines: [] };
  for (const item of items) {
    if (!item.heading) current.lines.push(item.text);
    else if (current.lines.length === 0 && current.name) current.name = `${current.name} ${item.text}`;
    else {
      if (current.lines.length > 0) groups.push(current);
      current = { name: item.text, lines: [] };
    }
  }
  if (current.lines.length > 0) groups.push(current);
  else if (current.name) {
    const last = groups.at(-1);
    if (last) last.lines.push(current.name);
    else groups.push({ name: '', lines: [current.name] });
  }
  return groups;
}

export function ungrouped(lines: readonly string[]): LineGroup[] {
  return lines.length > 0 ? [{ name: '', lines: [...lines] }] : [];
}

export function groupLines(groups: readonly LineGroup[]): string[] {
  return groups.flatMap((g) => g.lines);
}

type ListName = 'ingredients' | 'instructions';
const GROUPS_OF = { ingredients: 'ingredientGroups', instructions: 'instructionGroups' } as const;

/** The recipe with one list's groups, the flat list that follows from them, and where they came from. */
function withList(
  recipe: ExtractedRecipe,
  list: ListName,
  groups: LineGroup[],
  source: ListSource,
): ExtractedRecipe {
  return {
    ...recipe,
    [GROUPS_OF[list]]: groups,
    [list]: groupLines(groups),
    sources: { ...recipe.sources, [list]: groups.length > 0 ? source : 'none' },
  };
}

export function withIngredients(
  recipe: ExtractedRecipe,
  groups: LineGroup[],
  source: ListSource,
): ExtractedRecipe {
  return withList(recipe, 'ingredients', groups, source);
}

export function withInstructions(
  recipe: ExtractedRecipe,
  groups: LineGroup[],
  source: ListSource,
): ExtractedRecipe {
  return withList(recipe, 'instructions', groups, source);
}
