import type { LanguageCode } from '@platform/contracts/language-catalogue';
import { useTranslation } from 'react-i18next';

/** The lobby calls speak the two bundled languages; any other page language reads English names. */
export type ApiLanguage = 'ar' | 'en';

/** The API language of a page language code. */
export function apiLanguage(code: LanguageCode): ApiLanguage {
  return code === 'AR' ? 'ar' : 'en';
}

/** The language lobby calls ask for: the UI language when bundled, English otherwise. */
export function useApiLanguage(): ApiLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}
