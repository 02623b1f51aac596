/** The library's addresses, in one place for every feature. */
export const LIBRARY_HOME = '/recipelibrary';
export const LOGIN_PATH = `${LIBRARY_HOME}/login`;

export function recipePath(id: string): string {
  return `${LIBRARY_HOME}/${encodeURIComponent(id)}`;
}

export function recipeEditPath(id: string): string {
  return `${recipePath(id)}/edit`;
}
