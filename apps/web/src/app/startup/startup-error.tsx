import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './root-notice.module.css';

/** Spec 8, "Network": 'Link abnormal, try again', with a retry that refetches the startup calls. */
export function StartupError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <TriangleAlert className={styles.icon} aria-hidden="true" />
        <p role="alert" className={styles.title}>
          {t('link_abnormal')}
        </p>
        <button type="button" className={styles.action} onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </button>
      </section>
    </main>
  );
}
