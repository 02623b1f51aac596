export const RECIPE_LIST_PATH = '/recipelibrary';

export function recipePath(id: string): string {
  return `${RECIPE_LIST_PATH}/${id}`;
}

export function recipeEditPath(id: string): string {
  return `${recipePath(id)}/edit`;
}
