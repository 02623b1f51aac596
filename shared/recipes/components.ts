import { enFirst as en } from '../messages/en-first';
/**
 * A recipe is an assembly of components (a sablé, a crémeux, a glaze…), each a run of the recipe's
 * ingredients and a run of its steps, in order. The flat `ingredients` and `instructions` lists stay
 * the recipe's content; a component only says how many of each it takes from where the previous one
 * ended (docs/decisions/0012-components-as-runs.md). A recipe without names is one unnamed component.
 */
export interface RecipeComponent {
  /** '' for an unnamed component. */
  name: string;
  ingredientCount: number;
  instructionCount: number;
}

/** A component with its own lines, as the detail page and the editor use it. */
export interface ComponentLines<I, S> {
  name: string;
  ingredients: I[];
  instructions: S[];
}

/** The three fields of a recipe that hold its lines: the flat lists and the runs over them. */
export interface RecipeLines<I, S> {
  components: RecipeComponent[];
  ingredients: I[];
  instructions: S[];
}

/** Any recipe-shaped value toParts can read: a stored recipe, a draft, an export, an API input. */
export type LinesOf<I, S> = Readonly<{
  components: readonly RecipeComponent[];
  ingredients: readonly I[];
  instructions: readonly S[];
}>;

/**
 * The one way from a recipe's stored lines to its parts. Counts that do not add up (a version
 * written before components existed, a hand-made API call) never lose a line: the last component
 * takes what is left, a count past the end is cut.
 */
export function toParts<I, S>(recipe: LinesOf<I, S>): ComponentLines<I, S>[] {
  const { components, ingredients, instructions } = recipe;
  // [] is a plain recipe: one unnamed component, which the last-takes-the-rest rule fills.
  const declared =
    components.length > 0 ? components : [{ name: '', ingredientCount: 0, instructionCount: 0 }];
  let ingredientAt = 0;
  let instructionAt = 0;
  return declared.map((component, index) => {
    const last = index === declared.length - 1;
    const ingredientEnd = last ? ingredients.length : ingredientAt + countOf(component.ingredientCount);
    const instructionEnd = last ? instructions.length : instructionAt + countOf(component.instructionCount);
    const lines = {
      name: component.name,
      ingredients: ingredients.slice(ingredientAt, ingredientEnd),
      instructions: instructions.slice(instructionAt, instructionEnd),
    };
    ingredientAt = Math.min(ingredients.length, ingredientEnd);
    instructionAt = Math.min(instructions.length, instructionEnd);
    return lines;
  });
}

/**
 * The one way back from parts to the stored lines, the inverse of toParts. A single unnamed part
 * (or none) is a plain recipe and is written as `[]`, so there is one way to write a plain recipe
 * and adding a line to it is no component change in its history.
 */
export function fromParts<I, S>(parts: readonly ComponentLines<I, S>[]): RecipeLines<I, S> {
  const plain = parts.length <= 1 && !hasNamedComponents(parts);
  return {
    components: plain
      ? []
      : parts.map((part) => ({
          name: part.name,
          ingredientCount: part.ingredients.length,
          instructionCount: part.instructions.length,
        })),
    ingredients: parts.flatMap((part) => part.ingredients),
    instructions: parts.flatMap((part) => part.instructions),
  };
}

/** Whether the recipe shows component headings at all: one unnamed component looks like a plain recipe. */
export function hasNamedComponents(components: readonly { name: string }[]): boolean {
  return components.some((component) => component.name.trim() !== '');
}

function countOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A component's name as a heading: kept as the page wrote it ("Täyte:") but for a heading's colon. */
export function componentName(part: { name: string }): string {
  return part.name.trim().replace(/\s*[:：]$/u, '');
}

/** What an unnamed part is called among named ones: `fallback` (the recipe's title), never an invented "Part 1". */
export function componentTitle(part: { name: string }, fallback: string): string {
  return componentName(part) || fallback;
}

/** The heading of a method the recipe did not name, in English; each screen passes its own language's. */
export const METHOD_TITLE = en['recipes.instructions'];

export interface RecipeSection<I, S> extends ComponentLines<I, S> {
  title: string;
  /** Indexes in the flat lists of the first ingredient and the first step. */
  firstIngredient: number;
  firstStep: number;
}

/**
 * The recipe as the chef sees it: its components, and a method that belongs to none of them — a
 * trailing part of steps only after components with ingredients ("Valmistus", or unnamed) — apart,
 * shown after them under the heading the recipe gave it.
 */
export function recipeSections<I, S>(
  recipe: LinesOf<I, S> & { readonly title: string },
  methodTitle: string = METHOD_TITLE,
): { components: RecipeSection<I, S>[]; method: RecipeSection<I, S> | null } {
  let ingredientAt = 0;
  let stepAt = 0;
  const sections = toParts(recipe).map((part) => {
    const section = {
      ...part,
      title: componentTitle(part, recipe.title),
      firstIngredient: ingredientAt,
      firstStep: stepAt,
    };
    ingredientAt += part.ingredients.length;
    stepAt += part.instructions.length;
    return section;
  });
  const last = sections.at(-1)!;
  const isMethod =
    sections.length > 1 &&
    last.ingredients.length === 0 &&
    last.instructions.length > 0 &&
    sections.slice(0, -1).some((section) => section.ingredients.length > 0);
  if (!isMethod) return { components: sections, method: null };
  return {
    components: sections.slice(0, -1),
    method: { ...last, title: componentName(last) || methodTitle },
  };
}
