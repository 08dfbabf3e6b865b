/** Light and dark, on `<html data-theme>`: every colour is a CSS variable of the theme. */
export type Theme = 'light' | 'dark';
const THEME_KEY = 'admin.theme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Non-fatal: the theme applies until reload.
  }
}
