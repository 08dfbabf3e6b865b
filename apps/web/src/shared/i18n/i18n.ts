import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, languageEntry } from '@platform/contracts/language-catalogue';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { translation as arabic } from './bundle-ar';

/**
 * i18next is keyed by the catalogue's locale ('ar', 'en', 'zh-CN', ...). Only AR and EN ship
 * bundles; any other offered language falls back to English text (its `dir` still applies).
 */
export function storedLanguageCode(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && languageEntry(stored)) return stored.toUpperCase();
  } catch {
    // Storage disabled: use the default.
  }
  return DEFAULT_LANGUAGE;
}

export function localeOf(code: string): string {
  return languageEntry(code)?.locale ?? 'en';
}

export const i18n = i18next.createInstance();

/**
 * Arabic, the default language, ships in the first download; English (also the text of every other
 * offered language) is a separate chunk fetched only for a visitor who needs it, so the home page's
 * first JavaScript carries one language, not two.
 */
const BUNDLED_LOCALE = 'ar';
let english: Promise<void> | undefined;
let englishLoaded = false;

/** Resolves once `locale` can be shown: at once for Arabic, after the English chunk otherwise. */
export function loadLanguageBundle(locale: string): Promise<void> {
  if (locale === BUNDLED_LOCALE) return Promise.resolve();
  english ??= import('./bundle-en').then(({ translation }) => {
    i18n.addResourceBundle('en', 'translation', translation);
    englishLoaded = true;
  });
  return english;
}

type Strings = Record<string, string>;

/**
 * A lazily loaded feature (a game page, a member-centre page) brings its own strings in both
 * languages when its code loads, so they stay out of the home page's first download.
 */
export function addFeatureTranslations(arabicStrings: Strings, englishStrings: Strings): void {
  i18n.addResourceBundle('ar', 'translation', arabicStrings);
  i18n.addResourceBundle('en', 'translation', englishStrings);
}

/**
 * Switches the text, loading it first so that an English visitor never sees Arabic strings; with
 * the text at hand the switch is immediate, as i18next's own.
 */
export function changeLanguage(locale: string): Promise<unknown> {
  if (locale === BUNDLED_LOCALE || englishLoaded) return i18n.changeLanguage(locale);
  return loadLanguageBundle(locale).then(() => i18n.changeLanguage(locale));
}

void i18n.use(initReactI18next).init({
  resources: { [BUNDLED_LOCALE]: { translation: arabic } },
  // An English visitor's first render waits for the English chunk (main.tsx).
  lng: localeOf(storedLanguageCode()),
  fallbackLng: 'en',
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
