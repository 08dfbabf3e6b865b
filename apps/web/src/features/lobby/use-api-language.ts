import { useTranslation } from 'react-i18next';
import type { ApiLanguage } from './lobby-api';

/** The language lobby calls ask for: the UI language when bundled, English otherwise. */
export function useApiLanguage(): ApiLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'ar' ? 'ar' : 'en';
}
