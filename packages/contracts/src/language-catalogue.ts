// The catalogue without its zod schema (languages.ts adds that and re-exports all of this): the
// web's first screen imports from here, so zod stays off its first download (decision 0019).

/**
 * The full language catalogue (spec 1: about 35 codes). Which of these a merchant offers comes
 * from its configuration; the desktop site ships translations for AR and EN.
 * `flag` is the ISO country code whose flag stands for the language in the language select.
 */
export const LANGUAGE_CATALOGUE = [
  { code: 'AR', locale: 'ar', name: 'العربية', flag: 'SA', dir: 'rtl' },
  { code: 'EN', locale: 'en', name: 'English', flag: 'GB', dir: 'ltr' },
  { code: 'CN', locale: 'zh-CN', name: '简体中文', flag: 'CN', dir: 'ltr' },
  { code: 'TW', locale: 'zh-TW', name: '繁體中文', flag: 'TW', dir: 'ltr' },
  { code: 'JP', locale: 'ja', name: '日本語', flag: 'JP', dir: 'ltr' },
  { code: 'TH', locale: 'th', name: 'ไทย', flag: 'TH', dir: 'ltr' },
  { code: 'VI', locale: 'vi', name: 'Tiếng Việt', flag: 'VN', dir: 'ltr' },
  { code: 'MY', locale: 'my', name: 'မြန်မာ', flag: 'MM', dir: 'ltr' },
  { code: 'ES', locale: 'es', name: 'Español', flag: 'ES', dir: 'ltr' },
  { code: 'HI', locale: 'hi', name: 'हिन्दी', flag: 'IN', dir: 'ltr' },
  { code: 'ID', locale: 'id', name: 'Bahasa Indonesia', flag: 'ID', dir: 'ltr' },
  { code: 'KM', locale: 'km', name: 'ខ្មែរ', flag: 'KH', dir: 'ltr' },
  { code: 'KO', locale: 'ko', name: '한국어', flag: 'KR', dir: 'ltr' },
  { code: 'MS', locale: 'ms', name: 'Bahasa Melayu', flag: 'MY', dir: 'ltr' },
  { code: 'PT', locale: 'pt', name: 'Português', flag: 'PT', dir: 'ltr' },
  { code: 'TA', locale: 'ta', name: 'தமிழ்', flag: 'LK', dir: 'ltr' },
  { code: 'TL', locale: 'tl', name: 'Tagalog', flag: 'PH', dir: 'ltr' },
  { code: 'UR', locale: 'ur', name: 'اردو', flag: 'PK', dir: 'rtl' },
  { code: 'TR', locale: 'tr', name: 'Türkçe', flag: 'TR', dir: 'ltr' },
  { code: 'BN', locale: 'bn', name: 'বাংলা', flag: 'BD', dir: 'ltr' },
  { code: 'FA', locale: 'fa', name: 'فارسی', flag: 'IR', dir: 'rtl' },
  { code: 'RU', locale: 'ru', name: 'Русский', flag: 'RU', dir: 'ltr' },
  { code: 'KK', locale: 'kk', name: 'Қазақ тілі', flag: 'KZ', dir: 'ltr' },
  { code: 'UZ', locale: 'uz', name: 'Oʻzbekcha', flag: 'UZ', dir: 'ltr' },
  { code: 'LO', locale: 'lo', name: 'ລາວ', flag: 'LA', dir: 'ltr' },
  { code: 'NE', locale: 'ne', name: 'नेपाली', flag: 'NP', dir: 'ltr' },
  { code: 'FR', locale: 'fr', name: 'Français', flag: 'FR', dir: 'ltr' },
  { code: 'TE', locale: 'te', name: 'తెలుగు', flag: 'IN', dir: 'ltr' },
  { code: 'SW', locale: 'sw', name: 'Kiswahili', flag: 'KE', dir: 'ltr' },
  { code: 'DE', locale: 'de', name: 'Deutsch', flag: 'DE', dir: 'ltr' },
  { code: 'IT', locale: 'it', name: 'Italiano', flag: 'IT', dir: 'ltr' },
  { code: 'HE', locale: 'he', name: 'עברית', flag: 'IL', dir: 'rtl' },
  { code: 'PL', locale: 'pl', name: 'Polski', flag: 'PL', dir: 'ltr' },
  { code: 'NL', locale: 'nl', name: 'Nederlands', flag: 'NL', dir: 'ltr' },
  { code: 'PA', locale: 'pa', name: 'ਪੰਜਾਬੀ', flag: 'IN', dir: 'ltr' },
] as const;

export type LanguageEntry = (typeof LANGUAGE_CATALOGUE)[number];
export type LanguageCode = LanguageEntry['code'];

export const LANGUAGE_CODES = LANGUAGE_CATALOGUE.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** Spec 9: AR by default; AR and EN are the bundles the desktop site ships. */
export const DEFAULT_LANGUAGE: LanguageCode = 'AR';
export const BUNDLED_LANGUAGES: readonly LanguageCode[] = ['AR', 'EN'];

/** localStorage keys the language choice is remembered under (spec 3, 4.10). */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const LANGUAGE_HISTORY_STORAGE_KEY = 'hisLang';

export function languageEntry(code: string): LanguageEntry | undefined {
  return LANGUAGE_CATALOGUE.find((l) => l.code === code.toUpperCase());
}
