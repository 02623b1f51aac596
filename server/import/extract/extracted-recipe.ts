/** What every extractor (JSON-LD, microdata, page text, pasted text) hands to the pipeline. */
export interface ExtractedRecipe {
  title: string;
  description: string;
  /** Ingredient lines as the source wrote them, cleaned of markup; group headings left out. */
  ingredients: string[];
  /** One string per step; section headings of the source are kept as their own entries. */
  instructions: string[];
  servings: number | null;
  /** Minutes; 0 when the source does not say. */
  prepTime: number;
  cookTime: number;
  totalTime: number;
  keywords: string[];
  categories: string[];
  cuisines: string[];
  notes: string;
}

export function emptyRecipe(): ExtractedRecipe {
  return {
    title: '',
    description: '',
    ingredients: [],
    instructions: [],
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
