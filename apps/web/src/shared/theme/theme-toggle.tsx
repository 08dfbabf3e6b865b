import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTheme, storedTheme, type Theme } from './theme';
import styles from './theme-toggle.module.css';

/** A pressed/unpressed "light theme" switch: pressed means light, unpressed the default dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    saveTheme(next);
    setTheme(next);
  };
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={theme === 'light'}
      aria-label={t('light_theme')}
      title={t('light_theme')}
      onClick={toggle}
    >
      <span aria-hidden="true">{theme === 'light' ? <Sun size="1em" /> : <Moon size="1em" />}</span>
    </button>
  );
}
