import { joinComponents, type RecipeComponent } from '../../shared/components';
import type { LineGroup } from './extract/extracted-recipe';

/** "For the crust:", "Crust", "to make the crust" → "crust": how a page names one component twice. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[:.\s]+$/u, '')
    .replace(/^(?:for|to make)\s+(?:the\s+)?/u, '')
    .trim();
}

/** A heading as a component's name: without the colon a list heading ends with. */
function componentName(name: string): string {
  return name.replace(/\s*:\s*$/u, '').trim();
}

/** Of two headings of one component ("Crust", "To make the crust"), the one that says more. */
function longer(a: string, b: string): string {
  const [first, second] = [componentName(a), componentName(b)];
  return second.length > first.length ? second : first;
}

/**
 * The groups with exactly the lines of the flat list, in its order: a line the extractor moved out of
 * the list (to the equipment, the notes) leaves its group too, and a line no group holds joins an
 * unnamed group at the end. The flat lists stay the truth; the groups only name their runs.
 */
export function alignGroups(groups: readonly LineGroup[], lines: readonly string[]): LineGroup[] {
  let at = 0;
  const aligned = groups.map((group) => ({
    name: group.name,
    lines: group.lines.filter((line) => {
      if (lines[at] !== line) return false;
      at += 1;
      return true;
    }),
  }));
  return at < lines.length ? [...aligned, { name: '', lines: lines.slice(at) }] : aligned;
}

/**
 * The components a page's groups describe: an ingredient group and a step group with the same name
 * (or both without one) are one component; any other group is a component of its own, in the order the page shows them
 * (the ingredient groups first, as a recipe reads), with the flat lists in that same order. A page
 * without group names is a plain recipe: [].
 */
export function componentsFromGroups(
  ingredientGroups: readonly LineGroup[],
  instructionGroups: readonly LineGroup[],
): { components: RecipeComponent[]; ingredients: string[]; instructions: string[] } {
  const named = [...ingredientGroups, ...instructionGroups].some((group) => group.name.trim() !== '');
  if (!named) {
    return {
      components: [],
      ingredients: ingredientGroups.flatMap((g) => g.lines),
      instructions: instructionGroups.flatMap((g) => g.lines),
    };
  }
  const unpaired = [...instructionGroups];
  const parts = ingredientGroups.map((group) => {
    const key = nameKey(group.name);
    // Lines before any heading pair up too: they are the recipe's main part.
    const at = unpaired.findIndex((steps) => nameKey(steps.name) === key);
    const steps = at >= 0 ? unpaired.splice(at, 1)[0]! : { name: '', lines: [] };
    return { name: longer(group.name, steps.name), ingredients: group.lines, instructions: steps.lines };
  });
  for (const group of unpaired) {
    parts.push({ name: componentName(group.name), ingredients: [], instructions: group.lines });
  }
  return joinComponents(parts);
}
