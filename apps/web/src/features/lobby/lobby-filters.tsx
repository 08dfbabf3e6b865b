import { useTranslation } from 'react-i18next';
import styles from './lobby-page.module.css';
import type { LobbyFilter } from './lobby-state';

/**
 * Spec 2.6 filters: All and New (game selection filters), then Recent, Favorite, Hot. None is
 * pressed while a search shows.
 */
const FILTERS: readonly { code: LobbyFilter; labelKey: string }[] = [
  { code: 'ALL', labelKey: 'lobby_filter_all' },
  { code: 'NEW', labelKey: 'lobby_filter_new' },
  { code: 'RECENT', labelKey: 'in_recent' },
  { code: 'FAV', labelKey: 'in_favorite' },
  { code: 'HOT', labelKey: 'in_hot_games' },
];

type Props = { filter: LobbyFilter; searching: boolean; onChoose: (filter: LobbyFilter) => void };

export function LobbyFilters({ filter, searching, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('game_filters')}</legend>
      {FILTERS.map((f) => (
        <button
          key={f.code}
          type="button"
          className={styles.chip}
          aria-pressed={!searching && filter === f.code}
          onClick={() => onChoose(f.code)}
        >
          {t(f.labelKey)}
        </button>
      ))}
    </fieldset>
  );
}
