import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './lobby-page.module.css';
import { useHotGames } from './lobby-queries';

/** Spec 4.9: the hot games stay as stored for the session until the player refreshes them here. */
export function HotRefreshButton() {
  const { t } = useTranslation();
  const { refresh, refreshing } = useHotGames();
  return (
    <button type="button" className={styles.refresh} disabled={refreshing} onClick={refresh}>
      <span aria-hidden="true">
        <RotateCw size="1em" />
      </span>{' '}
      {t('lobby_refresh_hot')}
    </button>
  );
}
