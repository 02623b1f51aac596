import { type ComponentLines, fromParts, type RecipeLines } from '#shared/recipes/components.ts';
import type { LineGroup } from '../extracted-recipe';

/** "For the crust:", "Crust", "to make the crust" → "crust": how a page names one component twice. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[:.\s]+$/u, '')
    .replace(/^(?:for|to make)\s+(?:the\s+)?/u, '')
    .trim();
}

/** A heading as a component's name, as the page writes it ("Make the crust:"): no word or mark lost. */
function componentName(name: string): string {
  return name.trim();
}

/**
 * Of a component's ingredient heading and step heading ("Crust", "To make the crust:"), the one that
 * says more; the step heading, as the method shows it, when they say the same.
 */
function longer(ingredientHeading: string, stepHeading: string): string {
  const words = (name: string) => name.replace(/[\s:]+$/u, '').length;
  return componentName(words(ingredientHeading) > words(stepHeading) ? ingredientHeading : stepHeading);
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
 * (or both without one) are one component; any other group is a component of its own. Pairs are
 * chosen so that neither list changes order (the longest run of matching names both lists share):
 * the steps stay in the order the page cooks them, the ingredients in the order it lists them. A page
 * without group names is a plain recipe: [].
 */
export function componentsFromGroups(
  ingredientGroups: readonly LineGroup[],
  instructionGroups: readonly LineGroup[],
): RecipeLines<string, string> {
  const named = [...ingredientGroups, ...instructionGroups].some((group) => group.name.trim() !== '');
  if (!named) {
    return {
      components: [],
      ingredients: ingredientGroups.flatMap((g) => g.lines),
      instructions: instructionGroups.flatMap((g) => g.lines),
    };
  }
  const pairs = sharedOrder(
    ingredientGroups.map((g) => nameKey(g.name)),
    instructionGroups.map((g) => nameKey(g.name)),
  );
  const parts: ComponentLines<string, string>[] = [];
  let i = 0;
  let j = 0;
  for (const [pairI, pairJ] of [...pairs, [ingredientGroups.length, instructionGroups.length] as const]) {
    for (; i < pairI; i += 1)
      parts.push({
        name: componentName(ingredientGroups[i]!.name),
        ingredients: ingredientGroups[i]!.lines,
        instructions: [],
      });
    for (; j < pairJ; j += 1)
      parts.push({
        name: componentName(instructionGroups[j]!.name),
        ingredients: [],
        instructions: instructionGroups[j]!.lines,
      });
    const ingredients = ingredientGroups[i];
    const steps = instructionGroups[j];
    if (!ingredients || !steps) break;
    parts.push({
      name: longer(ingredients.name, steps.name),
      ingredients: ingredients.lines,
      instructions: steps.lines,
    });
    i += 1;
    j += 1;
  }
  return fromParts(parts);
}

/** Index pairs of equal keys forming the longest common subsequence of the two lists, in order. */
function sharedOrder(a: readonly string[], b: readonly string[]): (readonly [number, number])[] {
  // lengths[x][y]: the longest common subsequence of a[x..] and b[y..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let x = a.length - 1; x >= 0; x -= 1) {
    for (let y = b.length - 1; y >= 0; y -= 1) {
      lengths[x]![y] =
        a[x] === b[y] ? lengths[x + 1]![y + 1]! + 1 : Math.max(lengths[x + 1]![y]!, lengths[x]![y + 1]!);
    }
  }
  const pairs: (readonly [number, number])[] = [];
  for (let x = 0, y = 0; x < a.length && y < b.length; ) {
    if (a[x] === b[y]) pairs.push([x++, y++]);
    else if (lengths[x + 1]![y]! >= lengths[x]![y + 1]!) x += 1;
    else y += 1;
  }
  return pairs;
}
