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
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
