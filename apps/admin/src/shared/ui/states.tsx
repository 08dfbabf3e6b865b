import { AlertTriangle, Inbox, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/http';
import styles from './ui.module.css';

/** While a page's data is on its way. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className={styles.state} role="status">
      <LoaderCircle className={styles.spin} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

/** A list with nothing in it (for the current filter). */
export function EmptyState({ message }: { message: string }) {
  return (
    <div className={styles.state} role="status">
      <Inbox aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

/** A page whose data could not be fetched, with the reason and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <AlertTriangle aria-hidden="true" />
      <span>{t(errorMessageKey(error))}</span>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
