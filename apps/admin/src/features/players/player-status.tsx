import { useTranslation } from 'react-i18next';
import styles from './players.module.css';

/** Whether a player may log in, in words (never by colour alone). */
export function LockBadge({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${locked ? styles.locked : ''}`}>
      {locked ? t('players_locked') : t('players_active')}
    </span>
  );
}
