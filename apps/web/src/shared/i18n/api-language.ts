import type { LanguageCode } from '@platform/contracts/language-catalogue';

/** The lobby calls speak the two bundled languages; any other page language reads English. */
export function apiLanguage(code: LanguageCode): 'ar' | 'en' {
  return code === 'AR' ? 'ar' : 'en';
}
