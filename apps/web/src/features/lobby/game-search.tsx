import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lobby-page.module.css';

type Props = { value: string; onSearch: (text: string) => void };

/**
 * The search box (spec 4.9): a term searches every category by name (the reducer trims it);
 * emptying the box returns to the listing at once, without waiting for a submit.
 */
export function GameSearch({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers (and jsdom)
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('lobby_search_label')}
      </label>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        value={draft}
        maxLength={100}
        placeholder={t('lobby_search_placeholder')}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value.trim() === '' && value !== '') onSearch('');
        }}
      />
      <button type="submit" className={styles.searchButton}>
        {t('lobby_search_submit')}
      </button>
    </form>
  );
}
