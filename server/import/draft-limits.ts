/** The limits recipes.create enforces, fitted to a draft, so saving an import never fails on size. */
import { type ComponentLines, fromParts, toParts } from '#shared/recipes/components.ts';
import { type Ingredient, LIMITS, type RecipeDraft } from '#shared/recipes/recipe.ts';

const MAX_UNIT_LENGTH = 100;

/** The text cut to at most `max` characters. */
export function clipText(text: string, max: number = LIMITS.text): string {
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

function clipList(items: readonly string[], maxItems: number, maxLength: number = LIMITS.text): string[] {
  return items.slice(0, maxItems).map((item) => clipText(item, maxLength));
}

export function withinLimits(draft: RecipeDraft): RecipeDraft {
  // Cut by component, so each keeps its own lines and the counts still describe the lists.
  const parts = foldedParts(toParts(draft));
  let ingredientsLeft = LIMITS.ingredients;
  let instructionsLeft = LIMITS.instructions;
  const fitted = parts.map((part) => {
    const ingredients = part.ingredients.slice(0, ingredientsLeft).map(ingredientWithinLimits);
    const instructions = clipList(part.instructions, instructionsLeft);
    ingredientsLeft -= ingredients.length;
    instructionsLeft -= instructions.length;
    return { name: clipText(part.name, LIMITS.componentName), ingredients, instructions };
  });
  return {
    ...draft,
    ...fromParts(fitted),
    title: clipText(draft.title, LIMITS.title),
    description: clipText(draft.description),
    notes: clipText(draft.notes, LIMITS.notes),
    equipment: clipList(draft.equipment, LIMITS.equipment, LIMITS.equipmentItem),
    aiGeneratedTags: clipList(draft.aiGeneratedTags, LIMITS.tags, LIMITS.tag),
    sourceUrl: draft.sourceUrl && draft.sourceUrl.length <= LIMITS.url ? draft.sourceUrl : null,
  };
}

function ingredientWithinLimits(ingredient: Ingredient): Ingredient {
  return {
    ...ingredient,
    unit: clipText(ingredient.unit, MAX_UNIT_LENGTH),
    name: clipText(ingredient.name),
    ...(ingredient.original ? { original: clipText(ingredient.original) } : {}),
  };
}

type Part = ComponentLines<Ingredient, string>;

/** At most LIMITS.components: the last one allowed takes the lines of those past it. */
function foldedParts(parts: Part[]): Part[] {
  if (parts.length <= LIMITS.components) return parts;
  const kept = parts.slice(0, LIMITS.components - 1);
  const rest = parts.slice(LIMITS.components - 1);
  return [
    ...kept,
    {
      name: rest[0]!.name,
      ingredients: rest.flatMap((p) => p.ingredients),
      instructions: rest.flatMap((p) => p.instructions),
    },
  ];
}
