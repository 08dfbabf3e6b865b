import { THEME_KEY } from '../storage/session-keys';

/** Spec 9: dark and light themes; dark is the brand's default look. */
export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The CSS variables hang off `<html data-theme>`, so one attribute switches every component. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Non-fatal: the theme still applies until reload.
  }
}
