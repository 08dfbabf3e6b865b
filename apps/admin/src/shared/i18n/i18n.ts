import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import arabic from './ar.json';
import english from './en.json';

type Catalogue = Record<string, string>;
/**
 * Each area keeps its strings beside its pages (features/<area>/i18n/{ar,en}.json); they join the
 * shared catalogue here. Keys are one namespace: an area prefixes its own (`players_...`).
 */
const areaCatalogues = import.meta.glob<Catalogue>('../../features/*/i18n/*.json', { eager: true, import: 'default' });
function catalogue(language: 'ar' | 'en', shared: Catalogue): Catalogue {
  const merged = { ...shared };
  for (const [path, strings] of Object.entries(areaCatalogues)) {
    if (path.endsWith(`/${language}.json`)) Object.assign(merged, strings);
  }
  return merged;
}

/** The console speaks Arabic (the platform's default language) and English. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
const LANGUAGE_KEY = 'admin.lang';

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored === 'ar' || stored === 'en') return stored;
  } catch {
    // Storage refused: the default language.
  }
  return DEFAULT_LANGUAGE;
}

/** `lang` and `dir` on <html>: the whole layout mirrors through logical properties. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  resources: { ar: { translation: catalogue('ar', arabic) }, en: { translation: catalogue('en', english) } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export async function switchLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Non-fatal: the language applies until reload.
  }
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}
