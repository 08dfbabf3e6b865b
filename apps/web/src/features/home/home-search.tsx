import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home-search.module.css';

type Props = { value: string; onChange: (typed: string) => void; onSubmit: () => void };

/** Spec 2.5 / 4.9: the search box; the page trims the term and decides what it shows. */
export function HomeSearch({ value, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers (and jsdom); the role says the same
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('home_search_label')}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <Search size="1em" />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder={t('home_search_placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button type="button" className={styles.clear} aria-label={t('home_search_clear')} onClick={() => onChange('')}>
          <X size="1em" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
