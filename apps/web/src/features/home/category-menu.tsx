import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../catalogue/category-icon';
import { useGameCategories } from '../catalogue/use-game-categories';
import styles from './category-menu.module.css';
import type { HomeView } from './home-lobby-state';

type Choice = Exclude<HomeView, 'SEARCH'>;

/** Spec 2.5: Home, Hot, then the vendor categories; the chosen one is pressed (none while searching). */
export function CategoryMenu({ view, onChoose }: { view: HomeView; onChoose: (view: Choice) => void }) {
  const { t } = useTranslation();
  const categories = useGameCategories();
  const entries: { code: Choice; labelKey: string }[] = [
    { code: 'HOME', labelKey: 'hd_home' },
    { code: 'HOT', labelKey: 'in_hot_games' },
    ...categories.map((category) => ({ code: category.code, labelKey: category.labelKey })),
  ];
  return (
    <nav className={styles.menu} aria-label={t('game_categories')}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.code}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={view === entry.code}
              onClick={() => onChoose(entry.code)}
            >
              <span className={styles.glyph} aria-hidden="true">
                <CategoryIcon code={entry.code} />
              </span>
              {t(entry.labelKey)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
