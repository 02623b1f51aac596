export function recipeCountLabel(count: number): string {
  return count === 1 ? '1 recipe' : `${count} recipes`;
}

/** Names the version history uses for the stored fields a save changed. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Name',
  category: 'Category',
  subcategory: 'Subcategory',
  description: 'Description',
  ingredients: 'Ingredients',
  instructions: 'Steps',
  components: 'Components',
  preparationTime: 'Preparation time',
  cookingTime: 'Cooking time',
  totalTime: 'Total time',
  servingSize: 'Serving size',
  servings: 'Servings',
  difficulty: 'Difficulty',
  equipment: 'Equipment',
  notes: 'Notes',
  aiGeneratedTags: 'Tags',
  sourceUrl: 'Source',
  photoIds: 'Photos',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/**
 * The component names a version replaced ("Sablé · Crémeux"), so a rename or a regrouping can be found
 * in the history; 'no components' for a plain recipe, null when the version did not change them.
 */
export function replacedComponentNames(changes: Record<string, unknown>): string | null {
  const before = changes.components;
  if (!Array.isArray(before)) return null;
  const names = before.map((component: { name?: unknown }) =>
    typeof component?.name === 'string' && component.name.trim() ? component.name.trim() : 'unnamed',
  );
  return names.length > 0 ? names.join(' · ') : 'no components';
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
