import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, switchLanguage } from '../i18n/i18n';
import { saveTheme, storedTheme } from '../theme/theme';

const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English' };

/** The console's language, each named in itself so that anyone finds their own. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('language')}
      value={i18n.language}
      onChange={(event) => void switchLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}

/** Light or dark, remembered on this browser. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState(storedTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t('theme_dark')}
      title={t('theme_dark')}
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        saveTheme(next);
        setTheme(next);
      }}
    >
      {dark ? <Moon size={16} aria-hidden="true" /> : <Sun size={16} aria-hidden="true" />}
    </button>
  );
}
