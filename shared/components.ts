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

/**
 * Cuts the flat lists into their components. Counts that do not add up (a version written before
 * components existed, a hand-made API call) never lose a line: the last component takes what is left.
 */
export function splitComponents<I, S>(
  components: readonly RecipeComponent[],
  ingredients: readonly I[],
  instructions: readonly S[],
): ComponentLines<I, S>[] {
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

/** The inverse of splitComponents: the flat lists and the runs that describe them. */
export function joinComponents<I, S>(
  parts: readonly ComponentLines<I, S>[],
): { components: RecipeComponent[]; ingredients: I[]; instructions: S[] } {
  return {
    components: parts.map((part) => ({
      name: part.name,
      ingredientCount: part.ingredients.length,
      instructionCount: part.instructions.length,
    })),
    ingredients: parts.flatMap((part) => part.ingredients),
    instructions: parts.flatMap((part) => part.instructions),
  };
}

/** Whether the recipe shows component headings at all: one unnamed component looks like a plain recipe. */
export function hasNamedComponents(components: readonly RecipeComponent[]): boolean {
  return components.some((component) => component.name.trim() !== '');
}

function countOf(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * What an unnamed component is called among named ones: 'Ingredients' or 'Method' when it holds only
 * those (an imported page that grouped only its steps), else 'Part 2'.
 */
export function componentTitle(part: ComponentLines<unknown, unknown>, index: number): string {
  // The name is kept as the page wrote it ("Täyte:"); a heading's colon is no part of the title shown.
  const name = part.name.trim().replace(/\s*[:：]$/u, '');
  if (name) return name;
  if (part.instructions.length === 0) return 'Ingredients';
  if (part.ingredients.length === 0) return 'Method';
  return `Part ${index + 1}`;
}
