import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';

/** Spec 8, "Empty list": the 'in no data' message. */
export function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <Inbox size="1em" />
      </span>
      <p>{t('in_no_data')}</p>
    </div>
  );
}
