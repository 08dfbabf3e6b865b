import type { ContentState } from '@platform/contracts/content-admin';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

/** What the lobby does with an item now, in words (never colour alone). */
export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[`state${state}`] ?? ''}`}>{t(`content_state_${state}`)}</span>;
}
