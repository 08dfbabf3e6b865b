import type { LanguageCode } from '@platform/contracts/language-catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../ui/country-flag';
import { useLanguage } from './language-context';
import styles from './language-select.module.css';

/** Header language select: each offered language by its native name, the chosen one's flag beside it. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { code, entry, offered, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={styles.select}>
      <CountryFlag country={entry.flag} />
      <label htmlFor={id} className="visually-hidden">
        {t('language')}
      </label>
      <select id={id} value={code} onChange={(event) => setLanguage(event.target.value as LanguageCode)}>
        {offered.map((language) => (
          <option key={language.code} value={language.code} lang={language.locale}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Side-menu variant: one button per language, the current one pressed. */
export function LanguageList() {
  const { t } = useTranslation();
  const { code, offered, setLanguage } = useLanguage();
  return (
    <fieldset className={styles.list}>
      <legend className={styles.listTitle}>{t('language')}</legend>
      {offered.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.locale}
          aria-pressed={language.code === code}
          className={styles.listItem}
          onClick={() => setLanguage(language.code)}
        >
          <CountryFlag country={language.flag} /> {language.name}
        </button>
      ))}
    </fieldset>
  );
}
