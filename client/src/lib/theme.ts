/** Theme preference: stored under `recipe-theme`, light by default; public/theme-init.js applies it before paint. */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'recipe-theme';

export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.dataset.theme = theme;
}
