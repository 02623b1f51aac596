/** The limits recipes.create enforces, applied to a draft once, so saving an import never fails on size. */
import { LIMITS, type RecipeDraft } from '../../shared/recipe';

const MAX_UNIT_LENGTH = 100;

/** The text cut to at most `max` characters. */
export function clipText(text: string, max: number = LIMITS.text): string {
  return text.length > max ? text.slice(0, max).trimEnd() : text;
}

function clipList(items: readonly string[], maxItems: number, maxLength: number = LIMITS.text): string[] {
  return items.slice(0, maxItems).map((item) => clipText(item, maxLength));
}

export function withinLimits(draft: RecipeDraft): RecipeDraft {
  return {
    ...draft,
    title: clipText(draft.title, LIMITS.title),
    description: clipText(draft.description),
    notes: clipText(draft.notes, LIMITS.notes),
    ingredients: draft.ingredients.slice(0, LIMITS.ingredients).map((i) => ({
      ...i,
      unit: clipText(i.unit, MAX_UNIT_LENGTH),
      name: clipText(i.name),
      ...(i.original ? { original: clipText(i.original) } : {}),
    })),
    instructions: clipList(draft.instructions, LIMITS.instructions),
    equipment: clipList(draft.equipment, LIMITS.equipment, LIMITS.equipmentItem),
    aiGeneratedTags: clipList(draft.aiGeneratedTags, LIMITS.tags, LIMITS.tag),
    sourceUrl: draft.sourceUrl && draft.sourceUrl.length <= LIMITS.url ? draft.sourceUrl : null,
  };
}
