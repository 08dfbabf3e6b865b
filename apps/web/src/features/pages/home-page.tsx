import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state';
import { useGameCategories } from '../catalogue/use-game-categories';
import styles from './pages.module.css';

/**
 * Spec 2.5: the home lobby. The category menu is Home, Hot, then the vendor categories; the game
 * rows come with the catalogue, so for now every choice shows 'in no data'.
 */
export function HomePage() {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const [selected, setSelected] = useState('HOME');
  const entries = [
    { code: 'HOME', labelKey: 'hd_home' },
    { code: 'HOT', labelKey: 'in_hot_games' },
    ...categories.map((c) => ({ code: c.code, labelKey: c.labelKey })),
  ];
  return (
    <section className={styles.page}>
      <div className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('lobby')}</h1>
        <p className={styles.heroText}>{t('lobby_tagline')}</p>
      </div>
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{t('game_categories')}</legend>
        {entries.map((entry) => (
          <button
            key={entry.code}
            type="button"
            className={styles.chip}
            aria-pressed={selected === entry.code}
            onClick={() => setSelected(entry.code)}
          >
            {t(entry.labelKey)}
          </button>
        ))}
      </fieldset>
      <EmptyState />
    </section>
  );
}
